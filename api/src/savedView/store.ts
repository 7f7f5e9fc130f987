/** Saved-view reads and writes (spec 002 §3, §7). Deleted views (status 0) are kept but never served. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import { savedViews, users } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { savedItemsVisibleTo } from '../shared/savedItems.js';

export type SavedViewRow = typeof savedViews.$inferSelect;
export type NewSavedView = typeof savedViews.$inferInsert;
/** A view with whether its creator is a client user (client users belong to a client; staff to none). */
export type ViewWithCreator = SavedViewRow & { creatorIsClient: boolean };

/** The statuses a view is served in (deleted ones never are). */
export const SERVED_STATUSES: number[] = [RecordStatus.Active, RecordStatus.Archived];

/** Views the caller may see: not deleted (or of the asked statuses), not restricted from the caller, within the caller's clients. */
export const visibleTo = (s: Session, allClients: boolean, statuses?: number[]): SQL | undefined =>
  savedItemsVisibleTo(savedViews, s, allClients, statuses);

/** Views matching where, by title, each with whether its creator is a client user; lock takes them FOR UPDATE. */
export async function viewsWhere(db: Queryable, where: SQL | undefined, lock = false): Promise<ViewWithCreator[]> {
  const query = db
    .select({ view: savedViews, creatorClientId: users.clientId })
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.createdBy))
    .where(where)
    .orderBy(asc(sql`lower(${savedViews.title})`), asc(savedViews.id));
  const found = lock ? await query.for('update', { of: savedViews }) : await query;
  return found.map(({ view, creatorClientId }) => ({ ...view, creatorIsClient: creatorClientId !== null }));
}

/** The served views among ids that the caller may see (any client), locked when asked. */
export async function visibleViewsByIds(
  db: Queryable,
  s: Session,
  ids: number[],
  lock = false,
): Promise<ViewWithCreator[]> {
  return viewsWhere(db, and(inArray(savedViews.id, ids), visibleTo(s, true, SERVED_STATUSES)), lock);
}

export async function insertSavedView(db: Queryable, values: NewSavedView): Promise<SavedViewRow> {
  const [row] = await db.insert(savedViews).values(values).returning();
  return row;
}

export async function updateSavedViewRecord(
  db: Queryable,
  id: number,
  changes: Partial<NewSavedView>,
): Promise<SavedViewRow> {
  const [row] = await db
    .update(savedViews)
    .set({ ...changes, updated: new Date() })
    .where(eq(savedViews.id, id))
    .returning();
  return row;
}

/** Sets the status of the views named; answers them, by id. */
export async function setSavedViewsStatus(db: Queryable, ids: number[], status: number): Promise<SavedViewRow[]> {
  if (ids.length === 0) return [];
  const updated = await db
    .update(savedViews)
    .set({ status, updated: new Date() })
    .where(inArray(savedViews.id, ids))
    .returning();
  return updated.sort((a, b) => a.id - b.id);
}
