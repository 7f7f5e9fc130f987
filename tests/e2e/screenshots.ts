/**
 * Screenshots of each page for a human to judge: `npm run screenshots -- [baseUrl] [outDir]`
 * against a running app (default http://localhost:4000, test-results/screenshots).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { mmddyyyy } from './dates.js';

const baseUrl = process.argv[2] ?? 'http://localhost:4000';
const outDir = process.argv[3] ?? 'test-results/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function session(
  email: string | null,
  shots: (page: Page, shot: (name: string) => Promise<void>) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(outDir, `${name}.png`) });
    console.log(`${name}.png  ${page.url()}`);
  };
  if (email) {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  await shots(page, shot);
  await context.close();
}

await session(null, async (page, shot) => {
  await page.goto('/login');
  await shot('login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await shot('login-invalid');
});

await session('admin@example.com', async (page, shot) => {
  await page.goto('/manage/svrs');
  await page.getByRole('table').waitFor();
  await shot('form-list-active');
  await page.getByLabel('Client').selectOption({ index: 1 });
  await page.getByRole('table').waitFor();
  await page
    .getByRole('checkbox', { name: /^Select / })
    .first()
    .check({ force: true });
  await shot('form-list-client-selected');
  await page.goto('/manage/svrs?status=all');
  await page.getByRole('table').waitFor();
  await shot('form-list-all');
  // Menus, dialogs and popovers fade in: let them settle before the shot.
  const settled = async (name: string) => {
    await page.waitForTimeout(500);
    await shot(name);
  };
  await page.goto('/manage/common-questions');
  await page.getByRole('table').waitFor();
  await page
    .getByRole('checkbox', { name: /^Select / })
    .nth(1)
    .check({ force: true });
  await shot('common-questions');
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('menu', { name: 'Question types' }).waitFor();
  await settled('common-questions-create-menu');
  await page.getByRole('menuitem', { name: 'Radio Button' }).click();
  await page.getByRole('dialog').waitFor();
  await settled('common-question-create-empty');
  await page.getByLabel('Title').fill('Is the endcap fully stocked?');
  for (const answer of ['Yes', 'Partly', 'No']) {
    await page.getByRole('textbox', { name: /^Answers/ }).fill(answer);
    await page.getByRole('textbox', { name: /^Answers/ }).press('Enter');
  }
  await page.getByRole('combobox', { name: 'Tags' }).fill('Display');
  await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await page.getByRole('combobox', { name: 'Tags' }).fill('e');
  await page
    .getByRole('listbox', { name: 'Tag suggestions' })
    .waitFor({ timeout: 5000 })
    .catch(() => console.log('(no tag suggestions shown)'));
  await settled('common-question-create');
  // Escape closes the suggestions, or the dialog itself when none are open.
  await page.keyboard.press('Escape');
  const cancel = page.getByRole('button', { name: 'CANCEL' });
  if (await cancel.isVisible()) await cancel.click();
  await page.getByRole('link', { name: 'Was the store manager informed of the visit?' }).click();
  await page.getByRole('dialog').waitFor();
  await settled('common-question-edit');
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await page.goto('/manage/common-questions?status=draft');
  await page.getByText('No draft common questions').waitFor();
  await shot('common-questions-empty');
  await page.goto('/account');
  await shot('account');
  await page.goto('/no/such/page');
  await shot('not-found');
});

await session('admin@example.com', async (page, shot) => {
  // The builder (issue 3): an existing form, selection with MOVE HERE, a document, both previews.
  page.on('dialog', (d) => void d.accept());
  await page.goto('/manage/svrs');
  await page.locator('#tenancy-client').selectOption({ label: 'Acme Home Electronics' });
  await page.getByRole('link', { name: 'Electronics Endcap Reset' }).click();
  await page.getByLabel('Title', { exact: true }).waitFor();
  await shot('builder');
  await page.screenshot({ path: path.join(outDir, 'builder-full.png'), fullPage: true });
  await page.getByRole('button', { name: 'Select Photo of the finished endcap to move' }).click();
  await page.getByRole('button', { name: 'MOVE HERE' }).first().scrollIntoViewIfNeeded();
  await shot('builder-move-here');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 300);
  await page.getByLabel('Upload document').setInputFiles({
    name: 'planogram.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await page.getByRole('row', { name: /planogram\.pdf/ }).scrollIntoViewIfNeeded();
  await shot('builder-documents');
  const key = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`/svrs/${key}/preview`);
  await page.getByRole('heading', { name: 'Electronics Endcap Reset' }).waitFor();
  await shot('preview');
  await page.goto(`/svrs/${key}/preview?uuids=1`);
  await page
    .getByText(/^Question uuid:/)
    .first()
    .waitFor();
  await shot('preview-uuids');
  await page.goto('/svrs/create');
  await page.getByLabel('Title', { exact: true }).fill('New store check');
  await page.getByRole('checkbox', { name: 'CALL OUT' }).check({ force: true });
  await page.getByLabel('Call-out mailing list').fill('ops@example.com, not-an-email');
  await shot('builder-new-invalid-callout');
  await page
    .getByLabel('Upload document')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') });
  await page.getByText(/^Error: /).waitFor();
  await shot('builder-upload-error');
});

await session('admin@example.com', async (page, shot) => {
  // Reporting and saved views (issue 4): meal periods over 40 days, check-ins, the saved views list, menu and page.
  await page.goto('/reporting/meal-period');
  await page.getByRole('table', { name: 'Meal periods' }).waitFor();
  const from = page.getByLabel('Visit Date from');
  const d = new Date(Date.now() - 40 * 86_400_000);
  await from.fill(
    `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`,
  );
  await from.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'LOAD RESULTS' }).click();
  await page
    .getByLabel(/^Waived meal break/)
    .first()
    .waitFor();
  await page
    .getByLabel(/^Waived meal break/)
    .first()
    .scrollIntoViewIfNeeded();
  await shot('meal-period');
  await page.goto('/reporting/checkin');
  await page.getByRole('table', { name: 'Check-ins' }).waitFor();
  await shot('check-in');
  await page.goto('/manage/saved-views');
  await page.getByRole('table', { name: 'Saved views' }).waitFor();
  await page.getByRole('button', { name: 'Saved Views' }).click();
  await page.waitForTimeout(500);
  await shot('saved-views-menu');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Northwind visits waiting for review' }).click();
  await page.getByRole('region', { name: 'SVR responses table' }).waitFor();
  await shot('saved-view');
  await page.goto('/manage/saved-views/999999');
  await shot('saved-view-not-found');
});

await session('reviewer@example.com', async (page, shot) => {
  await page.goto('/svrs/create');
  await page.locator('#tenancy-client').selectOption({ label: 'Acme Home Electronics' });
  await page.getByLabel('Title', { exact: true }).waitFor();
  await shot('builder-reviewer');
});

/**
 * A client user's lists start empty (no default Visit Date, spec 001 §2.2): the last seven days chosen and loaded, as
 * such a user does, until the first report is listed.
 */
