/** Common-question reads and writes. Deleted questions (status 0) are kept but never served or changed. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import { commonQuestions, documents } from '../db/schema.js';
import type { CommonQuestionRow } from './presenter.js';

export type NewCommonQuestion = typeof commonQuestions.$inferInsert;

const live = ne(commonQuestions.status, RecordStatus.Deleted);

/** The library, by title (spec 000 §9: common questions sort by title ascending). */
export async function listCommonQuestions(db: Queryable, statuses: number[] | null): Promise<CommonQuestionRow[]> {
  const where = [live];
  if (statuses) where.push(inArray(commonQuestions.status, statuses));
  return db
    .select()
    .from(commonQuestions)
    .where(and(...where))
    .orderBy(asc(sql`lower(${commonQuestions.title})`), asc(commonQuestions.id));
}

export async function liveCommonQuestion(db: Queryable, id: number): Promise<CommonQuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(commonQuestions)
    .where(and(eq(commonQuestions.id, id), live));
  return row;
}

/** The ids among these that are not live documents. */
export async function missingDocuments(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, ids), ne(documents.status, RecordStatus.Deleted)));
  const have = new Set(found.map((d) => d.id));
  return ids.filter((id) => !have.has(id));
}

export async function insertCommonQuestion(db: Queryable, values: NewCommonQuestion): Promise<CommonQuestionRow> {
  const [row] = await db.insert(commonQuestions).values(values).returning();
  return row;
}

/**
 * Changes a live question; undefined when it is deleted or unknown. The status is checked again in the write,
 * so a question deleted meanwhile is not brought back.
 */
export async function updateLiveCommonQuestion(
  db: Queryable,
  id: number,
  changes: Partial<NewCommonQuestion>,
): Promise<CommonQuestionRow | undefined> {
  const [row] = await db
    .update(commonQuestions)
    .set(changes)
    .where(and(eq(commonQuestions.id, id), live))
    .returning();
  return row;
}

/**
 * Bulk ARCHIVE / ACTIVATE / DELETE in one transaction. Questions already in the target status are skipped;
 * deleted or unknown ones are listed in `missing` (deleting them again is no change, so a delete lists none)
 * while the others change, as the library's bulk bar reports it.
 */
export async function setCommonQuestionsStatus(
  db: Queryable,
  ids: number[],
  status: number,
): Promise<{ changed: CommonQuestionRow[]; skipped: number[]; missing: number[] }> {
  return db.transaction(async (tx) => {
    const found = new Map(
      (
        await tx
          .select()
          .from(commonQuestions)
          .where(and(inArray(commonQuestions.id, ids), live))
      ).map((q) => [q.id, q]),
    );
    const change = ids.filter((id) => found.has(id) && found.get(id)!.status !== status);
    const rows = change.length
      ? await tx
          .update(commonQuestions)
          .set({ status, timestamp: new Date() })
          .where(and(inArray(commonQuestions.id, change), live))
          .returning()
      : [];
    const byId = new Map(rows.map((q) => [q.id, q]));
    return {
      changed: change.filter((id) => byId.has(id)).map((id) => byId.get(id)!),
      skipped: ids.filter((id) => found.has(id) && !change.includes(id)),
      missing: status === RecordStatus.Deleted ? [] : ids.filter((id) => !found.has(id)),
    };
  });
}
