/**
 * archiver's ZipArchive, loaded when the first zip is made (a photo zip, a workbook): ~17 MB of resident memory
 * that a process serving pages only does not hold.
 */
import { onFirstUse } from '../shared/onFirstUse.js';

export const loadZipArchive = onFirstUse(() => import('archiver').then((m) => m.ZipArchive));
