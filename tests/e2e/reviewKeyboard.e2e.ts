/**
 * Reviewer throughput and safety on the review page (issue 15), in Chromium: a reviewer approves three
 * pending reports in a row with the keyboard alone, each time opening the next pending report; hiding a
 * report from the client asks first and can be undone from the toast; a second reviewer sees who else has
 * the report open. Reports are picked through GraphQL at the start of each test, never by fixed ids.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A GraphQL call as the signed-in user of `page`. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const auth = JSON.parse(localStorage.getItem('svr.auth')!) as { token: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { query, variables },
  ) as Promise<T>;
}

interface Report {
  id: number;
  reviewState: string;
  privacy: number;
  talentEmail: string | null;
  revisionRequests: { questionUuid: string }[];
}
/** Fields read off the report row itself (no per-report REST call, so a page of 100 stays cheap). */
const REPORT = 'id reviewState privacy talentEmail revisionRequests { questionUuid }';
/** Filed by the user signed in on `page`'s context (the e2e users' e-mails). */
const own = (r: Report, email: string) => r.talentEmail?.toLowerCase() === email;

/** Reports of the last 40 days as the signed-in user sees them, newest first. */
async function recentReports(page: Page): Promise<Report[]> {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const now = new Date();
  const data = await gql<{ storeVisits: { items: Report[] } }>(
    page,
    `query($f: [FilterParameterInput!]!) { storeVisits(filters: $f, page: 1, pageSize: 100) { items { ${REPORT} } } }`,
    {
      f: [
        {
          label: 'Visit Date',
          path: 'expectedCheckinTime',
          type: 'Date',
          data: [day(new Date(now.getTime() - 40 * 86_400_000)), `${day(now)} 23:59:59`],
        },
      ],
    },
  );
  return data.storeVisits.items.sort((a, b) => b.id - a.id);
}

const nextPending = async (page: Page, after: number) =>
  (
    await gql<{ nextPendingReport: number | null }>(page, 'query($a: Int!) { nextPendingReport(after: $a) }', {
      a: after,
    })
  ).nextPendingReport;
const report = async (page: Page, id: number) =>
  (await gql<{ storeVisit: Report }>(page, `query($id: Int!) { storeVisit(id: $id) { ${REPORT} } }`, { id }))
    .storeVisit;
/** Pending Review with no NEEDS REVISION marks: APPROVE follows EDIT RESPONSES directly. */
const clean = (r: Report) =>
  r.reviewState === 'PENDING_REVIEW' && !r.revisionRequests.length && !own(r, 'reviewer@example.com');

/** A pending report from which the api's next pending reports, twice, are clean too: [first, second, third]. */
async function chainOfThree(page: Page): Promise<number[]> {
  for (const start of (await recentReports(page)).filter(clean)) {
    const chain = [start.id];
    while (chain.length < 3) {
      const next = await nextPending(page, chain[chain.length - 1]);
      if (!next || chain.includes(next) || !clean(await report(page, next))) break;
      chain.push(next);
    }
    if (chain.length === 3) return chain;
  }
  throw new Error('No three pending reports in a row without NEEDS REVISION marks');
}

const fact = (page: Page, label: string) =>
  page.getByRole('region', { name: 'SVR Information' }).locator('.svr-review-fact', { hasText: label }).locator('dd');
const reviewState = (page: Page) => fact(page, 'Review State').first().textContent();
/**
 * Serious and critical axe-core findings (WCAG 2.0/2.1 A and AA) in the review page and its open dialogs,
 * one line each. The app's shell (top navigation) is checked by the all-routes a11y e2e.
 */
async function reviewAxe(page: Page): Promise<string[]> {
  // Dialogs fade in over Blueprint's transition: judge them once it is over.
  await page.waitForFunction(
    () => !document.querySelector('[class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"]'),
  );
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<Result> } }).axe;
    const include = [['.svr-review'], ...(document.querySelector('.bp6-portal') ? [['.bp6-portal']] : [])];
    const { violations } = await axe.run(
      { include },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] },
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

