/**
 * Answer changes from the review page (spec 001 §4, §7): staff only, never on a report the caller filed,
 * only while the report is In Review (review mode), only for questions of the report's form, with values
 * checked by question type. Each change and its activity row are one transaction.
 */
import { z } from 'zod';
import type { Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import { ActivityKind, recordActivity } from '../activity/store.js';
import { ReviewState } from '@svr/domain';
import {
  answerValueProblem,
  MEDIA_TYPES,
  questionsByUuid,
  REVIEW_MESSAGES,
  type FormQuestion,
} from '../review/rules.js';
import { answerCreateBody, answerUpdateBody } from '../review/schema.js';
import { lockVisitForReview, shownState, type LockedVisit } from '../review/store.js';
import {
  answerIdOf,
  insertAnswer,
  liveDocumentType,
  lockAnswer,
  setAnswerValue,
  visibleVisitOfAnswer,
  type AnswerRow,
} from './store.js';

function questionOf(v: LockedVisit, questionUuid: string): FormQuestion {
  const q = questionsByUuid(v.form_content).get(questionUuid.toLowerCase());
  if (!q) throw badRequest(`The question ${questionUuid} is not on the form of SVR ${v.id}.`);
  return q;
}

/** The value to store: checked by type; a media uuid must name a live document of the right kind. */
async function checkedValue(tx: Queryable, q: FormQuestion, raw: string | null): Promise<string | null> {
  const value = raw === null ? null : MEDIA_TYPES[q.type] && raw.trim() !== '' ? raw.trim().toLowerCase() : raw;
  const problem = answerValueProblem(q, value);
  if (problem) throw badRequest(problem);
  const kind = MEDIA_TYPES[q.type];
  if (kind && value) {
    const type = await liveDocumentType(tx, value);
    if (type === undefined) throw badRequest(`No uploaded file has the uuid ${value}.`);
    if (type !== kind)
      throw badRequest(
        `The answer to '${q.title}' must be ${kind === 'video' ? 'a video' : 'a photo'}; ${value} is ${type === 'image' ? 'a photo' : `a ${type}`}.`,
      );
  }
  return value;
}

function inReview(v: LockedVisit) {
  if (shownState(v) !== ReviewState.InReview) throw conflict(REVIEW_MESSAGES.answerNotInReview);
}

const mediaUuid = (q: FormQuestion, before: string | null, after: string | null) =>
  MEDIA_TYPES[q.type] ? after || before || null : null;

export async function updateAnswer(db: Queryable, s: Session, id: number, raw: unknown): Promise<AnswerRow> {
  const { answerValue } = answerUpdateBody.parse(raw ?? {});
  return db.transaction(async (tx) => {
    const visitId = await visibleVisitOfAnswer(tx, s, id);
    if (visitId === undefined) throw notFound(`Answer ${id} does not exist or is not yours to change.`);
    const v = await lockVisitForReview(tx, s, visitId);
    inReview(v);
    const answer = await lockAnswer(tx, id);
    if (!answer) throw notFound(`Answer ${id} does not exist or is not yours to change.`);
    const q = questionOf(v, answer.questionUuid);
    const value = await checkedValue(tx, q, answerValue);
    if (value === answer.answerValue) return answer;
    const now = new Date();
    const row = await setAnswerValue(tx, id, value, now);
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

export async function createAnswer(db: Queryable, s: Session, raw: unknown): Promise<AnswerRow> {
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
    const existing = await answerIdOf(tx, v.id, body.questionUuid);
    if (existing !== undefined) {
      throw new HttpError(
        409,
        `This question already has an answer (${existing}) on SVR ${v.id}: change that answer instead.`,
        { id: existing },
      );
    }
    const value = await checkedValue(tx, q, body.answerValue);
    const now = new Date();
    const row = await insertAnswer(tx, {
      storeVisitId: v.id,
      questionUuid: body.questionUuid,
      questionCanonicalKey: q.canonicalKey ?? body.questionCanonicalKey ?? null,
      answerValue: value,
      created: now,
      updated: now,
    });
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
