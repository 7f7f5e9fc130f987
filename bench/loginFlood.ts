/**
 * The login flood (issue 9): the median time of `GET /auth/me` alone, and while 20 wrong sign-ins run
 * at once without pause. Password hashing on the main thread stalls every other request (before: 7 ms
 * → 3.3 s); in the thread pool, with at most two hashes at a time, `/auth/me` should stay under 50 ms.
 *
 * Measured with the sign-in limits out of the way, so every wrong sign-in hashes: the worst case for the
 * server (with the limits, a flood is soon answered 429 from memory, without hashing or a query). The
 * flood runs in another process, as an attacker's would. Its own small data set in a temporary folder; `npm run bench` runs it after the other benchmarks, and
 * `npx tsx bench/loginFlood.ts` alone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesDir, loadConfig, openDatabase } from '../api/src/index.js';
import { seedDemo } from '../api/src/db/seed/index.js';
import { startServer } from '../server.js';
import { printGrid, summarize, type Timing } from './measure.js';

const FLOOD = 20;
/** FLOOD wrong sign-ins always in flight (half for a known account, half unknown e-mails) until SIGTERM. */
const FLOODER = `
const [base, n] = process.argv.slice(-2);
let attempts = 0, refused = 0, on = true;
process.on('SIGTERM', () => { on = false; });
console.log('started');
await Promise.all(Array.from({ length: Number(n) }, async (_, i) => {
  while (on) {
    const res = await fetch(base + '/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: i % 2 ? 'reviewer@example.com' : 'nobody' + i + '@example.com', password: 'wrong-' + attempts }) });
    await res.text();
    attempts += 1;
    if (res.status === 429) refused += 1;
  }
}));
console.log(attempts + ' ' + refused);
`;
const SAMPLES = 40;

async function measureFlood(
  dataDir: string,
  limitsOff: boolean,
): Promise<{ alone: Timing; flood: Timing; attempts: number; refused: number }> {
  // Before sign-in limits existed the override is ignored: the same script measures older commits.
  const overrides = {
    dataDir,
    databaseUrl: null,
    ...(limitsOff
      ? { loginLimits: { perAccountAddress: 1e9, perAccount: 1e9, perAddress: 1e9, windowSeconds: 60 } }
      : {}),
  };
  const running = await startServer({ port: 0, config: loadConfig({}, overrides), seed: false, quiet: true });
  const base = running.url.replace('localhost', '127.0.0.1');
  try {
    const post = (body: unknown) =>
      fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const token = (await post({ email: 'admin@example.com', password: 'demo1234' })).headers.get('x-access-token');
    const me = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      await res.text();
      if (res.status !== 200) throw new Error(`/auth/me answered ${res.status}`);
      return performance.now() - started;
    };
    const sample = async () => {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) times.push(await me());
      return summarize(times);
    };
    for (let i = 0; i < 5; i++) await me(); // warm-up
    const alone = await sample();

    // The flood runs in another process, as an attacker's would: its own work does not slow this one.
    const flooder = spawn(process.execPath, ['--input-type=module', '-e', FLOODER, base, String(FLOOD)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    flooder.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
    });
    await new Promise<void>((resolve) => flooder.stdout!.once('data', () => resolve())); // "started"
    await new Promise((r) => setTimeout(r, 300)); // let the flood fill the queue
    const flood = await sample();
    flooder.kill('SIGTERM');
    await new Promise((r) => flooder.once('exit', r));
    const counts = /(\d+) (\d+)\s*$/.exec(out);
    return { alone, flood, attempts: Number(counts?.[1] ?? NaN), refused: Number(counts?.[2] ?? NaN) };
  } finally {
    await running.stop();
  }
}

export async function loginFlood(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svr-bench-login-'));
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    const config = loadConfig({}, { dataDir, databaseUrl: null });
    await seedDemo(database.db, { filesDir: filesDir(config), clientRoleId: config.clientRoleId, visits: 20 });
    await database.close();

    const off = await measureFlood(dataDir, true);
    const ms = (t: Timing) => `${t.median.toFixed(1)} ms (p95 ${t.p95.toFixed(1)})`;
    console.log(
      `\nLogin flood: GET /auth/me, median of ${SAMPLES}, alone and while ${FLOOD} wrong sign-ins run at once (sign-in limits off, so each one hashes; target under 50 ms)\n`,
    );
    printGrid(
      ['/auth/me alone', `/auth/me during ${FLOOD} wrong sign-ins`, 'wrong sign-ins answered meanwhile'],
      [[ms(off.alone), ms(off.flood), String(off.attempts)]],
    );
    console.log(`login-flood /auth/me median: ${off.flood.median.toFixed(1)} ms\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('loginFlood.ts')) {
  await loginFlood();
}
