/**
 * The review page's reads and changes (schema/review.graphql) over the REST calls of spec 001 §7. A REST
 * refusal the user can act on (400, 404, 409) comes back in the payload's `error` with the api's words;
 * 401, 403 and crashes stay GraphQL errors (the web app signs out on 401/403, as the spec says). The
 * staff-only reads answer null for a client user instead (the api answers them 403).
 */
import { WRITTEN_MARK_LISTS } from '@svr/domain';
import type { GatewayContext } from '../../context.js';
import { changeTypeName, decodeChange, urlRotation } from '../../domain/activity.js';
import { REVIEW_TARGET_CODE } from '../../domain/enums.js';
import { activityKindValues, knownActivityKind } from '../../domain/vocabularies.js';
import type { MediaMarkKind, Resolvers } from '../../generated/resolvers.js';
import { answerKey } from '../storeVisit/loaders.js';
import { isDocumentUuid } from '../storeVisit/answers.js';
import { isUserFacing, RestCallError } from '../../rest/client.js';
import type { RestStoreVisit } from '../storeVisit/schemas.js';
import type { RestReviewer } from './schemas.js';
import { activityPart, staffPart, viewerCanPart } from './loaders.js';
import { primeAfterWrite } from './page.js';
import type { GraphQLResolveInfo } from 'graphql';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** null for a client user (the api's 403 on a staff-only read); anything else as it came. */
async function staffOnly<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof RestCallError && e.status === 403) return null;
    throw e;
  }
}

/**
 * A change: one REST write that answers the report as it now is (the api's review actions), or its refusal
 * in the payload. Nothing is read, edited and written back here: the api changes just the item, under the
 * report's lock, in one transaction.
 */
async function change(ctx: GatewayContext, info: GraphQLResolveInfo, run: () => Promise<RestStoreVisit>) {
  let storeVisit: RestStoreVisit;
  try {
    storeVisit = await run();
  } catch (e) {
    if (!isUserFacing(e)) throw e;
    return { storeVisit: null, error: { message: e.message, field: null } };
  }
  // What the payload's report selects, read in one call after the write (page.ts). Should that read fail, the
  // fields read their parts themselves and answer their own errors: the write is done either way.
  await primeAfterWrite(ctx, storeVisit, info).catch(() => undefined);
  return { storeVisit, error: null };
}

/** The report as the api holds it now; a 404 the user can read. */
async function current(ctx: GatewayContext, id: number): Promise<RestStoreVisit> {
  const visit = await ctx.api.storeVisits.byId(id);
  if (!visit)
    throw new RestCallError(404, `There is no report #${id}, or you may not see it.`, `/api/v2/storeVisit/id/${id}`);
  return visit;
}

/** formState.feedback.questions: question uuid → feedback text. */
export function revisionRequests(formState: unknown): Record<string, string> {
  const feedback = isObj(formState) && isObj(formState.feedback) ? formState.feedback : null;
  const questions = feedback && isObj(feedback.questions) ? feedback.questions : {};
  const out: Record<string, string> = {};
  for (const [uuid, text] of Object.entries(questions)) out[uuid] = typeof text === 'string' ? text : '';
  return out;
}

interface MarkEntry {
  uuid: string;
  motive: string | null;
  rotate: number;
}

/** A metaJson mark list (spec 001 §3), read defensively: entries without a uuid are skipped. */
const list = (meta: Record<string, unknown>, key: string): MarkEntry[] =>
  (Array.isArray(meta[key]) ? (meta[key] as unknown[]) : [])
    .filter(isObj)
    .flatMap((e) =>
      typeof e.uuid === 'string' ? [{ uuid: e.uuid, motive: str(e.motive), rotate: Number(e.rotate) || 0 }] : [],
    );

/** The list the review page writes each mark to (@svr/domain), by the schema's MediaMarkKind. */
const MARK_LISTS: Record<MediaMarkKind, { photo: string; video: string }> = WRITTEN_MARK_LISTS;

/** A reviewer with the report open, as the schema's ReviewerPresence. */
const presenceOf = (r: RestReviewer) => ({ userId: r.userId, name: r.name, email: r.email, since: r.since });

