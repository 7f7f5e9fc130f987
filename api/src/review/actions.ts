/**
 * The review page's actions, one call each (beyond the spec; docs/API.md "The review page"): NEEDS
 * REVISION on one question or cleared on all, a mark on one photo or video, a rotation, a decision with its
 * feedback, a feedback message. Each locks the report (FOR UPDATE: two reviewers at once are applied one
 * after the other), changes only its item (one key of metaJson or formState, one document), and writes
 * its activity rows in the same transaction, so it is all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { documents, feedback, feedbackTexts } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import { ActivityKind, recordActivity, type ActivityEntry } from '../activity/store.js';
import { ReviewState, reviewStateLabel, WRITTEN_MARK_LISTS } from '@svr/domain';
import { scopeConditions, whereAll } from '../storeVisit/visit/tenancy.js';
import { insertRejection } from './feedback.js';
import { presentFeedback, presentFeedbackText } from './presenter.js';
import {
  isOwnReport,
  MEDIA_TYPES,
  planTransition,
  questionsByUuid,
  transitionEffects,
  REVIEW_MESSAGES,
  rotatedUrl,
  turned90,
  viewerCan,
  type ViewerCan,
} from './rules.js';
import {
  decisionBody,
  feedbackMessageBody,
  MARK_LISTS,
  mediaMarkBody,
  revisionRequestBody,
  type MarkList,
} from './schema.js';
import { visitedQuestionsToMark, withRejectAllMarks } from './rejectAll.js';
import { answeredQuestionUuids, lockVisitForReview, obj, shownState, writeVisit, type LockedVisit } from './store.js';
import { presentedVisit } from '../storeVisit/visit/read.js';
import { notifyReviewDecision } from '../notification/visitDecision.js';

type Entry = Record<string, unknown> & { uuid: string };
const entriesOf = (v: unknown): Entry[] =>
  Array.isArray(v)
    ? v.filter((e): e is Entry => !!e && typeof e === 'object' && typeof (e as Entry).uuid === 'string')
    : [];
const sameUuid = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** formState.feedback.questions of a report: question uuid → revision feedback. */
function revisionMap(v: LockedVisit): Record<string, string> {
  const questions = obj(obj(obj(v.form_state).feedback).questions);
  return Object.fromEntries(Object.entries(questions).map(([k, t]) => [k, typeof t === 'string' ? t : '']));
}

/** The new formState.feedback with these revision requests, and its activity row (only the keys that moved). */
function revisionChange(
  v: LockedVisit,
  next: Record<string, string>,
): { feedback: Record<string, unknown>; activity: ActivityEntry } | null {
  const was = revisionMap(v);
  const moved = [...new Set([...Object.keys(was), ...Object.keys(next)])].filter((k) => was[k] !== next[k]);
  if (!moved.length) return null;
  const pick = (m: Record<string, string>) => Object.fromEntries(moved.filter((k) => k in m).map((k) => [k, m[k]]));
  return {
    feedback: { message: '', ...obj(obj(v.form_state).feedback), questions: next },
    activity: {
      storeVisitId: v.id,
      kind: ActivityKind.formState,
      before: { feedback: { questions: pick(was) } },
      after: { feedback: { questions: pick(next) } },
    },
  };
}

function inReviewForRevision(v: LockedVisit) {
  if (shownState(v) !== ReviewState.InReview) throw conflict(REVIEW_MESSAGES.revisionNotInReview);
}

/** NEEDS REVISION on one question (feedback text, '' allowed), or its mark removed (feedback null). In review mode only. */
export async function setRevisionRequest(db: Db, s: Session, id: number, questionUuid: string, raw: unknown | null) {
  const feedbackText = raw === null ? null : revisionRequestBody.parse(raw ?? {}).feedback;
  await db.transaction(async (tx) => {
    const v = await lockVisitForReview(tx, s, id);
    inReviewForRevision(v);
    const q = questionsByUuid(v.form_content).get(questionUuid.toLowerCase());
    if (!q) throw badRequest(`The question ${questionUuid} is not on the form of SVR ${id}.`);
    if (q.type === 'question-group')
      throw badRequest(`'${q.title}' is a question group: mark one of its questions instead.`);
    const next = Object.fromEntries(Object.entries(revisionMap(v)).filter(([k]) => !sameUuid(k, q.uuid)));
    if (feedbackText !== null) next[q.uuid] = feedbackText;
    const change = revisionChange(v, next);
    if (!change) return;
    await writeVisit(tx, id, { formState: { feedback: change.feedback } });
    await recordActivity(tx, s, [change.activity]);
  });
  return presentedVisit(db, s, id);
}

