/**
 * The server under test as it ships: the production bundle (`node dist/server.js`, scripts/buildServer.ts, built
 * here first) with NODE_ENV=production, in a child process of the bench. Its event loop is its own, as in
 * production: it does not also run the bench's HTTP client (its fetch and JSON parsing cost ~1.5 ms of the same
 * thread per request when the two shared one process, which PostGraphile's server, a child too, never paid). Its
 * memory is its own (VmRSS, VmHWM from /proc/<pid>/status), without tsx's compiler and source maps.
 * The bench fixtures (bench/fixtures.ts) are made beforehand by the bench process on the same database: embedded
 * PGlite opens in one process at a time, so it is closed again before the server opens it.
 * Used by bench/run.ts and bench/volume.ts (serverUnderTest) and bench/load.ts.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase, type ApiConfig, type Db } from '../api/src/index.js';
import { startServer } from '../server.js';
import { ensureDashboard, ensureRollup } from './fixtures.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerChild {
  process: ChildProcess;
  url: string;
  /** The bench roll-up and dashboard (bench/fixtures.ts), when asked for. */
  rollupId: number | null;
  dashboardId: number | null;
  /** Ends the server (SIGTERM: its own graceful shutdown) and waits for the process to exit. */
  stop(): Promise<void>;
}

let bundle: Promise<void> | null = null;
/** `tsx scripts/buildServer.ts` once per bench process (~5 s): the bundle of the tree being measured. */
function buildBundle(): Promise<void> {
  bundle ??= promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/buildServer.ts'], {
    cwd: root,
  }).then(() => undefined);
  return bundle;
}

/** The bench roll-up and dashboard on the engine's database, made by this process before the server opens it. */
async function fixtures(config: ApiConfig): Promise<{ rollupId: number; dashboardId: number }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
  });
  try {
    return { rollupId: await ensureRollup(database.db), dashboardId: await ensureDashboard(database.db) };
  } finally {
    await database.close();
  }
}

/**
 * Starts the production server on `config`'s engine in a child process, on a free port. `fixtures` first makes the
 * bench roll-up and dashboard; `nodeArgs` go to node (e.g. --cpu-prof, which NODE_OPTIONS refuses); `env` adds to
 * the server's environment. After the ready line, the server's error lines (JSON level 50/60) go to stderr and the
 * rest is dropped: a 500 under load is seen, the request log is not.
 */
export async function startServerChild(
  config: ApiConfig,
  opts: { fixtures?: boolean; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<ServerChild> {
  await buildBundle();
  const made = opts.fixtures ? await fixtures(config) : null;
  const secretFile = path.join(config.dataDir, 'jwt-secret');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: config.dataDir,
    JWT_SECRET: existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LOG_FORMAT: 'json',
    JOB_WORKER_IN_API: 'false',
    ...opts.env,
  };
  if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), 'dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A bench that dies (an error, ^C) does not leave its server behind.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const stop = async () => {
    process.off('exit', orphaned);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`));
  return new Promise((resolve, reject) => {
    let out = '';
    let started = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (started) {
        const lines = out.split('\n');
        out = lines.pop() ?? '';
        for (const l of lines) if (/"level":(50|60)/.test(l)) process.stderr.write(`[server] ${l.slice(0, 2000)}\n`);
        return;
      }
      const ready = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (!ready) return;
      started = true;
      out = out.slice(out.indexOf(ready[0]) + ready[0].length);
      resolve({
        process: child,
        url: `http://127.0.0.1:${ready[1]}`,
        rollupId: made?.rollupId ?? null,
        dashboardId: made?.dashboardId ?? null,
        stop,
      });
    });
    child.once('exit', (code) => {
      process.off('exit', orphaned);
      if (!started) reject(new Error(`The server exited (${code}) before it was ready: ${out.slice(-2000)}`));
    });
  });
}

/** VmRSS (now) and VmHWM (peak) of a process, in MB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server a page bench times, and the bench's own database handle for the direct-SQL floors. */
export interface ServerUnderTest {
  base: string;
  db: Db;
  stop(): Promise<void>;
}

/**
 * On a PostgreSQL server, the production server in a child process (startServerChild) and the floors on a pool of
 * the bench's own; on embedded PGlite, which opens in one process only, the server in the bench's process (tsx)
 * and the floors on its database.
 */
export async function serverUnderTest(config: ApiConfig): Promise<ServerUnderTest> {
  if (!config.databaseUrl) {
    const running = await startServer({ port: 0, config, seed: false, quiet: true });
    return { base: running.url.replace('localhost', '127.0.0.1'), db: running.database.db, stop: () => running.stop() };
  }
  const child = await startServerChild(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  return {
    base: child.url,
    db: database.db,
    stop: async () => {
      await child.stop();
      await database.close();
    },
  };
}
