/**
 * data_generation: one row (id 1) whose n grows by one at the commit of every transaction that wrote a table the
 * results cache's answers read (api/src/cache: dashboard widgets' data, a roll-up's page of visits). Bumped by the
 * deferred constraint triggers of migration 0008, once per transaction and last (the row is locked after every other
 * lock the transaction took); never written by the application. A cached answer is served only under the
 * generation it was computed at, so it is never stale, in this process or another on the same database.
 */
import { bigint, smallint, pgTable } from 'drizzle-orm/pg-core';

export const dataGeneration = pgTable('data_generation', {
  id: smallint('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
