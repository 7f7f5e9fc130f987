/**
 * PUT /api/v2/storeVisit/storevisitid/{id} (spec 001 §4, §7): status, privacy, the review state and media
 * marks in metaJson, and formState, applied in one transaction with their activity rows.
 */
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { ADMIN_ROLE_ID } from '../config.js';
import { badRequest, forbidden, HttpError } from '../http/errors.js';
import { ActivityKind, recordActivity, type ActivityEntry } from '../activity/store.js';
import { presentedVisit } from '../storeVisit/visit/read.js';
import { ReviewState } from '@svr/domain';
import { MEDIA_TYPES, planTransition, questionsByUuid, transitionEffects, type ReviewTarget } from './rules.js';
import { insertRejection } from './feedback.js';
import { MARK_LISTS, type MarkList, type VisitUpdateBody } from './schema.js';
import { lockVisitForReview, obj, refuseStale, shownState, type LockedVisit } from './store.js';
import { notifyReviewDecision } from '../notification/visitDecision.js';

type Entry = Record<string, unknown> & { uuid: string };
const entriesOf = (v: unknown): Entry[] =>
  Array.isArray(v)
    ? v.filter((e): e is Entry => !!e && typeof e === 'object' && typeof (e as Entry).uuid === 'string')
    : [];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The visit's media answers: document uuid → 'photo' (photos and signatures) or 'video'. */
async function mediaAnswers(tx: Db, v: LockedVisit): Promise<Map<string, 'photo' | 'video' | 'any'>> {
  const found = await rows<{ value: string; question_uuid: string }>(
    tx,
    sql`/* reviewVisitMedia */
    SELECT lower(answer_value) AS value, question_uuid::text AS question_uuid FROM answers WHERE store_visit_id = ${v.id} AND length(answer_value) = 36`,
  );
  const questions = questionsByUuid(v.form_content);
  return new Map(
    found.map((a) => {
      const type = questions.get(a.question_uuid.toLowerCase())?.type;
      const media =
        type === undefined
          ? 'any'
          : MEDIA_TYPES[type] === 'video'
            ? 'video'
            : MEDIA_TYPES[type] === 'image'
              ? 'photo'
              : 'any';
      return [a.value, media] as const;
    }),
  );
}

/** One activity row per mark added, removed or changed (motive, rotation). */
function markChanges(visitId: number, list: string, before: Entry[], after: Entry[]): ActivityEntry[] {
  const kind = list === 'rotateVideos' ? ActivityKind.mediaRotate : ActivityKind.mediaMark;
  const was = new Map(before.map((e) => [e.uuid.toLowerCase(), e]));
  const now = new Map(after.map((e) => [e.uuid.toLowerCase(), e]));
  const out: ActivityEntry[] = [];
  for (const [uuid, e] of now) {
    const old = was.get(uuid);
    if (!old || !same(old, e))
      out.push({
        storeVisitId: visitId,
        kind,
        documentUuid: uuid,
        before: old ? { list, ...old } : null,
        after: { list, ...e },
      });
  }
  for (const [uuid, old] of was)
    if (!now.has(uuid))
      out.push({ storeVisitId: visitId, kind, documentUuid: uuid, before: { list, ...old }, after: null });
  return out;
}