/** A presence call (one REST call): the other reviewers, or the refusal in the payload. */
async function presence(run: () => Promise<RestReviewer[]>) {
  try {
    return { reviewers: (await run()).map(presenceOf), error: null };
  } catch (e) {
    if (!isUserFacing(e)) throw e;
    return { reviewers: [], error: { message: e.message, field: null } };
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const reviewResolvers: Resolvers = {
  StoreVisit: {
    // Batched across the rows of a list, primed by the review page's single read (loaders.ts, page.ts).
    viewerCan: (v, _a, ctx) => viewerCanPart(ctx.loaders.reviewParts, v.id),
    activity: async (v, { limit }, ctx) =>
      (await activityPart(ctx.loaders.reviewParts, v.id, Math.min(Math.max(limit ?? 200, 1), 1000)))?.map((a) => {
        const kind = knownActivityKind(a.kind);
        return {
          id: a.id,
          kind,
          actorEmail: a.actorEmail,
          actorName: a.actorName ?? null,
          at: a.at,
          answerId: a.answerId,
          documentUuid: a.documentUuid,
          // Decoded once, here: the web app reads the typed change, never the api's storage format.
          change: decodeChange({ id: a.id, kind, before: a.before, after: a.after }),
          before: a.before ?? null,
          after: a.after ?? null,
        };
      }) ?? null,
    feedback: async (v, _a, ctx) =>
      (await staffPart(ctx.loaders.reviewParts, v.id, 'feedback'))?.map((f) => ({
        id: f.id,
        canonicalKey: f.canonicalkey,
        status: f.feedbackstatus ?? 0,
        createdDate: f.createddate,
        texts: (f.feedbacktexts ?? []).map((t) => ({
          id: t.id,
          text: t.feedbacktext,
          createdBy: t.createdby,
          createdByEmail: t.createdbyemail,
          createdDate: t.createddate,
        })),
      })) ?? null,
    rejections: async (v, _a, ctx) =>
      (await staffPart(ctx.loaders.reviewParts, v.id, 'rejections'))?.map((r) => ({
        id: r.id,
        rejectedBy: r.rejectedby,
        rejectedDate: r.rejecteddate,
        eventId: r.eventid,
      })) ?? null,
    talentApprovedDate: (v) => v.metaApprovedDate ?? null,
    reviewers: async (v, _a, ctx) =>
      (await staffPart(ctx.loaders.reviewParts, v.id, 'reviewers'))?.map(presenceOf) ?? null,
    revisionRequests: (v) =>
      Object.entries(revisionRequests(v.formState)).map(([questionUuid, feedback]) => ({ questionUuid, feedback })),
    mediaMarks: async (v, _a, ctx) => {
      const meta = isObj(v.metaJson) ? v.metaJson : {};
      const marks = new Map<
        string,
        {
          documentUuid: string;
          starred: boolean;
          flagged: boolean;
          blocked: boolean;
          motive: string | null;
          rotation: number;
        }
      >();
      const entry = (uuid: string) => {
        const key = uuid.toLowerCase();
        if (!marks.has(key))
          marks.set(key, {
            documentUuid: key,
            starred: false,
            flagged: false,
            blocked: false,
            motive: null,
            rotation: 0,
          });
        return marks.get(key)!;
      };
      for (const kind of ['photo', 'video'] as const) {
        for (const e of list(meta, MARK_LISTS.STAR[kind]))
          Object.assign(entry(e.uuid), { starred: true, motive: e.motive ?? entry(e.uuid).motive });
        for (const e of list(meta, MARK_LISTS.FLAG[kind]))
          Object.assign(entry(e.uuid), { flagged: true, motive: e.motive ?? entry(e.uuid).motive });
        for (const e of list(meta, MARK_LISTS.BLOCK[kind])) entry(e.uuid).blocked = true;
      }
      for (const e of list(meta, 'rotateVideos')) entry(e.uuid).rotation = ((e.rotate % 360) + 360) % 360;
      // Photo rotations live in the document url: read through the page's own (batched) loaders.
      const answers = await ctx.loaders.answers.load(answerKey(v.id, null));
      const docs = await Promise.all(
        answers.filter((a) => isDocumentUuid(a.answerValue)).map((a) => ctx.loaders.documents.load(a.answerValue!)),
      );
      for (const d of docs)
        if (d && d.type !== 'video' && urlRotation(d.url)) entry(d.uuid).rotation = urlRotation(d.url);
      return [...marks.values()];
    },
  },
  Query: {
    nextPendingReport: async (_p, { after }, ctx) =>
      (await staffOnly(() => ctx.api.review.nextPending(after)))?.id ?? null,
  },
  ActivityKind: activityKindValues,
  ActivityChange: { __resolveType: changeTypeName },
  Answer: {
    blocked: (a) => a.blocked === true,
  },
  Mutation: {
    setReviewState: (_p, { storeVisitId, target, feedback, rejectAll, clearRevisionRequests }, ctx, info) =>
      change(ctx, info, () =>
        ctx.api.review.decide(storeVisitId, {
          reviewState: REVIEW_TARGET_CODE[target],
          feedback: feedback?.trim() || null,
          rejectAll: rejectAll ?? false,
          clearRevisionRequests: clearRevisionRequests ?? false,
        }),
      ),
    setRevisionRequest: (_p, { storeVisitId, questionUuid, feedback }, ctx, info) =>
      change(ctx, info, () =>
        feedback === null || feedback === undefined
          ? ctx.api.review.clearRevisionRequest(storeVisitId, questionUuid)
          : ctx.api.review.setRevisionRequest(storeVisitId, questionUuid, feedback.trim()),
      ),
    clearRevisionRequests: (_p, { storeVisitId }, ctx, info) =>
      change(ctx, info, () => ctx.api.review.clearRevisionRequests(storeVisitId)),
    saveAnswer: async (_p, { storeVisitId, questionUuid, value }, ctx) => {
      try {
        const existing = (await ctx.api.review.answersOfVisit(storeVisitId)).find((a) =>
          same(a.questionUuid, questionUuid),
        );
        if (existing) return { answer: await ctx.api.review.updateAnswer(existing.id, value ?? null), error: null };
        const visit = await current(ctx, storeVisitId);
        const form = visit.formId ? await ctx.loaders.forms.load(visit.formId) : null;
        const key = form ? findCanonicalKey(form.content, questionUuid) : null;
        return {
          answer: await ctx.api.review.createAnswer({
            storeVisitId,
            questionUuid,
            questionCanonicalKey: key,
            answerValue: value ?? null,
          }),
          error: null,
        };
      } catch (e) {
        if (!isUserFacing(e)) throw e;
        return { answer: null, error: { message: e.message, field: null } };
      }
    },
    toggleMediaMark: (_p, { storeVisitId, documentUuid, mark, motive }, ctx, info) =>
      change(ctx, info, () => ctx.api.review.toggleMediaMark(storeVisitId, documentUuid, mark, motive?.trim() || null)),
    rotateMedia: (_p, { storeVisitId, documentUuid }, ctx, info) =>
      change(ctx, info, async () => {
        const visit = await ctx.api.review.rotateMedia(storeVisitId, documentUuid);
        ctx.loaders.documents.clear(documentUuid);
        return visit;
      }),
    setVisibleToClient: (_p, { storeVisitId, visible }, ctx, info) =>
      change(ctx, info, () => ctx.api.review.updateVisit(storeVisitId, { privacy: visible ? 0 : 1 })),
    reviewHeartbeat: (_p, { storeVisitId }, ctx) => presence(() => ctx.api.review.heartbeat(storeVisitId)),
    leaveReview: (_p, { storeVisitId }, ctx) => presence(() => ctx.api.review.leave(storeVisitId)),
    addFeedback: (_p, { storeVisitId, text }, ctx, info) =>
      change(ctx, info, () => ctx.api.review.addFeedback(storeVisitId, text)),
  },
};

/** A question's canonical key in stored form content, at any depth (null when not found). */
export function findCanonicalKey(content: unknown, questionUuid: string): string | null {
  let found: string | null = null;
  const walk = (node: unknown) => {
    if (found !== null) return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObj(node)) return;
    if (typeof node.uuid === 'string' && same(node.uuid, questionUuid) && typeof node.canonicalKey === 'string') {
      found = node.canonicalKey;
      return;
    }
    Object.values(node).forEach(walk);
  };
  walk(content);
  return found;
}
