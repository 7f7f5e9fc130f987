/**
 * The Reporting tabs (issue 4, spec 001 §2.3, §6, §9): meal periods per person and day with taken and
 * waived meal breaks, the client user's reporting, and the Check In flags, in Debian's Chromium against
 * `npm start` with the demo data (visits over the last 60 days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { mmddyyyy } from './dates.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const tabs = (page: Page) => page.getByRole('tablist');

describe('Meal Period', () => {
  it('lists worked hours per person and day, with taken meal breaks green and waived ones red', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/reporting');
    await page.waitForURL('**/reporting/svrs');
    await expect.poll(() => page.title()).toBe('Reporting - Store Visit Reports');
    await tabs(page).getByRole('tab', { name: 'Meal Period' }).click();
    await page.waitForURL('**/reporting/meal-period');
    await expect.poll(() => page.title()).toBe('Meal Period - Store Visit Reports');
    await page.getByRole('heading', { name: 'Meal Period' }).waitFor();

    // The page opens on the default filter (Visit Date, the last 7 days) and loads it.
    const table = page.getByRole('table', { name: 'Meal periods' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    const first = (await rows.first().locator('td').allTextContents()).map((t) => t.trim());
    expect(first[0]).toMatch(/\S/); // MCID
    expect(first[1]).toMatch(/\S/); // name
    expect(first[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/); // day
    expect(first[5]).toMatch(/^\d+\.\d{2}$/); // planned hours, expectedDurationMinutes / 60

    // Meal breaks over 40 days: waived 0 green (success), waived 1 red (danger). The Waived parameter
    // keeps the visits with a waived break (Yes) or with none (No), so each list shows one colour only.
    const from = page.getByLabel('Visit Date from');
    await from.fill(mmddyyyy(new Date(Date.now() - 40 * 86_400_000)));
    await from.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'ADD PARAMETER' }).click();
    await page.getByRole('menuitem', { name: 'Waived' }).click();
    const chooseWaived = async (label: 'Yes' | 'No') => {
      await page.getByRole('button', { name: 'Choose Waived' }).click();
      const options = page.getByRole('menu', { name: 'Waived options' });
      for (const option of ['Yes', 'No']) {
        const box = options.getByRole('checkbox', { name: option });
        if ((await box.isChecked()) !== (option === label)) await options.getByText(option, { exact: true }).click();
      }
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'LOAD RESULTS' }).click();
    };
    const taken = table.getByLabel(/^Taken meal break/);
    const waived = table.getByLabel(/^Waived meal break/);

    await chooseWaived('Yes');
    await waived.first().waitFor();
    await expect.poll(() => taken.count()).toBe(0);
    await expect(waived.first().getAttribute('class')).resolves.toContain('bp6-intent-danger');
    const colour = (l: typeof taken) => l.first().evaluate((el) => getComputedStyle(el).backgroundColor);
    const rgb = (c: string) => c.match(/\d+/g)!.map(Number);
    const red = rgb(await colour(waived));
    expect(red[0]).toBeGreaterThan(red[1]);

    await chooseWaived('No');
    await taken.first().waitFor();
    await expect.poll(() => waived.count()).toBe(0);
    await expect(taken.first().getAttribute('class')).resolves.toContain('bp6-intent-success');
    const green = rgb(await colour(taken));
    expect(green[1]).toBeGreaterThan(green[0]);
    await expect(taken.first().textContent()).resolves.toMatch(/\d{1,2}:\d{2}(am|pm)–\d{1,2}:\d{2}(am|pm) · \d+ min/);

    // The totals of the rows shown, and REPORT REVIEW for staff.
    await table.getByText(/^Total of the \d+ day\(s\) shown$/).waitFor();
    await page.getByRole('button', { name: 'REPORT REVIEW' }).waitFor();
    await context.close();
  });

  it('shows the empty state when nothing matches', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/reporting/meal-period');
    await page.getByRole('table', { name: 'Meal periods' }).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'ADD PARAMETER' }).click();
    await page.getByRole('menuitem', { name: 'MCID' }).click();
    await page.getByRole('combobox', { name: 'MCID' }).fill('no-such-mcid');
    await page.getByRole('combobox', { name: 'MCID' }).press('Enter');
    await page.getByRole('button', { name: 'LOAD RESULTS' }).click();
    await page.getByText('No meal periods').waitFor();
    await context.close();
  });
});

