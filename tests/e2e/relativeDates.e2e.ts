/**
 * Filters that cannot fail (issue 15): a list's date presets stay within its 45-day limit, and a preset kept in
 * a saved view stays relative ('Past 30 days, moves with today'), its days worked out again when the view opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/DD/YYYY of the UTC day `daysAgo` days back (presets count UTC days, like the default Visit Date). */
const utcDay = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};

describe('date presets', () => {
  it('offers a list only ranges within 45 days, and a saved preset stays relative', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/manage/svr-responses');
    await page.getByLabel('Visit Date from').click();
    const shortcuts = page.getByRole('menu', { name: 'Date picker shortcuts' });
    await shortcuts.waitFor();
    expect(await shortcuts.getByRole('menuitem').allTextContents()).toEqual([
      'Today',
      'Yesterday',
      'Past week',
      'Past 30 days',
      'Past 45 days',
    ]);
    await shortcuts.getByRole('menuitem', { name: 'Past 30 days' }).click();
    await page.keyboard.press('Escape');
    await page.getByText('Past 30 days, moves with today').waitFor();
    await page.getByRole('button', { name: 'LOAD RESULTS' }).click();
    await page.getByText(/^[\d,]+ result\(s\)$/).waitFor();
    // No 45-day refusal: the preset is within the list's limit.
    expect(await page.getByText('You can only run this for maximum 45 days').count()).toBe(0);

    await page.getByRole('button', { name: 'SAVE...' }).click();
    await page.getByRole('menuitem', { name: 'Save As View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save As View' });
    await dialog.getByLabel('Title').fill(`Rolling 30 days ${Date.now()}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/manage\/saved-views\/\d+$/);
    await page.getByText('Past 30 days, moves with today').waitFor();
    const row = page.getByRole('group', { name: 'Filter Visit Date' });
    await expect
      .poll(() => Promise.all(['from', 'to'].map((e) => row.getByLabel(`Visit Date ${e}`).inputValue())))
      .toEqual([utcDay(30), utcDay(0)]);
    await context.close();
  });
});
