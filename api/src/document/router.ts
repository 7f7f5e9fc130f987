/** /api/v2/document: documents by uuid (photos, signatures, videos and attachments) and their updates. */
import { Router } from 'express';
import type { Db } from '../db/client.js';
import { requireStaff, session } from '../auth/session.js';
import { clientMediaAccess } from '../review/clientView.js';
import { badRequest, notFound } from '../http/errors.js';
import { uuidParam } from '../http/params.js';
import { FILES_URL_PREFIX, keyOfUrl, urlOfKey } from './fileStore.js';
import { signedAddress, unsignedAddress, type FileUrlSigner } from './fileUrls.js';
import { presentDocument, type DocumentRow } from './presenter.js';
import { IMAGE_WIDTHS, RESIZABLE } from './resize.js';
import { documentUpdateBody, uuidsBody } from './schema.js';
import { liveDocumentByUuid, liveDocumentsOfFile } from './store.js';
import { updateDocument } from './update.js';
import { documentsForCaller } from './forCaller.js';
import { noResultCache, sendCached } from '../cache/http.js';
import type { ResultCache } from '../cache/resultCache.js';

export { MAX_UUIDS_PER_CALL } from './limits.js';
export { presentDocument } from './presenter.js';

export function documentRouter(db: Db, fileUrls: FileUrlSigner, results: ResultCache = noResultCache()): Router {
  const router = Router();
  const present = (d: DocumentRow) => presentDocument(d, fileUrls);

  /** The live documents among `found` the caller may open (client users: visible media of their reports only). */
  async function openable(s: ReturnType<typeof session>, found: DocumentRow[]): Promise<DocumentRow[]> {
    if (!s.user.isClient || found.length === 0) return found;
    const access = await clientMediaAccess(
      db,
      s,
      found.map((d) => d.uuid),
    );
    return found.filter((d) => access.get(d.uuid) === 'visible');
  }

  // Cached under the data generation (api/src/cache), as the roll-up page that carries documents is: a dashboard asks
  // the same slides' documents at each view. Never stale: blocking, rotating or renaming a document, and what decides
  // a client user's access (their visits, the questions), are writes that bump the generation.
  router.post('/uuids', async (req, res) => {
    const s = session(req);
    const { uuids } = uuidsBody.parse(req.body ?? {});
    await sendCached(res, results, db, { kind: 'documents', session: s, params: uuids }, () =>
      documentsForCaller(db, s, fileUrls, uuids),
    );
  });

  /** Update a document: its url (a rotated variant, spec 001 §4), name, thumbnail or linked question. */
  router.put('/uuid/:uuid', requireStaff, async (req, res) => {
    const uuid = uuidParam(req.params.uuid);
    const body = documentUpdateBody.parse(req.body ?? {});
    if (body.uuid !== undefined && body.uuid.toLowerCase() !== uuid) {
      throw badRequest(`The uuid in the body (${body.uuid}) differs from the one in the address (${uuid}).`);
    }
    const title = body.title ?? body.name;
    const row = await updateDocument(db, session(req), uuid, {
      // An address as handed out (signed) is kept without its signature.
      ...(body.url !== undefined && { url: unsignedAddress(body.url) }),
      ...(body.xsurl !== undefined && { xsurl: body.xsurl === null ? null : unsignedAddress(body.xsurl) }),
      ...(title !== undefined && { title }),
      ...(body.questionUuid !== undefined && { questionUuid: body.questionUuid }),
      ...(body.formCanonicalKey !== undefined && { formCanonicalKey: body.formCanonicalKey }),
    });
    res.json({ data: present(row) });
  });

  /**
   * A fresh signed address of a document the caller may see: the web app's way from a stable link
   * (`/files/open/{uuid}` in an exported workbook) to the file, after sign-in. 404 for anything else.
   */
  router.get('/uuid/:uuid/link', async (req, res) => {
    const uuid = uuidParam(req.params.uuid);
    const found = await liveDocumentByUuid(db, uuid);
    const [doc] = await openable(session(req), found);
    if (!doc) throw notFound(`There is no document ${uuid}, or it is not yours to see.`);
    res.json({ data: { uuid: doc.uuid, url: signedAddress(fileUrls, doc.url) } });
  });

  /**
   * The same for a bare stored address (`?url=/files/{key}[?w=800]`, an address from before signed ones or
   * one that expired in an open tab): signed again if a live document the caller may see uses that file.
   */
  router.get('/link', async (req, res) => {
    const asked = typeof req.query.url === 'string' ? req.query.url : '';
    const key = keyOfUrl(asked);
    if (!key)
      throw badRequest(`url is a stored file's address, ${FILES_URL_PREFIX}{key} (got '${asked.slice(0, 200)}').`);
    const w = Number(new URLSearchParams(asked.split('?')[1] ?? '').get('w'));
    const width = (IMAGE_WIDTHS as readonly number[]).includes(w) && RESIZABLE.test(key) ? w : undefined;
    const address = urlOfKey(key);
    const found = await liveDocumentsOfFile(db, key, address);
    const [doc] = await openable(session(req), found);
    if (!doc) throw notFound('There is no such file, or it is not yours to see.');
    res.json({ data: { uuid: doc.uuid, url: signedAddress(fileUrls, address, width) } });
  });

  return router;
}
