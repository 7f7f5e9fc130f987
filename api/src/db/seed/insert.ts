/** What every phase of the demo seed shares: the length of a day, and inserting many rows in chunks. */
import type { Db } from '../client.js';

export const DAY = 86_400_000;
/** Rows per INSERT, and visits per round of the visit phase. */
export const CHUNK = 1000;

export async function insertChunks<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  values: T[],
) {
  for (let i = 0; i < values.length; i += CHUNK) {
    await db.insert(table).values(values.slice(i, i + CHUNK) as never);
  }
}
