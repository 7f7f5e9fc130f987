/**
 * The file store's sweep at start (local folder or S3 bucket alike): removes what an upload cut by a crash left behind, never a file a row
 * names. Only files older than a bound (1 hour) are looked at, so an upload running in another api process
 * at the same moment is never touched:
 * - every file in the temporary folder (.uploading/): written, but its row was never committed;
 * - uploaded files under docs/ ({uuid}.{ext}, {uuid}-135.{ext}) that no document row (of any status) and no
 *   form's hero image names: moved to their key, but the transaction recording them did not commit.
 * Files with any other name are left alone (the sweep never guesses). Half-written copies of the resizing
 * service ({name}.{uuid}.tmp under .resized/, renamed into place once complete) go too, and with the S3 store
 * the results a crashed worker staged on this machine and never uploaded.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client.js';
import { fileStoreOf, TEMPORARY_FOLDER, urlOfKey, type FileStore } from './fileStore.js';
import { S3FileStore } from './s3Store.js';

export const SWEEP_AFTER_MS = 60 * 60 * 1000;
const UPLOAD_FOLDER = 'docs';
const UPLOAD_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-\d+)?\.[a-z0-9]{1,8}$/;
const BATCH = 500;
const RESIZED_FOLDER = '.resized';
const RESIZE_TEMPORARY = /\.[0-9a-f-]{36}\.tmp$/;

/** Names of the files directly in `folder` last written before `before`. */
async function oldFiles(store: FileStore, folder: string, before: number): Promise<string[]> {
  const old: string[] = [];
  for await (const f of store.list(folder)) {
    const name = f.key.slice(folder.length + 1);
    if (f.key.startsWith(`${folder}/`) && !name.includes('/') && f.modified.getTime() < before) old.push(name);
  }
  return old;
}

/** Keys of the resizing service's temporary files (…/{name}.{uuid}.tmp under .resized/) older than `before`. */
async function oldResizeTemporaries(store: FileStore, before: number): Promise<string[]> {
  const old: string[] = [];
  for await (const f of store.list(RESIZED_FOLDER))
    if (RESIZE_TEMPORARY.test(f.key) && f.modified.getTime() < before) old.push(f.key);
  return old;
}

/** The keys among `keys` (docs/{uuid}…) that a document row or a form's hero image names. */
async function namedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const uuids = [...new Set(keys.map((k) => UPLOAD_NAME.exec(path.basename(k))![1]))];
  const addresses = keys.map(urlOfKey);
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const found = await rows<{ uuid: string; storage_key: string | null; url: string; xsurl: string | null }>(
    db,
    sql`/* sweepNamedFiles */
    SELECT uuid::text AS uuid, storage_key, split_part(url, '?', 1) AS url, split_part(xsurl, '?', 1) AS xsurl FROM documents
    WHERE uuid::text IN (${list(uuids)}) OR storage_key IN (${list(keys)})
       OR split_part(url, '?', 1) IN (${list(addresses)}) OR split_part(xsurl, '?', 1) IN (${list(addresses)})`,
  );
  const heroes = await rows<{ url: string }>(
    db,
    sql`/* sweepHeroImages */
    SELECT split_part(hero_image_url, '?', 1) AS url FROM forms WHERE split_part(hero_image_url, '?', 1) IN (${list(addresses)})`,
  );
  const rowUuids = new Set(found.map((f) => f.uuid.toLowerCase()));
  const named = new Set(
    [...found.flatMap((f) => [f.storage_key, f.url, f.xsurl]), ...heroes.map((h) => h.url)].filter(
      (v): v is string => v !== null,
    ),
  );
  return new Set(
    keys.filter((k) => rowUuids.has(UPLOAD_NAME.exec(path.basename(k))![1]) || named.has(k) || named.has(urlOfKey(k))),
  );
}

/** Removes the leftovers of cut uploads older than `olderThanMs`; answers the keys removed. */
export async function sweepFileStore(
  db: Db,
  files: FileStore | string,
  opts: { olderThanMs?: number; now?: number } = {},
): Promise<string[]> {
  const store = fileStoreOf(files);
  const before = (opts.now ?? Date.now()) - (opts.olderThanMs ?? SWEEP_AFTER_MS);
  const removed: string[] = [];
  for (const name of await oldFiles(store, TEMPORARY_FOLDER, before)) {
    await store.remove(`${TEMPORARY_FOLDER}/${name}`);
    removed.push(`${TEMPORARY_FOLDER}/${name}`);
  }
  for (const key of await oldResizeTemporaries(store, before)) {
    await store.remove(key);
    removed.push(key);
  }
  // The S3 store's staging folder on this machine: results a crashed worker never uploaded.
  if (store instanceof S3FileStore) for (const key of await store.sweepStaging(before)) removed.push(`staging:${key}`);
  const uploads = (await oldFiles(store, UPLOAD_FOLDER, before))
    .filter((n) => UPLOAD_NAME.test(n))
    .map((n) => `${UPLOAD_FOLDER}/${n}`);
  for (let i = 0; i < uploads.length; i += BATCH) {
    const batch = uploads.slice(i, i + BATCH);
    const keep = await namedKeys(db, batch);
    for (const key of batch.filter((k) => !keep.has(k))) {
      await store.remove(key);
      removed.push(key);
    }
  }
  return removed;
}
