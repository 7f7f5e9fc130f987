/**
 * POST /api/v2/storeVisit/export/{type} (spec 002 §7): the payload comes as the multipart field
 * `report` (JSON text, as the spec sends it) or as a JSON body; the answer is { data: { url, ... } }
 * with a link under /files. It writes the file in the request, with the same code as the job.
 *
 * POST /api/v2/storeVisit/exportJob/{type} (issue 11, docs/API.md "Jobs"): the same payload; the export
 * runs as a job (jobs/excelExport.ts) and the answer is 202 with the job, watched at GET /job/id/{id}.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import type { Db } from '../../db/client.js';
import { fileStoreOf, type FileStore } from '../../document/fileStore.js';
import type { FileUrlSigner } from '../../document/fileUrls.js';
import { session } from '../../auth/session.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { EXCEL_EXPORT, excelExportParams } from '../../jobs/excelExport.js';
import { presentJob } from '../../jobs/router.js';
import { enqueueJob, jobOwnerOf } from '../../jobs/store.js';
import { exportColumns } from './columns.js';
import { withRollup } from './prepare.js';
import { exportBody, type ExportReport } from './schema.js';
import { EXPORT_FAILED, EXPORT_TYPES, fileSafe, writeVisitExport } from './workbook.js';

/** Text fields only (no files), and small: the rows are read on the server, never taken from the payload. */
const parseFields = multer({ limits: { fields: 20, fieldSize: 20 * 1024 * 1024, files: 0 } }).none();
const fields: RequestHandler = (req, res, next) =>
  parseFields(req, res, (error?: unknown) => {
    if (!error) return next();
    const why = error instanceof Error ? error.message : String(error);
    next(badRequest(`The export form could not be read (${why}): send the report as the text field 'report'.`));
  });

function exportType(req: Request): string {
  const type = String(req.params.type).toLowerCase();
  if (!(EXPORT_TYPES as readonly string[]).includes(type))
    throw badRequest(`Export type '${req.params.type}' is not supported: use xlsx.`);
  return type;
}

const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

export function visitExportRouter(db: Db, files: FileStore | string, urls: FileUrlSigner): Router {
  const router = Router();
  const store = fileStoreOf(files);
  router.post('/export/:type', fields, async (req, res) => {
    exportType(req);
    const report = exportBody.parse(req.body ?? {});
    const s = session(req);
    const folder = randomUUID();
    const fileName = `${fileSafe(report.title)}.xlsx`;
    const dir = `exports/${folder}`;
    try {
      // Written as a stream where the store stages it (the stored file itself for the local store), then stored.
      const staged = await store.stagingPath(`${dir}/${fileName}`);
      const result = await writeVisitExport(db, s, report, staged, { filesDir: store, origin: originOf(req) });
      await store.publish(dir);
      res.json({
        data: {
          url: urls.sign(`exports/${folder}/${fileName}`),
          fileName,
          rows: result.rows,
          columns: result.columns,
          photos: result.photos,
          photosEmbedded: result.photosEmbedded > 0,
          photosWithheld: result.photosWithheld,
          notice: result.notice,
        },
      });
    } catch (error) {
      await store.removeFolder(dir).catch(() => {});
      if (error instanceof HttpError) throw error;
      console.error('[api] export failed:', error);
      throw new HttpError(500, EXPORT_FAILED);
    }
  });

  router.post('/exportJob/:type', fields, async (req, res) => {
    exportType(req);
    const s = session(req);
    const report: ExportReport = await withRollup(db, s, exportBody.parse(req.body ?? {}));
    // Refused now rather than as a failed job: unknown columns and nothing selected.
    const { unknown } = exportColumns(report.columns, report.commonUnselectheaders, s.user.isClient);
    if (unknown.length)
      throw badRequest(`Unknown export column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
    const ids = report.ids ?? report.transformedData?.map((r) => r.id);
    if (!ids?.length && !report.filters?.length && !report.rollupId)
      throw badRequest('Please first select rows to export.');
    const job = await enqueueJob(db, {
      kind: EXCEL_EXPORT,
      params: excelExportParams(report, s, originOf(req)),
      owner: jobOwnerOf(s),
    });
    res
      .status(202)
      .location(`/api/v2/job/id/${job.id}`)
      // A queued job has no expiry yet (it runs from when it finishes), so no retention is needed here.
      .json({ data: presentJob(job, urls, 0) });
  });
  return router;
}
