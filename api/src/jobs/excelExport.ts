/**
 * The Excel export job (issue 11): the report of a list selection, a filter or a roll-up, written by the
 * streaming writer with photos embedded (storeVisit/export/workbook.ts), as the user who queued it sees it.
 * Resumable: it writes nothing but its own file, so a restart runs it again from the start.
 */
import { z } from 'zod';
import type { Session } from '../auth/session.js';
import type { FileStore } from '../document/fileStore.js';
import { HttpError } from '../http/errors.js';
import { exportReport } from '../storeVisit/export/schema.js';
import { EXPORT_FAILED, EXPORT_FAILED_DETAIL, fileSafe, writeVisitExport } from '../storeVisit/export/workbook.js';
import { ownerSession, sessionParams } from './asOwner.js';
import { JobFailure, type JobKind } from './registry.js';

export const EXCEL_EXPORT = 'excelExport';

const shape = z.object({ report: exportReport, session: sessionParams, origin: z.string() });
export type ExcelExportParams = z.output<typeof shape>;
/** Stored as the checked output (defaults filled), which checks again to itself. */
const params = z.custom<ExcelExportParams>((v) => shape.safeParse(v).success, 'The job parameters are not valid.');

/** The parameters a request queues: the report as checked, the caller's session, the api's public origin. */
export function excelExportParams(report: ExcelExportParams['report'], s: Session, origin: string): ExcelExportParams {
  // Rows are read again by id on the server: what the browser sent as transformedData is never kept.
  const { transformedData, ...rest } = report;
  const ids = rest.ids ?? transformedData?.map((r) => r.id);
  return { report: { ...rest, ...(ids ? { ids } : {}) }, session: s, origin };
}

/** A refusal of the export's input (400, 404) as the user's message; anything else the spec's failure. */
export function exportFailure(error: unknown, log: (line: string) => void): JobFailure {
  if (error instanceof HttpError && error.status < 500) return new JobFailure(error.message);
  log(`excel export failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return new JobFailure(`${EXPORT_FAILED}. ${EXPORT_FAILED_DETAIL}`);
}

export function excelExportKind(opts: {
  /** The file store photos are read from (a folder path: the local store there). */
  filesDir: FileStore | string;
  log?: (line: string) => void;
}): JobKind<ExcelExportParams> {
  const log = opts.log ?? ((line: string) => console.error(`[jobs] ${line}`));
  return {
    name: EXCEL_EXPORT,
    params,
    resumable: true,
    async run(ctx) {
      const s = await ownerSession(ctx.db, ctx.params.session);
      await ctx.progress(0, null, 'Reading the reports…');
      const { path } = await ctx.resultFile(`${fileSafe(ctx.params.report.title)}.xlsx`);
      try {
        const result = await writeVisitExport(ctx.db, s, ctx.params.report, path, {
          filesDir: opts.filesDir,
          origin: ctx.params.origin,
          signal: ctx.signal,
          progress: (done, total, message) => ctx.progress(done, total, message),
          log,
        });
        const photos = result.photos
          ? `, ${result.photosEmbedded.toLocaleString('en-US')} of ${result.photos.toLocaleString('en-US')} photos embedded`
          : '';
        return {
          message: `${result.rows.toLocaleString('en-US')} rows${photos}.${result.notice ? ` ${result.notice}` : ''}`,
        };
      } catch (error) {
        if (ctx.signal.aborted) throw error;
        throw exportFailure(error, log);
      }
    },
  };
}
