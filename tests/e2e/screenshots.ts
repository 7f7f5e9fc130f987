/**
 * Screenshots of each page for a human to judge: `npm run screenshots -- [baseUrl] [outDir]`
 * against a running app (default http://localhost:4000, test-results/screenshots).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:4000';
const outDir = process.argv[3] ?? 'test-results/screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function session(email: string | null, shots: (page: Page, shot: (name: string) => Promise<void>) => Promise<void>) {
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
  await page.getByRole('checkbox', { name: /^Select / }).first().check({ force: true });
  await shot('form-list-client-selected');
  await page.goto('/manage/svrs?status=all');
  await page.getByRole('table').waitFor();
  await shot('form-list-all');
  await page.goto('/account');
  await shot('account');
  await page.goto('/no/such/page');
  await shot('not-found');
});

await session('client@example.com', async (page, shot) => {
  await page.goto('/account');
  await shot('client-account');
});

await browser.close();
