/**
 * The photo zip job (issue 11): the photos of a roll-up or a selection (the photo answers of the chosen
 * questions on those reports, or documents by uuid), streamed into zip files, split into parts above
 * `partBytes` (parts.ts). Blocked media is never included, for anyone; a client user gets only what a
 * client may see (document/zip.ts zipEntries, storeVisit/export/prepare.ts).
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { loadZipArchive } from '../document/archiver.js';
import { z } from 'zod';
import { fileStoreOf, type FileStore } from '../document/fileStore.js';
import { appendEntries, zipEntries, zipName, ZIP_FAILED, type ZipEntry } from '../document/zip.js';
import { HttpError } from '../http/errors.js';
import { exportReport } from '../storeVisit/export/schema.js';
import { prepareExport } from '../storeVisit/export/prepare.js';
import { EXPORT_FAILED_DETAIL } from '../storeVisit/export/workbook.js';
import { ownerSession, sessionParams } from './asOwner.js';
import { partName } from './parts.js';
import { JobFailure, type JobKind } from './registry.js';

export const PHOTO_ZIP = 'photoZip';
/** Per entry: local header, data descriptor and central directory record, with a long name. */
const ENTRY_OVERHEAD = 512;

const shape = z.object({
  selection: exportReport,
  uuids: z.array(z.string()).max(100_000).optional(),
  session: sessionParams,
});
export type PhotoZipParams = z.output<typeof shape>;
/** Stored as the checked output (defaults filled), which checks again to itself. */
const params = z.custom<PhotoZipParams>((v) => shape.safeParse(v).success, 'The job parameters are not valid.');

/** Entries in parts of at most `partBytes` each (one photo larger than that is a part of its own). */
export function splitParts<T extends { bytes: number }>(entries: readonly T[], partBytes: number): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  let size = 22;
  for (const e of entries) {
    const bytes = e.bytes + ENTRY_OVERHEAD;
    if (current.length && size + bytes > partBytes) {
      parts.push(current);
      current = [];
      size = 22;
    }
    current.push(e);
    size += bytes;
  }
  if (current.length) parts.push(current);
  return parts;
}

const failed = (why: string) => new JobFailure(`${ZIP_FAILED}. ${why}`);

export function photoZipKind(opts: {
  /** The file store photos are read from (a folder path: the local store there). */
  filesDir: FileStore | string;
  partBytes: number;
  log?: (line: string) => void;
}): JobKind<PhotoZipParams> {
  const log = opts.log ?? ((line: string) => console.error(`[jobs] ${line}`));
  const store = fileStoreOf(opts.filesDir);
  return {
    name: PHOTO_ZIP,
    params,
    resumable: true,
    async run(ctx) {
      const s = await ownerSession(ctx.db, ctx.params.session);
      await ctx.progress(0, null, 'Finding the photos…');
      let entries: ZipEntry[];
      try {
        let uuids = ctx.params.uuids ?? [];
        if (!uuids.length) {
          const data = await prepareExport(ctx.db, s, { ...ctx.params.selection, columns: [] }, '');
          uuids = [...data.cells.values()].flatMap((c) => c.photos.map((p) => p.uuid));
        }
        entries = await zipEntries(ctx.db, s, uuids, store, { withoutBlocked: true });
      } catch (error) {
        if (error instanceof HttpError && error.status < 500) throw failed(error.message);
        throw error;
      }
      if (entries.length === 0) throw failed('None of these photos exists or is yours to download.');
      const parts = splitParts(entries, opts.partBytes);
      const name = zipName(entries);
      const { path: first } = await ctx.resultFile(partName(name, 1, parts.length));
      let done = 0;
      const ZipArchive = await loadZipArchive();
      try {
        for (let i = 0; i < parts.length; i++) {
          const file = i === 0 ? first : path.join(path.dirname(first), partName(name, i + 1, parts.length));
          // Photos are already compressed: stored as they are, streamed at disk speed.
          const archive = new ZipArchive({ store: true });
          const written = pipeline(archive, createWriteStream(file), { signal: ctx.signal });
          archive.on('entry', () => {
            done++;
            // Progress is best effort: a failed write is retried with the next heartbeat.
            ctx.progress(done, entries.length, `Zipping photo ${done} of ${entries.length}`).catch(() => undefined);
          });
          await Promise.all([appendEntries(archive, store, parts[i]).then(() => archive.finalize()), written]);
        }
      } catch (error) {
        if (ctx.signal.aborted) throw error;
        log(`photo zip failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        throw failed(EXPORT_FAILED_DETAIL);
      }
      const split = parts.length > 1 ? ` in ${parts.length} parts` : '';
      return { message: `${entries.length.toLocaleString('en-US')} photos${split}.` };
    },
  };
}
