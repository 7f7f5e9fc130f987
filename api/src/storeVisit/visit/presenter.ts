/** Turns visit rows into the spec's wire shape, and strips what a client user may not see. */
import { WRITTEN_MARK_LISTS } from '@svr/domain';
import { deriveReviewState } from '../reviewState.js';
import { blockedUuids } from '../../review/rules.js';
import type { VisitColumn, VisitEvent, VisitSubmission } from './store.js';
import { CLIENT_HIDDEN_FIELDS, CLIENT_HIDDEN_META, clientDay, withoutKeys } from './clientVisibility.js';
import { isoOrNull } from '../../shared/time.js';

export interface VisitRow {
  id: number;
  event_id: string | null;
  form_id: number | null;
  client_id: number;
  client_name: string;
  project_id: number;
  project_name: string;
  talent_id: number | null;
  talent_type: string | null;
  mcid: string | null;
  talent_name: string | null;
  talent_email: string | null;
  talent_approved_date: Date | string | null;
  svr_type: number;
  status: number;
  privacy: number;
  expected_checkin_time: Date | string | null;
  expected_duration_minutes: number | null;
  actual_checkin_time: Date | string | null;
  actual_checkout_time: Date | string | null;
  actual_checkin_latitude: number | null;
  actual_checkin_longitude: number | null;
  actual_checkin_distance_km: number | null;
  rejected_counter: number;
  approved_by: string | null;
  review_state: number;
  last_submission_date: Date | string | null;
  last_rejected_date: Date | string | null;
  form_state: unknown;
  meta_json: unknown;
  timestamp: Date | string;
}
const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : ((v ?? {}) as Record<string, unknown>);

/** Kept for importers: the metaJson keys a client user never receives (clientVisibility.ts is the definition). */
export { CLIENT_HIDDEN_META };

/** Whether a metaJson list entry names (case-insensitively) a blocked photo or video. */
const namesBlocked = (e: unknown, blocked: ReadonlySet<string>) => {
  const uuid = e && typeof e === 'object' ? (e as { uuid?: unknown }).uuid : null;
  return typeof uuid === 'string' && blocked.has(uuid.toLowerCase());
};

/**
 * Star marks stay visible to client users, without the reviewer's motive (spec 002 §6: no motives for clients): a
 * client user's star list is uuids only, and none of a blocked photo or video.
 */
const clientStars = (v: unknown, blocked: ReadonlySet<string>) =>
  Array.isArray(v)
    ? v
        .map((e) => (e && typeof e === 'object' ? { uuid: (e as { uuid?: unknown }).uuid } : e))
        .filter((e) => !namesBlocked(e, blocked))
    : v;

/** What a visit's fields are computed from: its row, and the derived review state and metaJson, each made once. */
export interface VisitContext {
  readonly row: VisitRow;
  readonly multiDayEvents?: unknown[];
  readonly submissions?: unknown[];
  reviewState(): number;
  /** The stored metaJson with the row's own values over it (review state, talent, client, project). */
  metaJson(): Record<string, unknown>;
  /** One key of metaJson(), without building the whole of it; NO_META_KEY where it has no such key. */
  metaValue(key: string): unknown;
}

/** What metaValue answers for a key metaJson() does not have. */
export const NO_META_KEY: unique symbol = Symbol('no such metaJson key');

/** The metaJson keys a visit's own columns give, each from its row: written over the stored ones (visitContext). */
const ROW_META: Readonly<Record<string, (row: VisitRow, context: VisitContext) => unknown>> = {
  reviewState: (_row, context) => context.reviewState(),
  mcid: (row) => row.mcid,
  mcFullName: (row) => row.talent_name,
  mcEmail: (row) => row.talent_email,
  corporation: (row) => row.client_name,
  projectName: (row) => row.project_name,
};
export const ROW_META_KEYS: readonly string[] = Object.keys(ROW_META);

/** The derived review state's columns (deriveReviewState). */
const REVIEW_STATE_COLUMNS: VisitColumn[] = ['review_state', 'last_submission_date', 'last_rejected_date'];
/** The columns each of ROW_META's keys reads. */
export const ROW_META_COLUMNS: Readonly<Record<string, readonly VisitColumn[]>> = {
  reviewState: REVIEW_STATE_COLUMNS,
  mcid: ['mcid'],
  mcFullName: ['talent_name'],
  mcEmail: ['talent_email'],
  corporation: ['client_name'],
  projectName: ['project_name'],
} satisfies Record<keyof typeof ROW_META, readonly VisitColumn[]>;

