/**
 * What every saved item (view, roll-up, widget, dashboard) checks on save (its client and its restriction), and
 * which of them a caller may see (one rule for the four tables).
 */
import { and, eq, inArray, isNull, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
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

/** The columns every saved-item table has; createdBy where its creator always sees it (views, roll-ups). */
interface SavedItemColumns {
  status: Column;
  restrictTokenUserId: Column;
  tenancyClientId: Column;
  createdBy?: Column;
}

/**
 * Saved items the caller may see: not deleted (or of the asked statuses; deleted ones never), not restricted from
 * the caller (restrictTokenUserId names the one user who sees it, besides its creator where the table records
 * one), and within the caller's clients: a client user's own client only; staff the current client's and the shared
 * ones, or every client's when `allClients`.
 */
export function savedItemsVisibleTo(
  table: SavedItemColumns,
  s: Session,
  allClients: boolean,
  statuses?: number[],
): SQL | undefined {
  const served = statuses?.filter((x) => x !== RecordStatus.Deleted);
  const conds: (SQL | undefined)[] = [
    served ? (served.length ? inArray(table.status, served) : sql`false`) : ne(table.status, RecordStatus.Deleted),
    or(
      isNull(table.restrictTokenUserId),
      eq(table.restrictTokenUserId, s.user.id),
      table.createdBy ? eq(table.createdBy, s.user.id) : undefined,
    ),
  ];
  if (s.user.isClient) conds.push(eq(table.tenancyClientId, s.user.clientId ?? -1));
  else if (!allClients && s.tenancy.clientId !== null)
    conds.push(or(eq(table.tenancyClientId, s.tenancy.clientId), isNull(table.tenancyClientId)));
  return and(...conds);
}
