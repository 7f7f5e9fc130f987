/** /api/v2/document: documents by uuid (photos, signatures, videos and attachments) and their updates. */
import { Router } from 'express';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documents } from '../db/schema.js';
import { requireStaff } from '../auth/session.js';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid, uuidParam } from '../http/params.js';
import { presentDocument } from './presenter.js';
import { documentUpdateBody, uuidsBody } from './schema.js';

export { MAX_UUIDS_PER_CALL } from './limits.js';
export { presentDocument } from './presenter.js';

export function documentRouter(db: Db): Router {
  const router = Router();

  router.post('/uuids', async (req, res) => {
    const { uuids } = uuidsBody.parse(req.body ?? {});
    // Answer values that are not uuids are simply not documents; skip them rather than fail the batch.
    const valid = [...new Set(uuids.filter(isUuid).map((u) => u.toLowerCase()))];
    const list = valid.length ? await db.select().from(documents).where(and(inArray(documents.uuid, valid), ne(documents.status, 0))) : [];
    const byUuid = new Map(list.map((d) => [d.uuid, d]));
    res.json({ data: valid.map((u) => byUuid.get(u)).filter((d) => d !== undefined).map(presentDocument) });
  });

  /** Update a document: its url (a rotated variant, spec 001 §4), name, thumbnail or linked question. */
  router.put('/uuid/:uuid', requireStaff, async (req, res) => {
    const uuid = uuidParam(req.params.uuid);
    const body = documentUpdateBody.parse(req.body ?? {});
    if (body.uuid !== undefined && body.uuid.toLowerCase() !== uuid) {
      throw badRequest(`The uuid in the body (${body.uuid}) differs from the one in the address (${uuid}).`);
    }
    const title = body.title ?? body.name;
    const [row] = await db.update(documents).set({
      ...(body.url !== undefined && { url: body.url }),
      ...(body.xsurl !== undefined && { xsurl: body.xsurl }),
      ...(title !== undefined && { title }),
      ...(body.questionUuid !== undefined && { questionUuid: body.questionUuid }),
      ...(body.formCanonicalKey !== undefined && { formCanonicalKey: body.formCanonicalKey }),
    }).where(and(eq(documents.uuid, uuid), ne(documents.status, 0))).returning();
    if (!row) throw notFound(`No document has the uuid ${uuid}.`);
    res.json({ data: presentDocument(row) });
  });

  return router;
}
