/**
 * archiver's ZipArchive, loaded when the first zip is made (a photo zip, a workbook): ~17 MB of resident memory
 * that a process serving pages only does not hold.
 */
import type { ZipArchive } from 'archiver';

let loading: Promise<typeof ZipArchive> | null = null;

export const loadZipArchive = (): Promise<typeof ZipArchive> =>
  (loading ??= import('archiver').then(
    (m) => m.ZipArchive,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  ));