/** Clears every NEEDS REVISION mark of a report (in review mode). */
export async function clearRevisionRequests(db: Db, s: Session, id: number) {
  await db.transaction(async (tx) => {
    const v = await lockVisitForReview(tx, s, id);
    inReviewForRevision(v);
    const change = revisionChange(v, {});
    if (!change) return;
    await writeVisit(tx, id, { formState: { feedback: change.feedback } });
    await recordActivity(tx, s, [change.activity]);
  });
  return presentedVisit(db, s, id);
}

interface MediaOfVisit {
  uuid: string;
  kind: 'photo' | 'video';
  /** The document's url (photos rotate through it). */
  url: string;
  documentId: number;
}

/** A photo or video answer of the report (a live document held by a photo, signature or video answer); 404 otherwise. */
async function mediaOf(tx: Db, v: LockedVisit, documentUuid: string, lock: boolean): Promise<MediaOfVisit> {
  const uuid = documentUuid.toLowerCase();
  const used = await rows<{ question_uuid: string }>(
    tx,
    sql`/* reviewMediaAnswer */
    SELECT question_uuid::text AS question_uuid FROM answers WHERE store_visit_id = ${v.id} AND length(answer_value) = 36 AND lower(answer_value) = ${uuid}`,
  );
  const questions = questionsByUuid(v.form_content);
  const types = used.map((a) => questions.get(a.question_uuid.toLowerCase())?.type);
  const query = tx
    .select()
    .from(documents)
    .where(and(eq(documents.uuid, uuid), ne(documents.status, 0)));
  const [doc] = used.length ? await (lock ? query.for('update') : query) : [];
  if (!doc || (types.every((t) => t !== undefined) && !types.some((t) => MEDIA_TYPES[t!]))) {
    throw notFound(`SVR ${v.id} has no photo or video ${documentUuid}.`);
  }
  const known = types.find((t) => t !== undefined && MEDIA_TYPES[t]);
  const kind = known ? (MEDIA_TYPES[known] === 'video' ? 'video' : 'photo') : doc.type === 'video' ? 'video' : 'photo';
  return { uuid, kind, url: doc.url, documentId: doc.id };
}

/**
 * A star, flag or block on one photo or video (spec 001 §4): toggled, or set on or off when `on` is sent.
 * Star and flag need a motive; setting a mark already on with a new motive changes the motive.
 */
export async function markMedia(db: Db, s: Session, id: number, documentUuid: string, raw: unknown) {
  const body = mediaMarkBody.parse(raw ?? {});
  await db.transaction(async (tx) => {
    const v = await lockVisitForReview(tx, s, id);
    const media = await mediaOf(tx, v, documentUuid, false);
    const list: MarkList = WRITTEN_MARK_LISTS[body.mark][media.kind];
    const entries = entriesOf(obj(v.meta_json)[list]);
    const old = entries.find((e) => sameUuid(e.uuid, media.uuid));
    const on = body.on ?? !old;
    const motive = body.motive ?? '';
    let next: Entry[];
    let entry: Entry | null = null;
    if (on) {
      if (MARK_LISTS[list].motive && !motive && !(old && body.on === true)) throw badRequest('Please give a motive.');
      entry = {
        uuid: media.uuid,
        ...(MARK_LISTS[list].motive ? { motive: motive || String(old?.motive ?? '') } : {}),
        ...(media.kind === 'photo' ? { storeVisitId: id } : {}),
      };
      if (old && JSON.stringify(old) === JSON.stringify(entry)) return;
      next = old ? entries.map((e) => (e === old ? entry! : e)) : [...entries, entry];
    } else {
      if (!old) return;
      next = entries.filter((e) => e !== old);
    }
    await writeVisit(tx, id, { meta: { [list]: next } });
    await recordActivity(tx, s, [
      {
        storeVisitId: id,
        kind: ActivityKind.mediaMark,
        documentUuid: media.uuid,
        before: old ? { list, ...old } : null,
        after: entry ? { list, ...entry } : null,
      },
    ]);
  });
  return presentedVisit(db, s, id);
}