export async function updateVisitForReview(db: Db, s: Session, id: number, body: VisitUpdateBody) {
  await db.transaction(async (tx) => {
    const v = await lockVisitForReview(tx, s, id);
    // Callers who send whole lists name the report's timestamp they read: a change since is refused.
    refuseStale(v, body.timestamp);
    const now = new Date();
    const activity: ActivityEntry[] = [];
    const set: Record<string, unknown> = {};
    const meta = obj(v.meta_json);
    const formState = obj(v.form_state);
    let newMeta = { ...meta };
    let newFormState = formState;

    if (body.status !== undefined && body.status !== v.status) {
      if (s.user.roleId !== ADMIN_ROLE_ID) throw forbidden('Only administrators can do this.');
      set.status = body.status;
      activity.push({
        storeVisitId: id,
        kind: ActivityKind.status,
        before: { status: v.status },
        after: { status: body.status },
      });
    }
    if (body.privacy !== undefined && body.privacy !== v.privacy) {
      set.privacy = body.privacy;
      activity.push({
        storeVisitId: id,
        kind: ActivityKind.privacy,
        before: { privacy: v.privacy },
        after: { privacy: body.privacy },
      });
    }
    if (body.formState !== undefined) {
      newFormState = { ...formState, ...body.formState };
      if (!same(newFormState, formState)) {
        set.form_state = newFormState;
        activity.push({ storeVisitId: id, kind: ActivityKind.formState, before: formState, after: newFormState });
      }
    }

    // Media marks: each list sent replaces the stored one; every uuid must be a media answer of this report.
    const m = body.metaJson;
    const lists = m ? (Object.keys(MARK_LISTS) as MarkList[]).filter((k) => m[k] !== undefined) : [];
    if (m && (lists.length || m.rotateVideos !== undefined)) {
      const media = await mediaAnswers(tx, v);
      const check = (list: string, kind: 'photo' | 'video', entries: { uuid: string; storeVisitId?: number }[]) => {
        for (const e of entries) {
          const found = media.get(e.uuid);
          if (!found || (found !== 'any' && found !== kind))
            throw badRequest(`${list}: ${e.uuid} is not a ${kind} of SVR ${id}.`);
          if (e.storeVisitId !== undefined && e.storeVisitId !== id)
            throw badRequest(`${list}: the mark of ${e.uuid} names SVR ${e.storeVisitId}, not ${id}.`);
        }
      };
      for (const list of lists) {
        const { media: kind } = MARK_LISTS[list];
        const entries = [...new Map((m[list] ?? []).map((e) => [e.uuid, e])).values()];
        check(list, kind, entries);
        const next: Entry[] = entries.map((e) => (kind === 'photo' ? { ...e, storeVisitId: id } : e));
        activity.push(...markChanges(id, list, entriesOf(meta[list]), next));
        newMeta[list] = next;
      }
      if (m.rotateVideos !== undefined) {
        const entries = [...new Map(m.rotateVideos.map((e) => [e.uuid, e])).values()];
        check('rotateVideos', 'video', entries);
        activity.push(...markChanges(id, 'rotateVideos', entriesOf(meta.rotateVideos), entries));
        newMeta.rotateVideos = entries;
      }
    }

    // The review state (spec 001 §4).
    if (m?.reviewState !== undefined) {
      const current = shownState(v);
      const feedback = obj(newFormState.feedback);
      const plan = planTransition(current, m.reviewState, Object.keys(obj(feedback.questions)).length);
      if (!plan.ok) throw new HttpError(plan.status, plan.message);
      if (plan.change) {
        const target = m.reviewState as ReviewTarget;
        const effects = transitionEffects(target, v.rejected_counter, s.user.email, now);
        Object.assign(set, effects.columns);
        newMeta = { ...newMeta, ...effects.meta };
        if (target === ReviewState.Rejected) activity.push(await insertRejection(tx, s, id, v.event_id, now));
        await notifyReviewDecision(tx, s, v, target, obj(feedback.questions)); // issue 13: the talent is told
        activity.unshift({
          storeVisitId: id,
          kind: ActivityKind.reviewState,
          before: { reviewState: current },
          after: effects.after,
        });
      }
    }
    if (!same(newMeta, meta)) set.meta_json = newMeta;

    const columns = Object.keys(set);
    if (columns.length) {
      const assignments = sql.join(
        columns.map((c) => {
          const value = set[c];
          if (c === 'meta_json' || c === 'form_state') return sql`${sql.raw(c)} = ${JSON.stringify(value)}::jsonb`;
          if (value instanceof Date) return sql`${sql.raw(c)} = ${value.toISOString()}::timestamptz`;
          return sql`${sql.raw(c)} = ${value as string | number}`;
        }),
        sql`, `,
      );
      await tx.execute(sql`/* reviewUpdateVisit */ UPDATE store_visits SET ${assignments},
        timestamp = GREATEST(now(), timestamp + interval '1 millisecond') WHERE id = ${id}`);
    }
    await recordActivity(tx, s, activity, now);
  });
  return presentedVisit(db, s, id);
}
