/**
 * Dashboards (issue 12: spec 002 §2, §4, §6, §9), in Debian's Chromium against `npm start`: / opens the demo
 * dashboard with its seeded widgets of all nine types, each with its content; a widget moved to a new position
 * keeps it after a reload; a widget's underlying data opens as the SVR response list with the widget's filters and
 * as a roll-up; a widget downloads as a PNG after the five-second wait with its icons hidden; a dashboard made
 * with Create Dashboard is deleted through 'Are you sure?'; a client user sees the client's widgets and no
 * feedback widget. Screenshots of the full dashboard and the photo detail view go to /tmp/shots-w1/ (SHOTS_DIR).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signIn } from './browser.js';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-w1';
const NINE = [
  'barChart',
  'feedback',
  'lineChart',
  'percentage',
  'photo',
  'pieChart',
  'questionResponse',
  'sum',
  'video',
];
let browser: Browser;
let downloads: string;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  downloads = mkdtempSync(path.join(tmpdir(), 'svr-e2e-dashboards-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

const widgets = (page: Page) => page.locator('.svr-widget');
const card = (page: Page, type: string) => page.locator(`.svr-widget[data-widget-type="${type}"]`);
const titles = (page: Page) => page.locator('.svr-widget .svr-widget-title').allInnerTexts();

/** Signs in and waits for / to land on a dashboard with its widgets drawn. */
async function openDashboard(page: Page, email: string): Promise<number> {
  await signIn(page, email);
  await page.waitForURL(/\/dashboard\/saved\/\d+$/);
  await expect.poll(() => widgets(page).count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('dialog', { name: 'Loading...' }).count()).toBe(0);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** A GraphQL call as the signed-in user, from the page. */
async function gql<T>(page: Page, query: string, variables: object): Promise<T> {
  const answer = await page.evaluate(
    async ([q, v]) => {
      const auth = JSON.parse(localStorage.getItem('svr.auth') ?? '{}') as { token?: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return res.json() as Promise<{ data?: unknown; errors?: unknown }>;
    },
    [query, variables] as const,
  );
  if (!answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

/** Each widget's content as the user sees it. */
const CONTENT: Record<string, (c: Locator) => Promise<void>> = {
  percentage: async (c) => {
    await c.getByText(/^\d+%$/).waitFor();
    await c.getByText('Approved', { exact: true }).waitFor();
    await c.getByText(/^[\d,]+ out of [\d,]+$/).waitFor();
  },
  pieChart: (c) => c.locator('.svr-widget-chart[data-chart="pie"] svg').first().waitFor(),
  barChart: async (c) => {
    await c.locator('.svr-widget-chart[data-chart="bar"] svg').first().waitFor();
    await c
      .getByText(/^\d+(\.\d)?%$/)
      .first()
      .waitFor();
  },
  lineChart: async (c) => {
    await c.locator('.svr-widget-chart[data-chart="line"] svg').first().waitFor();
    await c
      .getByText(/^\d{2}\/\d{4}$/)
      .first()
      .waitFor();
  },
  sum: (c) => c.getByText(/^[\d,]+ answers added$/).waitFor(),
  photo: (c) => c.locator('[aria-label="Photos"] img').first().waitFor(),
  video: (c) => c.locator('[aria-label="Videos"] video').first().waitFor(),
  feedback: async (c) => {
    const first = c.getByRole('list', { name: 'Feedback' }).getByRole('listitem').first();
    await first.waitFor();
    await expect.poll(() => first.innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    await expect.poll(() => first.innerText()).toMatch(/ \| /);
  },
  questionResponse: (c) => c.getByRole('list', { name: 'Answers' }).getByRole('listitem').first().waitFor(),
};

describe('dashboards', () => {
  it('opens the demo dashboard from / with all nine widget types and their content; the photo detail view', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDashboard(page, 'admin@example.com');
      await expect
        .poll(async () => (await widgets(page).evaluateAll((els) => els.map((e) => e.dataset.widgetType))).sort())
        .toEqual(NINE);
      for (const type of NINE) await CONTENT[type]!(card(page, type));
      await expect.poll(() => page.getByRole('button', { name: 'Add Widget' }).isEnabled()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, 'dashboard-full.png'), fullPage: true });

      // The slideshow wraps at both ends: previous from the first slide shows the last.
      const photo = card(page, 'photo');
      const counter = photo.getByText(/^\d+ \/ \d+/);
      await expect.poll(() => counter.innerText()).toMatch(/^1 \/ /);
      const count = (await counter.innerText()).match(/^1 \/ (\d+)/)![1];
      await photo.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => counter.innerText()).toMatch(new RegExp(`^${count} / ${count}`));
      await photo.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => counter.innerText()).toMatch(/^1 \/ /);

      // The detail view: the slide at 1280 px with the visit's Retailer, Location, Door, Report # and date.
      await photo.getByRole('button', { name: 'Enlarge' }).click();
      const detail = page.getByRole('dialog');
      const info = detail.getByRole('table', { name: 'Visit' });
      for (const label of ['Retailer', 'Location', 'Door', 'Report #', 'Visit date'])
        await info.getByText(label, { exact: true }).waitFor();
      await expect.poll(() => info.getByRole('link').innerText()).toMatch(/^\d+$/);
      await expect.poll(() => detail.locator('img').first().getAttribute('src')).toMatch(/1280/);
      for (const action of ['Star', 'Flag', 'Block', 'Rotate', 'Download', 'Open'])
        await detail.getByRole('button', { name: action, exact: true }).waitFor();
      await expect
        .poll(() =>
          detail.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      await page.screenshot({ path: path.join(SHOTS, 'photo-detail.png') });

      // Star asks the motive (as on the review page) and marks the visit's photo, shown on the slide; a second
      // click takes the star off again.
      const starred = () => detail.getByText('Starred', { exact: true }).count();
      await expect.poll(starred).toBe(0);
      await detail.getByRole('button', { name: 'Star', exact: true }).click();
      const motive = page.getByRole('dialog', { name: 'Star photo' });
      await motive.getByLabel('Motive').fill('Best endcap of the week');
      await motive.getByRole('button', { name: 'CONTINUE' }).click();
      await expect.poll(starred).toBe(1);
      await detail.getByRole('button', { name: 'Star', exact: true }).click();
      await expect.poll(starred).toBe(0);

      // Download saves the original (its address asked when the view opened: no resizing width) under its title.
      const fetched = page.waitForRequest((r) => r.resourceType() === 'fetch' && r.url().includes('/files/'));
      const download = page.waitForEvent('download');
      await detail.getByRole('button', { name: 'Download', exact: true }).click();
      expect(new URL((await fetched).url()).searchParams.has('w')).toBe(false);
      expect((await download).suggestedFilename()).not.toBe('');

      // Rotate turns the photo a quarter; the detail view shows the new turn at 1280 px. Four turns bring it back.
      const shown = async () => {
        const img = detail.locator('img').last();
        const src = new URL((await img.getAttribute('src'))!, page.url());
        const transform = await img.evaluate((i) => (i as HTMLElement).style.transform);
        return `${transform} w=${src.searchParams.get('w')} rotate=${src.searchParams.get('rotate') ?? '0'}`;
      };
      const start = Number(/rotate=(\d+)$/.exec(await shown())![1]);
      for (let k = 1; k <= 4; k++) {
        const angle = (start + 90 * k) % 360;
        await detail.getByRole('button', { name: 'Rotate', exact: true }).click();
        await expect.poll(shown).toBe(`rotate(${angle}deg) w=1280 rotate=${angle}`);
      }
    } finally {
      await context.close();
    }
  });

  it('moves a widget to a new position (integers 1..n only), and the order survives a reload', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDashboard(page, 'admin@example.com');
      const before = await titles(page);
      expect(before.length).toBe(9);
      await page.locator('.svr-widget').first().getByRole('button', { name: 'Move widget' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move Widget To A New Position' });
      const field = dialog.getByLabel(/New position/);
      const confirm = dialog.getByRole('button', { name: 'Confirm' });
      await field.fill('x');
      await expect.poll(() => field.inputValue()).toBe('');
      await expect.poll(() => confirm.isDisabled()).toBe(true);
      await field.fill('12');
      await expect.poll(() => field.inputValue()).toBe('');
      await field.fill('3');
      await expect.poll(() => field.inputValue()).toBe('3');
      await confirm.click();
      const after = [before[1], before[2], before[0], ...before.slice(3)];
      await expect.poll(() => titles(page)).toEqual(after);
      await page.reload();
      await expect.poll(() => titles(page)).toEqual(after);

      // Back to the first position, so the demo dashboard is as it was.
      await page.locator('.svr-widget').nth(2).getByRole('button', { name: 'Move widget' }).click();
      await dialog.getByLabel(/New position/).fill('1');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => titles(page)).toEqual(before);
    } finally {
      await context.close();
    }
  });

  it("opens a widget's underlying data as the SVR response list with its filters, and as a roll-up", async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDashboard(page, 'admin@example.com');
      const bar = card(page, 'barChart');
      await bar.getByRole('button', { name: 'Open underlying data' }).click();
      await page.getByRole('menuitem', { name: 'Open as SVR responses list' }).click();
      await page.waitForURL(/\/dashboard\/svr-responses$/);
      // The widget's filter (Client Name Northwind Beauty, Review State Approved) is the list's filter now.
      const stored = await page.evaluate(() => localStorage.getItem('svr.filters.reporting'));
      expect(JSON.parse(stored ?? '[]').map((p: { label: string }) => p.label)).toEqual(
        expect.arrayContaining(['Visit Date', 'Client Name', 'Review State']),
      );
      await page
        .getByRole('group', { name: 'Filter Client Name' })
        .getByText('Northwind Beauty', { exact: true })
        .first()
        .waitFor();
      await page.getByRole('group', { name: 'Filter Review State' }).waitFor();

      await page.goBack();
      await page.waitForURL(/\/dashboard\/saved\/\d+$/);
      await bar.getByRole('button', { name: 'Open underlying data' }).click();
      await page.getByRole('menuitem', { name: 'Open as roll-up' }).click();
      await page.waitForURL(/\/dashboard\/roll-ups\/from-widget\/widget-barChart$/);
      await page.getByRole('heading', { name: 'Products faced' }).waitFor();
      await page.getByRole('button', { name: 'Save As Roll-up' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('downloads a chart and a number widget as PNG files named after their titles, icons hidden meanwhile', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDashboard(page, 'admin@example.com');
      for (const type of ['barChart', 'percentage']) {
        const widget = card(page, type);
        await CONTENT[type]!(widget);
        const title = await widget.locator('.svr-widget-title').innerText();
        const started = Date.now();
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 }),
          (async () => {
            await widget.getByRole('button', { name: 'Download image' }).click();
            // While the image is made (the spec's five-second wait) the widget's icons are hidden.
            await expect.poll(() => widget.getByRole('button', { name: 'Edit widget' }).count()).toBe(0);
          })(),
        ]);
        expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
        expect(download.suggestedFilename()).toBe(`${title}.png`);
        const file = path.join(downloads, download.suggestedFilename());
        await download.saveAs(file);
        const bytes = readFileSync(file);
        expect(bytes.length).toBeGreaterThan(1000);
        expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        await expect.poll(() => widget.getByRole('button', { name: 'Edit widget' }).count()).toBe(1);
      }
    } finally {
      await context.close();
    }
  });

  it("creates a dashboard with Create Dashboard, then deletes it through the dropdown's pencil and 'Are you sure?'", async () => {
    const { context, page } = await newPage(browser);
    try {
      const demo = await openDashboard(page, 'admin@example.com');
      const name = `E2E board ${Date.now()}`;
      await page.getByRole('button', { name: 'Create Dashboard' }).click();
      const create = page.getByRole('dialog', { name: 'Create New Dashboard' });
      await create.getByLabel('Dashboard name').fill(name);
      await create.getByText('ONLY VISIBLE TO ME').click();
      await create.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(
        (url) => /\/dashboard\/saved\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${demo}`),
      );
      await page.getByRole('heading', { name }).waitFor();
      await page.getByText('This dashboard has no widgets').waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Add Widget' }).isEnabled()).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Saved dashboards' }).innerText()).toBe(name);

      // A widget on it (made through the API) is deleted from its menu, after 'Are you sure?'.
      const boardId = Number(new URL(page.url()).pathname.split('/').pop());
      const today = new Date().toISOString().slice(0, 10);
      const created = await gql<{ createWidget: { widget: { id: number } | null; error: unknown } }>(
        page,
        `mutation($input: WidgetInput!, $dashboardId: Int) {
          createWidget(input: $input, dashboardId: $dashboardId) { widget { id } error { message } }
        }`,
        {
          dashboardId: boardId,
          input: {
            title: 'E2E approval',
            widgetType: 'PERCENTAGE',
            questionCanonicalKeys: [],
            filters: [
              { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [today, `${today} 23:59:59`] },
              { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [3] },
            ],
          },
        },
      );
      expect(created.createWidget.error).toBeNull();
      await page.reload();
      const added = page.locator('.svr-widget', { hasText: 'E2E approval' });
      await added.getByText('Approved', { exact: true }).waitFor();
      await added.getByRole('button', { name: 'Open underlying data' }).click();
      await page.getByRole('menuitem', { name: 'Delete widget' }).click();
      await page.getByRole('alertdialog').getByText('Are you sure?').waitFor();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await page.getByText('This dashboard has no widgets').waitFor();
      await page.reload();
      await page.getByText('This dashboard has no widgets').waitFor();

      // The dropdown searches the titles; its pencil opens Edit Dashboard with the saved 'ONLY VISIBLE TO ME'.
      await page.getByRole('button', { name: 'Saved dashboards' }).click();
      await page.getByLabel('Search dashboards').fill('E2E board');
      await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual([name]);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Dashboard' });
      await expect.poll(() => edit.getByLabel('Dashboard name').inputValue()).toBe(name);
      await expect.poll(() => edit.getByRole('checkbox', { name: 'ONLY VISIBLE TO ME' }).isChecked()).toBe(true);
      await edit.getByRole('button', { name: 'Delete' }).click();
      const alert = page.getByRole('alertdialog');
      await alert.getByText('Are you sure?').waitFor();
      await alert.getByRole('button', { name: 'Yes' }).click();

      // The current dashboard is gone: the page moves to the first available one.
      await page.waitForURL((url) => url.pathname === `/dashboard/saved/${demo}`);
      await page.getByRole('button', { name: 'Saved dashboards' }).click();
      await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).not.toContain(name);
    } finally {
      await context.close();
    }
  });

  it('/report/widgets/{id}/edit shows the widget and opens the creator on it', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDashboard(page, 'admin@example.com');
      const id = await card(page, 'barChart').getAttribute('data-widget-id');
      await page.goto(`/report/widgets/${id}/edit`);
      const widget = card(page, 'barChart');
      await CONTENT.barChart!(widget);
      await expect.poll(() => widget.locator('.svr-widget-title').innerText()).toBe('Products faced');
      expect(await widget.getByRole('button', { name: 'Move widget' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Edit Widget', exact: true }).click();
      const creator = page.getByRole('dialog', { name: 'Edit Widget' });
      await expect.poll(() => creator.getByLabel(/^Title/).inputValue()).toBe('Products faced');
    } finally {
      await context.close();
    }
  });

  it("changing the header's client shows that client's dashboards: none here, so Add Widget waits for one", async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDashboard(page, 'admin@example.com');
      const client = page.getByRole('combobox', { name: 'Client' });
      // The demo dashboards are Northwind Beauty's; the other clients have none.
      const other = await client
        .locator('option')
        .evaluateAll((os) =>
          os.filter((o) => o.getAttribute('value') && o.textContent !== 'Northwind Beauty').map((o) => o.textContent!),
        );
      expect(other.length).toBeGreaterThan(0);
      await client.selectOption({ label: other[0]! });
      await page.waitForURL(/\/dashboard\/dashboards$/);
      await page.getByText('No dashboards yet').waitFor();
      const add = page.getByRole('button', { name: 'Add Widget' });
      await expect.poll(() => add.isDisabled()).toBe(true);
      await add.hover({ force: true });
      await page.getByText('First, create or load a dashboard').waitFor();
      await client.selectOption('');
      await page.waitForURL(/\/dashboard\/saved\/\d+$/);
    } finally {
      await context.close();
    }
  });

  it("shows a client user the client's widgets and no feedback widget", async () => {
    const { context, page } = await newPage(browser);
    try {
      await openDashboard(page, 'client@example.com');
      const types = () => widgets(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.widgetType));
      await expect.poll(async () => (await types()).length).toBeGreaterThan(3);
      const seen = await types();
      expect(seen).not.toContain('feedback');
      // The video widget is the other client's (the seed's endcap form): not on this client's dashboard.
      expect(seen).not.toContain('video');
      for (const type of seen) await CONTENT[type!]!(card(page, type!));
      // Client users get download and open on a photo, not the staff marks.
      await card(page, 'photo').getByRole('button', { name: 'Enlarge' }).click();
      const detail = page.getByRole('dialog');
      await detail.getByRole('button', { name: 'Download', exact: true }).waitFor();
      expect(await detail.getByRole('button', { name: 'Star', exact: true }).count()).toBe(0);
      expect(await detail.getByRole('button', { name: 'Block', exact: true }).count()).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, 'client-photo-detail.png') });
    } finally {
      await context.close();
    }
  });
});