/**
 * Turns one photo or video 90° further clockwise (spec 001 §4, §9): a video's rotation in
 * metaJson.rotateVideos, a photo's in its document url (a rotated variant, ?rotate=90|180|270).
 */
export async function rotateMedia(db: Db, s: Session, id: number, documentUuid: string) {
  await db.transaction(async (tx) => {
    const v = await lockVisitForReview(tx, s, id);
    const media = await mediaOf(tx, v, documentUuid, true);
    if (media.kind === 'video') {
      const entries = entriesOf(obj(v.meta_json).rotateVideos);
      const old = entries.find((e) => sameUuid(e.uuid, media.uuid));
      const entry = { uuid: media.uuid, rotate: turned90(Number(old?.rotate) || 0) };
      await writeVisit(tx, id, { meta: { rotateVideos: [...entries.filter((e) => e !== old), entry] } });
      await recordActivity(tx, s, [
        {
          storeVisitId: id,
          kind: ActivityKind.mediaRotate,
          documentUuid: media.uuid,
          before: old ? { list: 'rotateVideos', ...old } : null,
          after: { list: 'rotateVideos', ...entry },
        },
      ]);
      return;
    }
    const url = rotatedUrl(media.url);
    const [before] = await tx
      .select({ url: documents.url, xsurl: documents.xsurl })
      .from(documents)
      .where(eq(documents.id, media.documentId));
    await tx.update(documents).set({ url }).where(eq(documents.id, media.documentId));
    await recordActivity(tx, s, [
      {
        storeVisitId: id,
        kind: ActivityKind.mediaRotate,
        documentUuid: media.uuid,
        before: { url: before.url, xsurl: before.xsurl },
        after: { url, xsurl: before.xsurl },
      },
    ]);
  });
  return presentedVisit(db, s, id);
}

/** A new feedback thread of the report, with its activity row. */
async function newThread(tx: Db, s: Session, storeVisitId: number, at: Date) {
  const [thread] = await tx
    .insert(feedback)
    .values({
      canonicalKey: randomUUID(),
      feedbackStatus: 0,
      feedbackType: 'svr',
      docId: null,
      storeVisitId,
      createdAt: at,
    })
    .returning();
  await recordActivity(
    tx,
    s,
    [
      {
        storeVisitId,
        kind: ActivityKind.feedbackSave,
        after: {
          canonicalkey: thread.canonicalKey,
          feedbackstatus: thread.feedbackStatus,
          feedbacktype: thread.feedbackType,
          docid: thread.docId,
        },
      },
    ],
    at,
  );
  return thread;
}

/** One message in a thread, written by the session's user, with its activity row. */
async function addText(tx: Db, s: Session, storeVisitId: number, canonicalKey: string, text: string, at: Date) {
  const [row] = await tx
    .insert(feedbackTexts)
    .values({
      feedbackCanonicalKey: canonicalKey,
      feedbackText: text,
      createdBy: s.user.name,
      createdByEmail: s.user.email,
      createdDate: at,
    })
    .returning();
  await recordActivity(tx, s, [{ storeVisitId, kind: ActivityKind.feedbackText, after: presentFeedbackText(row) }], at);
  return row;
}

/**
 * A decision of the review page, all in one transaction (spec 001 §4): the move to In Review (EDIT
 * RESPONSES, optionally clearing the NEEDS REVISION marks: the keep-or-clear dialog's CLEAR), Approved or
 * Rejected (REJECT ALL first marks every visited question NEEDS REVISION), with the reviewer, dates,
 * rejection record, and the feedback thread and message when a message is sent.
 */
