/**
 * Answers a stored file on /files once its address was checked (filesRoute.ts): from the folder store with
 * sendFile, as before; from the S3 store streamed through the api (Range, ETag, Last-Modified, HEAD), or,
 * when the store hands out pre-signed URLs (S3_PUBLIC_URL), a redirect there valid as long as the address.
 * A plain GET costs one request to the store; HEAD and Range requests ask the file's size first.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { notFound } from '../http/errors.js';
import type { FileStore, StoredFileInfo } from './fileStore.js';

/** Set by the signed-address check: seconds the address stays valid (how long a redirect may be). */
export const SECONDS_LEFT = 'fileSecondsLeft';

const NO_FILE = 'There is no such file.';

function sendFile(res: Response, file: string): Promise<void> {
  return new Promise((resolve, reject) =>
    res.sendFile(file, { cacheControl: false, dotfiles: 'allow' }, (error) => (error ? reject(error) : resolve())),
  );
}

/** Streams a stored file to the caller; one who leaves before the end is not an error. */
async function stream(body: Readable, res: Response): Promise<void> {
  try {
    await pipeline(body, res);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    throw error;
  }
}

function describe(res: Response, key: string, info: StoredFileInfo) {
  res.type(path.extname(key) || 'application/octet-stream');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Last-Modified', info.modified.toUTCString());
  if (info.etag) res.setHeader('ETag', info.etag);
}

export function serveStored(store: FileStore) {
  return async (key: string, req: Request, res: Response): Promise<void> => {
    const local = store.localPath(key);
    if (local) return sendFile(res, local);
    const seconds = Number(res.locals[SECONDS_LEFT] ?? 0);
    // The store answers a missing key itself (404): the redirect needs no request of its own.
    const direct = seconds > 0 ? await store.presignedUrl(key, seconds) : null;
    if (direct) return res.redirect(302, direct);

    if (req.method === 'HEAD' || req.headers.range) {
      const info = await store.stat(key);
      if (!info) throw notFound(NO_FILE);
      describe(res, key, info);
      if (req.fresh) return void res.status(304).end();
      let range: { start: number; end: number } | undefined;
      if (req.headers.range) {
        const asked = req.range(info.size, { combine: true });
        if (asked === -1) {
          res.setHeader('Content-Range', `bytes */${info.size}`);
          return void res.status(416).end();
        }
        if (Array.isArray(asked) && asked.type === 'bytes' && asked.length === 1) range = asked[0];
      }
      if (range) {
        res.status(206);
        res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      }
      res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : info.size));
      if (req.method === 'HEAD') return void res.end();
      const got = await store.read(key, range);
      if (!got) throw notFound(NO_FILE);
      await stream(got.body, res);
      return;
    }

    const got = await store.read(key);
    if (!got) throw notFound(NO_FILE);
    describe(res, key, got.info);
    if (req.fresh) {
      got.body.destroy();
      return void res.status(304).end();
    }
    res.setHeader('Content-Length', String(got.size));
    await stream(got.body, res);
  };
}
