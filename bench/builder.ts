/**
 * The builder benchmark (`npm run bench` runs it after the data benchmarks; `npm run bench:builder` alone).
 * Starts the app in-process as server.ts does (a temporary data folder with the demo data, a free port,
 * the built web app: built first when web/dist is missing or older than web/src), creates through REST a
 * published SVR of 500 questions of mixed types, then in Debian's Chromium signs in through /login, picks
 * the form's client and measures:
 * - open: from the navigation to /svrs/{canonicalKey} until the last question's title input is visible
 *   (median of 5 opens after one warm-up);
 * - typing: 30 characters typed into one question's title, each from its keydown to the frame after the
 *   input event was handled (the input shows the character), by marks taken inside the page.
 * BENCH_PROFILE=1 also samples the page's CPU while typing and prints the functions with the most self
 * time (build the web app with `npx vite build --minify false` in web/ first to see real names).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { filesDir, loadConfig, openDatabase } from '../api/src/index.js';
import { seedDemo } from '../api/src/db/seed/index.js';
import { startServer } from '../server.js';
import { benchmarkContent, LAST_QUESTION_TITLE } from './builderForm.js';
import { formatTiming, printGrid, summarize } from './measure.js';

const QUESTIONS = Number(process.env.BENCH_BUILDER_QUESTIONS ?? 500);
const OPENS = 5;
const TYPED = 'Checked by the regional manager'.slice(0, 30);
/** Budgets: above them the builder needs work. */
const OPEN_BUDGET_MS = 3000;
const KEY_BUDGET_MS = 50;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of the files under a folder. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** The builder is measured as served: build the web app when it is missing or older than its sources. */
function ensureWebBuild() {
  const index = path.join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(
    newest(path.join(root, 'web', 'src')),
    statSync(path.join(root, 'web', 'index.html')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the web app (web/dist is missing or older than web/src)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

ensureWebBuild();

const dataDir = mkdtempSync(path.join(tmpdir(), 'svr-bench-builder-'));
const config = loadConfig({}, { dataDir, databaseUrl: null });
// The demo users and clients, with few visits: the builder does not read visits.
const seeding = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
await seedDemo(seeding.db, { filesDir: filesDir(config), clientRoleId: config.clientRoleId, visits: 20 });
await seeding.close();
const running = await startServer({ port: 0, config, seed: false, quiet: true });
const base = running.url.replace('localhost', '127.0.0.1');

try {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234', strategy: 'local' }),
  });
  const token = login.headers.get('x-access-token');
  if (!login.ok || !token) throw new Error(`Sign-in failed: ${login.status}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const clients = (
    (await (await fetch(`${base}/api/v2/clientProjectList`, { headers })).json()) as {
      data: { clientId: number; clientName: string }[];
    }
  ).data;
  const client = clients[0];
  const { total, content } = benchmarkContent(QUESTIONS);
  const created = await fetch(`${base}/api/v2/form`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: `Builder benchmark (${total} questions)`,
      content: JSON.stringify(content),
      tenancyClientId: client.clientId,
      autoApprovalHourTrigger: 0,
      status: 1,
    }),
  });
  if (!created.ok) throw new Error(`POST /api/v2/form: ${created.status} ${await created.text()}`);
  const form = ((await created.json()) as { data: { canonicalKey: string } }).data;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('admin@example.com');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.evaluate(
      (clientId) => localStorage.setItem('svr.tenancy', JSON.stringify({ clientId, projectId: null })),
      client.clientId,
    );

    const lastInput = `[role="group"][aria-label="Single Line: ${LAST_QUESTION_TITLE}"] input[aria-label="Single Line question title"]`;
    /** ms from the navigation's start to the frame in which the last question's title input is visible. */
    const open = async (): Promise<number> => {
      await page.goto(`/svrs/${form.canonicalKey}`, { waitUntil: 'commit' });
      const shown = await page.waitForFunction(
        (sel) => {
          const el = document.querySelector(sel);
          return el && el.getBoundingClientRect().height > 0 ? performance.now() : false;
        },
        lastInput,
        { polling: 'raf', timeout: 120_000 },
      );
      return (await shown.jsonValue()) as number;
    };
    await open();
    const opens: number[] = [];
    for (let i = 0; i < OPENS; i++) opens.push(await open());

    const profiling = process.env.BENCH_PROFILE === '1';
    const cdp = profiling ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const keys = await typeInto(
      page,
      `[role="group"][aria-label^="Radio Button: Q"] input[aria-label="Radio Button question title"]`,
    );
    if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
    const openT = summarize(opens);
    const keyT = summarize(keys);
    console.log(`\nBuilder benchmark: an SVR of ${total} questions (${QUESTIONS} asked) in Debian's Chromium\n`);
    printGrid(
      ['', 'median', 'p95 / worst', 'runs', 'budget'],
      [
        [
          'open /svrs/{key} until the last question shows',
          `${openT.median.toFixed(0)} ms`,
          `${Math.max(...opens).toFixed(0)} ms`,
          String(OPENS),
          `${OPEN_BUDGET_MS} ms`,
        ],
        [
          'one keystroke in a question title',
          `${keyT.median.toFixed(1)} ms`,
          `${keyT.p95.toFixed(1)} ms`,
          String(keys.length),
          `${KEY_BUDGET_MS} ms`,
        ],
      ],
    );
    console.log(
      `open: ${opens.map((t) => t.toFixed(0)).join(', ')} ms; keystrokes ${formatTiming(keyT)}, total ${keys.reduce((a, b) => a + b, 0).toFixed(0)} ms for ${keys.length} characters\n`,
    );
    if (openT.median > OPEN_BUDGET_MS || keyT.median > KEY_BUDGET_MS)
      console.log('Over budget: the builder needs profiling.\n');
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The 25 functions with the most self time in a CPU profile ('(program)' is the browser's own work: style, layout, paint). */
function printProfile(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}) {
  const self = new Map<number, number>();
  profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const byFunction = new Map<string, number>();
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (self.get(n.id) ?? 0) / 1000);
  }
  console.log('\nSelf time while typing (CPU profile):');
  for (const [key, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${ms.toFixed(1).padStart(9)} ms  ${key}`);
}

/**
 * Types TYPED at the end of the first input matching the selector; answers each keystroke's time from
 * its keydown to the frame after the input event was handled (a bubbling listener on window runs after
 * React's own, so the re-render is included), checking the input shows what was typed.
 */
async function typeInto(page: Page, selector: string): Promise<number[]> {
  // A question in the middle of the form.
  const input = page.locator(selector).nth(Math.floor((await page.locator(selector).count()) / 2));
  await input.click();
  await page.keyboard.press('End');
  const before = await input.inputValue();
  await page.evaluate(() => {
    const w = window as unknown as { benchKeyAt: number; benchLatencies: number[] };
    w.benchLatencies = [];
    document.addEventListener(
      'keydown',
      () => {
        w.benchKeyAt = performance.now();
      },
      true,
    );
    window.addEventListener('input', () => {
      const started = w.benchKeyAt;
      requestAnimationFrame(() => setTimeout(() => w.benchLatencies.push(performance.now() - started), 0));
    });
  });
  for (let i = 0; i < TYPED.length; i++) {
    await page.keyboard.type(TYPED[i]);
    await page.waitForFunction(
      (n) => (window as unknown as { benchLatencies: number[] }).benchLatencies.length >= n,
      i + 1,
      { polling: 'raf' },
    );
  }
  const after = await page.evaluate(
    (sel) =>
      document.activeElement instanceof HTMLInputElement && document.activeElement.matches(sel)
        ? document.activeElement.value
        : null,
    selector,
  );
  if (after !== before + TYPED) throw new Error(`The title reads '${after}', not '${before + TYPED}'.`);
  return page.evaluate(() => (window as unknown as { benchLatencies: number[] }).benchLatencies);
}