export async function decide(db: Db, s: Session, id: number, raw: unknown) {
  const body = decisionBody.parse(raw ?? {});
  const target = body.reviewState;
  if (body.rejectAll && target !== ReviewState.Rejected) throw badRequest(REVIEW_MESSAGES.rejectAllNeedsReject);
  if (body.clearRevisionRequests && target !== ReviewState.InReview)
    throw badRequest(REVIEW_MESSAGES.clearNeedsInReview);
  await db.transaction(async (tx) => {
    const v = await lockVisitForReview(tx, s, id);
    const now = new Date();
    const current = shownState(v);
    let revisions = body.clearRevisionRequests ? {} : revisionMap(v);
    if (body.rejectAll) {
      // REJECT ALL: every visited question (spec 001 §4); the answered ones when none is recorded (docs/DECISIONS.md).
      const visited = visitedQuestionsToMark(v.form_state, questionsByUuid(v.form_content));
      revisions = withRejectAllMarks(revisions, visited ?? (await answeredQuestionUuids(tx, id)));
    }
    const plan = planTransition(current, target, Object.keys(revisions).length, true);
    if (!plan.ok) throw new HttpError(plan.status, plan.message);
    if (!plan.change && target !== ReviewState.InReview)
      throw conflict(`This SVR is already ${reviewStateLabel(current)}.`);

    const activity: ActivityEntry[] = [];
    const columns: Record<string, string | number | Date | null> = {};
    const meta: Record<string, unknown> = {};
    const formState: Record<string, unknown> = {};
    const revision = revisionChange(v, revisions);
    if (revision) {
      formState.feedback = revision.feedback;
      activity.push(revision.activity);
    }
    if (plan.change) {
      const effects = transitionEffects(target, v.rejected_counter, s.user.email, now);
      Object.assign(columns, effects.columns);
      Object.assign(meta, effects.meta);
      activity.unshift({
        storeVisitId: id,
        kind: ActivityKind.reviewState,
        before: { reviewState: current },
        after: effects.after,
      });
    }
    if (Object.keys(columns).length || Object.keys(meta).length || Object.keys(formState).length) {
      await writeVisit(tx, id, { columns, meta, formState });
    }
    if (plan.change && target === ReviewState.Rejected)
      activity.push(await insertRejection(tx, s, id, v.event_id, now));
    await recordActivity(tx, s, activity, now);
    if (body.feedback) {
      const thread = await newThread(tx, s, id, now);
      await addText(tx, s, id, thread.canonicalKey, body.feedback, now);
    }
    if (plan.change) await notifyReviewDecision(tx, s, v, target, revisions, body.feedback); // issue 13
  });
  return presentedVisit(db, s, id);
}

/** One feedback message (SVR FEEDBACK): in the thread named (of this report), or in a new thread. */
export async function addFeedbackMessage(db: Db, s: Session, id: number, raw: unknown) {
  const input = (raw ?? {}) as Record<string, unknown>;
  if (typeof input.feedbacktext !== 'string' || input.feedbacktext.trim() === '')
    throw badRequest(REVIEW_MESSAGES.feedbackBlank);
  const body = feedbackMessageBody.parse(input);
  const thread = await db.transaction(async (tx) => {
    await lockVisitForReview(tx, s, id);
    const now = new Date();
    let row = body.canonicalkey
      ? (await tx.select().from(feedback).where(eq(feedback.canonicalKey, body.canonicalkey)))[0]
      : undefined;
    if (body.canonicalkey && !row) throw notFound(`No feedback has the canonical key ${body.canonicalkey}.`);
    if (row && row.storeVisitId !== id)
      throw conflict(`The feedback ${body.canonicalkey} belongs to another SVR (${row.storeVisitId}).`);
    row ??= await newThread(tx, s, id, now);
    await addText(tx, s, id, row.canonicalKey, body.feedbacktext, now);
    const texts = await tx
      .select()
      .from(feedbackTexts)
      .where(eq(feedbackTexts.feedbackCanonicalKey, row.canonicalKey))
      .orderBy(feedbackTexts.createdDate, feedbackTexts.id);
    return presentFeedback(row, texts);
  });
  return { visit: await presentedVisit(db, s, id), feedback: thread };
}

/** What the viewer may do on the review page of a report they may see (404 otherwise). */
export async function viewerCanOf(db: Db, s: Session, id: number): Promise<ViewerCan> {
  const [v] = await rows<
    Pick<LockedVisit, 'review_state' | 'last_submission_date' | 'last_rejected_date' | 'form_state' | 'talent_email'>
  >(
    db,
    sql`/* reviewViewerCan */
    SELECT v.review_state, v.last_submission_date, v.last_rejected_date, v.form_state, t.email AS talent_email
    FROM store_visits v LEFT JOIN talent t ON t.id = v.talent_id WHERE ${whereAll([sql`v.id = ${id}`, ...scopeConditions(s)])}`,
  );
  if (!v) throw notFound(`Store visit ${id} does not exist or is not yours to see.`);
  const locked = v as LockedVisit;
  return viewerCan({
    state: shownState(locked),
    revisionCount: Object.keys(revisionMap(locked)).length,
    isClient: s.user.isClient,
    ownReport: !s.user.isClient && isOwnReport(v.talent_email, s.user.email),
  });
}
