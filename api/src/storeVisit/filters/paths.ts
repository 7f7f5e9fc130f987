/**
 * The whitelist of visit filter paths (spec 002 §3) and the SQL expression each one reads.
 * Every filter, sort and autocomplete goes through this map: a path not listed here is refused, so
 * no client input ever reaches SQL as an identifier. Aliases: v store_visits, c clients, p projects,
 * t talent.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ReviewState } from '@svr/domain';
import { SvrType } from '../visit/codes.js';

export type PathKind = 'date' | 'number' | 'text';

export interface PathDef {
  expr: SQL;
  kind: PathKind;
  /**
   * Hidden from client users (spec 001 §6, 002 §2/§6): they may neither filter, sort nor ask suggestions
   * by it. Every path reading a field of visit/clientVisibility.ts must be internal (visit/clientVisibility.test.ts).
   */
  internal?: boolean;
}

const meta = (key: string): SQL => sql.raw(`(v.meta_json->>'${key}')`);
/** A numeric metaJson value as an integer (null when absent or not a number). */
const metaInt = (key: string): SQL =>
  sql.raw(
    `(CASE WHEN (v.meta_json->>'${key}') ~ '^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$' THEN trunc((v.meta_json->>'${key}')::numeric)::int END)`,
  );
const intOf = (expr: string): SQL => sql.raw(`(trunc(${expr})::int)`);

/** Review state as served: Pending Review resubmitted after a rejection reads 5. */
export const derivedReviewStateSql = sql.raw(
  `(CASE WHEN v.review_state = ${ReviewState.PendingReview} AND v.last_rejected_date IS NOT NULL AND v.last_submission_date > v.last_rejected_date THEN ${ReviewState.Resubmitted} ELSE v.review_state END)`,
);

/** Spec 001 §9: check-in and check-out more than 120 minutes off the plan are flagged. */
export const CHECK_TOLERANCE_MINUTES = 120;
const checkStatus = (actual: string, planned: string) =>
  sql.raw(`(CASE WHEN ${actual} IS NULL THEN 'Missing'
  WHEN ${planned} IS NULL THEN 'On Time'
  WHEN ${actual} > ${planned} + interval '${CHECK_TOLERANCE_MINUTES} minutes' THEN 'Late'
  WHEN ${actual} < ${planned} - interval '${CHECK_TOLERANCE_MINUTES} minutes' THEN 'Early'
  ELSE 'On Time' END)`);
const plannedCheckout = `(v.expected_checkin_time + make_interval(mins => coalesce(v.expected_duration_minutes, 0)))`;
const actualMinutes = `(extract(epoch FROM (v.actual_checkout_time - v.actual_checkin_time)) / 60)`;

