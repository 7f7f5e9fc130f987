/** User reads and writes of sign-in (the refresh tokens are in tokens.ts, the failed sign-ins in loginLimits.ts). */
import { eq, sql } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import type { Db, Queryable } from '../db/client.js';
import { users } from '../db/schema.js';
import { sessionIsLive } from './tokens.js';

export type UserRow = typeof users.$inferSelect;

/** Whether the account may sign in (a disabled or deleted one may not). */
export const isActiveUser = (row: UserRow) => row.status === RecordStatus.Active;

/** The user with this e-mail (any case), or undefined. */
export async function userByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function userById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * One query: the user as it is now and whether the session (refresh-token family) sid is live. Prepared once per
 * database: authenticate() runs it on every /api/v2 call, so it is neither rebuilt by drizzle nor parsed and
 * planned again by the server for each (a named statement, per connection).
 */
export function sessionLookup(
  db: Db,
): (id: number, sid: string) => Promise<{ row: UserRow; live: boolean } | undefined> {
  const prepared = db
    .select({ row: users, live: sessionIsLive(sql.placeholder('sid')) })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_with_session');
  return async (id, sid) => {
    const [found] = await prepared.execute({ id, sid });
    return found;
  };
}

export async function setPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}