describe('client users', () => {
  it('open /reporting/svrs with their demo data, and have no Meal Period tab or page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client@example.com');
    await page.goto('/reporting/svrs');
    await expect.poll(() => page.title()).toBe('Reporting - Store Visit Reports');
    await tabs(page).getByRole('tab', { name: 'SVRs' }).waitFor();
    expect(await tabs(page).getByRole('tab', { name: 'Meal Period' }).count()).toBe(0);
    expect(await tabs(page).getByRole('tab', { name: 'Check In' }).count()).toBe(0);
    // No default Visit Date for client users (spec 001 §2.2, 002 §5): the range is empty and nothing loads until
    // they choose one; then their visits are listed.
    const from = page.getByLabel('Visit Date from');
    const to = page.getByLabel('Visit Date to');
    await expect.poll(() => from.inputValue()).toBe('');
    expect(await to.inputValue()).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await from.fill(mmddyyyy(new Date(Date.now() - 7 * 86_400_000)));
    await from.press('Enter');
    await to.fill(mmddyyyy(new Date()));
    await to.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'LOAD RESULTS' }).click();
    const reports = page
      .getByRole('region', { name: 'SVR responses table' })
      .getByRole('checkbox', { name: /^Select report \d+$/ });
    await reports.first().waitFor();
    expect(await reports.count()).toBeGreaterThan(0);

    await page.goto('/reporting/meal-period');
    await page.getByText('Sorry, but we can not find any page by this address.').waitFor();
    await context.close();
  });
});

describe('Check In', () => {
  it('flags check-ins and check-outs with the 120-minute tolerance, as the Checkin Status filter finds them', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/reporting/checkin');
    await expect.poll(() => page.title()).toBe('Check In - Store Visit Reports');
    const table = page.getByRole('table', { name: 'Check-ins' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();

    // Every row carries a check-in and a check-out flag.
    const flags = await rows.locator('.svr-flag-tag').allTextContents();
    expect(flags.length).toBe((await rows.count()) * 2);
    for (const f of flags) expect(['On Time', 'Early', 'Late', 'Missing']).toContain(f.trim());

    // The counts above the table, across all pages.
    const summary = page.getByRole('group', { name: 'Check-in summary' });
    await expect.poll(() => summary.getByText(/^On Time\s*\d/).count()).toBe(2);
    const countOf = async (line: number, flag: string) =>
      Number(
        (
          (await summary
            .locator('.svr-summary-line')
            .nth(line)
            .locator('.svr-summary-tag', { hasText: flag })
            .textContent()) ?? ''
        ).replace(/\D/g, ''),
      );
    const onTimeIn = await countOf(0, 'On Time');
    const total = Number(((await page.getByText(/visit day\(s\)$/).textContent()) ?? '').replace(/\D/g, ''));
    const allIn = onTimeIn + (await countOf(0, 'Early')) + (await countOf(0, 'Late')) + (await countOf(0, 'Missing'));
    expect(allIn).toBe(total);

    // The page's flag is the api's: filtered to Checkin Status On Time, every row shows On Time at check-in.
    await page.getByRole('button', { name: 'ADD PARAMETER' }).click();
    await page.getByRole('menuitem', { name: 'Checkin Status' }).click();
    await page.getByRole('button', { name: 'Choose Checkin Status' }).click();
    await page.getByRole('menu', { name: 'Checkin Status options' }).getByText('On Time').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'LOAD RESULTS' }).click();
    await expect
      .poll(async () => Number(((await page.getByText(/visit day\(s\)$/).textContent()) ?? '').replace(/\D/g, '')))
      .toBe(onTimeIn);
    const checkins = await rows.locator('td:nth-child(5) .svr-flag-tag').allTextContents();
    expect(checkins.length).toBeGreaterThan(0);
    expect(new Set(checkins.map((t) => t.trim()))).toEqual(new Set(['On Time']));

    // Sorting by a column asks the server again: Report # ascending.
    await table.getByRole('button', { name: 'Report #' }).click();
    await expect
      .poll(async () => {
        const ids = (await rows.locator('td:first-child').allTextContents()).map(Number);
        return ids.length > 1 && ids.every((id, i) => i === 0 || id >= ids[i - 1]);
      })
      .toBe(true);
    await context.close();
  });

  it('is not open to client users', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client@example.com');
    await page.goto('/reporting/checkin');
    await page.getByText('Sorry, but we can not find any page by this address.').waitFor();
    await context.close();
  });
});
