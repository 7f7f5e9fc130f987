/** Answer reads and writes. Callers scope the visits (visibleVisitIds, lockVisitForReview) before reading answers. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import { rows, type Queryable } from '../db/client.js';
import { answers, documents } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { scopeConditions, whereAll } from '../storeVisit/visit/tenancy.js';

export type AnswerRow = typeof answers.$inferSelect;
export type NewAnswer = typeof answers.$inferInsert;

/** The answers of the visits named, of the question keys named (every question when none), by visit then id. */
export async function answersOfVisits(
  db: Queryable,
  visitIds: number[],
  questionKeys: string[] = [],
): Promise<AnswerRow[]> {
  if (visitIds.length === 0) return [];
  const where = questionKeys.length
    ? and(inArray(answers.storeVisitId, visitIds), inArray(answers.questionCanonicalKey, questionKeys))
    : inArray(answers.storeVisitId, visitIds);
  return db.select().from(answers).where(where).orderBy(asc(answers.storeVisitId), asc(answers.id));
}

/** The visit of an answer, when that visit is one the session may see. */
export async function visibleVisitOfAnswer(db: Queryable, s: Session, id: number): Promise<number | undefined> {
  const [found] = await rows<{ store_visit_id: number }>(
    db,
    sql`/* answerVisit */ SELECT a.store_visit_id FROM answers a
    JOIN store_visits v ON v.id = a.store_visit_id WHERE ${whereAll([sql`a.id = ${id}`, ...scopeConditions(s)])}`,
  );
  return found?.store_visit_id;
}

/** An answer locked for its change (FOR UPDATE). */
export async function lockAnswer(db: Queryable, id: number): Promise<AnswerRow | undefined> {
  const [answer] = await db.select().from(answers).where(eq(answers.id, id)).for('update');
  return answer;
}

/** The id of the visit's answer to a question, if it has one. */
export async function answerIdOf(
  db: Queryable,
  storeVisitId: number,
  questionUuid: string,
): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.storeVisitId, storeVisitId), eq(answers.questionUuid, questionUuid)));
  return existing?.id;
}

export async function insertAnswer(db: Queryable, values: NewAnswer): Promise<AnswerRow> {
  const [row] = await db.insert(answers).values(values).returning();
  return row;
}

export async function setAnswerValue(
  db: Queryable,
  id: number,
  answerValue: string | null,
  at: Date,
): Promise<AnswerRow> {
  const [row] = await db.update(answers).set({ answerValue, updated: at }).where(eq(answers.id, id)).returning();
  return row;
}

/** The type of the live document with this uuid (image, video …), or undefined. */
export async function liveDocumentType(db: Queryable, uuid: string): Promise<string | undefined> {
  const [doc] = await db
    .select({ type: documents.type })
    .from(documents)
    .where(and(eq(documents.uuid, uuid), ne(documents.status, RecordStatus.Deleted)));
  return doc?.type;
}
