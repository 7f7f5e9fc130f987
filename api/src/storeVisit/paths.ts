/**
 * The whitelist of visit filter paths (spec 002 §3) and the SQL expression each one reads.
 * Every filter, sort and autocomplete goes through this map: a path not listed here is refused, so
 * no client input ever reaches SQL as an identifier. Aliases: v store_visits, c clients, p projects,
 * t talent.
 */
import { sql, type SQL } from 'drizzle-orm';

export type PathKind = 'date' | 'number' | 'text';

export interface PathDef {
  expr: SQL;
  kind: PathKind;
  /** Hidden from client users (spec 001 §6): they may neither filter nor sort by it. */
  internal?: boolean;
}

const meta = (key: string): SQL => sql.raw(`(v.meta_json->>'${key}')`);

/** Review state as served: Pending Review resubmitted after a rejection reads 5. */
export const derivedReviewStateSql = sql.raw(
  `(CASE WHEN v.review_state = 1 AND v.last_rejected_date IS NOT NULL AND v.last_submission_date > v.last_rejected_date THEN 5 ELSE v.review_state END)`,
);

export const visitPaths: Record<string, PathDef> = {
  id: { expr: sql.raw('v.id'), kind: 'number' },
  expectedCheckinTime: { expr: sql.raw('v.expected_checkin_time'), kind: 'date' },
  actualCheckinTime: { expr: sql.raw('v.actual_checkin_time'), kind: 'date', internal: true },
  actualCheckoutTime: { expr: sql.raw('v.actual_checkout_time'), kind: 'date', internal: true },
  lastSubmissionDate: { expr: sql.raw('v.last_submission_date'), kind: 'date' },
  approvedDate: { expr: sql.raw('v.approved_date'), kind: 'date' },
  status: { expr: sql.raw('v.status'), kind: 'number', internal: true },
  privacy: { expr: sql.raw('v.privacy'), kind: 'number', internal: true },
  eventId: { expr: sql.raw('v.event_id'), kind: 'text', internal: true },
  'metaJson.reviewState': { expr: derivedReviewStateSql, kind: 'number', internal: true },
  'metaJson.corporation': { expr: sql.raw('c.name'), kind: 'text' },
  'metaJson.projectName': { expr: sql.raw('p.name'), kind: 'text' },
  'metaJson.projectSegmentName': { expr: sql.raw('p.segment_name'), kind: 'text' },
  'metaJson.projectNumber': { expr: sql.raw('p.number'), kind: 'text' },
  'metaJson.ProjectDivision': { expr: sql.raw('p.division'), kind: 'text', internal: true },
  'metaJson.mcFullName': { expr: sql.raw('t.name'), kind: 'text', internal: true },
  'metaJson.mcid': { expr: sql.raw('t.mcid'), kind: 'text' },
  'metaJson.TalentDivision': { expr: sql.raw('t.division'), kind: 'text', internal: true },
  'metaJson.retailer': { expr: meta('retailer'), kind: 'text' },
  'metaJson.doorNumber': { expr: meta('doorNumber'), kind: 'text' },
  'metaJson.doorLocation': { expr: meta('doorLocation'), kind: 'text' },
  'metaJson.departmentType': { expr: meta('departmentType'), kind: 'text' },
  'metaJson.city': { expr: meta('city'), kind: 'text' },
  'metaJson.state': { expr: meta('state'), kind: 'text' },
  'metaJson.zip': { expr: meta('zip'), kind: 'text' },
};

export function pathDef(path: string, isClient: boolean): PathDef | null {
  const def = Object.hasOwn(visitPaths, path) ? visitPaths[path] : undefined;
  if (!def || (isClient && def.internal)) return null;
  return def;
}

export const visitFromSql = sql.raw(
  'store_visits v JOIN clients c ON c.id = v.client_id JOIN projects p ON p.id = v.project_id LEFT JOIN talent t ON t.id = v.talent_id',
);