/** No dialog is open (or closing): the page's shortcuts are live again. */
const noDialog = (page: Page) => page.evaluate(() => document.querySelector('.bp6-dialog, .bp6-alert') === null);

describe('reviewer throughput', () => {
  it('approves three pending reports in a row with the keyboard alone, each time opening the next pending one', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const chain = await chainOfThree(page);
    await page.goto(`/svr-response/${chain[0]}`);
    await expect.poll(() => reviewState(page)).toBe('Pending Review');

    // '?' lists the shortcuts; Escape closes the list.
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('NEEDS REVISION on the focused answer').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => noDialog(page)).toBe(true);

    for (const [i, id] of chain.entries()) {
      await page.waitForURL(`**/svr-response/${id}`);
      await expect.poll(() => reviewState(page)).toBe('Pending Review');
      await page.keyboard.press('e');
      await expect.poll(() => reviewState(page)).toBe('In Review');
      await page.keyboard.press('a');
      const feedback = page.getByRole('dialog', { name: 'Approve SVR' });
      await feedback.getByLabel(/SVR Feedback/).waitFor();
      // Typing in the feedback field is typing, not shortcuts: 'n', 'e', 'a' and 'r' stay in the text.
      await page.keyboard.type(`Clean report ${i + 1}`);
      expect(await feedback.getByLabel(/SVR Feedback/).inputValue()).toBe(`Clean report ${i + 1}`);
      await page.keyboard.press('Control+Enter');
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('Are you sure you want to mark this SVR as Approved?').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('YES');
      await page.keyboard.press('Enter');
      await expect.poll(() => reviewState(page)).toBe('Approved');
      expect(await page.url()).toContain(`/svr-response/${id}`);
      await expect.poll(() => noDialog(page)).toBe(true);
      if (i < chain.length - 1) await page.keyboard.press('n');
    }
    // Each approval is on the server.
    for (const id of chain) expect((await report(page, id)).reviewState).toBe('APPROVED');
    await context.close();
  });

  it('asks before hiding a report from the client, says what the brand stops seeing, and undoes from the toast', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const visible = (await recentReports(page)).find((r) => r.privacy === 0 && !own(r, 'admin@example.com'))!;
    await page.goto(`/svr-response/${visible.id}`);
    const toggle = page.getByRole('checkbox', { name: 'Visible to Client' });
    await expect.poll(() => toggle.isChecked()).toBe(true);

    // Cancel leaves it visible, with no call made.
    await toggle.click({ force: true });
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/will stop seeing this report/).waitFor();
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await expect.poll(() => noDialog(page)).toBe(true);
    expect(await toggle.isChecked()).toBe(true);
    expect((await report(page, visible.id)).privacy).toBe(0);

    await toggle.click({ force: true });
    await confirm.getByRole('button', { name: 'HIDE FROM CLIENT' }).click();
    // The Undo toast leaves after 8 s unless pointed at: hover it as soon as it shows (a user reaching for
    // Undo does), so a slow check of the api below cannot outlast it.
    const toast = page.locator('.bp6-toast', { hasText: 'The SVR is hidden from' });
    await toast.hover();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expect((await report(page, visible.id)).privacy).toBe(1);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect((await report(page, visible.id)).privacy).toBe(0);
    await context.close();
  });

  it('shows a second reviewer who else has the report open, and since when', async () => {
    const first = await newPage(browser);
    const second = await newPage(browser);
    await signIn(first.page, 'admin@example.com');
    await signIn(second.page, 'reviewer@example.com');
    const target = (await recentReports(second.page)).find(
      (r) => !own(r, 'reviewer@example.com') && !own(r, 'admin@example.com') && r.reviewState !== 'APPROVED',
    )!;

    await first.page.goto(`/svr-response/${target.id}`);
    await expect.poll(() => reviewState(first.page)).not.toBe('');
    await second.page.goto(`/svr-response/${target.id}`);
    const bar = second.page.getByRole('toolbar', { name: 'Review actions' });
    await bar.getByText(/Also reviewing: Alex Admin \(since \d{1,2}:\d{2}/).waitFor();
    // The report someone else has open is not offered as the next pending one.
    expect(await nextPending(second.page, target.id)).not.toBe(target.id);

    // The first leaves the page: after a reload the second sees no one.
    await first.page.getByRole('button', { name: 'BACK TO SVR RESPONSES' }).click();
    await first.page.waitForURL((u) => !u.pathname.startsWith('/svr-response/'));
    await expect
      .poll(
        async () =>
          (
            await gql<{ storeVisit: { reviewers: unknown[] } }>(
              second.page,
              `query($id: Int!) { storeVisit(id: $id) { reviewers { name } } }`,
              { id: target.id },
            )
          ).storeVisit.reviewers,
      )
      .toEqual([]);
    await second.page.reload();
    await expect.poll(() => reviewState(second.page)).not.toBe('');
    expect(await bar.getByText(/Also reviewing/).count()).toBe(0);
    await first.context.close();
    await second.context.close();
  });

  it('fits a 390 px phone: the review bar wraps inside the screen and the page does not scroll sideways', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const [any] = (await recentReports(page)).filter((r) => !own(r, 'reviewer@example.com'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/svr-response/${any.id}`);
    await expect.poll(() => reviewState(page)).not.toBe('');
    const bar = page.getByRole('toolbar', { name: 'Review actions' });
    // SVR FEEDBACK carries the feedback count ('SVR FEEDBACK (1)').
    for (const name of [/^EDIT RESPONSES$/, /^SVR FEEDBACK( \(\d+\))?$/, /^APPROVE$/, /^REJECT ALL$/]) {
      const box = (await bar.getByRole('button', { name }).boundingBox())!;
      expect(box.x, String(name)).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, String(name)).toBeLessThanOrEqual(390);
      expect(box.y + box.height, String(name)).toBeLessThanOrEqual(844);
    }
    // On a phone the bar's SVR FEEDBACK opens the widget: no floating Feedback button over the answers.
    const fab = page.getByRole('button', { name: 'Open the SVR feedback' });
    await expect.poll(() => fab.isVisible()).toBe(false);
    await bar.getByRole('button', { name: /^SVR FEEDBACK/ }).click();
    const widget = page.getByRole('region', { name: 'SVR Feedback' });
    await widget.waitFor();
    await bar.getByRole('button', { name: /^SVR FEEDBACK/ }).click();
    await widget.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/review-390.png`, fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => fab.isVisible()).toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/review-1440.png`, fullPage: false });
    await context.close();
  });

  it('has no serious or critical axe finding on the review page, its shortcuts help and its confirmations', async () => {
    // axe is injected as a script: the app's Content Security Policy would refuse it.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1366, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signIn(page, 'reviewer@example.com');
    const r = (await recentReports(page)).find((x) => clean(x) && x.privacy === 0)!;
    await page.goto(`/svr-response/${r.id}`);
    await expect.poll(() => reviewState(page)).toBe('Pending Review');
    expect(await reviewAxe(page)).toEqual([]);
    await page.keyboard.press('Shift+?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('APPROVE').waitFor();
    expect(await reviewAxe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => noDialog(page)).toBe(true);
    await page.getByRole('checkbox', { name: 'Visible to Client' }).click({ force: true });
    await page
      .getByRole('alertdialog')
      .getByText(/will stop seeing this report/)
      .waitFor();
    expect(await reviewAxe(page)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'CANCEL' }).click();
    await expect.poll(() => noDialog(page)).toBe(true);
    await page.keyboard.press('e');
    await expect.poll(() => reviewState(page)).toBe('In Review');
    expect(await reviewAxe(page)).toEqual([]);
    await context.close();
  });
});
