/**
 * The web shell and the SVR form list (issue 2), in Debian's Chromium against `npm start`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn } from './browser.js';
import { waitToast } from './transient.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in and session', () => {
  it('sends a signed-out visitor to /login and back where they were going', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/account');
    await page.waitForURL('**/login?next=%2Faccount');
    await page.getByLabel('E-mail').fill('reviewer@example.com');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/account');
    await page.getByText('reviewer@example.com').first().waitFor();
    await expect.poll(() => page.title()).toBe('Account - Store Visit Reports');
    await context.close();
  });

  it('refuses a wrong password with a message and stays on the form', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('admin@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Login failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('says so when a passed identity cannot sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/ulg?identity=not-a-real-token');
    await page.getByRole('alert').getByText('Login failed. Please try again.').waitFor();
    await context.close();
  });

  it('logs out on a 401 it cannot recover from and clears browser storage', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('svr.auth')!) as Record<string, unknown>;
      localStorage.setItem('svr.auth', JSON.stringify({ ...auth, token: 'forged', refreshToken: 'forged' }));
    });
    await page.goto('/manage/svrs');
    await page.waitForURL('**/login**');
    expect(await page.evaluate(() => localStorage.getItem('svr.auth'))).toBeNull();
    await context.close();
  });

  it('shows the session-expired dialog when the session cookie is gone, and Reload goes to /login', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    await context.clearCookies();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText('Your session has expired. Please login again.').waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('LOGOUT on the account page ends the session', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'reviewer@example.com');
    await page.goto('/account');
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    // The user's path: /logout, a full load of /, then /login. Polled rather than waitForURL, which
    // fails on any intermediate navigation the browser supersedes rather than on where the user lands.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.goto('/manage/svrs');
    await page.waitForURL('**/login?next=%2Fmanage%2Fsvrs');
    await context.close();
  });
});

describe('stored files', () => {
  it('serves photos through signed addresses only; a bare photo link opened signed out goes through sign-in to a signed address', async () => {
    const { context, page } = await newPage(browser);
    const photo = '/files/demo/photo-1.jpg?w=800';
    await page.goto(photo);
    await page.waitForURL(`**/login?next=${encodeURIComponent(photo)}`);
    await page.getByLabel('E-mail').fill('client@example.com');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.url()).toMatch(/\/files\/demo\/photo-1\.jpg\?w=800&exp=\d+&sig=[\w-]+$/);
    // The browser shows the image itself: 800 px wide, through the resizing service.
    await expect
      .poll(() => page.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0))
      .toBe(800);

    // Without a signature a photo is refused to a request that is no page load (an <img>, a fetch), signed in or not.
    expect(await page.evaluate(async () => (await fetch('/files/demo/photo-2.jpg')).status)).toBe(401);
    await page.goto('/logout');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(async () => (await fetch('/files/demo/photo-2.jpg')).status)).toBe(401);
    await context.close();
  });
});

