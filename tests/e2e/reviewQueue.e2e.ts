/**
 * The review queue reads at a glance (issue 15): at 1440 px the columns a reviewer reads first are on screen
 * without scrolling sideways, and 'Longest wait first' sorts by the rows' wait (no column sort shown active).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('review queue at 1440 px', () => {
  it('shows (Re)submitted, Review State, MCID and State without scrolling sideways', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@example.com');
    await page.goto('/manage/svr-responses');
    const table = page.getByRole('region', { name: 'SVR responses table' });
    await table
      .getByRole('checkbox', { name: /^Select report \d+$/ })
      .first()
      .waitFor();
    for (const name of ['Report #', 'Visit Date', '(Re)submitted', 'Review State', 'MCID', 'State']) {
      const header = table.getByRole('button', { name: new RegExp(`^Sort by ${name.replace(/[()#]/g, '\\$&')}`) });
      const box = await header.first().boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(1440);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);

    await page.getByText('Longest wait first').click();
    await expect.poll(() => table.locator('[aria-label*="sorted"]').count()).toBe(0);
    await context.close();
  });
});