export function visitContext(row: VisitRow, extra: { multiDayEvents?: unknown[]; submissions?: unknown[] } = {}) {
  let reviewState: number | undefined;
  let metaJson: Record<string, unknown> | undefined;
  let stored: Record<string, unknown> | undefined;
  const context: VisitContext = {
    row,
    multiDayEvents: extra.multiDayEvents,
    submissions: extra.submissions,
    reviewState: () =>
      (reviewState ??= deriveReviewState(
        row.review_state,
        asDate(row.last_submission_date),
        asDate(row.last_rejected_date),
      )),
    metaJson: () => {
      if (metaJson) return metaJson;
      const whole = { ...obj(row.meta_json) };
      for (const key of ROW_META_KEYS) whole[key] = ROW_META[key](row, context);
      return (metaJson = whole);
    },
    metaValue: (key) => {
      if (metaJson) return Object.hasOwn(metaJson, key) ? metaJson[key] : NO_META_KEY;
      if (Object.hasOwn(ROW_META, key)) return ROW_META[key](row, context);
      stored ??= obj(row.meta_json);
      return Object.hasOwn(stored, key) ? stored[key] : NO_META_KEY;
    },
  };
  return context;
}

/**
 * Each wire field of a visit (for staff) from its context, in the wire order: the one definition behind
 * presentVisit and behind a list's `fields` selection (lists/presenter.ts), which computes only the fields asked.
 */
export const VISIT_FIELDS = {
  id: (c: VisitContext) => c.row.id,
  eventId: (c: VisitContext) => c.row.event_id,
  formId: (c: VisitContext) => c.row.form_id,
  svrType: (c: VisitContext) => c.row.svr_type,
  status: (c: VisitContext) => c.row.status,
  privacy: (c: VisitContext) => c.row.privacy,
  expectedCheckinTime: (c: VisitContext) => isoOrNull(c.row.expected_checkin_time),
  expectedDurationMinutes: (c: VisitContext) => c.row.expected_duration_minutes,
  actualCheckinTime: (c: VisitContext) => isoOrNull(c.row.actual_checkin_time),
  actualCheckoutTime: (c: VisitContext) => isoOrNull(c.row.actual_checkout_time),
  actualCheckinLatitude: (c: VisitContext) => c.row.actual_checkin_latitude,
  actualCheckinLongitude: (c: VisitContext) => c.row.actual_checkin_longitude,
  actualCheckinDistanceKm: (c: VisitContext) => c.row.actual_checkin_distance_km,
  rejectedCounter: (c: VisitContext) => c.row.rejected_counter,
  approvedBy: (c: VisitContext) => c.row.approved_by,
  clientId: (c: VisitContext) => c.row.client_id,
  clientName: (c: VisitContext) => c.row.client_name,
  projectId: (c: VisitContext) => c.row.project_id,
  projectName: (c: VisitContext) => c.row.project_name,
  talentId: (c: VisitContext) => c.row.talent_id,
  talentType: (c: VisitContext) => c.row.talent_type,
  metaMcid: (c: VisitContext) => c.row.mcid,
  metaMcEmail: (c: VisitContext) => c.row.talent_email,
  metaReviewState: (c: VisitContext) => c.reviewState(),
  metaApprovedDate: (c: VisitContext) => isoOrNull(c.row.talent_approved_date),
  lastSubmissionDate: (c: VisitContext) => isoOrNull(c.row.last_submission_date),
  metaLastRejectedDate: (c: VisitContext) => isoOrNull(c.row.last_rejected_date),
  formState: (c: VisitContext) => obj(c.row.form_state),
  metaJson: (c: VisitContext) => c.metaJson(),
  multiDayEvents: (c: VisitContext) => c.multiDayEvents ?? [],
  submissions: (c: VisitContext) => c.submissions ?? [],
  timestamp: (c: VisitContext) => isoOrNull(c.row.timestamp),
};
type VisitFields = { [K in keyof typeof VISIT_FIELDS]: ReturnType<(typeof VISIT_FIELDS)[K]> };

