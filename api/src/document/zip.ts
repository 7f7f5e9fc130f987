/**
 * POST /api/v2/document/zip (spec 001 §7, spec 002 §4, §8): the photos asked for, streamed as one zip.
 * Client users get only photos they may see (no blocked media, none of internal questions, none of
 * another client's reports); staff get what they name (spec 001 §6). The photoZip job leaves blocked media
 * out for everyone (zipEntries `withoutBlocked`). Entries are named after the report and the question: 'SVR 123 - Photo of
 * the display before work.jpg'. When nothing can be zipped the answer is 400 'Could not zip files'.
 */
import path from 'node:path';
import { Router } from 'express';
import type { ZipArchive } from 'archiver';
import { loadZipArchive } from './archiver.js';
import type { Db } from '../db/client.js';
import { session, type Session } from '../auth/session.js';
import { HttpError } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { clientMediaAccess, mediaUses, visitViews } from '../review/clientView.js';
import { questionsByUuid } from '../review/rules.js';
import { fileStoreOf, keyOfUrl, type FileStore } from './fileStore.js';
import { z } from 'zod';
import { PHOTO_ZIP } from '../jobs/photoZip.js';
import { presentJob } from '../jobs/router.js';
import { enqueueJob, jobOwnerOf } from '../jobs/store.js';
import { withRollup } from '../storeVisit/export/prepare.js';
import { exportReport } from '../storeVisit/export/schema.js';
import type { FileUrlSigner } from './fileUrls.js';
import { uuidsBody } from './schema.js';
import { formContents, liveImagesByUuids } from './store.js';

export const ZIP_FAILED = 'Could not zip files';

/** A file name a person reads, safe on Windows, macOS and Linux. */
export function safeFileName(name: string, max = 120): string {
  const clean = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return (clean || 'photo').slice(0, max).trim();
}

/** 'name.jpg', then 'name (2).jpg', 'name (3).jpg' … */
export function uniqueName(taken: Set<string>, base: string, ext: string): string {
  let name = `${base}${ext}`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}

const zipJobBody = z
  .object({ uuids: z.array(z.string().max(100)).max(100_000, 'At most 100,000 photos per zip.').optional() })
  .passthrough();

const zipFailed = (why: string) => new HttpError(400, ZIP_FAILED, { reason: why });

/** One photo of a zip: the stored file (its key and size) and the name it gets in the archive. */
export interface ZipEntry {
  key: string;
  bytes: number;
  name: string;
  date: Date;
  storeVisitId: number | null;
}

/**
 * The zip entries of the photos `uuids` as `s` may have them: for a client user only photos a client may
 * see (never blocked ones); with `withoutBlocked` (the photoZip job, issue 11) blocked media is left out for
 * staff too (a photo blocked on any report that uses it). Entries are named after the report and the
 * question; unreadable files are skipped.
 */
export async function zipEntries(
  db: Db,
  s: Session,
  uuids: string[],
  files: FileStore | string,
  opts: { withoutBlocked?: boolean } = {},
): Promise<ZipEntry[]> {
  const store = fileStoreOf(files);
  const asked = [...new Set(uuids.filter(isUuid).map((u) => u.toLowerCase()))];
  let docs = await liveImagesByUuids(db, asked);
  if (s.user.isClient) {
    const access = await clientMediaAccess(
      db,
      s,
      docs.map((d) => d.uuid),
    );
    docs = docs.filter((d) => access.get(d.uuid) === 'visible');
  }

  // Names: the report and the question each photo answers; else the document's own title.
  const uses = await mediaUses(
    db,
    s,
    docs.map((d) => d.uuid),
  );
  if (opts.withoutBlocked) {
    const views = await visitViews(db, [...new Set(uses.map((u) => u.storeVisitId))]);
    const blocked = new Set(uses.filter((u) => views.get(u.storeVisitId)?.blocked.has(u.uuid)).map((u) => u.uuid));
    docs = docs.filter((d) => !blocked.has(d.uuid));
  }
  const formIds = [...new Set(uses.map((u) => u.formId).filter((id): id is number => id !== null))];
  const forms = await formContents(db, formIds);
  const questions = new Map(forms.map((f) => [f.id, questionsByUuid(f.content)]));
  const useOf = new Map<string, (typeof uses)[number]>();
  for (const u of uses) if (!useOf.has(u.uuid)) useOf.set(u.uuid, u);

  const entries: ZipEntry[] = [];
  const taken = new Set<string>();
  const order = new Map(asked.map((u, i) => [u, i]));
  docs.sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0));
  for (const d of docs) {
    const key = d.storageKey ?? keyOfUrl(d.url);
    if (!key) continue;
    const info = await store.stat(key).catch(() => null);
    if (!info) continue;
    const ext = path.extname(key).toLowerCase() || '.jpg';
    const use = useOf.get(d.uuid);
    const title = use
      ? use.formId !== null
        ? questions.get(use.formId)?.get(use.questionUuid.toLowerCase())?.title
        : undefined
      : undefined;
    const ownTitle = d.title ? d.title.replace(/\.[A-Za-z0-9]{1,5}$/, '') : d.uuid;
    const base = safeFileName(use ? `SVR ${use.storeVisitId} - ${title || ownTitle}` : ownTitle);
    entries.push({
      key,
      bytes: info.size,
      name: uniqueName(taken, base, ext),
      date: d.timestamp,
      storeVisitId: use?.storeVisitId ?? null,
    });
  }
  return entries;
}

