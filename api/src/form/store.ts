/** Form reads and writes. A form is a family of records sharing a canonical key: published versions and at most one draft. */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { rows, type Queryable } from '../db/client.js';
import { forms } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { clientMaySeeForm, isHiddenFromClient } from './clientContent.js';

export type FormRow = typeof forms.$inferSelect;

/** Forms of the current client, or every form when no client is chosen. Client users: their client only. */
export function tenancyCondition(s: Session) {
  return s.tenancy.clientId !== null ? eq(forms.tenancyClientId, s.tenancy.clientId) : undefined;
}

/** Per canonical key: the newest non-draft record and the draft, if any. */
export async function listForms(db: Queryable, s: Session, statuses: number[] | null): Promise<FormRow[]> {
  const clientId = s.tenancy.clientId;
  const heads = await rows<{ id: number }>(
    db,
    sql`/* formListHeads */
    SELECT DISTINCT ON (canonical_key, status = 3) id FROM forms
    WHERE status <> 0 ${clientId !== null ? sql`AND tenancy_client_id = ${clientId}` : sql``}
    ORDER BY canonical_key, status = 3, id DESC`,
  );
  if (heads.length === 0) return [];
  const where = [
    inArray(
      forms.id,
      heads.map((h) => h.id),
    ),
  ];
  if (statuses) where.push(inArray(forms.status, statuses));
  return db
    .select()
    .from(forms)
    .where(and(...where))
    .orderBy(desc(forms.timestamp), desc(forms.id));
}

export async function familyOf(db: Queryable, canonicalKey: string): Promise<FormRow[]> {
  return db
    .select()
    .from(forms)
    .where(and(eq(forms.canonicalKey, canonicalKey), ne(forms.status, 0)))
    .orderBy(desc(forms.id));
}

/** Every live record of the forms named, newest first within each form. */
export async function familiesOf(db: Queryable, canonicalKeys: string[]): Promise<FormRow[]> {
  return db
    .select()
    .from(forms)
    .where(and(inArray(forms.canonicalKey, canonicalKeys), ne(forms.status, 0)))
    .orderBy(desc(forms.id));
}

export const latestRevision = (family: FormRow[]) => family.reduce((m, f) => Math.max(m, f.revision), 0);

/**
 * Canonical keys whose current published record (the newest non-draft) is hidden from client users: hiding
 * a form hides every version of it, so a client cannot reach an older record through its id.
 */
export async function hiddenFamilies(db: Queryable, canonicalKeys: string[]): Promise<Set<string>> {
  if (canonicalKeys.length === 0) return new Set();
  const heads = await rows<{ canonical_key: string; hide: unknown }>(
    db,
    sql`/* formHiddenFamilies */
    SELECT DISTINCT ON (canonical_key) canonical_key, content->'hideFromClient' AS hide FROM forms
    WHERE status IN (1, 2) AND canonical_key IN (${sql.join(
      [...new Set(canonicalKeys)].map((k) => sql`${k}`),
      sql`, `,
    )})
    ORDER BY canonical_key, id DESC`,
  );
  return new Set(heads.filter((h) => isHiddenFromClient({ hideFromClient: h.hide })).map((h) => h.canonical_key));
}

/** The records a session may receive: staff every one; client users no draft, no hidden record, no record of a hidden form. */
export async function servableForms(db: Queryable, s: Session, list: FormRow[]): Promise<FormRow[]> {
  if (!s.user.isClient) return list;
  const own = list.filter(clientMaySeeForm);
  const hidden = await hiddenFamilies(
    db,
    own.map((f) => f.canonicalKey),
  );
  return own.filter((f) => !hidden.has(f.canonicalKey));
}
