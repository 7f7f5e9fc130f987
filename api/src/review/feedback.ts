/**
 * Feedback threads, their texts and rejection records of a report (spec 001 §3, §7). Writes lock the
 * report (self-review refused) and record their activity in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { feedback, feedbackTexts, rejections, storeVisitEvents } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { ActivityKind, recordActivity, type ActivityEntry } from '../activity/store.js';
import { ReviewState } from '@svr/domain';
import { feedbackBody, feedbackTextBody, rejectionBody } from './schema.js';
import { presentFeedback, presentFeedbackText, presentRejection, type FeedbackRow } from './presenter.js';
import { lockVisitForReview } from './store.js';

/** Records a rejection of the report by the caller (in the caller's transaction) and answers its activity row. */
export async function insertRejection(
  tx: Queryable,
  s: Session,
  storeVisitId: number,
  eventId: string | null,
  now: Date,
): Promise<ActivityEntry & { after: ReturnType<typeof presentRejection> }> {
  const [row] = await tx
    .insert(rejections)
    .values({ storeVisitId, eventId, userId: s.user.id, rejectedBy: s.user.email, rejectedDate: now })
    .returning();
  return { storeVisitId, kind: ActivityKind.rejection, after: presentRejection(row) };
}

/** A report's feedback threads, newest first, each with its texts. */
export async function feedbackOf(db: Queryable, storeVisitId: number) {
  return (await feedbackOfVisits(db, [storeVisitId])).get(storeVisitId) ?? [];
}

/** The feedback threads of several reports (two queries in all), by report id; each list newest first. */
export async function feedbackOfVisits(db: Queryable, storeVisitIds: number[]) {
  const out = new Map<number, ReturnType<typeof presentFeedback>[]>();
  if (storeVisitIds.length === 0) return out;
  const threads = await db
    .select()
    .from(feedback)
    .where(inArray(feedback.storeVisitId, storeVisitIds))
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  const texts = threads.length
    ? await db
        .select()
        .from(feedbackTexts)
        .where(
          inArray(
            feedbackTexts.feedbackCanonicalKey,
            threads.map((t) => t.canonicalKey),
          ),
        )
        .orderBy(feedbackTexts.createdDate, feedbackTexts.id)
    : [];
  for (const t of threads) {
    const list = out.get(t.storeVisitId) ?? [];
    list.push(
      presentFeedback(
        t,
        texts.filter((x) => x.feedbackCanonicalKey === t.canonicalKey),
      ),
    );
    out.set(t.storeVisitId, list);
  }
  return out;
}

/** A report's rejection records, newest first. */
export async function rejectionsOf(db: Queryable, storeVisitId: number) {
  return (await rejectionsOfVisits(db, [storeVisitId])).get(storeVisitId) ?? [];
}

/** The rejection records of several reports in one query, by report id; each list newest first. */
export async function rejectionsOfVisits(db: Queryable, storeVisitIds: number[]) {
  const out = new Map<number, ReturnType<typeof presentRejection>[]>();
  if (storeVisitIds.length === 0) return out;
  const list = await db
    .select()
    .from(rejections)
    .where(inArray(rejections.storeVisitId, storeVisitIds))
    .orderBy(desc(rejections.rejectedDate), desc(rejections.id));
  for (const r of list) out.set(r.storeVisitId, [...(out.get(r.storeVisitId) ?? []), presentRejection(r)]);
  return out;
}

/**
 * savefeedback: a new thread (a fresh canonical key unless one is sent), or, for a key of this report, a
 * change of its status, type or document.
 */
