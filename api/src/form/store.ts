/** Form reads and writes. A form is a family of records sharing a canonical key: published versions and at most one draft. */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { forms } from '../db/schema.js';
import type { Session } from '../auth/session.js';

export type FormRow = typeof forms.$inferSelect;

/** Forms of the current client, or every form when no client is chosen. Client users: their client only. */
export function tenancyCondition(s: Session) {
  return s.tenancy.clientId !== null ? eq(forms.tenancyClientId, s.tenancy.clientId) : undefined;
}

/** Per canonical key: the newest non-draft record and the draft, if any. */
export async function listForms(db: Db, s: Session, statuses: number[] | null): Promise<FormRow[]> {
  const clientId = s.tenancy.clientId;
  const heads = await rows<{ id: number }>(db, sql`/* formListHeads */
    SELECT DISTINCT ON (canonical_key, status = 3) id FROM forms
    WHERE status <> 0 ${clientId !== null ? sql`AND tenancy_client_id = ${clientId}` : sql``}
    ORDER BY canonical_key, status = 3, id DESC`);
  if (heads.length === 0) return [];
  const where = [inArray(forms.id, heads.map((h) => h.id))];
  if (statuses) where.push(inArray(forms.status, statuses));
  return db.select().from(forms).where(and(...where)).orderBy(desc(forms.timestamp), desc(forms.id));
}

export async function familyOf(db: Db, canonicalKey: string): Promise<FormRow[]> {
  return db.select().from(forms).where(and(eq(forms.canonicalKey, canonicalKey), ne(forms.status, 0))).orderBy(desc(forms.id));
}

export const latestRevision = (family: FormRow[]) => family.reduce((m, f) => Math.max(m, f.revision), 0);
