/** Form reads and writes. A form is a family of records sharing a canonical key: published versions and at most one draft. */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import { rows, type Queryable } from '../db/client.js';
import { forms } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { clientMaySeeForm, isHiddenFromClient } from './clientContent.js';
import type { presentFormRow } from './presenter.js';

export type FormRow = typeof forms.$inferSelect;
export type NewForm = typeof forms.$inferInsert;

/** The statuses as SQL literals, for raw queries whose DISTINCT ON and ORDER BY must repeat one expression. */
const DELETED = sql.raw(String(RecordStatus.Deleted));
const DRAFT = sql.raw(String(RecordStatus.Draft));
const PUBLISHED = sql.raw(`${RecordStatus.Active}, ${RecordStatus.Archived}`);

/** Forms of the current client, or every form when no client is chosen. Client users: their client only. */
export function tenancyCondition(s: Session) {
  return s.tenancy.clientId !== null ? eq(forms.tenancyClientId, s.tenancy.clientId) : undefined;
}

/** Per canonical key: the newest non-draft record and the draft, if any. */
/** What the form list shows of a record (presenter.ts presentFormRow): no content. */
export type ListedForm = Parameters<typeof presentFormRow>[0];

/**
 * The form list: per canonical key, the newest non-draft record and the draft, if any, newest first; in one
 * statement, without the records' content (a form's structure is kilobytes of JSON; the list shows its title).
 */
export async function listForms(db: Queryable, s: Session, statuses: number[] | null): Promise<ListedForm[]> {
  const clientId = s.tenancy.clientId;
  return db
    .select({
      id: forms.id,
      canonicalKey: forms.canonicalKey,
      title: forms.title,
      timestamp: forms.timestamp,
      authorEmail: forms.authorEmail,
      editorEmail: forms.editorEmail,
      status: forms.status,
      tenancyClientId: forms.tenancyClientId,
      revision: forms.revision,
    })
    .from(forms)
    .where(
      and(
        sql`${forms.id} IN (SELECT DISTINCT ON (canonical_key, status = ${DRAFT}) id FROM forms
          WHERE status <> ${DELETED} ${clientId !== null ? sql`AND tenancy_client_id = ${clientId}` : sql``}
          ORDER BY canonical_key, status = ${DRAFT}, id DESC)`,
        statuses ? inArray(forms.status, statuses) : undefined,
      ),
    )
    .orderBy(desc(forms.timestamp), desc(forms.id));
}

/** A record of the session's client by id, deleted or not. */
export async function formById(db: Queryable, s: Session, id: number): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), tenancyCondition(s)));
  return row;
}

/** A record the session may receive (servableForms), or undefined: client users get no draft and no hidden form. */
export async function servableFormById(db: Queryable, s: Session, id: number): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), ne(forms.status, RecordStatus.Deleted), tenancyCondition(s)));
  return row && (await servableForms(db, s, [row]))[0];
}

/** The records named of the statuses asked (never deleted ones) that the session may receive, by id. */
export async function servableFormsByIds(
  db: Queryable,
  s: Session,
  ids: number[],
  statuses: number[],
): Promise<FormRow[]> {
  const list = await db
    .select()
    .from(forms)
    .where(
      and(
        inArray(forms.id, ids),
        inArray(
          forms.status,
          statuses.filter((x) => x !== RecordStatus.Deleted),
        ),
        tenancyCondition(s),
      ),
    )
    .orderBy(asc(forms.id));
  return servableForms(db, s, list);
}

/** The live records of a form that the session may receive: active ones only unless includeNonActive. */
export async function servableFamily(
  db: Queryable,
  s: Session,
  canonicalKey: string,
  includeNonActive: boolean,
): Promise<FormRow[]> {
  const family = (await familyOf(db, canonicalKey)).filter(
    (f) =>
      (includeNonActive || f.status === RecordStatus.Active) &&
      (s.tenancy.clientId === null || f.tenancyClientId === s.tenancy.clientId),
  );
  return servableForms(db, s, family);
}

export async function familyOf(db: Queryable, canonicalKey: string): Promise<FormRow[]> {
  return db
    .select()
    .from(forms)
    .where(and(eq(forms.canonicalKey, canonicalKey), ne(forms.status, RecordStatus.Deleted)))
    .orderBy(desc(forms.id));
}

/** Every live record of the forms named, newest first within each form. */
export async function familiesOf(db: Queryable, canonicalKeys: string[]): Promise<FormRow[]> {
  return db
    .select()
    .from(forms)
    .where(and(inArray(forms.canonicalKey, canonicalKeys), ne(forms.status, RecordStatus.Deleted)))
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
    WHERE status IN (${PUBLISHED}) AND canonical_key IN (${sql.join(
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

export async function insertForm(db: Queryable, values: NewForm): Promise<FormRow> {
  const [row] = await db.insert(forms).values(values).returning();
  return row;
}

/** Writes a draft's new content (the caller checked it is a draft). */
export async function updateFormRecord(db: Queryable, id: number, changes: Partial<NewForm>): Promise<FormRow> {
  const [row] = await db.update(forms).set(changes).where(eq(forms.id, id)).returning();
  return row;
}

/** Soft delete of one record: visits keep pointing at the version they were filed on. */
export async function deleteFormRecord(db: Queryable, id: number, editorEmail: string): Promise<void> {
  await db
    .update(forms)
    .set({ status: RecordStatus.Deleted, editorEmail, updatedAt: new Date() })
    .where(eq(forms.id, id));
}

/** Sets the status of the records named, stamped with the editor and the time. */
export async function setFormRecordsStatus(
  db: Queryable,
  ids: number[],
  status: number,
  editorEmail: string,
): Promise<void> {
  const now = new Date();
  await db.update(forms).set({ status, editorEmail, timestamp: now, updatedAt: now }).where(inArray(forms.id, ids));
}