describe('navigation and roles', () => {
  it('offers staff Dashboard, Manage and Reporting, each opening a working page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Reporting' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Dashboard', 'Manage', 'Reporting']),
    );
    // Dashboard opens the dashboards (spec 002 §2: /dashboard goes to /dashboard/dashboards, which opens the first).
    for (const [entry, where, title] of [
      ['Dashboard', /^\/dashboard\/(dashboards|saved\/\d+)$/, 'Dashboard'],
      ['Manage', /^\/manage\/svrs$/, 'SVRs'],
      ['Reporting', /^\/reporting\/svrs$/, 'Reporting'],
    ] as const) {
      await nav.getByRole('link', { name: entry, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(where);
      await expect.poll(() => page.title()).toBe(`${title} - Store Visit Reports`);
    }
    await context.close();
  });

  it('gives a client user no Manage entry, and no form list', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'client@example.com');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Reporting' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Manage' }).count()).toBe(0);
    // A client user's list has no ALL CLIENTS entry: only their own client.
    // The picker's clients come from a query: polled until they are in.
    await expect
      .poll(() => page.getByLabel('Client').first().locator('option').allTextContents())
      .toEqual(['MY CLIENT', 'Northwind Beauty']);
    await page.goto('/manage/svrs');
    await page.getByText('Sorry, but we can not find any page by this address.').waitFor();
    await context.close();
  });

  it('answers an unknown address with Page Not Found', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page Not Found - Store Visit Reports');
    await context.close();
  });

  it('answers an unknown address with Page Not Found when signed out too, and still sends a protected area to /login (spec 000 §2)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('Sorry, but we can not find any page by this address.').waitFor();
    await expect.poll(() => page.title()).toBe('Page Not Found - Store Visit Reports');
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await page.goto('/manage/svrs');
    await page.waitForURL('**/login?next=%2Fmanage%2Fsvrs');
    await context.close();
  });

  it('keeps the chosen client and project in the browser, and hides the pickers on /svrs/{id}', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/manage/svrs');
    const client = page.getByRole('navigation').getByLabel('Client').or(page.locator('#tenancy-client')).first();
    await expect(client.locator('option').first().textContent()).resolves.toBe('ALL CLIENTS');
    await expect(page.getByRole('link', { name: 'Create New' }).count()).resolves.toBe(0);
    await page.locator('#tenancy-client').selectOption({ label: 'Acme Home Electronics' });
    await page.getByRole('link', { name: 'Create New' }).waitFor();
    await page.reload();
    // The kept client is selected once the picker's clients are in.
    await expect.poll(() => page.locator('#tenancy-client').inputValue()).not.toBe('');
    await page.getByRole('link', { name: 'Create New' }).waitFor();
    // An address that names no form opens the builder for a new one; the header hides its pickers
    // there, and the builder shows its own client and project bar.
    await page.goto('/svrs/some-form');
    await page.waitForURL('**/svrs/create');
    await page.getByRole('heading', { name: 'Build SVR' }).waitFor();
    expect(await page.locator('.svr-navbar #tenancy-client').count()).toBe(0);
    expect(await page.locator('#tenancy-client').count()).toBe(1);
    await context.close();
  });
});

describe('SVR form list', () => {
  it('archives a form with the count confirmation, and finds it under Archived', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/manage');
    await page.waitForURL('**/manage/svrs');
    await expect.poll(() => page.title()).toBe('SVRs - Store Visit Reports');
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    // Other e2e files add forms (some with equal titles): take one whose title is unique.
    const titles = (await rows.locator('td:nth-child(2)').allTextContents()).map((t) => t.trim());
    const title = titles.find((t) => titles.indexOf(t) === titles.lastIndexOf(t))!;

    await page.getByRole('checkbox', { name: `Select ${title}` }).check({ force: true });
    await page.getByRole('button', { name: 'ARCHIVE' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Are you sure? This change will affect 1 item(s)').waitFor();
    await dialog.getByRole('button', { name: 'ARCHIVE' }).click();
    await waitToast(page, '1 SVR(s) archived.');
    // The toast comes before the list is read again: wait for the row to leave, as a user would see it.
    await expect.poll(() => page.getByRole('link', { name: title, exact: true }).count(), { timeout: 10_000 }).toBe(0);

    await page
      .getByRole('radio', { name: 'Archived' })
      .or(page.getByRole('button', { name: 'Archived' }))
      .first()
      .click();
    await page.waitForURL('**/manage/svrs?status=archived');
    await page.getByRole('link', { name: title, exact: true }).waitFor();

    // And back: ACTIVATE returns it to the Active list.
    await page.getByRole('checkbox', { name: `Select ${title}` }).check({ force: true });
    await page.getByRole('button', { name: 'ACTIVATE' }).click();
    await dialog.getByRole('button', { name: 'ACTIVATE' }).click();
    await waitToast(page, '1 SVR(s) activated.');
    // Back in Active: it leaves the Archived list.
    await expect.poll(() => page.getByRole('link', { name: title, exact: true }).count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it("opens a form from its title with no client chosen by choosing the form's client (issue 15)", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/manage/svrs');
    const link = page.getByRole('table').locator('tbody tr').first().getByRole('link');
    await link.click();
    await waitToast(page, /^Client .+ chosen to edit '/);
    await page.waitForURL((url) => url.pathname.startsWith('/svrs/'));
    await page.getByLabel('Title', { exact: true }).waitFor();
    await context.close();
  });
});

describe('GraphQL explorer', () => {
  it('serves GraphiQL from the app itself, signed in with the web session', async () => {
    const { context, page } = await newPage(browser);
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://localhost')) external.push(r.url());
    });
    await signIn(page, 'admin@example.com');
    await page.goto('/graphql');
    await page.locator('.graphiql-container').waitFor();
    expect(external).toEqual([]);
    await context.close();
  });
});
