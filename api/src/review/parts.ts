/**
 * GET /api/v2/storeVisit/reviewParts?ids=…&include=… (beyond the spec; docs/API.md "The review page"): the parts of up to
 * 100 reports in one call, so the review page is one call instead of eight in three rounds, and a list that asks
 * each row what the viewer may do, its trail, feedback or reviewers is one call per part instead of one per row.
 * Each part answers what its own call answers (GET storeVisit/id/{id}, …/review/viewerCan, storeVisitFormAnswer,
 * document/uuids, form/ids, svrfeedback, svrrejectedbyusers, …/activity, …/review/presence), under the same
 * rules: ids the caller may not see are left out; a client user gets no internal questions' answers, no blocked
 * media (a placeholder without an address) and null for the staff-only parts (feedback, rejections, activity,
 * reviewers) where their own calls answer 403.
 */
import { z } from 'zod';
import { RecordStatus } from '@svr/domain';
import type { Db } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { zId } from '../http/params.js';
import { presentedVisit } from '../storeVisit/visit/read.js';
import { visibleVisitIds } from '../storeVisit/visit/store.js';
import { answersOfVisits } from '../answer/store.js';
import { presentAnswer } from '../answer/presenter.js';
import { documentsForCaller } from '../document/forCaller.js';
import type { FileUrlSigner } from '../document/fileUrls.js';
import { presentForm } from '../form/presenter.js';
import { servableFormsByIds } from '../form/store.js';
import { activityOf } from '../activity/store.js';
import { presentActivity } from '../activity/presenter.js';
import { viewerCanOf } from './actions.js';
import { answersForCaller } from './clientView.js';
import { feedbackOfVisits, rejectionsOfVisits } from './feedback.js';
import { reviewersOfVisits } from './presence.js';

export const MAX_REVIEW_PART_IDS = 100;

export const REVIEW_PARTS = [
  'visit',
  'viewerCan',
  'answers',
  'documents',
  'form',
  'feedback',
  'rejections',
  'activity',
  'reviewers',
] as const;
export type ReviewPart = (typeof REVIEW_PARTS)[number];

/** A comma-separated query value as its parts (an absent one as none). */
const commaList = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : v;

/** The query: ids=1,2,3&include=viewerCan,activity[&activityLimit=50]. */
export const reviewPartsQuery = z
  .object({
    ids: z.preprocess(
      commaList,
      z
        .array(z.coerce.number().pipe(zId('report id')))
        .min(1, 'Give at least one report id in ids.')
        .max(MAX_REVIEW_PART_IDS, `Give at most ${MAX_REVIEW_PART_IDS} report ids in ids.`),
    ),
    include: z.preprocess(
      commaList,
      z.array(z.enum(REVIEW_PARTS)).min(1, `Name the parts to answer in include: ${REVIEW_PARTS.join(', ')}.`),
    ),
    /** The trail's length per report, as GET …/activity?limit= (default 200). */
    activityLimit: z.coerce.number().int().min(1).max(1000).default(200),
  })
  .strict();

/** What the form/ids call serves (the gateway's SERVED_FORM_STATUSES). */
const SERVED_FORM_STATUSES = [RecordStatus.Active, RecordStatus.Archived, RecordStatus.Draft];

type Item = { id: number } & Partial<Record<ReviewPart, unknown>>;

/** The asked parts of the visible reports among `raw.ids`, in the order asked. */
export async function reviewParts(db: Db, s: Session, fileUrls: FileUrlSigner, raw: unknown): Promise<Item[]> {
  const body = reviewPartsQuery.parse(raw ?? {});
  const include = new Set(body.include);
  const asked = [...new Set(body.ids)];
  const visible = new Set(await visibleVisitIds(db, s, asked));
  const ids = asked.filter((id) => visible.has(id));
  const items = new Map<number, Item>(ids.map((id) => [id, { id }]));
  if (ids.length === 0) return [];
  const staff = !s.user.isClient;
  const each = async (part: ReviewPart, read: (id: number) => Promise<unknown>) => {
    if (!include.has(part)) return;
    await Promise.all(ids.map(async (id) => (items.get(id)![part] = await read(id))));
  };

  /** A part read for every report at once: each report's list (empty when none), or null for all. */
  const every = async (part: ReviewPart, read: () => Promise<Map<number, unknown[]> | null>) => {
    if (!include.has(part)) return;
    const found = await read();
    for (const id of ids) items.get(id)![part] = found ? (found.get(id) ?? []) : null;
  };

  // Each report read once, whether for the visit part, its form or both.
  const visits = new Map<number, ReturnType<typeof presentedVisit>>();
  const visitOf = (id: number) => {
    if (!visits.has(id)) visits.set(id, presentedVisit(db, s, id));
    return visits.get(id)!;
  };
  await Promise.all([
    each('visit', visitOf),
    (async () => {
      if (!include.has('form')) return;
      // The visit's form as GET /form/ids answers it (null when it has none the caller may see).
      const formIds = new Map(await Promise.all(ids.map(async (id) => [id, (await visitOf(id)).formId] as const)));
      const wanted = [...new Set([...formIds.values()].filter((f): f is number => f !== null))];
      const forms = wanted.length ? await servableFormsByIds(db, s, wanted, SERVED_FORM_STATUSES) : [];
      const byId = new Map(forms.map((f) => [f.id, presentForm(f, fileUrls, s.user.isClient)]));
      for (const id of ids) {
        const formId = formIds.get(id);
        items.get(id)!.form = (formId !== null && formId !== undefined && byId.get(formId)) || null;
      }
    })(),
    each('viewerCan', (id) => viewerCanOf(db, s, id)),
    // Set-based where the store has it: one query (two for feedback) for every report.
    every('feedback', async () => (staff ? feedbackOfVisits(db, ids) : null)),
    every('rejections', async () => (staff ? rejectionsOfVisits(db, ids) : null)),
    every('reviewers', async () => (staff ? reviewersOfVisits(db, s, ids) : null)),
    each('activity', async (id) =>
      staff ? (await activityOf(db, id, body.activityLimit)).map(presentActivity) : null,
    ),
    (async () => {
      if (!include.has('answers') && !include.has('documents')) return;
      const answers = await answersForCaller(db, s, await answersOfVisits(db, ids));
      for (const id of ids) {
        const own = answers.filter((a) => a.storeVisitId === id);
        const item = items.get(id)!;
        if (include.has('answers')) item.answers = own.map(presentAnswer);
        if (include.has('documents'))
          // The answers' values that are documents, as POST /document/uuids answers them to this caller.
          item.documents = await documentsForCaller(
            db,
            s,
            fileUrls,
            own.map((a) => a.answerValue).filter((v): v is string => v !== null),
          );
      }
    })(),
  ]);

  return ids.map((id) => items.get(id)!);
}
