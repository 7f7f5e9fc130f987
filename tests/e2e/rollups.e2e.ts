/**
 * Roll-ups (issue 11: spec 002 §2-§5, §7, §9), in Debian's Chromium against `npm start`: save a roll-up of
 * three questions (one photo question) from a filter, open it, export its rows to Excel with embedded photos
 * as a job (the dialog found again after a reload), read the workbook back (rows, the question columns, one
 * embedded image per photo on those rows minus blocked ones), convert it to PDF with LibreOffice headless,
 * then zip the same rows' photos and count the entries. The questions and visits are picked from the live
 * data (through the GraphQL gateway, as the signed-in user) when the test starts: other e2e files share the app.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signIn } from './browser.js';

const run = promisify(execFile);
const soffice = ['/usr/bin/soffice', '/usr/local/bin/soffice', '/usr/lib/libreoffice/program/soffice'].find((p) =>
  existsSync(p),
);

let browser: Browser;
let downloads: string;
beforeAll(async () => {
  browser = await launch();
  downloads = mkdtempSync(path.join(tmpdir(), 'svr-e2e-rollups-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** The roll-up's filter: Visit Date over the last 30 days, Review State Approved (staff roll-ups need one). */
const FILTERS = [
  {
    label: 'Visit Date',
    path: 'expectedCheckinTime',
    pathStr: 'expectedCheckinTime',
    type: 'Date',
    data: [isoDay(daysAgo(30)), `${isoDay(new Date())} 23:59:59`],
    exclude: false,
  },
  {
    label: 'Review State',
    path: 'metaJson.reviewState',
    pathStr: 'metaJson.reviewState',
    type: 'range',
    data: [3],
    exclude: false,
  },
];
const asInput = FILTERS.map(({ label, path: p, type, data, exclude }) => ({ label, path: p, type, data, exclude }));

/** A GraphQL query as the signed-in user, from the page. */
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

interface PickedQuestion {
  canonicalKey: string;
  title: string;
  type: string;
}

/** Three questions of the form most of the filter's visits were filed on: a photo question and two others. */
async function pickQuestions(page: Page): Promise<PickedQuestion[]> {
  const { storeVisits } = await gql<{ storeVisits: { items: { formId: number | null }[] } }>(
    page,
    'query($f: [FilterParameterInput!]!) { storeVisits(filters: $f, pageSize: 1000) { items { formId } } }',
    { f: asInput },
  );
  const counts = new Map<number, number>();
  for (const v of storeVisits.items) if (v.formId !== null) counts.set(v.formId, (counts.get(v.formId) ?? 0) + 1);
  const formIds = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const { formsByIds } = await gql<{
    formsByIds: { id: number; questions: (PickedQuestion & { canonicalKey: string | null })[] }[];
  }>(page, 'query($ids: [Int!]!) { formsByIds(ids: $ids) { id questions { canonicalKey title type } } }', {
    ids: formIds,
  });
  for (const id of formIds) {
    const form = formsByIds.find((f) => f.id === id);
    const questions = (form?.questions ?? []).filter(
      (q): q is PickedQuestion => !!q.canonicalKey && q.type !== 'QUESTION_GROUP',
    );
    // Titles the picker can tell apart (the checkbox is found by its title).
    const unique = questions.filter((q) => questions.filter((o) => o.title === q.title).length === 1);
    const photo = unique.find((q) => q.type === 'PHOTO_INPUT');
    const others = unique.filter(
      (q) => q.type !== 'PHOTO_INPUT' && q.type !== 'VIDEO_INPUT' && q.type !== 'SIGNATURE_INPUT',
    );
    if (photo && others.length >= 2) return [others[0], photo, others[1]];
  }
  throw new Error('No form of the last 30 days of approved visits has a photo question and two other questions');
}

