/**
 * The image resizing service (spec 000 §9, 001 §7, 002 §9): GET /files/{key}?w={width} answers a stored photo at
 * one of the widths of @svr/domain's IMAGE_WIDTHS — 135 (thumbnails), 200 (lists), 400, 800 (slideshow), 1280
 * (full view) — never wider than the original. Each size is made once with sharp and kept in the file store
 * (local or S3) under .resized/{width}/ (/files does not serve dot folders). Without `w`, for a file that is not a
 * photo, or for a photo dated up to 2022 (spec: "served unresized"; the date is its document's timestamp,
 * docs/DECISIONS.md "Images dated up to 2022"), the stored file is served as it is. This route is the one door:
 * every sized address the api signs comes here.
 */
import { Router, type Request, type Response } from 'express';
import { loadSharp } from './sharp.js';
import { IMAGE_WIDTHS, isImageWidth, servedUnresized } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import { badRequest, notFound } from '../http/errors.js';
import { fileStoreOf, keyOfUrl, urlOfKey, type FileStore } from './fileStore.js';
import { serveStored } from './serveStored.js';
import { liveDocumentsOfFile } from './store.js';

export { IMAGE_WIDTHS };
/** Stored files the resizing service makes smaller. */
export const RESIZABLE = /\.(jpe?g|png|webp|gif)$/i;

/** The date of a stored file: the earliest timestamp of the live documents that use it, null when none does. */
export async function storedFileDate(db: Queryable, key: string): Promise<Date | null> {
  const found = await liveDocumentsOfFile(db, key, urlOfKey(key));
  return found.reduce<Date | null>((first, d) => (first === null || d.timestamp < first ? d.timestamp : first), null);
}

/** How many files' unresized verdicts are remembered (a file's date does not change) before the memo starts over. */
const MEMO_LIMIT = 10_000;

/** Whether a stored file is served unresized, asked of the database once per file and process. */
function unresizedVerdicts(dateOf: (key: string) => Promise<Date | null>) {
  const memo = new Map<string, boolean>();
  return async (key: string): Promise<boolean> => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const verdict = servedUnresized(await dateOf(key));
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, verdict);
    return verdict;
  };
}

/** The key of a stored photo at a width, made on first use and kept in the store under .resized/{width}/. */
export async function resizedKey(store: FileStore, key: string, width: number): Promise<string> {
  const target = `.resized/${width}/${key}`;
  if (await store.stat(target)) return target;
  const source = await store.readBuffer(key);
  if (!source) throw notFound(`There is no file ${key}.`);
  const sharp = await loadSharp();
  // The store writes it whole (a temporary file renamed, or one object): two requests at once never serve half a file.
  await store.put(target, await sharp(source).rotate().resize({ width, withoutEnlargement: true }).toBuffer());
  return target;
}

/** `dateOf` answers a stored file's date (storedFileDate over the api's database). */
export function resizedFilesRouter(
  files: FileStore | string,
  dateOf: (key: string) => Promise<Date | null>,
  serve: (key: string, req: Request, res: Response) => Promise<void> = serveStored(fileStoreOf(files)),
): Router {
  const store = fileStoreOf(files);
  const router = Router();
  const unresized = unresizedVerdicts(dateOf);
  router.get(/.*/, async (req, res, next) => {
    if (req.query.w === undefined) return next();
    const width = Number(req.query.w);
    if (!isImageWidth(width))
      throw badRequest(`w is one of ${IMAGE_WIDTHS.join(', ')} (got '${String(req.query.w)}').`);
    const key = keyOfUrl(`/files${req.path}`);
    if (!key) throw notFound('There is no such file.');
    if (!RESIZABLE.test(key) || (await unresized(key))) return next();
    // Cache-Control was set by the signed-address check (filesRoute.ts): private, until the address expires.
    await serve(await resizedKey(store, key, width), req, res);
  });
  return router;
}
