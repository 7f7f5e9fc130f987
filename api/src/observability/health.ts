/**
 * GET /healthz: the process is alive (200 {status:'ok'}). GET /readyz: it can do its work now, 200
 * {status:'ready', checks} or 503 {status:'not ready', checks}, each check 'ok' or what is wrong; 503 too
 * while the process drains for a shutdown (shutdown.ts), so a balancer stops sending it requests.
 * Checks by service: the api and the one-process server (database reachable, migrations applied, the job
 * worker running when the process runs one), the gateway (the api ready), the web service (api and gateway).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { rows, sql, type Db } from '../db/client.js';

/** 'ok', or a sentence saying what is wrong. */
export type CheckResult = string;
export type Check = () => Promise<CheckResult>;

const CHECK_TIMEOUT_MS = 2000;

/** A check that does not answer within the bound fails, so /readyz always answers quickly. */
async function bounded(check: Check): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch((e: unknown) => `failed: ${(e as Error)?.message ?? String(e)}`), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function runChecks(checks: Record<string, Check>): Promise<Record<string, CheckResult>> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => bounded(checks[name])));
  return Object.fromEntries(names.map((name, i) => [name, results[i]]));
}

export interface HealthOptions {
  checks: Record<string, Check>;
  /** True once a shutdown began: /readyz answers 503 with checks.shutdown = 'draining'. */
  draining: () => boolean;
}

export function healthRouter({ checks, draining }: HealthOptions): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await runChecks(checks);
    if (draining()) results.shutdown = 'draining';
    const ready = Object.values(results).every((r) => r === 'ok');
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', checks: results });
  });
  return router;
}

/** The database answers a query. */
export const databaseCheck =
  (db: Db): Check =>
  async () => {
    await rows(db, sql`select 1 as one`);
    return 'ok';
  };

const journalFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
  'meta',
  '_journal.json',
);

/**
 * Every migration of drizzle's journal is applied: drizzle records each applied one in
 * drizzle.__drizzle_migrations with the journal entry's `when` as created_at, and applies those newer than
 * the last recorded, so the database is current when its newest record is at least the journal's newest.
 */
export const migrationsCheck =
  (db: Db, file = journalFile): Check =>
  async () => {
    const journal: unknown = JSON.parse(await readFile(file, 'utf8'));
    const entries =
      typeof journal === 'object' && journal !== null && 'entries' in journal && Array.isArray(journal.entries)
        ? journal.entries
        : [];
    const whens = entries.map((e: unknown) =>
      typeof e === 'object' && e !== null && 'when' in e ? Number(e.when) : 0,
    );
    const newest = Math.max(0, ...whens);
    const [applied] = await rows<{ n: number | string; newest: number | string | null }>(
      db,
      sql`select count(*) as n, max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    const count = Number(applied?.n ?? 0);
    if (Number(applied?.newest ?? 0) >= newest) return 'ok';
    return `${count} of ${whens.length} migrations applied: the database is behind this build`;
  };

/** A service this one needs answers ready: `${url}/readyz` with 200. */
export const remoteReadyCheck =
  (url: string): Check =>
  async () => {
    const res = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.status === 200 ? 'ok' : `${new URL(url).host} answered /readyz with ${res.status}`;
  };