/**
 * The columns each of VISIT_FIELDS reads of its row (a list's `fields` reads only those: lists/store.ts
 * listedColumnsSql). formState and metaJson read the documents, which listedColumnsSql decides apart; the days and
 * submissions come with the visit's type from their own tables.
 */
export const VISIT_FIELD_COLUMNS = {
  id: ['id'],
  eventId: ['event_id'],
  formId: ['form_id'],
  svrType: ['svr_type'],
  status: ['status'],
  privacy: ['privacy'],
  expectedCheckinTime: ['expected_checkin_time'],
  expectedDurationMinutes: ['expected_duration_minutes'],
  actualCheckinTime: ['actual_checkin_time'],
  actualCheckoutTime: ['actual_checkout_time'],
  actualCheckinLatitude: ['actual_checkin_latitude'],
  actualCheckinLongitude: ['actual_checkin_longitude'],
  actualCheckinDistanceKm: ['actual_checkin_distance_km'],
  rejectedCounter: ['rejected_counter'],
  approvedBy: ['approved_by'],
  clientId: ['client_id'],
  clientName: ['client_name'],
  projectId: ['project_id'],
  projectName: ['project_name'],
  talentId: ['talent_id'],
  talentType: ['talent_type'],
  metaMcid: ['mcid'],
  metaMcEmail: ['talent_email'],
  metaReviewState: REVIEW_STATE_COLUMNS,
  metaApprovedDate: ['talent_approved_date'],
  lastSubmissionDate: ['last_submission_date'],
  metaLastRejectedDate: ['last_rejected_date'],
  formState: [],
  metaJson: [...REVIEW_STATE_COLUMNS, 'mcid', 'talent_name', 'talent_email', 'client_name', 'project_name'],
  multiDayEvents: ['svr_type'],
  submissions: [],
  timestamp: ['timestamp'],
} satisfies Record<keyof typeof VISIT_FIELDS, readonly VisitColumn[]>;

export function presentVisit(
  row: VisitRow,
  isClient: boolean,
  extra: { multiDayEvents?: unknown[]; submissions?: unknown[] } = {},
) {
  const context = visitContext(row, extra);
  const built: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(VISIT_FIELDS)) built[name] = field(context);
  const visit = built as VisitFields;
  const metaJson = obj(row.meta_json);
  if (!isClient) return visit;
  const blocked = blockedUuids(metaJson);
  const clientMeta = withoutKeys(visit.metaJson, CLIENT_HIDDEN_META);
  for (const key of [WRITTEN_MARK_LISTS.STAR.photo, WRITTEN_MARK_LISTS.STAR.video])
    if (key in clientMeta) clientMeta[key] = clientStars(clientMeta[key], blocked);
  // A blocked video's rotation would name it too.
  if (Array.isArray(clientMeta.rotateVideos)) {
    clientMeta.rotateVideos = clientMeta.rotateVideos.filter((e: unknown) => !namesBlocked(e, blocked));
  }
  const hidden = Object.fromEntries(CLIENT_HIDDEN_FIELDS.map((k) => [k, null])) as {
    [K in (typeof CLIENT_HIDDEN_FIELDS)[number]]: null;
  };
  return {
    ...visit,
    ...hidden,
    formState: { visitedQuestions: [] },
    metaJson: clientMeta,
    // Each day of a multi-day report carries the same withheld times as the report itself (spec 001 §6).
    multiDayEvents: visit.multiDayEvents.map(clientDay),
  };
}

export type PresentedVisit = ReturnType<typeof presentVisit>;

/** GET /storeVisit/id/{id}: the visit with its days and submissions. */
export function presentVisitDetail(
  row: VisitRow,
  isClient: boolean,
  events: VisitEvent[],
  submissions: VisitSubmission[],
) {
  return presentVisit(row, isClient, {
    multiDayEvents: events.map((e) => ({
      eventId: e.eventId,
      status: e.status,
      expectedCheckinTime: isoOrNull(e.expectedCheckinTime),
      expectedDurationMinutes: e.expectedDurationMinutes,
      actualCheckinTime: isoOrNull(e.actualCheckinTime),
      actualCheckoutTime: isoOrNull(e.actualCheckoutTime),
    })),
    submissions: submissions.map((x) => ({ date: x.submittedAt.toISOString() })),
  });
}
