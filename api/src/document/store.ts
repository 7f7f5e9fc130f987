/**
 * The SQL of documents: live documents by uuid or by stored file, the reports a document answers, and the
 * writes (insert, update, soft delete) with the transactions they run in. A deleted document (status
 * Deleted) is never served again; its row stays for the answers that point at it.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import { rows, type Db, type Queryable } from '../db/client.js';
import { documents } from '../db/schema.js';
import { keyOfUrl, urlOfKey } from './fileStore.js';
import type { DocumentRow } from './presenter.js';

const live = () => ne(documents.status, RecordStatus.Deleted);

/** The live documents of the given (lower-case) uuids, in no particular order. */
export function liveDocumentsByUuids(db: Queryable, uuids: string[]): Promise<DocumentRow[]> {
  // One array parameter, not one per uuid: building a statement of 200 parameters cost the ORM ~1 ms (a roll-up page).
  return db
    .select()
    .from(documents)
    .where(and(sql`${documents.uuid} = ANY(${`{${uuids.join(',')}}`}::uuid[])`, live()));
}

/** The live photos (type image) of the given uuids. */
export function liveImagesByUuids(db: Queryable, uuids: string[]): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(inArray(documents.uuid, uuids), live(), inArray(documents.type, ['image'])));
}

/** The live document of a uuid (none or one). */
export function liveDocumentByUuid(db: Queryable, uuid: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.uuid, uuid), live()));
}

/** Live documents that use a stored file: by its key, or by its address (url or thumbnail, signature left out). */
export function liveDocumentsOfFile(db: Queryable, key: string, address: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(
      and(
        live(),
        or(
          eq(documents.storageKey, key),
          eq(sql`split_part(${documents.url}, '?', 1)`, address),
          eq(sql`split_part(${documents.xsurl}, '?', 1)`, address),
        ),
      ),
    )
    .limit(1000);
}

/** The reports whose answers hold this document, with the e-mail of the talent who filed each. */
export function documentVisitUses(db: Queryable, uuid: string) {
  return rows<{ store_visit_id: number; talent_email: string | null }>(
    db,
    sql`/* documentVisitUses */
        SELECT DISTINCT a.store_visit_id, t.email AS talent_email FROM answers a JOIN store_visits v ON v.id = a.store_visit_id
        LEFT JOIN talent t ON t.id = v.talent_id WHERE length(a.answer_value) = 36 AND a.answer_value = ${uuid}`,
  );
}

/** The contents of the given forms (to name photos after their questions). */
export function formContents(db: Queryable, formIds: number[]) {
  if (formIds.length === 0) return Promise.resolve([]);
  return rows<{ id: number; content: unknown }>(
    db,
    sql`/* zipFormContents */ SELECT id, content FROM forms WHERE id IN (${sql.join(
      formIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Locks the live document of a uuid for a change (FOR UPDATE). */
export async function lockLiveDocumentByUuid(tx: Queryable, uuid: string): Promise<DocumentRow | undefined> {
  const [found] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.uuid, uuid), live()))
    .for('update');
  return found;
}

export type DocumentChange = Partial<
  Pick<DocumentRow, 'url' | 'xsurl' | 'title' | 'questionUuid' | 'formCanonicalKey'>
>;

/** Writes a change of a document and answers the row as it is after. */
export async function updateDocumentRow(tx: Queryable, id: number, change: DocumentChange): Promise<DocumentRow> {
  const [after] = await tx.update(documents).set(change).where(eq(documents.id, id)).returning();
  return after;
}

/**
 * Inserts a document and, inside the same transaction just before it commits, runs `thenStore` (which
 * moves its files to their keys): no file without its row, no row without its file.
 */
export function insertDocument(
  db: Db,
  values: typeof documents.$inferInsert,
  thenStore: () => Promise<void>,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(documents).values(values).returning();
    await thenStore();
    return inserted;
  });
}

/**
 * Soft-deletes a live document (status Deleted) and answers it with the stored files no other live document
 * uses (the demo photos share a pool), which the caller removes. Undefined when there is no such document.
 */
export function softDeleteDocument(
  db: Db,
  id: number,
): Promise<{ row: DocumentRow; unusedKeys: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), live()))
      .for('update');
    if (!found) return undefined;
    await tx.update(documents).set({ status: RecordStatus.Deleted }).where(eq(documents.id, id));
    const keys = [
      ...new Set([found.storageKey, keyOfUrl(found.url), keyOfUrl(found.xsurl)].filter((k): k is string => k !== null)),
    ];
    if (keys.length === 0) return { row: found, unusedKeys: [] };
    const urls = keys.map(urlOfKey);
    const stillUsed = await tx
      .select({ storageKey: documents.storageKey, url: documents.url, xsurl: documents.xsurl })
      .from(documents)
      .where(
        and(
          live(),
          or(inArray(documents.storageKey, keys), inArray(documents.url, urls), inArray(documents.xsurl, urls)),
        ),
      );
    const used = new Set(stillUsed.flatMap((d) => [d.storageKey, keyOfUrl(d.url), keyOfUrl(d.xsurl)]));
    return { row: found, unusedKeys: keys.filter((k) => !used.has(k)) };
  });
}