export const visitPaths: Record<string, PathDef> = {
  id: { expr: sql.raw('v.id'), kind: 'number' },
  expectedCheckinTime: { expr: sql.raw('v.expected_checkin_time'), kind: 'date' },
  actualCheckinTime: { expr: sql.raw('v.actual_checkin_time'), kind: 'date', internal: true },
  actualCheckoutTime: { expr: sql.raw('v.actual_checkout_time'), kind: 'date', internal: true },
  lastSubmissionDate: { expr: sql.raw('v.last_submission_date'), kind: 'date' },
  approvedDate: { expr: sql.raw('v.approved_date'), kind: 'date' },
  approvedBy: { expr: sql.raw('v.approved_by'), kind: 'text', internal: true },
  status: { expr: sql.raw('v.status'), kind: 'number', internal: true },
  privacy: { expr: sql.raw('v.privacy'), kind: 'number', internal: true },
  svrType: { expr: sql.raw('v.svr_type'), kind: 'number' },
  eventId: { expr: sql.raw('v.event_id'), kind: 'text', internal: true },
  expectedDurationMinutes: { expr: sql.raw('v.expected_duration_minutes'), kind: 'number', internal: true },
  visitLengthHours: { expr: sql.raw('(v.expected_duration_minutes / 60)'), kind: 'number', internal: true },
  actualDurationMinutes: { expr: intOf(actualMinutes), kind: 'number', internal: true },
  actualVisitLengthHours: { expr: intOf(`(${actualMinutes} / 60)`), kind: 'number', internal: true },
  actualCheckinDistanceMi: { expr: intOf('(v.actual_checkin_distance_km / 1.609344)'), kind: 'number', internal: true },
  actualCheckinLatitude: { expr: intOf('v.actual_checkin_latitude'), kind: 'number', internal: true },
  actualCheckinLongitude: { expr: intOf('v.actual_checkin_longitude'), kind: 'number', internal: true },
  checkinStatus: {
    expr: checkStatus('v.actual_checkin_time', 'v.expected_checkin_time'),
    kind: 'text',
    internal: true,
  },
  checkoutStatus: { expr: checkStatus('v.actual_checkout_time', plannedCheckout), kind: 'text', internal: true },
  formCanonicalKey: {
    expr: sql.raw('(SELECT f.canonical_key::text FROM forms f WHERE f.id = v.form_id)'),
    kind: 'text',
  },
  callOut: {
    expr: sql.raw(
      `(SELECT CASE WHEN (f.content->'callOut'->>'active') = 'true' THEN 'Yes' ELSE 'No' END FROM forms f WHERE f.id = v.form_id)`,
    ),
    kind: 'text',
    internal: true,
  },
  /** 1 when any meal break of the visit was waived, 0 when none was, null without meal breaks. */
  waived: {
    expr: sql.raw('(SELECT max(m.waived)::int FROM meal_periods m WHERE m.store_visit_id = v.id)'),
    kind: 'number',
    internal: true,
  },
  'metaJson.reviewState': { expr: derivedReviewStateSql, kind: 'number', internal: true },
  'metaJson.corporation': { expr: sql.raw('c.name'), kind: 'text' },
  'metaJson.projectName': { expr: sql.raw('p.name'), kind: 'text' },
  'metaJson.projectSegmentName': { expr: sql.raw('p.segment_name'), kind: 'text' },
  'metaJson.projectNumber': { expr: sql.raw('p.number'), kind: 'text' },
  'metaJson.ProjectDivision': { expr: sql.raw('p.division'), kind: 'text', internal: true },
  'metaJson.mcFullName': { expr: sql.raw('t.name'), kind: 'text', internal: true },
  'metaJson.mcid': { expr: sql.raw('t.mcid'), kind: 'text' },
  'metaJson.TalentDivision': { expr: sql.raw('t.division'), kind: 'text', internal: true },
  talentType: { expr: sql.raw('t.talent_type'), kind: 'text', internal: true },
  'metaJson.retailer': { expr: meta('retailer'), kind: 'text' },
  'metaJson.doorNumber': { expr: meta('doorNumber'), kind: 'text' },
  'metaJson.doorLocation': { expr: meta('doorLocation'), kind: 'text' },
  'metaJson.departmentType': { expr: meta('departmentType'), kind: 'text' },
  'metaJson.city': { expr: meta('city'), kind: 'text' },
  // State is withheld from client users (spec 001 §6): no filter, sort or suggestions either.
  'metaJson.state': { expr: meta('state'), kind: 'text', internal: true },
  'metaJson.zip': { expr: meta('zip'), kind: 'text' },
  'metaJson.zone': { expr: meta('zone'), kind: 'text' },
  'metaJson.territory': { expr: meta('territory'), kind: 'text' },
  'metaJson.workClassification': { expr: meta('workClassification'), kind: 'text', internal: true },
  'metaJson.authorizedBy': { expr: meta('authorizedBy'), kind: 'text', internal: true },
  'metaJson.doorLatitude': { expr: metaInt('doorLatitude'), kind: 'number' },
  'metaJson.doorLongitude': { expr: metaInt('doorLongitude'), kind: 'number' },
  'metaJson.deviceOs': { expr: meta('deviceOs'), kind: 'text', internal: true },
  'metaJson.deviceOsVersion': { expr: meta('deviceOsVersion'), kind: 'text', internal: true },
  'metaJson.deviceModel': { expr: meta('deviceModel'), kind: 'text', internal: true },
  'metaJson.appVersion': { expr: meta('appVersion'), kind: 'text', internal: true },
};

/**
 * The filter labels of spec 002 §3 that apply to visits, and the path each one filters. The Exclude
 * entries are the same paths sent with `exclude: true`. docs/API.md lists this table.
 */
