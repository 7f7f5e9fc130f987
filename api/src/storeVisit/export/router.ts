/**
 * POST /api/v2/storeVisit/export/{type} (spec 002 §7): the payload comes as the multipart field
 * `report` (JSON text, as the spec sends it) or as a JSON body; the answer is { data: { url, ... } }
 * with a link under /files.
 */
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { Db } from '../../db/client.js';
import type { FileUrlSigner } from '../../document/fileUrls.js';
import { session } from '../../auth/session.js';
import { badRequest } from '../../http/errors.js';
import { EXPORT_TYPES, exportVisits } from './workbook.js';
import { exportBody } from './schema.js';

/** Text fields only (no files), and small: the rows are read on the server, never taken from the payload. */
const parseFields = multer({ limits: { fields: 20, fieldSize: 20 * 1024 * 1024, files: 0 } }).none();
const fields: RequestHandler = (req, res, next) =>
  parseFields(req, res, (error?: unknown) => {
    if (!error) return next();
    const why = error instanceof Error ? error.message : String(error);
    next(badRequest(`The export form could not be read (${why}): send the report as the text field 'report'.`));
  });

export function visitExportRouter(db: Db, filesDir: string, urls: FileUrlSigner): Router {
  const router = Router();
  router.post('/export/:type', fields, async (req, res) => {
    const type = String(req.params.type).toLowerCase();
    if (!(EXPORT_TYPES as readonly string[]).includes(type)) {
      throw badRequest(`Export type '${req.params.type}' is not supported: use xlsx.`);
    }
    const report = exportBody.parse(req.body ?? {});
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    res.json({ data: await exportVisits(db, session(req), report, { dir: filesDir, origin, urls }) });
  });
  return router;
}
