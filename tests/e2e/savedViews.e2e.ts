/**
 * Saved views (issue 4, spec 002 §2-§5): Save As View from the reporting SVR responses, the view's page,
 * the Saved Views menu under Manage, and DELETE from /manage/saved-views; a client user's own view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { mmddyyyy } from './dates.js';
import { waitToast } from './transient.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const reportRows = (page: Page) =>
  page.getByRole('region', { name: 'SVR responses table' }).getByRole('checkbox', { name: /^Select report \d+$/ });
const resultCount = (page: Page) => page.getByText(/^[\d,]+ result\(s\)$/);
const countOf = async (page: Page) => Number(((await resultCount(page).textContent()) ?? '').replace(/\D/g, ''));
/**
 * The count once LOAD RESULTS has its answer (null before): while the list is read again it keeps showing the
 * previous answer's count (the page may have loaded its default filters first) beside a 'Refreshing' spinner.
 */
const loadedCount = async (page: Page) =>
  (await page.getByRole('progressbar', { name: 'Refreshing' }).count()) > 0 || (await reportRows(page).count()) === 0
    ? null
    : countOf(page);

/** Visit Date from 30 days ago to today, and Retailer Target, loaded. */
async function filterTargetVisits(page: Page) {
  const from = page.getByLabel('Visit Date from');
  await from.fill(mmddyyyy(new Date(Date.now() - 30 * 86_400_000)));
  await from.press('Enter');
  // A client user starts with no range (spec 001 §2.2): the end is typed too.
  const to = page.getByLabel('Visit Date to');
  await to.fill(mmddyyyy(new Date()));
  await to.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'ADD PARAMETER' }).click();
  await page.getByRole('menuitem', { name: 'Retailer' }).click();
  const retailer = page.getByRole('combobox', { name: 'Retailer' });
  await retailer.fill('Target');
  await retailer.press('Enter');
  await page.getByRole('button', { name: 'LOAD RESULTS' }).click();
}

/** SAVE... → Save As View, with a title; answers the view's id from the page it lands on. */
async function saveAsView(page: Page, title: string, description?: string): Promise<number> {
  await page.getByRole('button', { name: 'SAVE...' }).click();
  await page.getByRole('menuitem', { name: 'Save As View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save As View' });
  await dialog.getByLabel('Title').fill(title);
  if (description) await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/manage\/saved-views\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The values shown in a filter row: its chips, or a date range's two inputs. */
async function shownFilter(page: Page, label: string): Promise<string[]> {
  const row = page.getByRole('group', { name: `Filter ${label}` });
  const inputs = row.locator('input[aria-label$=" from"], input[aria-label$=" to"]');
  if ((await inputs.count()) > 0) return Promise.all([0, 1].map((i) => inputs.nth(i).inputValue()));
  return (await row.locator('.bp6-tag').allTextContents()).map((t) => t.trim());
}

describe('saved views', () => {
  it('saves the reporting filters as a view, reopens it from the Saved Views menu, and deletes it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/reporting/svrs');
    await filterTargetVisits(page);
    await expect.poll(() => page.getByRole('group', { name: 'Filter Retailer' }).getByText('Target').count()).toBe(1);
    await expect.poll(async () => (await loadedCount(page)) ?? 0).toBeGreaterThan(0);
    const total = (await loadedCount(page))!;
    const dates = await shownFilter(page, 'Visit Date');

    const title = `Target visits ${Date.now()}`;
    const id = await saveAsView(page, title, 'Target doors over the last 30 days');
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Target doors over the last 30 days').waitFor();
    await expect.poll(() => page.title()).toBe(`${title} - Store Visit Reports`);
    // The view shows its own parameters and the same results.
    await expect.poll(() => countOf(page)).toBe(total);
    expect(await shownFilter(page, 'Retailer')).toEqual(['Target']);
    expect(await shownFilter(page, 'Visit Date')).toEqual(dates);

    // From elsewhere under Manage, the Saved Views menu opens it again.
    await page.goto('/manage/svrs');
    await page.getByRole('button', { name: 'Saved Views' }).click();
    const menu = page.getByRole('menu', { name: 'Saved views' });
    await menu.getByRole('menuitem', { name: title }).waitFor();
    const entries = (await menu.getByRole('menuitem').allTextContents())
      .map((t) => t.trim())
      .filter((t) => t !== 'All saved views');
    expect(entries).toEqual(
      [...entries].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })),
    );
    await menu.getByRole('menuitem', { name: title }).click();
    await page.waitForURL(`**/manage/saved-views/${id}`);
    await expect.poll(() => countOf(page)).toBe(total);
    expect(await shownFilter(page, 'Retailer')).toEqual(['Target']);
    expect(await shownFilter(page, 'Visit Date')).toEqual(dates);

    // DELETE on the list, after the count confirmation.
    await page.getByRole('link', { name: 'All saved views' }).click();
    await page.waitForURL('**/manage/saved-views');
    await expect.poll(() => page.title()).toBe('Saved Views - Store Visit Reports');
    await page.getByRole('checkbox', { name: `Select ${title}` }).check({ force: true });
    await page.getByRole('button', { name: 'DELETE' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByText('Are you sure? This change will affect 1 item(s)').waitFor();
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await waitToast(page, '1 saved view(s) deleted.');
    await expect.poll(() => page.getByRole('link', { name: title, exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Saved Views' }).click();
    // The menu is open (its list is read when it opens): the deleted view is not in it.
    const after = page.getByRole('menu', { name: 'Saved views' });
    await after.getByRole('menuitem', { name: 'All saved views' }).waitFor();
    await expect.poll(() => after.getByRole('menuitem', { name: title }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // A deleted view is gone for good.
    await page.goto(`/manage/saved-views/${id}`);
    await page.getByText('Saved view not found').waitFor();
    await context.close();
  });

  it('asks for a title before saving', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    await page.goto('/reporting/svrs');
    await page.getByRole('button', { name: 'SAVE...' }).click();
    await page.getByRole('menuitem', { name: 'Save As View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save As View' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a title for the view.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/reporting/svrs');
    await context.close();
  });

  it('lets a client user save a view of their SVR responses and open it, under their own client', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client@example.com');
    await page.goto('/reporting/svrs');
    await filterTargetVisits(page);
    await expect.poll(async () => (await loadedCount(page)) ?? 0).toBeGreaterThan(0);
    const total = (await loadedCount(page))!;
    const title = `My Target visits ${Date.now()}`;
    const id = await saveAsView(page, title);
    await page.getByRole('heading', { name: title }).waitFor();
    await expect.poll(() => countOf(page)).toBe(total);
    // No staff tabs on the way; the Saved Views menu on the Reporting tab bar lists the view.
    expect(await page.getByRole('tab', { name: 'SVRs' }).count()).toBe(0);
    await page.goto('/reporting/svrs');
    await page.getByRole('button', { name: 'Saved Views' }).click();
    await page.getByRole('menu', { name: 'Saved views' }).getByRole('menuitem', { name: title }).click();
    await page.waitForURL(`**/manage/saved-views/${id}`);
    // The staff pages of Manage stay closed.
    await page.goto('/manage/svrs');
    await page.getByText('Sorry, but we can not find any page by this address.').waitFor();
    await context.close();
  });
});