export const visitFilterLabels: Record<string, string> = {
  'Visit Date': 'expectedCheckinTime',
  'Review State': 'metaJson.reviewState',
  'Client Name': 'metaJson.corporation',
  'Project Name': 'metaJson.projectName',
  'Project Segment Name': 'metaJson.projectSegmentName',
  'Project Number': 'metaJson.projectNumber',
  'Project #': 'metaJson.projectNumber',
  'Report Number': 'id',
  'Talent Name': 'metaJson.mcFullName',
  '(Re)submitted Date': 'lastSubmissionDate',
  'Approved Date': 'approvedDate',
  'Approved by': 'approvedBy',
  'Checkin Time': 'actualCheckinTime',
  'Checkout Time': 'actualCheckoutTime',
  'Checkin Distance mi': 'actualCheckinDistanceMi',
  'Door Number': 'metaJson.doorNumber',
  'Door Location': 'metaJson.doorLocation',
  'Location Zone': 'metaJson.zone',
  'Location Territory': 'metaJson.territory',
  Retailer: 'metaJson.retailer',
  'Department Type': 'metaJson.departmentType',
  'Visit Length': 'visitLengthHours',
  'Actual Visit Length': 'actualVisitLengthHours',
  'Work Classification': 'metaJson.workClassification',
  TD: 'metaJson.TalentDivision',
  PD: 'metaJson.ProjectDivision',
  'Checkin Status': 'checkinStatus',
  'Checkout Status': 'checkoutStatus',
  'Hidden From Client': 'privacy',
  'Authorized by': 'metaJson.authorizedBy',
  'Event ID': 'eventId',
  'Form Canonical Key': 'formCanonicalKey',
  'Call Out': 'callOut',
  'Exclude Client Name': 'metaJson.corporation',
  'Exclude Project Number': 'metaJson.projectNumber',
  'Exclude Project Name': 'metaJson.projectName',
  'Exclude Project Segment Name': 'metaJson.projectSegmentName',
  MCID: 'metaJson.mcid',
  Zone: 'metaJson.zone',
  State: 'metaJson.state',
  Waived: 'waived',
  Visibility: 'privacy',
  'Location - City': 'metaJson.city',
  'Location - State': 'metaJson.state',
  'Door Latitude': 'metaJson.doorLatitude',
  'Door Longitude': 'metaJson.doorLongitude',
  'Checkin Latitude': 'actualCheckinLatitude',
  'Checkin Longitude': 'actualCheckinLongitude',
  'Device OS': 'metaJson.deviceOs',
  'Device OS Version': 'metaJson.deviceOsVersion',
  'Device Model': 'metaJson.deviceModel',
  'App Version': 'metaJson.appVersion',
};

export function pathDef(path: string, isClient: boolean): PathDef | null {
  const def = Object.hasOwn(visitPaths, path) ? visitPaths[path] : undefined;
  if (!def || (isClient && def.internal)) return null;
  return def;
}

/** Whether a client user may filter, sort or ask suggestions by this path (the one rule of every such door). */
export const clientMayUsePath = (path: string): boolean =>
  Object.hasOwn(visitPaths, path) && visitPaths[path].internal !== true;

/** Whether the path exists but is withheld from client users. */
export const isInternalPath = (path: string): boolean =>
  Object.hasOwn(visitPaths, path) && visitPaths[path].internal === true;

/**
 * LEFT JOINs throughout: a visit's client and project are NOT NULL foreign keys, so each visit has exactly one of
 * each and an inner join would keep the same rows; as left joins on their primary keys, PostgreSQL drops the ones a
 * statement does not read (a count of 16,000 visits no longer hash-joins clients and projects, about half its time).
 */
const JOINS =
  'LEFT JOIN clients c ON c.id = v.client_id LEFT JOIN projects p ON p.id = v.project_id LEFT JOIN talent t ON t.id = v.talent_id';

export const visitFromSql = sql.raw(`store_visits v ${JOINS}`);

/**
 * The same FROM with multi-day visits opened into one row per day (groupMultiDaySvrs false): a day row
 * carries the day's planned and actual times, so date filters, sorts and colours read the day.
 */
export const visitDaysFromSql =
  sql.raw(`(SELECT sv.id, sv.event_id, sv.form_id, sv.client_id, sv.project_id, sv.talent_id, sv.svr_type,
    sv.status, sv.privacy,
    CASE WHEN e.id IS NULL THEN sv.expected_checkin_time ELSE e.expected_checkin_time END AS expected_checkin_time,
    CASE WHEN e.id IS NULL THEN sv.expected_duration_minutes ELSE e.expected_duration_minutes END AS expected_duration_minutes,
    CASE WHEN e.id IS NULL THEN sv.actual_checkin_time ELSE e.actual_checkin_time END AS actual_checkin_time,
    CASE WHEN e.id IS NULL THEN sv.actual_checkout_time ELSE e.actual_checkout_time END AS actual_checkout_time,
    sv.actual_checkin_latitude, sv.actual_checkin_longitude, sv.actual_checkin_distance_km, sv.rejected_counter,
    sv.approved_by, sv.approved_date, sv.review_state, sv.last_submission_date, sv.last_rejected_date, sv.form_state,
    sv.meta_json, sv.timestamp, e.id AS day_id, e.event_id AS day_event_id
  FROM store_visits sv LEFT JOIN store_visit_events e ON e.store_visit_id = sv.id AND sv.svr_type = ${SvrType.MultiDay}) v ${JOINS}`);
