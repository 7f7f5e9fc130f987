/** Common-question reads and writes. Deleted questions (status 0) are kept but never served or changed. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { commonQuestions, documents } from '../db/schema.js';
import type { CommonQuestionRow } from './presenter.js';

/** The library, by title (spec 000 §9: common questions sort by title ascending). */
export async function listCommonQuestions(db: Db, statuses: number[] | null): Promise<CommonQuestionRow[]> {
  const where = [ne(commonQuestions.status, 0)];
  if (statuses) where.push(inArray(commonQuestions.status, statuses));
  return db
    .select()
    .from(commonQuestions)
    .where(and(...where))
    .orderBy(asc(sql`lower(${commonQuestions.title})`), asc(commonQuestions.id));
}

export async function liveCommonQuestion(db: Db, id: number): Promise<CommonQuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(commonQuestions)
    .where(and(eq(commonQuestions.id, id), ne(commonQuestions.status, 0)));
  return row;
}

/** The ids among these that are not live documents. */
export async function missingDocuments(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, ids), ne(documents.status, 0)));
  const have = new Set(found.map((d) => d.id));
  return ids.filter((id) => !have.has(id));
}
