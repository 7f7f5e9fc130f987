/**
 * The image resizing service (spec 001 §7): GET /files/{key}?w={width} answers a stored photo at one of
 * the widths the screens use — 135 (thumbnails), 200 (lists), 800 (slideshow), 1280 (full view) — never
 * wider than the original. Each size is made once with sharp and kept under files/.resized/{width}/
 * (express.static does not serve dot folders). Without `w`, or for a file that is not a photo, the
 * stored file is served as it is.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import sharp from 'sharp';
import { badRequest, notFound } from '../http/errors.js';
import { keyOfUrl, storedPath } from './fileStore.js';

export const IMAGE_WIDTHS = [135, 200, 800, 1280] as const;
/** Stored files the resizing service makes smaller. */
export const RESIZABLE = /\.(jpe?g|png|webp|gif)$/i;

/** The stored path of a key at a width, made on first use. */
async function resized(root: string, key: string, width: number): Promise<string> {
  const target = storedPath(root, `.resized/${width}/${key}`);
  if (existsSync(target)) return target;
  const source = storedPath(root, key);
  if (!existsSync(source)) throw notFound(`There is no file ${key}.`);
  await mkdir(path.dirname(target), { recursive: true });
  // Written under a temporary name and renamed: two requests at once never serve half a file.
  const temporary = `${target}.${randomUUID()}.tmp`;
  await sharp(source).rotate().resize({ width, withoutEnlargement: true }).toFile(temporary);
  await rename(temporary, target);
  return target;
}

export function resizedFilesRouter(root: string): Router {
  const router = Router();
  router.get(/.*/, async (req, res, next) => {
    if (req.query.w === undefined) return next();
    const width = Number(req.query.w);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width))
      throw badRequest(`w is one of ${IMAGE_WIDTHS.join(', ')} (got '${String(req.query.w)}').`);
    const key = keyOfUrl(`/files${req.path}`);
    if (!key) throw notFound('There is no such file.');
    if (!RESIZABLE.test(key)) return next();
    const file = await resized(root, key, width);
    // Cache-Control was set by the signed-address check (filesRoute.ts): private, until the address expires.
    res.sendFile(file, { cacheControl: false, dotfiles: 'allow' });
  });
  return router;
}
