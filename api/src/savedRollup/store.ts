/**
 * Saved roll-up reads and writes (spec 002 §3, §7): which roll-ups a caller may see, the question catalogue a
 * roll-up's keys are checked against, and the rows. Deleted roll-ups (status 0) are kept but never served.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import { forms, savedRollups, users } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { savedItemsVisibleTo } from '../shared/savedItems.js';
import { isHiddenFromClient } from '../form/clientContent.js';
import { questionsByUuid } from '../review/rules.js';

export type SavedRollupRow = typeof savedRollups.$inferSelect;
export type NewSavedRollup = typeof savedRollups.$inferInsert;
/** A roll-up with whether its creator is a client user (client users belong to a client; staff to none). */
export type RollupWithCreator = SavedRollupRow & { creatorIsClient: boolean };

/** The statuses a roll-up is served in (deleted ones never are). */
export const SERVED_STATUSES: number[] = [RecordStatus.Active, RecordStatus.Archived];

/** Roll-ups the caller may see: not deleted (or of the asked statuses), not restricted from them, within their clients. */
export const visibleTo = (s: Session, allClients: boolean, statuses?: number[]): SQL | undefined =>
  savedItemsVisibleTo(savedRollups, s, allClients, statuses);

/** Roll-ups matching where, newest first, each with whether its creator is a client user; lock takes them FOR UPDATE. */
export async function rollupsWhere(db: Queryable, where: SQL | undefined, lock = false): Promise<RollupWithCreator[]> {
  const query = db
    .select({ rollup: savedRollups, creatorClientId: users.clientId })
    .from(savedRollups)
    .leftJoin(users, eq(users.id, savedRollups.createdBy))
    .where(where)
    .orderBy(desc(savedRollups.created), desc(savedRollups.id));
  const found = lock ? await query.for('update', { of: savedRollups }) : await query;
  return found.map(({ rollup, creatorClientId }) => ({ ...rollup, creatorIsClient: creatorClientId !== null }));
}

/** The served roll-ups among ids that the caller may see (any client), locked when asked. */
export function visibleRollupsByIds(db: Queryable, s: Session, ids: number[], lock = false) {
  return rollupsWhere(db, and(inArray(savedRollups.id, ids), visibleTo(s, true, SERVED_STATUSES)), lock);
}

export async function insertSavedRollup(db: Queryable, values: NewSavedRollup): Promise<SavedRollupRow> {
  const [row] = await db.insert(savedRollups).values(values).returning();
  return row;
}

export async function updateSavedRollupRecord(
  db: Queryable,
  id: number,
  changes: Partial<NewSavedRollup>,
): Promise<SavedRollupRow> {
  const [row] = await db
    .update(savedRollups)
    .set({ ...changes, updated: new Date() })
    .where(eq(savedRollups.id, id))
    .returning();
  return row;
}

/** Sets the status of the roll-ups named; answers them, by id. */
export async function setSavedRollupsStatus(db: Queryable, ids: number[], status: number): Promise<SavedRollupRow[]> {
  if (ids.length === 0) return [];
  const updated = await db
    .update(savedRollups)
    .set({ status, updated: new Date() })
    .where(inArray(savedRollups.id, ids))
    .returning();
  return updated.sort((a, b) => a.id - b.id);
}

/** A question a roll-up can name: its title and type from the newest form that has it. */
export interface CatalogueQuestion {
  canonicalKey: string;
  title: string;
  type: string;
  /** Internal (isHidden, or under an internal question) in any form that has it. */
  internal: boolean;
  /** Only on forms hidden from client users. */
  onHiddenFormOnly: boolean;
}

/**
 * The questions of the published forms (active or archived) of the given clients (null: every client's,
 * for staff roll-ups of no client), by canonical key; the newest form's title and type win. Forms of no
 * client count for every client.
 */
export async function questionCatalogue(
  db: Queryable,
  clientIds: (number | null)[],
): Promise<Map<string, CatalogueQuestion>> {
  const published = inArray(forms.status, [RecordStatus.Active, RecordStatus.Archived]);
  const ids = [...new Set(clientIds)];
  const anyClient = ids.includes(null);
  const named = ids.filter((id): id is number => id !== null);
  const where = anyClient
    ? published
    : and(
        published,
        or(isNull(forms.tenancyClientId), named.length ? inArray(forms.tenancyClientId, named) : sql`false`),
      );
  const found = await db.select({ content: forms.content }).from(forms).where(where).orderBy(desc(forms.id));
  const out = new Map<string, CatalogueQuestion>();
  for (const f of found) {
    const hiddenForm = isHiddenFromClient(f.content);
    for (const q of questionsByUuid(f.content).values()) {
      if (!q.canonicalKey) continue;
      const known = out.get(q.canonicalKey);
      if (!known) {
        out.set(q.canonicalKey, {
          canonicalKey: q.canonicalKey,
          title: q.title,
          type: q.type,
          internal: q.hidden,
          onHiddenFormOnly: hiddenForm,
        });
      } else {
        known.internal ||= q.hidden;
        known.onHiddenFormOnly &&= hiddenForm;
      }
    }
  }
  return out;
}
