/**
 * POST /api/v2/document/zip (spec 001 §7, spec 002 §4, §8): the photos asked for, streamed as one zip.
 * Client users get only photos they may see (no blocked media, none of internal questions, none of
 * another client's reports). Entries are named after the report and the question: 'SVR 123 - Photo of
 * the display before work.jpg'. When nothing can be zipped the answer is 400 'Could not zip files'.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { ZipArchive } from 'archiver';
import type { Db } from '../db/client.js';
import { session } from '../auth/session.js';
import { HttpError } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { clientMediaAccess, mediaUses } from '../review/clientView.js';
import { questionsByUuid } from '../review/rules.js';
import { keyOfUrl, storedPath } from './fileStore.js';
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

const zipFailed = (why: string) => new HttpError(400, ZIP_FAILED, { reason: why });

export function documentZipRouter(db: Db, filesDir: string): Router {
  const router = Router();

  router.post('/zip', async (req, res) => {
    const s = session(req);
    const { uuids } = uuidsBody.parse(req.body ?? {});
    const asked = [...new Set(uuids.filter(isUuid).map((u) => u.toLowerCase()))];
    if (asked.length === 0) throw zipFailed('No photos were named: send their uuids.');

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
    const formIds = [...new Set(uses.map((u) => u.formId).filter((id): id is number => id !== null))];
    const forms = await formContents(db, formIds);
    const questions = new Map(forms.map((f) => [f.id, questionsByUuid(f.content)]));
    const useOf = new Map<string, (typeof uses)[number]>();
    for (const u of uses) if (!useOf.has(u.uuid)) useOf.set(u.uuid, u);

    const entries: { file: string; name: string; date: Date }[] = [];
    const taken = new Set<string>();
    const order = new Map(asked.map((u, i) => [u, i]));
    docs.sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0));
    for (const d of docs) {
      const key = d.storageKey ?? keyOfUrl(d.url);
      if (!key) continue;
      let file: string;
      try {
        file = storedPath(filesDir, key);
        if (!(await stat(file)).isFile()) continue;
      } catch {
        continue;
      }
      const ext = path.extname(key).toLowerCase() || '.jpg';
      const use = useOf.get(d.uuid);
      const title = use
        ? use.formId !== null
          ? questions.get(use.formId)?.get(use.questionUuid.toLowerCase())?.title
          : undefined
        : undefined;
      const ownTitle = d.title ? d.title.replace(/\.[A-Za-z0-9]{1,5}$/, '') : d.uuid;
      const base = safeFileName(use ? `SVR ${use.storeVisitId} - ${title || ownTitle}` : ownTitle);
      entries.push({ file, name: uniqueName(taken, base, ext), date: d.timestamp });
    }
    if (entries.length === 0) throw zipFailed('None of these photos exists or is yours to download.');

    const visits = [...new Set(docs.map((d) => useOf.get(d.uuid)?.storeVisitId).filter((id) => id !== undefined))];
    res.attachment(visits.length === 1 ? `SVR ${visits[0]} photos.zip` : 'SVR photos.zip');
    res.type('application/zip');
    // Photos are already compressed: store them as they are, which is fast and streams at disk speed.
    const archive = new ZipArchive({ store: true });
    archive.on('warning', (e) => console.warn('[api] zip warning:', e));
    archive.on('error', (e) => {
      console.error('[api] zip failed:', e);
      res.destroy(e);
    });
    archive.pipe(res);
    for (const e of entries) archive.file(e.file, { name: e.name, date: e.date });
    await archive.finalize();
  });

  return router;
}
