/** What every saved item (view, roll-up, later widget and dashboard) checks on save: its client and its restriction. */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { clients, users } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { badRequest, forbidden } from '../http/errors.js';

async function clientExists(db: Queryable, id: number): Promise<boolean> {
  const [found] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return found !== undefined;
}

async function userExists(db: Queryable, id: number): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return found !== undefined;
}

/**
 * The client a saved item belongs to: a client user's own (another is refused); for staff the one named, else
 * `current` (the tenancy client on create, the item's own on update). `noun` names the item in the refusal.
 */
export async function savedItemClient(
  db: Queryable,
  s: Session,
  asked: number | null | undefined,
  current: number | null,
  noun: string,
): Promise<number | null> {
  if (s.user.isClient) {
    if (asked !== undefined && asked !== null && asked !== s.user.clientId)
      throw forbidden(`You can only save ${noun} for your own client.`);
    return s.user.clientId;
  }
  const id = asked === undefined ? current : asked;
  if (id !== null && !(await clientExists(db, id))) throw badRequest(`Client ${id} does not exist.`);
  return id;
}

/** A restrictTokenUserId names an existing user (who may name whom is each item's own rule). */
export async function checkRestrictedUser(db: Queryable, id: number | null | undefined): Promise<void> {
  if (id === undefined || id === null) return;
  if (!(await userExists(db, id))) throw badRequest(`restrictTokenUserId: user ${id} does not exist.`);
}