/**
 * Adds the entries' files to `archive` one after another, each read from the store when its turn comes (a
 * zip of 100,000 photos never holds more than one open). A file removed since it was listed is left out.
 */
export async function appendEntries(
  archive: ZipArchive,
  store: FileStore,
  entries: readonly ZipEntry[],
): Promise<void> {
  for (const e of entries) {
    const got = await store.read(e.key);
    if (!got) continue;
    const added = new Promise<void>((resolve, reject) => {
      const ok = () => {
        archive.off('error', failed);
        resolve();
      };
      const failed = (error: Error) => {
        archive.off('entry', ok);
        reject(error);
      };
      archive.once('entry', ok);
      archive.once('error', failed);
    });
    archive.append(got.body, { name: e.name, date: e.date });
    await added;
  }
}

/** The download name of a zip of these entries. */
export function zipName(entries: readonly ZipEntry[]): string {
  const visits = [...new Set(entries.map((e) => e.storeVisitId).filter((id) => id !== null))];
  return visits.length === 1 ? `SVR ${visits[0]} photos.zip` : 'SVR photos.zip';
}

export function documentZipRouter(db: Db, files: FileStore | string, urls: FileUrlSigner): Router {
  const router = Router();
  const store = fileStoreOf(files);

  /**
   * POST /document/zipJob (issue 11, docs/API.md "Jobs"): the photos of a selection or a roll-up (ids or
   * filters, questions or rollupId), or by uuid, zipped by a job (jobs/photoZip.ts); 202 with the job.
   */
  router.post('/zipJob', async (req, res) => {
    const s = session(req);
    const body = zipJobBody.parse(req.body ?? {});
    const selection = await withRollup(db, s, exportReport.parse(body));
    const ids = selection.ids ?? selection.transformedData?.map((r) => r.id);
    const uuids = body.uuids?.filter(isUuid);
    if (!uuids?.length && !ids?.length && !selection.filters?.length && !selection.rollupId)
      throw zipFailed('No photos were named: send their uuids, or the reports and questions.');
    if (!uuids?.length && selection.questions.length === 0)
      throw zipFailed('No questions were named: send the photo questions, or a roll-up.');
    const { transformedData: _rows, ...kept } = selection;
    const job = await enqueueJob(db, {
      kind: PHOTO_ZIP,
      params: { selection: { ...kept, ...(ids ? { ids } : {}) }, ...(uuids?.length ? { uuids } : {}), session: s },
      owner: jobOwnerOf(s),
    });
    // A queued job has no expiry yet (it runs from when it finishes).
    res
      .status(202)
      .location(`/api/v2/job/id/${job.id}`)
      .json({ data: presentJob(job, urls, 0) });
  });

  router.post('/zip', async (req, res) => {
    const s = session(req);
    const { uuids } = uuidsBody.parse(req.body ?? {});
    if (!uuids.some(isUuid)) throw zipFailed('No photos were named: send their uuids.');
    const entries = await zipEntries(db, s, uuids, store);
    if (entries.length === 0) throw zipFailed('None of these photos exists or is yours to download.');

    res.attachment(zipName(entries));
    res.type('application/zip');
    // Photos are already compressed: store them as they are, which is fast and streams at disk speed.
    const archive = new (await loadZipArchive())({ store: true });
    archive.on('warning', (e) => console.warn('[api] zip warning:', e));
    archive.on('error', (e) => {
      console.error('[api] zip failed:', e);
      res.destroy(e);
    });
    archive.pipe(res);
    await appendEntries(archive, store, entries);
    await archive.finalize();
  });

  return router;
}