interface PageAnswer {
  value: string | null;
  blocked: boolean;
  document: { uuid: string } | null;
}
interface RollupPageAnswer {
  rollupPage: {
    total: number;
    rollup: { meta: { blockPhotos: string[] } };
    columns: { canonicalKey: string; title: string; type: string }[];
    rows: { visit: { id: number }; cells: { canonicalKey: string; answers: PageAnswer[] }[] }[];
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function download(page: Page, name: RegExp): Promise<string[]> {
  const links = page.getByRole('link', { name });
  await links.first().waitFor();
  const files: string[] = [];
  for (const link of await links.all()) {
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const target = path.join(downloads, `${files.length}-${file.suggestedFilename()}`);
    await file.saveAs(target);
    files.push(target);
  }
  return files;
}

describe('roll-ups', () => {
  it('saves a roll-up of three questions from a filter, exports it to Excel with photos and zips its photos', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const questions = await pickQuestions(page);
    const title = `e2e roll-up ${Date.now()}`;

    // Save As Roll-up from the roll-up list's filter panel: title and description, then the question picker.
    await page.evaluate((f) => localStorage.setItem('svr.filters.rollups', JSON.stringify(f)), FILTERS);
    await page.goto('/dashboard/roll-ups');
    await page.getByRole('heading', { name: 'Roll-up Reports' }).waitFor();
    await page.getByRole('button', { name: 'SAVE...' }).click();
    await page.getByRole('menuitem', { name: 'Save As Roll-up' }).click();
    const save = page.getByRole('dialog', { name: /Save As Roll-up/ });
    await save.getByLabel('Title').fill(title);
    await save.getByLabel('Description').fill('Three questions, one of them a photo question.');
    await save.getByRole('button', { name: 'NEXT' }).click();
    await save.getByRole('button', { name: 'All Questions', exact: true }).waitFor();
    expect(await save.getByRole('button', { name: 'SAVE' }).isDisabled()).toBe(true);
    for (const q of questions)
      await save.getByRole('checkbox', { name: new RegExp(`^${escape(q.title)} ·`) }).check({ force: true });
    await save.getByText('3 question(s) selected').waitFor();
    await save.getByRole('button', { name: 'SAVE' }).click();
    await page.waitForURL(/\/dashboard\/roll-ups\/\d+\/edit$/);
    const rollupId = Number(/roll-ups\/(\d+)\/edit/.exec(page.url())![1]);

    // The roll-up page: its title, the row count, one column per question.
    await page.getByRole('link', { name: /BACK TO ALL ROLL-UPS/ }).waitFor();
    await page.getByRole('heading', { name: title }).waitFor();
    const table = page.getByRole('table', { name: 'Roll-up rows' });
    await table.waitFor();
    for (const q of questions) await table.getByRole('columnheader', { name: q.title }).waitFor();
    const { rollupPage } = await gql<RollupPageAnswer>(
      page,
      `query($id: Int!) { rollupPage(id: $id, page: 1, pageSize: 50, sort: { path: "id", direction: DESC }) { total rollup { meta { blockPhotos } }
        columns { canonicalKey title type } rows { visit { id } cells { canonicalKey answers { value blocked document { uuid } } } } } }`,
      { id: rollupId },
    );
    expect(rollupPage.columns.map((c) => c.canonicalKey)).toEqual(questions.map((q) => q.canonicalKey));
    await page.getByText(`Total Row Count: ${rollupPage.total.toLocaleString('en-US')}`).waitFor();
    const ids = rollupPage.rows.map((r) => r.visit.id);
    expect(ids.length).toBeGreaterThan(0);
    const photoKey = questions[1].canonicalKey;
    const blockList = new Set(rollupPage.rollup.meta.blockPhotos);
    const photos = rollupPage.rows.flatMap((r) =>
      r.cells
        .filter((c) => c.canonicalKey === photoKey)
        .flatMap((c) => c.answers.filter((a) => a.document && !a.blocked && !blockList.has(a.document.uuid))),
    );

    // Export the page's rows to Excel with the photos embedded.
    const exportButton = page.getByRole('button', { name: 'Export to Excel' });
    expect(await exportButton.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select all shown rows' }).check({ force: true });
    await page.getByText(`${ids.length} row(s) selected`).waitFor();
    await page.getByRole('checkbox', { name: 'Embed photos in Excel' }).check({ force: true });
    await exportButton.click();
    const columns = page.getByRole('dialog', { name: /Export Columns/ });
    await columns.getByRole('heading', { name: 'Photo Questions' }).waitFor();
    await columns.getByRole('button', { name: 'Confirm' }).click();
    // Fifty rows stay far below the 4,000 photos above which the export asks to use links instead.
    expect(photos.length).toBeLessThanOrEqual(4000);
    // The job is remembered for the tab: after a reload its dialog shows again and ends with the Download link.
    await expect
      .poll(() => page.evaluate((id) => sessionStorage.getItem(`svr.rollup.${id}.excelJob`), rollupId))
      .not.toBeNull();
    await page.reload();
    const [xlsx] = await download(page, /^Download .*\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).map((v) => (v === undefined || v === null ? '' : String(v)));
    for (const q of questions) expect(headers).toContain(q.title);
    const idColumn = headers.indexOf('Report Number');
    expect(idColumn).toBeGreaterThan(0);
    const exported: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) exported.push(Number(row.getCell(idColumn).value));
    });
    expect(exported.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const images = workbook.worksheets.reduce((n, s) => n + s.getImages().length, 0);
    expect(images).toBe(photos.length);

    // LibreOffice opens it: a headless conversion to PDF, with a profile of its own.
    expect(soffice, 'soffice (Debian libreoffice-calc)').toBeDefined();
    const out = path.join(downloads, 'pdf');
    const profile = `-env:UserInstallation=file://${path.join(downloads, 'lo-profile')}`;
    await run(soffice!, [profile, '--headless', '--convert-to', 'pdf', '--outdir', out, xlsx], { timeout: 90_000 });
    const pdf = readFileSync(path.join(out, `${path.basename(xlsx, '.xlsx')}.pdf`));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The same rows' photos as a zip job: one entry per photo, blocked ones left out.
    const excelDialog = page.getByRole('dialog', { name: 'Export to Excel' });
    await page.keyboard.press('Escape');
    await excelDialog.waitFor({ state: 'hidden' });
    await page.getByRole('checkbox', { name: 'Select all shown rows' }).check({ force: true });
    await page.getByText(`${ids.length} row(s) selected`).waitFor();
    await page.getByRole('button', { name: 'Zip photos' }).click();
    const parts = await download(page, /^Download Zip /);
    let entries = 0;
    for (const part of parts) {
      const zip = await JSZip.loadAsync(readFileSync(part));
      entries += Object.values(zip.files).filter((f) => !f.dir).length;
    }
    expect(entries).toBe(photos.length);
    await context.close();
  }, 240_000);
});
