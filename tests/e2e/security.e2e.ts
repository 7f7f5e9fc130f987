/**
 * The Content-Security-Policy (api/src/http/security.ts) lets the built web app and the offline GraphQL
 * explorer work: pages render and Chromium reports no CSP violation (issue 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every CSP violation the page reports, from the console and from securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) found.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return found;
}

describe('Content-Security-Policy', () => {
  it('is sent with the app, and the app works under it', async () => {
    const res = await fetch(baseUrl() + '/login');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    await signIn(page, 'admin@example.com');
    for (const path of [
      '/manage/svrs',
      '/manage/svr-responses',
      '/reporting/svrs',
      '/dashboard/svr-responses',
      '/manage/saved-views',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // A report with its photos, and a form in the builder.
    const login = await fetch(baseUrl() + '/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${login.headers.get('x-access-token')}`,
    };
    const visits = await (
      await fetch(baseUrl() + '/api/v2/storeVisit/userStoreVisits', {
        method: 'POST',
        headers,
        body: JSON.stringify({ filters: [], pageSize: 1 }),
      })
    ).json();
    const forms = await (await fetch(baseUrl() + '/api/v2/form', { headers })).json();
    for (const path of [`/svr-response/${visits.data.data[0].id}`, `/manage/svrs/${forms.data[0].canonicalKey}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets the offline GraphQL explorer load, introspect and run a query', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watchViolations(page);
    await signIn(page, 'admin@example.com');
    // The explorer introspects first; run the query once the schema is in.
    const introspected = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && r.status() === 200,
    );
    await page.goto('/graphql');
    await page.locator('.graphiql-container').waitFor();
    await introspected;
    // The query editor loads on its own (CodeMirror): run once it shows the example query, not after a fixed wait.
    await page.locator('.graphiql-query-editor .CodeMirror-line').getByText('storeVisits(').first().waitFor();
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => page.locator('.graphiql-response').innerText()).toContain('"storeVisits"');
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('sign-in from a passed identity (spec 000 §5)', () => {
  /** A live identity (a refresh token), as the identity provider would pass it in the address. */
  const identity = async () => {
    const res = await fetch(`${baseUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reviewer@example.com', password: 'demo1234' }),
    });
    return res.headers.get('x-refresh-token')!;
  };

  it('signs in on an approved host and sends any other host to the public site, unsigned', async () => {
    // The e2e server approves `localhost` only (tests/e2e/globalSetup.ts sets APPROVED_HOSTS); the same app
    // reached as 127.0.0.1 is "another host".
    const token = await identity();
    const other = baseUrl().replace('//localhost:', '//127.0.0.1:');
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${other}/login?identity=${encodeURIComponent(token)}`);
      // The public site (PUBLIC_SITE_URL, our sign-in page by default) without the identity, and no session.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await page.getByLabel('E-mail').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('svr.auth'))).toBeNull();

      // The identity was left unused: on the approved host it signs the user in.
      await page.goto(`${baseUrl()}/login?identity=${encodeURIComponent(token)}`);
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/dashboard\//);
      expect(await page.evaluate(() => localStorage.getItem('svr.auth'))).toContain('reviewer@example.com');
    } finally {
      await context.close();
    }
  });
});
