/**
 * The tenancy of every visit read: the SQL conditions that keep a caller to the chosen client and project,
 * never deleted visits, and for client users only visits visible to the client on forms not hidden from them.
 * Every store of visits (one visit, lists, bulk, exports, meal periods, review, answers) puts these first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Session } from '../../auth/session.js';
import { RecordStatus } from '@svr/domain';
import { Privacy } from './codes.js';

/** A form record clients may read: active or archived (drafts and deleted records never). */
const publishedStatuses = sql.raw(`${RecordStatus.Active}, ${RecordStatus.Archived}`);

/**
 * A visit filed on a form hidden from client users (content.hideFromClient of the form's current
 * published record, as api/src/form/store.ts hiddenFamilies decides for the form itself): the client
 * gets neither the form nor its reports, so no page of theirs shows a report whose form it cannot read.
 * Uncorrelated on purpose: the hidden form ids are found once per query (a hashed subplan), not once per visit
 * row, which re-read each form's whole content and made a client's 400-photo read take seconds.
 */
const onFormHiddenFromClientSql = sql`(v.form_id IS NOT NULL AND v.form_id IN (/* visitOnHiddenForm */ SELECT f.id FROM forms f
  JOIN (SELECT DISTINCT ON (h.canonical_key) h.canonical_key, h.content->'hideFromClient' AS hide FROM forms h
        WHERE h.status IN (${publishedStatuses}) ORDER BY h.canonical_key, h.id DESC) latest
    ON latest.canonical_key = f.canonical_key
  WHERE latest.hide IN ('1'::jsonb, 'true'::jsonb, '"1"'::jsonb, '"true"'::jsonb)))`;

/**
 * The tenancy part of every visit read: the chosen client and project, and for client users only
 * visits visible to the client (their own client is pinned in session.ts) on forms not hidden from them.
 */
export function tenancyConditions(s: Session): SQL[] {
  const conds: SQL[] = [];
  if (s.tenancy.clientId !== null) conds.push(sql`v.client_id = ${s.tenancy.clientId}`);
  if (s.tenancy.projectId !== null) conds.push(sql`v.project_id = ${s.tenancy.projectId}`);
  if (s.user.isClient)
    conds.push(sql.raw(`v.privacy = ${Privacy.VisibleToClient}`), sql`NOT ${onFormHiddenFromClientSql}`);
  return conds;
}

/** Conditions every visit read carries: never deleted; the tenancy; client users only visible visits. */
export function scopeConditions(s: Session): SQL[] {
  return [sql.raw(`v.status <> ${RecordStatus.Deleted}`), ...tenancyConditions(s)];
}

export const whereAll = (conds: SQL[]) => sql.join(conds, sql` AND `);
