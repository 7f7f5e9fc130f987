/**
 * The SVR responses lists (issue 4: spec 001 §2.2, §4, §5; spec 002 §2, §4), in Debian's Chromium against
 * `npm start`. Other e2e files share the app and may change reports, so each test picks its reports from
 * the live data (through the GraphQL gateway, as the signed-in user) when it starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { waitToast } from './transient.js';

let browser: Browser;
let downloads: string;
beforeAll(async () => {
  browser = await launch();
  downloads = mkdtempSync(path.join(tmpdir(), 'svr-e2e-downloads-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

interface Row {
  id: number;
  svrType: number;
  reviewState: string;
  retailer: string | null;
  talentEmail: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const usDay = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A Visit Date parameter from `from` days ago through today, as the filter panel keeps it. */
const visitDate = (from: number) => ({
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  pathStr: 'expectedCheckinTime',
  type: 'Date',
  data: [isoDay(daysAgo(from)), `${isoDay(new Date())} 23:59:59`],
  exclude: false,
});
const reportNumbers = (ids: number[]) => ({
  label: 'Report Number',
  path: 'id',
  pathStr: 'id',
  type: 'Number',
  data: ids,
  exclude: false,
});

/** Visits as the signed-in user sees them, through the gateway. */
async function visits(page: Page, filters: object[]): Promise<Row[]> {
  const answer = await page.evaluate(
    async (f) => {
      const auth = JSON.parse(localStorage.getItem('svr.auth') ?? '{}') as { token?: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}` },
        body: JSON.stringify({
          query:
            'query($f: [FilterParameterInput!]!) { storeVisits(filters: $f, pageSize: 1000) { items { id svrType reviewState retailer talentEmail } } }',
          variables: { f: f.map(({ label, path, type, data, exclude }) => ({ label, path, type, data, exclude })) },
        }),
      });
      return res.json() as Promise<{ data?: { storeVisits: { items: Row[] } }; errors?: unknown }>;
    },
    filters as { label: string; path: string; type: string; data: unknown; exclude: boolean }[],
  );
  if (!answer.data) throw new Error(`storeVisits failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.storeVisits.items;
}

/** Opens a list page with these filters kept in the browser for its namespace (the page loads them on open). */
async function openWith(page: Page, route: string, namespace: string, filters: object[]) {
  await page.evaluate(([ns, f]) => localStorage.setItem(`svr.filters.${ns}`, JSON.stringify(f)), [
    namespace,
    filters,
  ] as const);
  await page.goto(route);
}

const shownIds = async (page: Page) =>
  (
    await page
      .getByRole('checkbox', { name: /^Select report \d+$/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  ).map((l) => Number(l!.replace('Select report ', '')));

/**
 * The reports listed once the list has its answer: while it is read again (another page, another page size) it
 * keeps the rows it had, drawn as loading cells with no checkbox, beside a 'Refreshing' spinner.
 */
const settledIds = async (page: Page) =>
  (await page.getByRole('progressbar', { name: 'Refreshing' }).count()) > 0 ? null : shownIds(page);

const select = async (page: Page, id: number) =>
  page.getByRole('checkbox', { name: `Select report ${id}`, exact: true }).check({ force: true });

/** The table's cells of one report, as text (Blueprint's table is not an HTML table). */
const rowText = async (page: Page, id: number) => {
  const box = page.getByRole('checkbox', { name: `Select report ${id}`, exact: true });
  const top = (await box.boundingBox())!.y;
  return page.locator('.svr-resp-table .bp6-table-cell').evaluateAll(
    (cells, y) =>
      cells
        .filter((c) => Math.abs(c.getBoundingClientRect().top - (y as number)) < 14)
        .map((c) => c.textContent ?? '')
        .join(' | '),
    top,
  );
};

/** The row's text once it is drawn whole: the table adds its cells in batches, one per animation frame. */
async function drawnRowText(page: Page, id: number): Promise<string> {
  const frames = () =>
    page.evaluate(
      () =>
        new Promise<void>((done) => {
          let n = 0;
          const tick = () => (++n >= 5 ? done() : requestAnimationFrame(tick));
          requestAnimationFrame(tick);
        }),
    );
  let text = '';
  await expect
    .poll(async () => {
      const before = await rowText(page, id);
      await frames();
      text = await rowText(page, id);
      return text === before && /Pending Review|In Review|Approved|Rejected|Resubmitted/.test(text);
    })
    .toBe(true);
  return text;
}

describe('SVR responses list', () => {
  it('filters by Visit Date and Retailer with LOAD RESULTS and lists only the matching reports', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const range = [visitDate(6)];
    const all = await visits(page, range);
    const counts = new Map<string, number>();
    for (const v of all) if (v.retailer) counts.set(v.retailer, (counts.get(v.retailer) ?? 0) + 1);
    const [retailer] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const expected = all
      .filter((v) => v.retailer === retailer)
      .map((v) => v.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    await page.goto('/dashboard/svr-responses');
    await page.getByRole('region', { name: 'SVR responses table' }).waitFor();
    await page.getByRole('button', { name: 'CLEAR PARAMETERS' }).click();
    await page.getByText('Choose parameters, then LOAD RESULTS').waitFor();
    await page.getByLabel('Visit Date from').fill(usDay(daysAgo(6)));
    await page.getByLabel('Visit Date from').press('Enter');
    await page.getByLabel('Visit Date to').fill(usDay(new Date()));
    await page.getByLabel('Visit Date to').press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'ADD PARAMETER' }).click();
    await page.getByRole('menuitem', { name: 'Retailer', exact: true }).click();
    await page.getByRole('combobox', { name: 'Retailer' }).fill(retailer);
    await page.getByRole('combobox', { name: 'Retailer' }).press('Enter');
    await page.getByRole('button', { name: 'LOAD RESULTS' }).click();

    await expect.poll(async () => (await shownIds(page)).sort((a, b) => a - b)).toEqual(expected);
    await page.getByText(`${expected.length} result(s)`).waitFor();
    // The table draws its cells in batches: wait for the row's cells, as a user would.
    await expect.poll(() => rowText(page, expected[0])).toContain(retailer);
    await context.close();
  });

  it('approves two Pending Review reports in bulk, and they show Approved', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const pending = (
      await visits(page, [
        visitDate(44),
        {
          label: 'Review State',
          path: 'metaJson.reviewState',
          pathStr: 'metaJson.reviewState',
          type: 'range',
          data: [1],
          exclude: false,
        },
      ])
    )
      .filter(
        (v) =>
          v.reviewState === 'PENDING_REVIEW' &&
          v.talentEmail !== 'admin@example.com' &&
          v.talentEmail !== 'reviewer@example.com' &&
          v.svrType === 0,
      )
      .slice(0, 2)
      .map((v) => v.id);
    expect(pending).toHaveLength(2);

    await openWith(page, '/dashboard/svr-responses', 'reporting', [visitDate(44), reportNumbers(pending)]);
    await expect.poll(async () => (await shownIds(page)).sort()).toEqual([...pending].sort());
    for (const id of pending) await expect.poll(() => rowText(page, id)).toContain('Pending Review');
    for (const id of pending) await select(page, id);
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText('2 selected').waitFor();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'APPROVE' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText("Are you sure you want to mark the selected SVR's as Approved ?").waitFor();
    await confirm.getByRole('button', { name: 'APPROVE' }).click();
    await waitToast(page, '2 SVR(s) approved.');
    for (const id of pending) await expect.poll(() => rowText(page, id)).toContain('Approved');
    await context.close();
  });

  it('refuses RESET on a multi-day report with the spec’s message and changes nothing', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const multiDay = (await visits(page, [visitDate(44)])).find(
      (v) => v.svrType === 1 && v.reviewState !== 'PENDING_SUBMISSION',
    );
    expect(multiDay, 'a submitted multi-day report in the last 45 days').toBeDefined();
    const id = multiDay!.id;

    await openWith(page, '/dashboard/svr-responses', 'reporting', [visitDate(44), reportNumbers([id])]);
    await expect.poll(() => shownIds(page)).toEqual([id]);
    // The table draws its cells in batches: read the row once all of it is drawn, its review state among them.
    const before = await drawnRowText(page, id);
    await select(page, id);
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'RESET' }).click();
    const refusal = page.getByRole('alertdialog');
    await refusal.getByText('MultiDay SVRs can’t be reset.').waitFor();
    await refusal.getByRole('cell', { name: String(id), exact: true }).waitFor();
    expect(await refusal.getByRole('button', { name: /cancel/i }).count()).toBe(0);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'hidden' });
    await page.reload();
    await expect.poll(() => shownIds(page)).toEqual([id]);
    await expect.poll(() => rowText(page, id)).toBe(before);
    await context.close();
  });

  it('exports three rows selected on two pages to an Excel file that holds those reports', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await openWith(page, '/dashboard/svr-responses', 'reporting', [visitDate(6)]);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    // The first page at 25 rows, not the loading cells nor the rows of the default page size drawn before.
    await expect.poll(async () => (await settledIds(page))?.length ?? 0).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByRole('button', { name: 'Next page' }).isEnabled()).toBe(true);
    const exportButton = page.getByRole('button', { name: 'Export' });
    expect(await exportButton.isDisabled()).toBe(true);
    await exportButton.hover({ force: true });
    await page.getByText('Please first select rows to export.').waitFor();

    // Two on the first page, one on the second: the selection outlives paging.
    const firstPage = (await settledIds(page))!;
    const ids = firstPage.slice(0, 2);
    for (const id of ids) await select(page, id);
    await page.getByRole('button', { name: 'Next page' }).click();
    // The second page's rows, not the loading cells drawn meanwhile (no row at all).
    await expect
      .poll(async () => {
        const [top] = (await settledIds(page)) ?? [];
        return top !== undefined && !firstPage.includes(top);
      })
      .toBe(true);
    const [third] = (await settledIds(page))!;
    await select(page, third);
    ids.push(third);
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText('3 selected (2 on other pages)').waitFor();
    await exportButton.click();
    await page.getByRole('menuitem', { name: /Save as Excel/ }).click();
    const dialog = page.getByRole('dialog', { name: /Export Columns/ });
    for (const group of [
      'Common Headers',
      'Photo Questions',
      'Yes/No Questions',
      'Feedback Questions',
      'Other Questions',
      'Additional Excel Columns',
    ]) {
      await dialog.getByRole('heading', { name: group }).waitFor();
    }
    await dialog.getByRole('textbox', { name: 'Search Photo Questions' }).fill('no such question');
    await dialog.getByText('No related questions found').first().waitFor();
    await dialog.getByRole('textbox', { name: 'Search Photo Questions' }).fill('');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const link = page.getByRole('link', { name: /^Download .*\.xlsx$/ });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    expect(file.endsWith('.xlsx')).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).map((v) => (v === undefined || v === null ? '' : String(v)));
    const idColumn = headers.indexOf('Report Number');
    expect(idColumn).toBeGreaterThan(0);
    const exported: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) exported.push(Number(row.getCell(idColumn).value));
    });
    expect(exported.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    await context.close();
  });

  it('blocks a reviewer approving their own report with the list of those reports', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    const own = (await visits(page, [visitDate(44)])).find(
      (v) =>
        v.talentEmail === 'reviewer@example.com' &&
        (v.reviewState === 'PENDING_REVIEW' || v.reviewState === 'RESUBMITTED'),
    );
    expect(own, 'a report filed under reviewer@example.com waiting for review').toBeDefined();
    const id = own!.id;

    await openWith(page, '/manage/svr-responses', 'svrResponses', [
      visitDate(44),
      {
        label: 'Review State',
        path: 'metaJson.reviewState',
        pathStr: 'metaJson.reviewState',
        type: 'range',
        data: [1, 5],
        exclude: false,
      },
      reportNumbers([id]),
    ]);
    await expect.poll(() => page.title()).toBe('Review SVR Responses - Store Visit Reports');
    await expect.poll(() => shownIds(page)).toEqual([id]);
    await select(page, id);
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'APPROVE' }).click();
    const modal = page.getByRole('alertdialog');
    await modal.getByText('You can not edit the status of an SVR you have submitted.').waitFor();
    await modal.getByRole('cell', { name: String(id), exact: true }).waitFor();
    expect(await modal.getByRole('button', { name: /cancel/i }).count()).toBe(0);
    await modal.getByRole('button', { name: 'OK' }).click();
    // Still waiting for review (the filter's states 1 and 5), not approved.
    await expect.poll(() => rowText(page, id)).toMatch(/Pending Review|Resubmitted/);
    // Reviewers have no administrator actions.
    expect(
      await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'RESET' }).count(),
    ).toBe(0);
    await context.close();
  });
});