export async function saveFeedback(db: Db, s: Session, raw: unknown) {
  const body = feedbackBody.parse(raw ?? {});
  return db.transaction(async (tx) => {
    await lockVisitForReview(tx, s, body.storevisitid);
    const [existing] = body.canonicalkey
      ? await tx.select().from(feedback).where(eq(feedback.canonicalKey, body.canonicalkey))
      : [];
    if (existing && existing.storeVisitId !== body.storevisitid) {
      throw conflict(`The feedback ${body.canonicalkey} belongs to another SVR (${existing.storeVisitId}).`);
    }
    let row: FeedbackRow;
    if (existing) {
      const change = {
        feedbackStatus: body.feedbackstatus,
        feedbackType: body.feedbacktype,
        docId: body.docid ?? existing.docId,
      };
      [row] = await tx.update(feedback).set(change).where(eq(feedback.id, existing.id)).returning();
      const before = {
        feedbackstatus: existing.feedbackStatus,
        feedbacktype: existing.feedbackType,
        docid: existing.docId,
      };
      const after = { feedbackstatus: row.feedbackStatus, feedbacktype: row.feedbackType, docid: row.docId };
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordActivity(tx, s, [
          {
            storeVisitId: row.storeVisitId,
            kind: ActivityKind.feedbackSave,
            before: { canonicalkey: row.canonicalKey, ...before },
            after: { canonicalkey: row.canonicalKey, ...after },
          },
        ]);
      }
    } else {
      [row] = await tx
        .insert(feedback)
        .values({
          canonicalKey: body.canonicalkey ?? randomUUID(),
          feedbackStatus: body.feedbackstatus,
          feedbackType: body.feedbacktype,
          docId: body.docid ?? null,
          storeVisitId: body.storevisitid,
        })
        .returning();
      await recordActivity(tx, s, [
        {
          storeVisitId: row.storeVisitId,
          kind: ActivityKind.feedbackSave,
          after: {
            canonicalkey: row.canonicalKey,
            feedbackstatus: row.feedbackStatus,
            feedbacktype: row.feedbackType,
            docid: row.docId,
          },
        },
      ]);
    }
    const texts = await tx
      .select()
      .from(feedbackTexts)
      .where(eq(feedbackTexts.feedbackCanonicalKey, row.canonicalKey))
      .orderBy(feedbackTexts.createdDate, feedbackTexts.id);
    return { created: !existing, data: presentFeedback(row, texts) };
  });
}

export const FEEDBACK_BLANK = 'Please enter a feedback message.';

/** savefeedbackinfo: one text added to a thread; who wrote it comes from the session. */
export async function saveFeedbackText(db: Db, s: Session, raw: unknown) {
  const input = (raw ?? {}) as Record<string, unknown>;
  if (typeof input.feedbacktext !== 'string' || input.feedbacktext.trim() === '') throw badRequest(FEEDBACK_BLANK);
  const body = feedbackTextBody.parse(input);
  const [thread] = await db.select().from(feedback).where(eq(feedback.canonicalKey, body.feedback_canonicalkey));
  if (!thread)
    throw notFound(`No feedback has the canonical key ${body.feedback_canonicalkey}: save the feedback first.`);
  return db.transaction(async (tx) => {
    await lockVisitForReview(tx, s, thread.storeVisitId);
    const [row] = await tx
      .insert(feedbackTexts)
      .values({
        feedbackCanonicalKey: thread.canonicalKey,
        feedbackText: body.feedbacktext,
        createdBy: s.user.name,
        createdByEmail: s.user.email,
        feedbackResolvedStatus: body.feedbackresolvedstatus ?? 0,
        feedbackResolvedShareStatus: body.feedbackresolvedsharestatus ?? 0,
      })
      .returning();
    await recordActivity(
      tx,
      s,
      [{ storeVisitId: thread.storeVisitId, kind: ActivityKind.feedbackText, after: presentFeedbackText(row) }],
      row.createdDate,
    );
    return presentFeedbackText(row);
  });
}

/**
 * saverejectedbyusers: the spec's page calls it after REJECT. The PUT that rejects already records the
 * rejection (in its transaction), so for a report in Rejected whose current rejection is recorded this
 * answers that record and writes nothing; otherwise it records one. Only a Rejected report has a
 * rejection to record (409). The event id must be the report's or one of its days'.
 */
export async function saveRejection(db: Db, s: Session, raw: unknown) {
  const body = rejectionBody.parse(raw ?? {});
  return db.transaction(async (tx) => {
    const v = await lockVisitForReview(tx, s, body.storevisitid);
    if (v.review_state !== ReviewState.Rejected)
      throw conflict('Only a rejected SVR has a rejection to record: reject it first.');
    let eventId = v.event_id;
    if (body.eventid && body.eventid !== v.event_id) {
      const days = await tx
        .select({ eventId: storeVisitEvents.eventId })
        .from(storeVisitEvents)
        .where(eq(storeVisitEvents.storeVisitId, v.id));
      if (!days.some((d) => d.eventId === body.eventid))
        throw badRequest(`The event ${body.eventid} is not an event of SVR ${v.id}.`);
      eventId = body.eventid;
    }
    const since = v.last_rejected_date === null ? null : new Date(v.last_rejected_date);
    const [current] = since
      ? await tx
          .select()
          .from(rejections)
          .where(and(eq(rejections.storeVisitId, v.id), gte(rejections.rejectedDate, since)))
          .orderBy(desc(rejections.id))
          .limit(1)
      : [];
    if (current) return { created: false, data: presentRejection(current) };
    const now = new Date();
    const entry = await insertRejection(tx, s, v.id, eventId, now);
    await recordActivity(tx, s, [entry], now);
    return { created: true, data: entry.after };
  });
}
