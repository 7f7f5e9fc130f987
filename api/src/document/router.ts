/** /api/v2/document: documents by uuid (photos, signatures, videos and attachments). */
import { Router } from 'express';
import { and, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { documents } from '../db/schema.js';
import { isUuid } from '../http/params.js';

export const MAX_UUIDS_PER_CALL = 5000;

const uuidsBody = z.object({
  uuids: z.array(z.string()).max(MAX_UUIDS_PER_CALL, `At most ${MAX_UUIDS_PER_CALL} uuids per request.`),
});

export function presentDocument(d: typeof documents.$inferSelect) {
  return { id: d.id, uuid: d.uuid, title: d.title, size: d.size, url: d.url, xsurl: d.xsurl, type: d.type, timestamp: d.timestamp.toISOString() };
}

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

  return router;
}
