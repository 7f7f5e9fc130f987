/**
 * Accessibility (issue 15): axe-core's WCAG 2.0/2.1 A and AA rules on every route of App.tsx for an administrator
 * and a brand's client user, signed out on /login, and on the dialogs, menus and steps users open (filter panel,
 * Save As View, export columns, bulk confirmation, Create/Edit Dashboard, the widget creator's steps, Create
 * Notification, the builder's add-question menu and Quick review, the common-question dialog, session expired).
 * Each page or dialog must have no serious or critical violation; the test lists every one it finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, signIn } from './browser.js';
import { axeProblems, pickIds, routes, settled } from './axe.js';
import {
  builderDialogs,
  commonQuestionDialog,
  dashboardDialogs,
  listDialogs,
  notificationDialog,
  sessionExpiredDialog,
  type Check,
} from './a11yTours.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A page whose Content-Security-Policy lets axe's script in (the app allows only its own scripts). */
async function newPage(b: Browser) {
  const context = await b.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 }, bypassCSP: true });
  return { context, page: await context.newPage() };
}

/** Opens each route the user may open, waits for its content and collects axe's serious and critical findings. */
async function checkRoutes(page: Page, staff: boolean): Promise<string[]> {
  const ids = await pickIds(page, staff);
  // The seed has every kind of record: a missing id means the route was not checked, which must not pass silently.
  expect(ids.reportId).not.toBeNull();
  expect(ids.widgetId).not.toBeNull();
  if (staff) expect([ids.formKey, ids.notificationId, ids.savedViewId]).not.toContain(null);
  const problems: string[] = [];
  for (const route of routes(ids, staff)) {
    await page.goto(route);
    await page.locator('h1, h2, h3, h4, [role="heading"]').first().waitFor();
    await settled(page);
    problems.push(...(await axeProblems(page, route)));
  }
  return problems;
}

describe('axe on every page and dialog (0 serious or critical)', () => {
  it('the sign-in page, signed out', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await axeProblems(page, '/login')).toEqual([]);
    await page.getByLabel('E-mail').fill('admin@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await settled(page);
    expect(await axeProblems(page, '/login, refused')).toEqual([]);
    await context.close();
  });

  it('every route for an administrator', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    expect(await checkRoutes(page, true)).toEqual([]);
    await context.close();
  }, 150_000);

  it("every route for a brand's client user", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client@example.com');
    expect(await checkRoutes(page, false)).toEqual([]);
    await context.close();
  }, 120_000);

  it('the GraphQL explorer, before and after running its example query', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/graphql');
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await settled(page);
    const problems = await axeProblems(page, '/graphql');
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response .CodeMirror').getByText('"storeVisits"').waitFor();
    problems.push(...(await axeProblems(page, '/graphql, with a response')));
    expect(problems).toEqual([]);
    await context.close();
  });

  const tours: [string, (page: Page, check: Check) => Promise<void>][] = [
    ['the review list: filter menu, Save As View, Export Columns, bulk confirmation', listDialogs],
    ['the dashboard: Create and Edit Dashboard, the dropdown, the widget creator', dashboardDialogs],
    ['Create Notification', notificationDialog],
    ["the builder's add-question menu, a new question and Quick review", builderDialogs],
    ['the common-question dialog', commonQuestionDialog],
    ['the session-expired dialog', sessionExpiredDialog],
  ];
  // The tours are independent (each its own context and records): they run side by side to keep the file short.
  it.concurrent.each(tours)(
    '%s',
    async (_name, tour) => {
      const { context, page } = await newPage(browser);
      page.on('dialog', (d) => void d.accept());
      await signIn(page, 'admin@example.com');
      const problems: string[] = [];
      await tour(page, async (label) => {
        problems.push(...(await axeProblems(page, label)));
      });
      expect(problems).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
