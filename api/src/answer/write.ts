/**
 * Answer changes from the review page (spec 001 §4, §7): staff only, never on a report the caller filed,
 * only while the report is In Review (review mode), only for questions of the report's form, with values
 * checked by question type. Each change and its activity row are one transaction.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows, type Db } from '../db/client.js';
import { answers, documents } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import { ActivityKind, recordActivity } from '../activity/store.js';
import { ReviewState } from '@svr/domain';
import { scopeConditions, whereAll } from '../storeVisit/visit/tenancy.js';
import {
  answerValueProblem,
  MEDIA_TYPES,
  questionsByUuid,
  REVIEW_MESSAGES,
  type FormQuestion,
} from '../review/rules.js';
import { answerCreateBody, answerUpdateBody } from '../review/schema.js';
import { lockVisitForReview, shownState, type LockedVisit } from '../review/store.js';

type AnswerRow = typeof answers.$inferSelect;

function questionOf(v: LockedVisit, questionUuid: string): FormQuestion {
  const q = questionsByUuid(v.form_content).get(questionUuid.toLowerCase());
  if (!q) throw badRequest(`The question ${questionUuid} is not on the form of SVR ${v.id}.`);
  return q;
}

/** The value to store: checked by type; a media uuid must name a live document of the right kind. */
async function checkedValue(tx: Db, q: FormQuestion, raw: string | null): Promise<string | null> {
  const value = raw === null ? null : MEDIA_TYPES[q.type] && raw.trim() !== '' ? raw.trim().toLowerCase() : raw;
  const problem = answerValueProblem(q, value);
  if (problem) throw badRequest(problem);
  const kind = MEDIA_TYPES[q.type];
  if (kind && value) {
    const [doc] = await tx
      .select({ type: documents.type })
      .from(documents)
      .where(and(eq(documents.uuid, value), ne(documents.status, 0)));
    if (!doc) throw badRequest(`No uploaded file has the uuid ${value}.`);
    if (doc.type !== kind)
      throw badRequest(
        `The answer to '${q.title}' must be ${kind === 'video' ? 'a video' : 'a photo'}; ${value} is ${doc.type === 'image' ? 'a photo' : `a ${doc.type}`}.`,
      );
  }
  return value;
}

function inReview(v: LockedVisit) {
  if (shownState(v) !== ReviewState.InReview) throw conflict(REVIEW_MESSAGES.answerNotInReview);
}

const mediaUuid = (q: FormQuestion, before: string | null, after: string | null) =>
  MEDIA_TYPES[q.type] ? after || before || null : null;

export async function updateAnswer(db: Db, s: Session, id: number, raw: unknown): Promise<AnswerRow> {
  const { answerValue } = answerUpdateBody.parse(raw ?? {});
  return db.transaction(async (tx) => {
    const [found] = await rows<{ store_visit_id: number }>(
      tx,
      sql`/* answerVisit */ SELECT a.store_visit_id FROM answers a
      JOIN store_visits v ON v.id = a.store_visit_id WHERE ${whereAll([sql`a.id = ${id}`, ...scopeConditions(s)])}`,
    );
    if (!found) throw notFound(`Answer ${id} does not exist or is not yours to change.`);
    const v = await lockVisitForReview(tx, s, found.store_visit_id);
    inReview(v);
    const [answer] = await tx.select().from(answers).where(eq(answers.id, id)).for('update');
    if (!answer) throw notFound(`Answer ${id} does not exist or is not yours to change.`);
    const q = questionOf(v, answer.questionUuid);
    const value = await checkedValue(tx, q, answerValue);
    if (value === answer.answerValue) return answer;
    const now = new Date();
    const [row] = await tx
      .update(answers)
      .set({ answerValue: value, updated: now })
      .where(eq(answers.id, id))
      .returning();
    await recordActivity(
      tx,
      s,
      [
        {
          storeVisitId: v.id,
          kind: ActivityKind.answerUpdate,
          answerId: id,
          documentUuid: mediaUuid(q, answer.answerValue, value),
          before: {
            questionUuid: answer.questionUuid,
            questionCanonicalKey: answer.questionCanonicalKey,
            answerValue: answer.answerValue,
          },
          after: {
            questionUuid: row.questionUuid,
            questionCanonicalKey: row.questionCanonicalKey,
            answerValue: row.answerValue,
          },
        },
      ],
      now,
    );
    return row;
  });
}

export async function createAnswer(db: Db, s: Session, raw: unknown): Promise<AnswerRow> {
  const body: z.infer<typeof answerCreateBody> = answerCreateBody.parse(raw ?? {});
  return db.transaction(async (tx) => {
    const v = await lockVisitForReview(tx, s, body.storeVisitId);
    inReview(v);
    const q = questionOf(v, body.questionUuid);
    if (
      body.questionCanonicalKey &&
      q.canonicalKey &&
      body.questionCanonicalKey.toLowerCase() !== q.canonicalKey.toLowerCase()
    ) {
      throw badRequest(
        `questionCanonicalKey ${body.questionCanonicalKey} is not the key of question ${body.questionUuid} (${q.canonicalKey}).`,
      );
    }
    const [existing] = await tx
      .select({ id: answers.id })
      .from(answers)
      .where(and(eq(answers.storeVisitId, v.id), eq(answers.questionUuid, body.questionUuid)));
    if (existing) {
      throw new HttpError(
        409,
        `This question already has an answer (${existing.id}) on SVR ${v.id}: change that answer instead.`,
        { id: existing.id },
      );
    }
    const value = await checkedValue(tx, q, body.answerValue);
    const now = new Date();
    const [row] = await tx
      .insert(answers)
      .values({
        storeVisitId: v.id,
        questionUuid: body.questionUuid,
        questionCanonicalKey: q.canonicalKey ?? body.questionCanonicalKey ?? null,
        answerValue: value,
        created: now,
        updated: now,
      })
      .returning();
    await recordActivity(
      tx,
      s,
      [
        {
          storeVisitId: v.id,
          kind: ActivityKind.answerCreate,
          answerId: row.id,
          documentUuid: mediaUuid(q, null, value),
          after: {
            questionUuid: row.questionUuid,
            questionCanonicalKey: row.questionCanonicalKey,
            answerValue: row.answerValue,
          },
        },
      ],
      now,
    );
    return row;
  });
}
