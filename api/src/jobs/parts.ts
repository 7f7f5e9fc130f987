/**
 * A job's result in several files (a photo zip split in parts): part 1 is the job's result file, and the
 * others sit next to it in the job's own result folder, named alike ('SVR photos - part 2 of 3.zip'). The
 * count is in the name, so the list of files is derived from the result key alone, with no disk read.
 */
import path from 'node:path';

const PART = / - part 1 of (\d+)(\.[A-Za-z0-9]+)$/;

/** The name of part `n` of `count` for a result called `name` ('SVR photos.zip'); the name itself if one part. */
export function partName(name: string, n: number, count: number): string {
  if (count <= 1) return name;
  const ext = path.extname(name);
  return `${name.slice(0, name.length - ext.length)} - part ${n} of ${count}${ext}`;
}

/** Every file of a result: its key and download name (one, or each part of a split result). */
export function resultFiles(resultKey: string, resultName: string): { key: string; name: string }[] {
  const m = PART.exec(resultName);
  const keyMatch = PART.exec(resultKey);
  if (!m || !keyMatch || m[1] !== keyMatch[1]) return [{ key: resultKey, name: resultName }];
  const count = Number(m[1]);
  const swap = (s: string, n: number) => s.replace(PART, ` - part ${n} of ${count}$2`);
  return Array.from({ length: count }, (_, i) => ({ key: swap(resultKey, i + 1), name: swap(resultName, i + 1) }));
}
