/**
 * /files: stored files through the signed addresses the api hands out (fileUrls.ts), without cookie or
 * session. A bare address (no signature) answers 401 JSON, or, opened as a page, sends the person to sign
 * in and back; a tampered address answers 403; an expired one 403 (a page load goes through sign-in for a
 * fresh one). `/files/open/{uuid}` is the stable link of a document written into exported workbooks: it
 * goes through sign-in, and the web app asks GET /api/v2/document/uuid/{uuid}/link for a signed address
 * the user may have.
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { fileStoreOf, keyOfUrl, LocalFileStore, type FileStore } from './fileStore.js';
import { unsignedAddress, type LocalFileUrlSigner } from './fileUrls.js';
import type { Queryable } from '../db/client.js';
import { resizedFilesRouter, storedFileDate } from './resize.js';
import { SECONDS_LEFT, serveStored } from './serveStored.js';

export const OPEN_PREFIX = '/files/open/';

const isPageLoad = (req: Request) => req.method === 'GET' && (req.header('accept') ?? '').includes('text/html');
const toSignIn = (res: Response, next: string) => res.redirect(302, `/login?next=${encodeURIComponent(next)}`);

export const FILE_MESSAGES = {
  unsigned:
    'Files are opened through the addresses the app hands out. Open the file from its page, or sign in and try again.',
  invalid: 'This file address is not valid: it was changed or cut. Open the file again from its page.',
  expired: 'This file address has expired. Reload the page to get a new one.',
  openLink:
    'This is a link to a document: open it in a browser, or ask GET /api/v2/document/uuid/{uuid}/link with your token.',
};

function requireSignedAddress(signer: LocalFileUrlSigner) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(forbidden('Files are read-only here.'));
    const key = keyOfUrl(`/files${req.path}`);
    const verdict = key ? signer.verify(key, req.query as Record<string, unknown>) : 'invalid';
    if (verdict === 'ok') {
      const seconds = signer.secondsLeft(String(req.query.exp));
      res.locals[SECONDS_LEFT] = seconds;
      res.setHeader('Cache-Control', `private, max-age=${seconds}`);
      return next();
    }
    if (verdict === 'missing')
      return isPageLoad(req) ? toSignIn(res, req.originalUrl) : next(unauthorized(FILE_MESSAGES.unsigned));
    // An expired address opened as a page (a tab left open, a copied link): sign in, then a fresh address.
    if (verdict === 'expired' && isPageLoad(req))
      return toSignIn(res, unsignedAddress(req.originalUrl, { keepWidth: true }));
    next(forbidden(verdict === 'expired' ? FILE_MESSAGES.expired : FILE_MESSAGES.invalid));
  };
}

/**
 * `files`: the file store (a folder path: the local store there). `db` dates the photos the resizing service
 * answers (those dated up to 2022 are served unresized).
 */
export function filesRouter(files: FileStore | string, signer: LocalFileUrlSigner, db: Queryable): Router {
  const router = Router();
  const store = fileStoreOf(files);
  const serve = serveStored(store);
  router.get('/open/:uuid', (req, res, next) => {
    const uuid = String(req.params.uuid).toLowerCase();
    if (!isUuid(uuid)) return next(forbidden(FILE_MESSAGES.invalid));
    if (isPageLoad(req)) return toSignIn(res, `${OPEN_PREFIX}${uuid}`);
    next(unauthorized(FILE_MESSAGES.openLink.replace('{uuid}', uuid)));
  });
  router.use(requireSignedAddress(signer));
  router.use(resizedFilesRouter(store, (key) => storedFileDate(db, key), serve));
  if (store instanceof LocalFileStore)
    router.use(express.static(store.root, { cacheControl: false, fallthrough: false }));
  else
    router.get(/.*/, async (req, res) => {
      const key = keyOfUrl(`/files${req.path}`);
      // As express.static: dot folders (uploads in progress, resized copies) are never served by their own key.
      if (!key || key.split('/').some((p) => p.startsWith('.'))) throw notFound('There is no such file.');
      await serve(key, req, res);
    });
  return router;
}