async function loadLastWeek(page: Page) {
  await page.getByLabel('Visit Date from').fill(mmddyyyy(new Date(Date.now() - 7 * 86_400_000)));
  await page.getByLabel('Visit Date from').press('Enter');
  await page.getByLabel('Visit Date to').fill(mmddyyyy(new Date()));
  await page.getByLabel('Visit Date to').press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'LOAD RESULTS' }).click();
  await page
    .getByRole('region', { name: 'SVR responses table' })
    .getByRole('checkbox', { name: /^Select report \d+$/ })
    .first()
    .waitFor();
}

await session('client@example.com', async (page, shot) => {
  await page.goto('/account');
  await shot('client-account');
  await page.goto('/');
  await page.waitForURL(/\/dashboard\/(dashboards|saved\/\d+)$/);
  await page.getByText('Approval rate').waitFor();
  await shot('client-dashboard');
  // No default Visit Date for client users (spec 001 §2.2): the empty state first, then a week loaded.
  await page.goto('/reporting/svrs');
  await page.getByText('Choose parameters, then LOAD RESULTS').waitFor();
  await shot('client-reporting-empty');
  await loadLastWeek(page);
  await shot('client-reporting');
});

await session('admin@example.com', async (page, shot) => {
  // SVR responses lists (issue 4): the review queue with a selection, the Export Columns dialog, a refusal, the dashboard list.
  const settle = async (name: string) => {
    await page.waitForTimeout(500);
    await shot(name);
  };
  await page.goto('/manage/svr-responses');
  await page.getByRole('region', { name: 'SVR responses table' }).waitFor();
  await shot('responses-review-queue');
  const boxes = page.getByRole('checkbox', { name: /^Select report \d+$/ });
  for (const i of [0, 2, 3]) await boxes.nth(i).check({ force: true });
  await shot('responses-selected');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /Save as Excel/ }).click();
  await page
    .getByRole('dialog', { name: /Export Columns/ })
    .getByRole('heading', { name: 'Photo Questions' })
    .waitFor();
  await settle('responses-export-columns');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/dashboard/svr-responses');
  await page.getByRole('region', { name: 'SVR responses table' }).waitFor();
  await shot('responses-dashboard');
  await page.getByRole('button', { name: 'CLEAR PARAMETERS' }).click();
  await shot('responses-cleared');
});

await session('client@example.com', async (page, shot) => {
  await page.goto('/dashboard/svr-responses');
  await loadLastWeek(page);
  await shot('responses-client');
});

await session('reviewer@example.com', async (page, shot) => {
  // The review page (issue 5): read mode, review mode, the carousel, the feedback widget, the activity trail.
  const settle = async (name: string) => {
    await page.waitForTimeout(500);
    await shot(name);
  };
  await page.goto('/manage/svr-responses');
  await page.getByRole('region', { name: 'SVR responses table' }).waitFor();
  await page.locator('.svr-resp-id a').first().click();
  await page.getByRole('region', { name: 'SVR Information' }).waitFor();
  await shot('review-read');
  const bar = page.getByRole('toolbar', { name: 'Review actions' });
  // EDIT RESPONSES opens review mode, or first a question: the reviewer's own report (OK, then the next report), or a
  // resubmitted report's earlier NEEDS REVISION marks (KEEP them).
  const approve = bar.getByRole('button', { name: 'APPROVE' });
  const asked = page.getByRole('alertdialog');
  await bar.getByRole('button', { name: 'EDIT RESPONSES' }).click();
  for (let turn = 0; turn < 3; turn++) {
    await approve.or(asked).first().waitFor();
    if (!(await asked.isVisible().catch(() => false))) break;
    if (await asked.getByRole('button', { name: 'KEEP' }).isVisible()) {
      await settle('review-resubmitted-marks');
      await asked.getByRole('button', { name: 'KEEP' }).click();
      await asked.waitFor({ state: 'hidden' });
      continue;
    }
    await settle('review-own-report');
    await asked.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Next report' }).click();
    await page.getByRole('region', { name: 'SVR Information' }).waitFor();
    await bar.getByRole('button', { name: 'EDIT RESPONSES' }).click();
  }
  await approve.waitFor();
  await settle('review-mode');
  await page.getByRole('button', { name: 'Photo carousel' }).click();
  await settle('review-carousel');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open the SVR feedback' }).click();
  await settle('review-feedback');
  await page.getByRole('region', { name: 'Activity' }).scrollIntoViewIfNeeded();
  await settle('review-activity');
});

await browser.close();
