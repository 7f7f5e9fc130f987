/**
 * `npm run bench:lighthouse` (and the last step of `npm run bench`): Lighthouse 12 in Debian's Chromium
 * (headless, chrome-launcher) on the SVR responses list and the review page, signed in as a reviewer
 * (issue 15). The app runs the way `npm start` serves it (the built web app, fresh demo data in a temporary
 * folder); a playwright-core page connected to the same Chromium signs in through the sign-in form, and
 * Lighthouse keeps that browser storage (`disableStorageReset`). Prints performance and accessibility for
 * each page, the audits that cost points, and exits 1 when a score is under the target (90).
 * LIGHTHOUSE_JSON_DIR=folder also writes each page's whole report there.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { loadConfig } from '../api/src/index.js';
import { startServer } from '../server.js';

const TARGET = 90;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.log('web/dist is missing: building the web app…');
  execSync('npm run build --workspace web', { cwd: root, stdio: 'inherit' });
}

// One log line per request is the server's default; the pages are measured, not a pretty-printer (BENCH_LOG_LEVEL).
process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'silent';

const dataDir = mkdtempSync(path.join(tmpdir(), 'svr-lighthouse-'));
const config = loadConfig({}, { dataDir, databaseUrl: null });
const running = await startServer({ port: 0, config, seed: true, quiet: true });
const base = running.url.replace('127.0.0.1', 'localhost');

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

interface Scores {
  page: string;
  /** Lighthouse's measure of this machine's speed at the run (about 1000+ on a desktop; lower under load). */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  flagged: string[];
}
const results: Scores[] = [];
let failed = false;

try {
  // Sign in through the form in the same browser, so Lighthouse opens the pages with the session stored.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // A visit the review page can open: the first row of the review queue.
  await page.goto(`${base}/manage/svr-responses`);
  const link = page.locator('a[href*="/svr-response/"]').first();
  await link.waitFor({ timeout: 60_000 });
  const reviewPath = (await link.getAttribute('href')) ?? '';
  await page.close();

  const pages: [string, string][] = [
    ['SVR responses list', `${base}/manage/svr-responses`],
    ['Review page', new URL(reviewPath, base).toString()],
  ];
  for (const [name, url] of pages) {
    const run = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      {
        extends: 'lighthouse:default',
        // A back-office on a desktop: the desktop form factor and throttling of Lighthouse's desktop preset.
        settings: {
          formFactor: 'desktop',
          screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
          throttling: {
            rttMs: 40,
            throughputKbps: 10 * 1024,
            cpuSlowdownMultiplier: 1,
            requestLatencyMs: 0,
            downloadThroughputKbps: 0,
            uploadThroughputKbps: 0,
          },
        },
      },
    );
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    // LIGHTHOUSE_JSON_DIR=folder keeps each page's whole report (to read what an audit flagged).
    const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
    if (jsonDir) writeFileSync(path.join(jsonDir, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(run.lhr));
    const { categories, audits } = run.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const flagged = Object.values(categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]))
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${a.id} (${Math.round((a.score ?? 0) * 100)})${a.displayValue ? `: ${a.displayValue}` : ''}`);
    const finalPath = new URL(run.lhr.finalDisplayedUrl).pathname;
    results.push({
      page: `${name} (${finalPath})`,
      benchmarkIndex: Math.round(run.lhr.environment.benchmarkIndex),
      performance: score('performance'),
      accessibility: score('accessibility'),
      flagged,
    });
  }
  await browser.close().catch(() => undefined);
} finally {
  chrome.kill();
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${TARGET}+ targets (desktop, Debian's Chromium, signed in as a reviewer; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs)\n`,
);
for (const r of results) {
  const ok = r.performance >= TARGET && r.accessibility >= TARGET;
  if (!ok) failed = true;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${r.page.padEnd(48)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}`,
  );
  console.log(`       benchmarkIndex ${r.benchmarkIndex} (performance is measured on this machine as loaded now)`);
  for (const f of r.flagged) console.log(`       ${f}`);
}
process.exit(failed ? 1 : 0);
