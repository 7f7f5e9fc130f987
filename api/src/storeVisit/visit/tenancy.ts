/**
 * The tenancy of every visit read: the SQL conditions that keep a caller to the chosen client and project,
 * never deleted visits, and for client users only visits visible to the client on forms not hidden from them.
 * Every store of visits (one visit, lists, bulk, exports, meal periods, review, answers) puts these first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Session } from '../../auth/session.js';
import { RecordStatus } from '@svr/domain';
import { Privacy } from './codes.js';

/**
 * A visit filed on a form hidden from client users (content.hideFromClient of the form's current
 * published record, as api/src/form/store.ts hiddenFamilies decides for the form itself): the client
 * gets neither the form nor its reports, so no page of theirs shows a report whose form it cannot read.
 */
/** A form record clients may read: active or archived (drafts and deleted records never). */
const publishedStatuses = sql.raw(`${RecordStatus.Active}, ${RecordStatus.Archived}`);
const onFormHiddenFromClientSql = sql`EXISTS (/* visitOnHiddenForm */ SELECT 1 FROM forms f WHERE f.id = v.form_id
  AND (SELECT h.content->'hideFromClient' FROM forms h WHERE h.canonical_key = f.canonical_key AND h.status IN (${publishedStatuses})
       ORDER BY h.id DESC LIMIT 1) IN ('1'::jsonb, 'true'::jsonb, '"1"'::jsonb, '"true"'::jsonb))`;

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
