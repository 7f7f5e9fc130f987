/**
 * Excel export of visits (spec 002 §7 POST /storeVisit/export/{type}, issue 11), written by the streaming
 * writer (export/xlsx) into a file: the common columns, one column per question, and photos embedded in
 * their cells (resized, turned by their rotation) with a link to the full size; as links only when not
 * asked for or above EMBED_LIMIT photos (the web confirms that first; the api applies it whatever the
 * caller). A question whose cells hold several photos gets a column per photo ('Title (2)' …), so every
 * photo is its own picture.
 */
import { createWriteStream } from 'node:fs';
import type { Queryable } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { fileStoreOf, type FileStore } from '../../document/fileStore.js';
import { writeXlsx, type XlsxCell, type XlsxColumn } from '../../export/xlsx/index.js';
import { presentVisit } from '../visit/presenter.js';
import { cellKey, prepareExport, type ExportPhoto } from './prepare.js';
import type { ExportReport } from './schema.js';

export { formQuestions } from './formQuestions.js';

export const EXPORT_TYPES = ['xlsx', 'excel'] as const;
export const EXPORT_FAILED = 'Could not generate report file';
export const EXPORT_FAILED_DETAIL = 'Errors have been logged on the server. Please notify support if this persists.';
/** Spec 002 §9: above this many photos an export carries links instead of pictures. */
export const EMBED_LIMIT = 4000;
export const EMBED_LIMIT_MESSAGE =
  'This export has more than 4,000 photos. The photos will be replaced with links to them.';

/** File names a person reads: letters, digits, spaces, '-' and '_'. */
export const fileSafe = (title: string) =>
  (
    title
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'svr-responses'
  ).slice(0, 80);

export interface ExportResult {
  fileName: string;
  rows: number;
  columns: string[];
  photos: number;
  /** Pictures in the file (photos whose file could not be read stay links). */
  photosEmbedded: number;
  /** Photos left out: blocked, or hidden from a client user. */
  photosWithheld: number;
  /** Why the photos are links when embedding was asked for (over EMBED_LIMIT). */
  notice: string | null;
}

export interface ExportRun {
  /** The file store photos are read from (a folder path: the local store there). */
  filesDir: FileStore | string;
  origin: string;
  signal?: AbortSignal;
  progress?: (done: number, total: number, message: string) => Promise<void>;
  log?: (line: string) => void;
}

const photoText = (p: ExportPhoto) => [p.link, ...p.motives].join('\n');

/** Writes the export of `report` to `file` as `s` sees it. */
export async function writeVisitExport(
  db: Queryable,
  s: Session,
  report: ExportReport,
  file: string,
  run: ExportRun,
): Promise<ExportResult> {
  const data = await prepareExport(db, s, report, run.origin);
  const store = fileStoreOf(run.filesDir);
  const load = async (key: string) => {
    const got = await store.read(key);
    if (!got) throw new Error(`The stored file ${key} is missing.`);
    return got.body;
  };
  const over = data.photos > EMBED_LIMIT;
  const embed = report.embedPhotosInExcelReport === true && !over && data.photos > 0;
  // Columns per question: as many as the most photos in one of its cells when embedding, else one.
  const spans = data.questions.map((q) => {
    if (!embed) return 1;
    let most = 1;
    for (const v of data.visits)
      most = Math.max(most, data.cells.get(cellKey(v.id, q.canonicalKey))?.photos.length ?? 0);
    return most;
  });
  const columns: XlsxColumn[] = [
    ...data.columns.map((c) => ({ header: c.header, width: c.width ?? 16 })),
    ...data.questions.flatMap((q, i) =>
      Array.from({ length: spans[i] }, (_, n) => ({
        header: n === 0 ? q.title : `${q.title} (${n + 1})`,
        width: 30,
        images: embed && data.cells.size > 0,
      })),
    ),
  ];
  const total = data.visits.length;
  const rows = async function* (): AsyncGenerator<XlsxCell[]> {
    let done = 0;
    for (const row of data.visits) {
      run.signal?.throwIfAborted();
      const v = presentVisit(row, s.user.isClient);
      const cells: XlsxCell[] = data.columns.map((c) => c.value(v));
      data.questions.forEach((q, i) => {
        const cell = data.cells.get(cellKey(row.id, q.canonicalKey));
        const photos = cell?.photos ?? [];
        if (embed) {
          const texts = cell?.text.length ? cell.text.join('\n') : null;
          for (let n = 0; n < spans[i]; n++) {
            const p = photos[n];
            const key = p?.storageKey;
            if (p && key)
              cells.push({
                image: {
                  load: () => load(key),
                  rotation: p.rotation,
                  link: p.link,
                  text: photoText(p),
                },
              });
            else if (p) cells.push({ text: photoText(p), link: p.link });
            else cells.push(n === 0 ? texts : null);
          }
          return;
        }
        if (!cell) return void cells.push(null);
        if (photos.length === 1 && cell.text.length === 0 && photos[0].motives.length === 0)
          return void cells.push({ text: photos[0].link, link: photos[0].link });
        const all = [...cell.text, ...photos.map(photoText)].join('\n');
        cells.push(all || null);
      });
      yield cells;
      done++;
      if (run.progress && (done % 25 === 0 || done === total))
        await run.progress(
          done,
          total,
          `Writing row ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
        );
    }
  };

  const fileName = `${fileSafe(report.title)}.xlsx`;
  const out = createWriteStream(file);
  let written;
  try {
    written = await writeXlsx(out, {
      sheetName: report.title,
      title: report.title,
      columns,
      rows: rows(),
      onImageError: (e, at) =>
        run.log?.(`export: photo at row ${at.row}, column ${at.col + 1} unreadable: ${String(e)}`),
    });
  } catch (e) {
    out.destroy();
    throw e;
  }
  return {
    fileName,
    rows: written.rows,
    columns: columns.map((c) => c.header),
    photos: data.photos,
    photosEmbedded: written.images,
    photosWithheld: data.withheld,
    notice: over && report.embedPhotosInExcelReport ? EMBED_LIMIT_MESSAGE : null,
  };
}
