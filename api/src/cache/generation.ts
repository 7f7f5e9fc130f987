/**
 * The data generation (migration 0008, db/tables/generation.ts): a counter the database bumps at the commit of every
 * transaction that wrote a table a cached answer reads. Readers read it first, in its own statement, then compute:
 * an answer computed after reading generation g reflects at least every write committed before g was read, so
 * serving it while the generation is still g is never stale (a write committed meanwhile made it g + 1).
 */
import { sql } from 'drizzle-orm';
import { rows, type Queryable } from '../db/client.js';

/**
 * Tables whose writes do NOT bump the generation, and why: no cached answer reads them, and they are written
 * often by what is not a data change (sign-ins, heartbeats, the job queue). Every other table of the public schema
 * must carry the data_generation_bump trigger (uncoveredTables; tests/integration/resultCache.test.ts).
 */
export const TABLES_WITHOUT_BUMP: Record<string, string> = {
  data_generation: 'the counter itself',
  media_marks: 'derived: written only by the triggers of store_visits, whose writes bump (0013)',
  answer_day_counts: 'derived: written only by the triggers of answers and store_visits, whose writes bump (0009)',
  refresh_tokens: 'sessions: written at each sign-in and refresh',
  login_limits: 'failed sign-in counters',
  review_presence: "who has a review page open: the page's heartbeat",
  jobs: 'the job queue (an export writes its document, which bumps)',
  notifications: 'the notification inbox: no widget or roll-up reads it',
  notification_recipients: 'the notification inbox: no widget or roll-up reads it',
  notification_deliveries: 'delivery attempts of notifications',
};

/** The current generation (one row, one index lookup). */
export async function dataGeneration(db: Queryable): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, sql`SELECT n FROM data_generation WHERE id = 1`);
  if (!row) throw new Error('data_generation has no row: migration 0008 did not run.');
  return Number(row.n);
}

/** Tables of the public schema that neither bump the generation nor are named in TABLES_WITHOUT_BUMP. */
export async function uncoveredTables(db: Queryable): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
      WHERE ns.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_generation_bump')
      ORDER BY c.relname`,
  );
  return found.map((r) => r.name).filter((name) => !(name in TABLES_WITHOUT_BUMP));
}
