/**
 * Accessibility and phone checks shared by a11y.e2e.ts and phone.e2e.ts (issue 15): axe-core (injected from
 * node_modules, never downloaded) with the WCAG 2.0 A/AA and 2.1 AA rules, the signed-in routes of App.tsx with
 * real ids picked through GraphQL, and a wait for what the user sees before a page is judged.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** Serious and critical axe violations on the page as it is now, one readable line each (empty: none). */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
          .join(' | ')}`,
    );
}

/** Waits until the page shows its content: no loading spinner or skeleton in the main area or a dialog. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !document.querySelector(
        'main .bp6-spinner, main .bp6-skeleton, .bp6-dialog .bp6-spinner, .svr-centered .bp6-spinner',
      ),
    undefined,
    { timeout: 20_000 },
  );
  // Popovers and dialogs fade in over Blueprint's 200 ms transition: wait until none is mid-transition.
  await page.waitForFunction(
    () => !document.querySelector('[class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"]'),
    undefined,
    { timeout: 5_000 },
  );
}

export interface Ids {
  formKey: string | null;
  reportId: number | null;
  savedViewId: number | null;
  rollupId: number | null;
  widgetId: number | null;
  dashboardId: number | null;
  notificationId: number | null;
}

/** Ids of real records the signed-in user may open, through GraphQL as the app asks (staff fields only for staff). */
export async function pickIds(page: Page, staff: boolean): Promise<Ids> {
  return page.evaluate(async (staff) => {
    const auth = JSON.parse(localStorage.getItem('svr.auth')!) as { token: string };
    const ask = async <T>(query: string, variables: object = {}): Promise<T | null> => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: T };
      return body.data ?? null;
    };
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const now = new Date();
    const from = new Date(now.getTime() - 30 * 86_400_000);
    const visits = await ask<{ storeVisits: { items: { id: number; reviewState: string }[] } }>(
      `query($f: [FilterParameterInput!]!) { storeVisits(filters: $f, page: 1, pageSize: 50) { items { id reviewState } } }`,
      {
        f: [
          { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [day(from), `${day(now)} 23:59:59`] },
        ],
      },
    );
    const dashboards = await ask<{ dashboards: { id: number; widgetIds: number[] }[] }>(
      '{ dashboards { id widgetIds } }',
    );
    const views = await ask<{ savedViews: { id: number }[] }>('{ savedViews(allClients: true) { id } }');
    const rollups = await ask<{ savedRollups: { id: number }[] }>('{ savedRollups(allClients: true) { id } }');
    const forms = staff ? await ask<{ forms: { canonicalKey: string }[] }>('{ forms { canonicalKey } }') : null;
    const notes = staff
      ? await ask<{ notifications: { items: { id: number }[] } }>('{ notifications { items { id } } }')
      : null;
    const withWidgets = dashboards?.dashboards.find((d) => d.widgetIds.length > 0);
    return {
      formKey: forms?.forms[0]?.canonicalKey ?? null,
      reportId: visits?.storeVisits.items.find((v) => v.reviewState !== 'PENDING_SUBMISSION')?.id ?? null,
      savedViewId: views?.savedViews[0]?.id ?? null,
      rollupId: rollups?.savedRollups[0]?.id ?? null,
      widgetId: withWidgets?.widgetIds[0] ?? null,
      dashboardId: withWidgets?.id ?? null,
      notificationId: notes?.notifications.items[0]?.id ?? null,
    };
  }, staff);
}

/** Every signed-in route of web/src/app/App.tsx the user may open, with real ids where a route needs one. */
export function routes(ids: Ids, staff: boolean): string[] {
  const all: (string | false)[] = [
    '/dashboard/dashboards',
    ids.dashboardId !== null && `/dashboard/saved/${ids.dashboardId}`,
    '/dashboard/svr-responses',
    '/dashboard/roll-ups',
    ids.rollupId !== null && `/dashboard/roll-ups/${ids.rollupId}/edit`,
    ids.widgetId !== null && `/dashboard/roll-ups/from-widget/${ids.widgetId}`,
    ids.widgetId !== null && `/report/widgets/${ids.widgetId}/edit`,
    '/reporting/svrs',
    staff && '/reporting/meal-period',
    staff && '/reporting/checkin',
    '/manage/saved-views',
    ids.savedViewId !== null && `/manage/saved-views/${ids.savedViewId}`,
    staff && '/manage/svrs',
    staff && '/manage/common-questions',
    staff && '/manage/svr-responses',
    staff && '/svrs/create',
    staff && ids.formKey !== null && `/svrs/${ids.formKey}`,
    staff && ids.formKey !== null && `/svrs/${ids.formKey}/preview`,
    ids.reportId !== null && `/svr-response/${ids.reportId}`,
    '/notifications',
    staff && '/notifications/create',
    staff && '/notifications/sent',
    staff && ids.notificationId !== null && `/notification/id/${ids.notificationId}`,
    '/account',
    '/no/such/page',
  ];
  return all.filter((r): r is string => typeof r === 'string');
}

/** How much wider than the viewport the page is, and the outermost elements that stick out past its right edge. */
export async function overflow(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const w = window.innerWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= w + 1) continue;
      const parent = el.parentElement;
      if (parent && parent.getBoundingClientRect().right > w + 1 && getComputedStyle(parent).overflowX === 'visible')
        continue;
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
      culprits.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (right ${Math.round(r.right)} px)`);
    }
    return { width: document.documentElement.scrollWidth, culprits: culprits.slice(0, 8) };
  });
}
