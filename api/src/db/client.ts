/**
 * Opens the database: embedded PGlite under DATA_DIR (default) or a PostgreSQL server (DATABASE_URL).
 * One SQL dialect, two drivers; the same migrations run on both at start.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { lockDataDir } from './dataDirLock.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a store function runs its SQL on: the database, or the transaction of the user action that calls it. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Before a PGlite statement: when statements have run back to back for TURN_EVERY_MS, one turn of the event
 * loop (setImmediate), so timers and sockets that are due run first. Not before each one: a turn also reads
 * every socket that is ready, and a flood of callers (a load that retries each refusal at once) would then
 * get a turn per statement and starve the requests already admitted (bench/load.ts: 6 served in 20 s).
 */
const TURN_EVERY_MS = 50;
let lastTurn = performance.now();
const turn = async () => {
  if (performance.now() - lastTurn < TURN_EVERY_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  lastTurn = performance.now();
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string | null;
  /** Folder for PGlite; null means in memory (tests). */
  pgliteDir?: string | null;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A connection the server ends (a restart, an administrator's command, a dropped test database) must
    // not crash the process: an idle one is logged and replaced by the pool; one being closed is let go.
    pool.on('error', (e) => console.error(`[db] a database connection failed: ${e.message}`));
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.pgliteDir ?? null;
  // PGlite takes no lock of its own and two processes on one folder corrupt it (dataDirLock.ts).
  const unlock = dir ? await lockDataDir(dir) : async () => {};
  try {
    if (dir && !existsSync(dir)) mkdirSync(dir, { recursive: true });
    // PGlite runs each statement on this thread, and its queue hands one to the next through promises only: a
    // busy process would run statements back to back for seconds without reading a socket or firing a timer
    // (bench/load.ts saw 6 s stalls: the overload guard's queue timeouts fired late). The statements let the
    // event loop turn every 50 ms (turn()), so answers go out and the guard's clock keeps time.
    class TakingTurnsPGlite extends PGlite {
      override async execProtocolRaw(...args: Parameters<InstanceType<typeof PGlite>['execProtocolRaw']>) {
        await turn();
        return super.execProtocolRaw(...args);
      }
      override async execProtocolRawStream(...args: Parameters<InstanceType<typeof PGlite>['execProtocolRawStream']>) {
        await turn();
        return super.execProtocolRawStream(...args);
      }
    }
    // shared_buffers 16 MB instead of PostgreSQL's 128 MB: PGlite's buffers live in its WASM heap, which never
    // shrinks, so they came to the process's RSS once touched; its files are read through node's fs from the OS
    // page cache, and on the bench's 100,000 visits the page queries took the same time at 128, 32 and 16 MB
    // (docs/DECISIONS.md).
    const options = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
    const client = dir ? new TakingTurnsPGlite(path.join(dir, 'pgdata'), options) : new TakingTurnsPGlite(options);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (e) {
    await unlock();
    throw e;
  }
}

/** Runs raw SQL and answers its rows, whichever driver is underneath. */
export async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; drizzle types the answer as unknown over the two.
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('The database driver answered a query without rows.');
  }
  return result.rows;
}

export { sql };
