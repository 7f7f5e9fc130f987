/** A list row: the visit as GET /id/{id} presents it, its wait colour and its day; and the `fields` selection. */
import { colorOfRank } from '../waitColor/waitColor.js';
import {
  NO_META_KEY,
  presentVisit,
  visitContext,
  VISIT_FIELDS,
  type VisitContext,
  type VisitRow,
} from '../visit/presenter.js';

export interface ListedExtra {
  /** 0 red … 3 none, or null when colours are off (always null for client users). */
  waitBandRank: number | null;
  /** The day of a multi-day visit this row stands for (groupMultiDaySvrs false), else null. */
  day: { id: number; eventId: string | null } | null;
  multiDayEvents?: unknown[];
}

/** A list row: the visit, its wait colour, and the multi-day day it stands for when days are listed apart. */
export function presentListedVisit(row: VisitRow, isClient: boolean, extra: ListedExtra) {
  return {
    ...presentVisit(row, isClient, { multiDayEvents: extra.multiDayEvents }),
    waitColor: isClient ? null : colorOfRank(extra.waitBandRank),
    multiDayEventId: extra.day?.eventId ?? null,
  };
}
export type ListedVisit = ReturnType<typeof presentListedVisit>;

/** Fields every list row keeps whatever `fields` asks (spec 002 §9: reviewed-by style columns, id, form id, timestamp, event id, status, privacy). */
export const ALWAYS_LISTED_FIELDS = [
  'id',
  'formId',
  'timestamp',
  'eventId',
  'status',
  'privacy',
  'approvedBy',
  'metaReviewState',
  'waitColor',
  'multiDayEventId',
] as const;
/** metaJson keys every row keeps whenever `fields` names any metaJson key. */
export const ALWAYS_META: readonly string[] = ['reviewState', 'reviewedBy'];

/**
 * Keeps the requested fields of a row: top-level names ('clientName') and metaJson keys
 * ('metaJson.retailer'). No fields, or 'metaJson' itself, keep everything of that level.
 */
export function pickFields(visit: ListedVisit, fields: readonly string[]): Partial<ListedVisit> {
  if (fields.length === 0) return visit;
  const out: Record<string, unknown> = {};
  const source: Record<string, unknown> = visit;
  for (const f of [...ALWAYS_LISTED_FIELDS, ...fields.filter((x) => !x.startsWith('metaJson.'))]) out[f] = source[f];
  const metaKeys = fields.filter((f) => f.startsWith('metaJson.')).map((f) => f.slice('metaJson.'.length));
  if (!fields.includes('metaJson') && metaKeys.length) {
    const meta: Record<string, unknown> = {};
    for (const k of [...ALWAYS_META, ...metaKeys])
      if (Object.hasOwn(visit.metaJson, k)) meta[k] = (visit.metaJson as Record<string, unknown>)[k];
    out.metaJson = meta;
  }
  return out as Partial<ListedVisit>;
}

/** A list row's own fields beyond the visit's (presentListedVisit), for the fields-only path. */
const LISTED_EXTRA_FIELDS: Record<string, (c: VisitContext, extra: ListedExtra) => unknown> = {
  waitColor: (_c, extra) => colorOfRank(extra.waitBandRank),
  multiDayEventId: (_c, extra) => extra.day?.eventId ?? null,
};
const STAFF_FIELDS: Record<string, (c: VisitContext, extra: ListedExtra) => unknown> = {
  ...VISIT_FIELDS,
  ...LISTED_EXTRA_FIELDS,
};

/**
 * pickFields(presentListedVisit(row, isClient, extra), fields), computing only the fields asked: a 50-row page of
 * a dozen columns no longer builds 50 whole visits to keep a few fields of each. Made once per page (the names and
 * their field functions worked out once, not per row). Client users' rows take the whole path (their withheld fields
 * and metaJson keys are decided on the whole visit, visit/clientVisibility.ts).
 */
export function listedFieldsPresenter(
  fields: readonly string[],
  isClient: boolean,
): (row: VisitRow, extra: ListedExtra) => Partial<ListedVisit> {
  if (fields.length === 0 || isClient)
    return (row, extra) => pickFields(presentListedVisit(row, isClient, extra), fields);
  const top = [...ALWAYS_LISTED_FIELDS, ...fields.filter((x) => !x.startsWith('metaJson.'))].map(
    (f) => [f, Object.hasOwn(STAFF_FIELDS, f) ? STAFF_FIELDS[f] : null] as const,
  );
  const metaKeys = fields.filter((f) => f.startsWith('metaJson.')).map((f) => f.slice('metaJson.'.length));
  const keep = !fields.includes('metaJson') && metaKeys.length ? [...ALWAYS_META, ...metaKeys] : null;
  return (row, extra) => {
    const context = visitContext(row, { multiDayEvents: extra.multiDayEvents });
    const out: Record<string, unknown> = {};
    for (const [f, field] of top) out[f] = field ? field(context, extra) : undefined;
    if (keep) {
      const meta: Record<string, unknown> = {};
      for (const k of keep) {
        const value = context.metaValue(k);
        if (value !== NO_META_KEY) meta[k] = value;
      }
      out.metaJson = meta;
    }
    return out as Partial<ListedVisit>;
  };
}

/** The top-level field names a list row has, for checking `fields`. */
export const LISTED_FIELD_NAMES: readonly string[] = [
  'id',
  'eventId',
  'formId',
  'svrType',
  'status',
  'privacy',
  'expectedCheckinTime',
  'expectedDurationMinutes',
  'actualCheckinTime',
  'actualCheckoutTime',
  'actualCheckinLatitude',
  'actualCheckinLongitude',
  'actualCheckinDistanceKm',
  'rejectedCounter',
  'approvedBy',
  'clientId',
  'clientName',
  'projectId',
  'projectName',
  'talentId',
  'talentType',
  'metaMcid',
  'metaMcEmail',
  'metaReviewState',
  'metaApprovedDate',
  'lastSubmissionDate',
  'metaLastRejectedDate',
  'formState',
  'metaJson',
  'multiDayEvents',
  'submissions',
  'timestamp',
  'waitColor',
  'multiDayEventId',
];
