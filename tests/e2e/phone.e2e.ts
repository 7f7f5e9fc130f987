/**
 * The phone (issue 15): at 390×844 no page of App.tsx is wider than the screen for an administrator or a brand's
 * client user (tables scroll inside their own box, which the keyboard can reach); the header's user name stays on one
 * line and its pickers above the tab bar; the review page's action bar fits; the responses list has the small-screen
 * 'Create Notification' button (spec 001 §2.2) that wide screens do not, and its bulk bar is one line until a report
 * is selected. Screenshots of the list, a dashboard, the forms list and the review page at 1440 and 390 px go to
 * SHOTS_DIR (default /tmp/shots-a1) for a human to judge.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, signIn } from './browser.js';
import { overflow, pickIds, routes, settled } from './axe.js';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-a1';
const PHONE = { width: 390, height: 844 };
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: { width: number; height: number }, email: string) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, hasTouch: viewport.width < 600 });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

async function show(page: Page, route: string) {
  await page.goto(route);
  await page.locator('h1, h2, h3, h4, [role="heading"]').first().waitFor();
  await settled(page);
}

/** Routes wider than the phone, with what sticks out. */
async function tooWide(page: Page, staff: boolean): Promise<string[]> {
  const wide: string[] = [];
  for (const route of routes(await pickIds(page, staff), staff)) {
    await show(page, route);
    const { width, culprits } = await overflow(page);
    if (width > PHONE.width) wide.push(`${route}: ${width} px wide (${culprits.join(', ')})`);
  }
  return wide;
}

describe('at 390 px', () => {
  it('no page scrolls sideways for an administrator', async () => {
    const { context, page } = await open(PHONE, 'admin@example.com');
    expect(await tooWide(page, true)).toEqual([]);
    await context.close();
  }, 150_000);

  it("no page scrolls sideways for a brand's client user", async () => {
    const { context, page } = await open(PHONE, 'client@example.com');
    expect(await tooWide(page, false)).toEqual([]);
    await context.close();
  }, 120_000);

  it('the header keeps the user name on one line and the pickers above the tab bar', async () => {
    const { context, page } = await open(PHONE, 'admin@example.com');
    await show(page, '/manage/svr-responses');
    const user = page.getByRole('button', { name: 'Alex Admin' });
    const lineHeight = await user.evaluate((b) => parseFloat(getComputedStyle(b).lineHeight) || 20);
    const text = (await user.locator('.bp6-button-text').boundingBox())!;
    expect(text.height).toBeLessThan(lineHeight * 1.5);
    const pickers = (await page.locator('.svr-navbar .svr-pickers').boundingBox())!;
    const tabs = (await page.getByRole('tablist').boundingBox())!;
    expect(pickers.y + pickers.height).toBeLessThanOrEqual(tabs.y);
    // The areas' links, the pickers and the user menu all lie within the screen.
    for (const el of [page.getByRole('navigation', { name: 'Main' }), page.locator('.svr-navbar .svr-pickers'), user]) {
      const box = (await el.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await context.close();
  });

  it("the list's table scrolls in a box the keyboard reaches, beside the small-screen 'Create Notification'", async () => {
    const { context, page } = await open(PHONE, 'admin@example.com');
    await show(page, '/manage/svr-responses');
    const area = page.getByRole('region', { name: 'SVR responses, scrolling' });
    await area.focus();
    expect(await area.evaluate((el) => el === document.activeElement && el.scrollWidth > el.clientWidth)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => area.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Create Notification' }).waitFor();
    // The bulk bar is one line until a report is selected, then offers its actions.
    const bulk = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bulk.getByText('Select reports to act on them').waitFor();
    expect(await bulk.getByRole('button', { name: 'APPROVE' }).isVisible()).toBe(false);
    await page
      .getByRole('checkbox', { name: /^Select report \d+$/ })
      .first()
      .check({ force: true });
    await bulk.getByRole('button', { name: 'APPROVE' }).waitFor();
    await context.close();

    const wide = await open({ width: 1440, height: 900 }, 'admin@example.com');
    await show(wide.page, '/manage/svr-responses');
    expect(await wide.page.getByRole('button', { name: 'Create Notification' }).count()).toBe(0);
    await wide.context.close();
  });

  it("the review page's action bar fits the screen", async () => {
    const { context, page } = await open(PHONE, 'admin@example.com');
    const { reportId } = await pickIds(page, true);
    await show(page, `/svr-response/${reportId}`);
    const bar = page.getByRole('toolbar', { name: 'Review actions' });
    await bar.waitFor();
    for (const button of await bar.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    await context.close();
  });

  it("the photo detail view shows the visit's five facts and its actions within the screen", async () => {
    const { context, page } = await open(PHONE, 'admin@example.com');
    await show(page, '/dashboard/dashboards');
    await page.locator('[aria-label="Photos"]').first().getByRole('button', { name: 'Enlarge' }).click();
    const detail = page.getByRole('dialog');
    const facts = detail.getByRole('table', { name: 'Visit' });
    await facts.getByText('Visit date', { exact: true }).waitFor();
    for (const cell of [...(await facts.locator('th, td').all()), ...(await detail.getByRole('button').all())]) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.screenshot({ path: path.join(SHOTS, 'photo-detail-390.png') });
    await context.close();
  });
});

describe('screenshots at 1440 and 390 px', () => {
  it('of the list, a dashboard, the forms list and the review page', async () => {
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      const { context, page } = await open(viewport, 'admin@example.com');
      const { reportId } = await pickIds(page, true);
      const pages: [string, string][] = [
        ['list', '/manage/svr-responses'],
        ['dashboard', '/dashboard/dashboards'],
        ['forms', '/manage/svrs'],
        ['review', `/svr-response/${reportId}`],
      ];
      for (const [name, route] of pages) {
        await show(page, route);
        const file = path.join(SHOTS, `${name}-${viewport.width}.png`);
        await page.screenshot({ path: file });
        expect((await overflow(page)).width).toBeLessThanOrEqual(viewport.width);
      }
      await context.close();
    }
  }, 90_000);
});
