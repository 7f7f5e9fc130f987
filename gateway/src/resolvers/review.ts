/**
 * The review page's reads and changes (schema/review.graphql) over the REST calls of spec 001 §7. A REST
 * refusal the user can act on (400, 404, 409) comes back in the payload's `error` with the api's words;
 * 401, 403 and crashes stay GraphQL errors (the web app signs out on 401/403, as the spec says). The
 * staff-only reads answer null for a client user instead (the api answers them 403).
 */
import type { GatewayContext } from '../context.js';
import type { MediaMarkKind, Resolvers } from '../generated/resolvers.js';
import { answerKey } from '../loaders/index.js';
import { isDocumentUuid } from '../rest/answers.js';
import { isUserFacing, RestCallError } from '../rest/client.js';
import type { RestStoreVisit } from '../rest/types.js';
import type { RestVisitUpdate } from '../rest/review.js';

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

/** A change's refusal in the payload; the changed report (read again, so every field is current) otherwise. */
async function change(ctx: GatewayContext, storeVisitId: number, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (e) {
    if (!isUserFacing(e)) throw e;
    return { storeVisit: null, error: { message: e.message, field: null } };
  }
  return { storeVisit: await ctx.api.storeVisits.byId(storeVisitId), error: null };
}

/** The report as the api holds it now; a 404 the user can read. */
async function current(ctx: GatewayContext, id: number): Promise<RestStoreVisit> {
  const visit = await ctx.api.storeVisits.byId(id);
  if (!visit) throw new RestCallError(404, `There is no report #${id}, or you may not see it.`, `/api/v2/storeVisit/id/${id}`);
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

function withRevisions(formState: unknown, questions: Record<string, string>): Record<string, unknown> {
  const feedback = isObj(formState) && isObj(formState.feedback) ? formState.feedback : {};
  return { feedback: { ...feedback, questions } };
}

interface MarkEntry {
  uuid: string;
  motive?: string;
  storeVisitId?: number;
  rotate?: number;
}

const list = (meta: Record<string, unknown>, key: string): MarkEntry[] =>
  (Array.isArray(meta[key]) ? (meta[key] as unknown[]) : []).filter(isObj).filter((e) => typeof e.uuid === 'string') as unknown as MarkEntry[];

const MARK_LISTS: Record<MediaMarkKind, { photo: string; video: string }> = {
  STAR: { photo: 'starPhotos', video: 'starVideos' },
  FLAG: { photo: 'flagPhotos', video: 'flagVideos' },
  BLOCK: { photo: 'blockPhotos', video: 'blockVideos' },
};

/** The rotation a photo's url carries (`?rotate=90`), 0 without one. */
export function urlRotation(url: string | null | undefined): number {
  const m = /[?&]rotate=(\d+)/.exec(url ?? '');
  return m ? Number(m[1]) % 360 : 0;
}

/** The url of the photo turned 90° further: the same file, the rotation in its query. */
export function rotatedUrl(url: string): string {
  const next = (urlRotation(url) + 90) % 360;
  const base = url.replace(/([?&])rotate=\d+&?/, '$1').replace(/[?&]$/, '');
  return next === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}rotate=${next}`;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const reviewResolvers: Resolvers = {
  StoreVisit: {
    activity: (v, { limit }, ctx) =>
      staffOnly(async () =>
        (await ctx.api.review.activity(v.id, Math.min(Math.max(limit ?? 200, 1), 1000))).map((a) => ({
          id: a.id, kind: a.kind, actorEmail: a.actorEmail, actorName: a.actorName ?? null, at: a.at, answerId: a.answerId, documentUuid: a.documentUuid, before: a.before ?? null, after: a.after ?? null,
        })),
      ),
    feedback: (v, _a, ctx) =>
      staffOnly(async () =>
        (await ctx.api.review.feedback(v.id)).map((f) => ({
          id: f.id, canonicalKey: f.canonicalkey, status: f.feedbackstatus ?? 0, createdDate: f.createddate,
          texts: (f.feedbacktexts ?? []).map((t) => ({ id: t.id, text: t.feedbacktext, createdBy: t.createdby, createdByEmail: t.createdbyemail, createdDate: t.createddate })),
        })),
      ),
    rejections: (v, _a, ctx) =>
      staffOnly(async () => (await ctx.api.review.rejections(v.id)).map((r) => ({ id: r.id, rejectedBy: r.rejectedby, rejectedDate: r.rejecteddate, eventId: r.eventid }))),
    talentApprovedDate: (v) => v.metaApprovedDate ?? null,
    revisionRequests: (v) => Object.entries(revisionRequests(v.formState)).map(([questionUuid, feedback]) => ({ questionUuid, feedback })),
    mediaMarks: async (v, _a, ctx) => {
      const meta = isObj(v.metaJson) ? v.metaJson : {};
      const marks = new Map<string, { documentUuid: string; starred: boolean; flagged: boolean; blocked: boolean; motive: string | null; rotation: number }>();
      const entry = (uuid: string) => {
        const key = uuid.toLowerCase();
        if (!marks.has(key)) marks.set(key, { documentUuid: key, starred: false, flagged: false, blocked: false, motive: null, rotation: 0 });
        return marks.get(key)!;
      };
      for (const kind of ['photo', 'video'] as const) {
        for (const e of list(meta, MARK_LISTS.STAR[kind])) Object.assign(entry(e.uuid), { starred: true, motive: str(e.motive) ?? entry(e.uuid).motive });
        for (const e of list(meta, MARK_LISTS.FLAG[kind])) Object.assign(entry(e.uuid), { flagged: true, motive: str(e.motive) ?? entry(e.uuid).motive });
        for (const e of list(meta, MARK_LISTS.BLOCK[kind])) entry(e.uuid).blocked = true;
      }
      for (const e of list(meta, 'rotateVideos')) entry(e.uuid).rotation = (((Number(e.rotate) || 0) % 360) + 360) % 360;
      // Photo rotations live in the document url: read through the page's own (batched) loaders.
      const answers = await ctx.loaders.answers.load(answerKey(v.id, null));
      const docs = await Promise.all(answers.filter((a) => isDocumentUuid(a.answerValue)).map((a) => ctx.loaders.documents.load(a.answerValue!)));
      for (const d of docs) if (d && d.type !== 'video' && urlRotation(d.url)) entry(d.uuid).rotation = urlRotation(d.url);
      return [...marks.values()];
    },
  },
  Answer: {
    blocked: (a) => (a as { blocked?: boolean }).blocked === true,
  },
  Mutation: {
    setReviewState: (_p, { storeVisitId, target, feedback, rejectAll }, ctx) =>
      change(ctx, storeVisitId, async () => {
        const update: RestVisitUpdate = { metaJson: { reviewState: target === 'IN_REVIEW' ? 2 : target === 'APPROVED' ? 3 : 4 } };
        if (rejectAll && target === 'REJECTED') {
          const visit = await current(ctx, storeVisitId);
          const answered = (await ctx.api.review.answersOfVisit(storeVisitId)).filter((a) => a.answerValue !== null && a.answerValue !== '');
          const questions = { ...revisionRequests(visit.formState) };
          for (const a of answered) questions[a.questionUuid] ??= '';
          update.formState = withRevisions(visit.formState, questions);
        }
        await ctx.api.review.updateVisit(storeVisitId, update);
        const text = feedback?.trim();
        if (text) {
          const thread = await ctx.api.review.saveFeedback({ storevisitid: storeVisitId, feedbackstatus: 0, feedbacktype: 'svr' });
          await ctx.api.review.saveFeedbackText({ feedback_canonicalkey: thread.canonicalkey, feedbacktext: text });
        }
      }),
    setRevisionRequest: (_p, { storeVisitId, questionUuid, feedback }, ctx) =>
      change(ctx, storeVisitId, async () => {
        const visit = await current(ctx, storeVisitId);
        const questions = { ...revisionRequests(visit.formState) };
        if (feedback === null || feedback === undefined) delete questions[questionUuid];
        else questions[questionUuid] = feedback.trim();
        await ctx.api.review.updateVisit(storeVisitId, { formState: withRevisions(visit.formState, questions) });
      }),
    clearRevisionRequests: (_p, { storeVisitId }, ctx) =>
      change(ctx, storeVisitId, async () => {
        const visit = await current(ctx, storeVisitId);
        await ctx.api.review.updateVisit(storeVisitId, { formState: withRevisions(visit.formState, {}) });
      }),
    saveAnswer: async (_p, { storeVisitId, questionUuid, value }, ctx) => {
      try {
        const existing = (await ctx.api.review.answersOfVisit(storeVisitId)).find((a) => same(a.questionUuid, questionUuid));
        if (existing) return { answer: await ctx.api.review.updateAnswer(existing.id, value ?? null), error: null };
        const visit = await current(ctx, storeVisitId);
        const form = visit.formId ? await ctx.loaders.forms.load(visit.formId) : null;
        const key = form ? findCanonicalKey(form.content, questionUuid) : null;
        return { answer: await ctx.api.review.createAnswer({ storeVisitId, questionUuid, questionCanonicalKey: key, answerValue: value ?? null }), error: null };
      } catch (e) {
        if (!isUserFacing(e)) throw e;
        return { answer: null, error: { message: e.message, field: null } };
      }
    },
    toggleMediaMark: (_p, { storeVisitId, documentUuid, mark, motive }, ctx) =>
      change(ctx, storeVisitId, async () => {
        const visit = await current(ctx, storeVisitId);
        const doc = await ctx.loaders.documents.load(documentUuid);
        if (!doc) throw new RestCallError(404, 'This photo or video is not part of the report any more.', '/api/v2/document/uuids');
        const key = MARK_LISTS[mark][doc.type === 'video' ? 'video' : 'photo'];
        const meta = isObj(visit.metaJson) ? visit.metaJson : {};
        const entries = list(meta, key);
        const on = entries.some((e) => same(e.uuid, documentUuid));
        const text = motive?.trim() ?? '';
        if (!on && mark !== 'BLOCK' && !text) throw new RestCallError(400, 'Please give a motive.', '/api/v2/storeVisit/storevisitid');
        const next = on
          ? entries.filter((e) => !same(e.uuid, documentUuid))
          : [...entries, { uuid: doc.uuid, ...(mark !== 'BLOCK' ? { motive: text } : {}), ...(doc.type !== 'video' ? { storeVisitId } : {}) }];
        await ctx.api.review.updateVisit(storeVisitId, { metaJson: { [key]: next } });
      }),
    rotateMedia: (_p, { storeVisitId, documentUuid }, ctx) =>
      change(ctx, storeVisitId, async () => {
        const doc = await ctx.loaders.documents.load(documentUuid);
        if (!doc) throw new RestCallError(404, 'This photo or video is not part of the report any more.', '/api/v2/document/uuids');
        if (doc.type === 'video') {
          const visit = await current(ctx, storeVisitId);
          const entries = list(isObj(visit.metaJson) ? visit.metaJson : {}, 'rotateVideos');
          const was = entries.find((e) => same(e.uuid, documentUuid));
          const rotate = (((Number(was?.rotate) || 0) + 90) % 360 + 360) % 360;
          await ctx.api.review.updateVisit(storeVisitId, { metaJson: { rotateVideos: [...entries.filter((e) => e !== was), { uuid: doc.uuid, rotate }] } });
        } else {
          await ctx.api.review.rotateDocument(doc.uuid, rotatedUrl(doc.url));
          ctx.loaders.documents.clear(doc.uuid);
        }
      }),
    setVisibleToClient: (_p, { storeVisitId, visible }, ctx) =>
      change(ctx, storeVisitId, () => ctx.api.review.updateVisit(storeVisitId, { privacy: visible ? 0 : 1 })),
    addFeedback: (_p, { storeVisitId, text }, ctx) =>
      change(ctx, storeVisitId, async () => {
        const message = text.trim();
        if (!message) throw new RestCallError(400, 'Please enter a feedback message.', '/api/v2/svrfeedbackinfo/savefeedbackinfo');
        const thread = await ctx.api.review.saveFeedback({ storevisitid: storeVisitId, feedbackstatus: 0, feedbacktype: 'svr' });
        await ctx.api.review.saveFeedbackText({ feedback_canonicalkey: thread.canonicalkey, feedbacktext: message });
      }),
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
