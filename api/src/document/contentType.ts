/**
 * What an uploaded file really is, read from its bytes (magic numbers and container directories), never
 * from its name or the browser's content type (spec 000 §5: "Uploads accept only jpeg, gif, png, pdf,
 * mp4, Word and Excel files"). Pure; unit-tested.
 */

export interface FileKind {
  mimeType: string;
  /** The extension the file is stored and served under (the file store serves by extension). */
  ext: string;
  /** Extensions a name may keep for this type. */
  exts: readonly string[];
  /** The documents table's type: image, video or file. */
  kind: 'image' | 'video' | 'file';
  label: string;
}

export type Sniffed = { ok: true; type: FileKind } | { ok: false; message: string };

export const ACCEPTED_TYPES_TEXT = 'JPEG, GIF, PNG, PDF, MP4, Word (.doc, .docx) or Excel (.xls, .xlsx)';

const kind = (mimeType: string, exts: string[], k: FileKind['kind'], label: string): FileKind => ({
  mimeType,
  ext: exts[0],
  exts,
  kind: k,
  label,
});

export const FILE_KINDS = {
  jpeg: kind('image/jpeg', ['jpg', 'jpeg', 'jpe', 'jfif'], 'image', 'JPEG image'),
  png: kind('image/png', ['png'], 'image', 'PNG image'),
  gif: kind('image/gif', ['gif'], 'image', 'GIF image'),
  pdf: kind('application/pdf', ['pdf'], 'file', 'PDF document'),
  mp4: kind('video/mp4', ['mp4', 'm4v'], 'video', 'MP4 video'),
  doc: kind('application/msword', ['doc'], 'file', 'Word document'),
  docx: kind(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ['docx'],
    'file',
    'Word document',
  ),
  xls: kind('application/vnd.ms-excel', ['xls'], 'file', 'Excel workbook'),
  xlsx: kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['xlsx'], 'file', 'Excel workbook'),
} as const;

const MACROS =
  'Word and Excel files with macros are not accepted: save the file without macros (.docx or .xlsx) and upload it again.';
const refused = (message: string): Sniffed => ({ ok: false, message });
const accepted = (type: FileKind): Sniffed => ({ ok: true, type });

const startsWith = (buf: Uint8Array, bytes: readonly number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Uint8Array, from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));
const u16 = (buf: Uint8Array, at: number) => buf[at] | (buf[at + 1] << 8);
const u32 = (buf: Uint8Array, at: number) =>
  (buf[at] | (buf[at + 1] << 8) | (buf[at + 2] << 16)) + buf[at + 3] * 0x1000000;
const u32be = (buf: Uint8Array, at: number) =>
  buf[at] * 0x1000000 + ((buf[at + 1] << 16) | (buf[at + 2] << 8) | buf[at + 3]);

// --- MP4 (ISO base media): an ftyp box first, with a video brand; HEIC/AVIF images share the box. ---

const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'mmp4',
  'dash',
  'MSNV',
  'NDAS',
  'f4v ',
]);
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'crx ']);

function isMp4(buf: Uint8Array): boolean {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const size = u32be(buf, 0);
  if (size < 16 || size > 4096) return false;
  const major = ascii(buf, 8, 12);
  if (IMAGE_BRANDS.has(major)) return false;
  const brands = [major];
  for (let at = 16; at + 4 <= Math.min(size, buf.length); at += 4) brands.push(ascii(buf, at, at + 4));
  return brands.some((b) => VIDEO_BRANDS.has(b));
}

// --- ZIP (Office Open XML): entry names from the central directory, or the local headers when it is missing. ---

const MAX_ZIP_ENTRIES = 20_000;

export function zipEntryNames(buf: Uint8Array): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder();
  // End of central directory: 22 bytes plus a comment of at most 65535 bytes, at the very end.
  for (let eocd = buf.length - 22; eocd >= Math.max(0, buf.length - 22 - 0xffff); eocd--) {
    if (!startsWith(buf, [0x50, 0x4b, 0x05, 0x06], eocd)) continue;
    const count = u16(buf, eocd + 10);
    let at = u32(buf, eocd + 16);
    for (let i = 0; i < count && i < MAX_ZIP_ENTRIES; i++) {
      if (!startsWith(buf, [0x50, 0x4b, 0x01, 0x02], at) || at + 46 > buf.length) break;
      const nameLength = u16(buf, at + 28);
      names.push(decoder.decode(buf.subarray(at + 46, at + 46 + nameLength)));
      at += 46 + nameLength + u16(buf, at + 30) + u16(buf, at + 32);
    }
    if (names.length) return names;
    break;
  }
  // No usable central directory (zip64, or truncated): walk the local file headers while sizes are known.
  let at = 0;
  while (names.length < MAX_ZIP_ENTRIES && startsWith(buf, [0x50, 0x4b, 0x03, 0x04], at) && at + 30 <= buf.length) {
    const nameLength = u16(buf, at + 26);
    names.push(decoder.decode(buf.subarray(at + 30, at + 30 + nameLength)));
    const sizeKnown = (u16(buf, at + 6) & 0x8) === 0;
    if (!sizeKnown) break;
    at += 30 + nameLength + u16(buf, at + 28) + u32(buf, at + 18);
  }
  return names;
}

function sniffZip(buf: Uint8Array): Sniffed {
  const names = zipEntryNames(buf);
  const office = names.includes('[Content_Types].xml');
  for (const [folder, type] of [
    ['word/', FILE_KINDS.docx],
    ['xl/', FILE_KINDS.xlsx],
  ] as const) {
    if (!office || !names.some((n) => n.startsWith(folder))) continue;
    if (names.some((n) => n.startsWith(folder) && n.toLowerCase().endsWith('vbaproject.bin'))) return refused(MACROS);
    return accepted(type);
  }
  return refused(`This zip file is not a Word or Excel document. Upload a ${ACCEPTED_TYPES_TEXT} file.`);
}

// --- OLE2 compound files (.doc, .xls): the names of the streams in the directory. ---

const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const MAX_SECTORS = 1_000_000;

export function compoundFileEntryNames(buf: Uint8Array): string[] {
  if (buf.length < 512) return [];
  const shift = u16(buf, 0x1e);
  if (shift !== 9 && shift !== 12) return [];
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const offset = (sector: number) => (sector + 1) * sectorSize;
  const inFile = (sector: number) => sector < MAX_SECTORS && offset(sector) + sectorSize <= buf.length;

  // Where the FAT lives: 109 entries in the header, then a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = u32(buf, 0x4c + i * 4);
    if (s === FREESECT || s === ENDOFCHAIN) break;
    fatSectors.push(s);
  }
  const seenDifat = new Set<number>();
  for (
    let d = u32(buf, 0x44);
    d !== ENDOFCHAIN && d !== FREESECT && inFile(d) && !seenDifat.has(d);
    d = u32(buf, offset(d) + sectorSize - 4)
  ) {
    seenDifat.add(d);
    for (let i = 0; i < perSector - 1; i++) {
      const s = u32(buf, offset(d) + i * 4);
      if (s !== FREESECT && s !== ENDOFCHAIN) fatSectors.push(s);
    }
  }
  const next = (sector: number): number => {
    const fat = fatSectors[Math.floor(sector / perSector)];
    if (fat === undefined || !inFile(fat)) return ENDOFCHAIN;
    return u32(buf, offset(fat) + (sector % perSector) * 4);
  };

  // Directory entries: 128 bytes each, the name in UTF-16LE with its byte length at 0x40.
  const names: string[] = [];
  const seen = new Set<number>();
  for (let s = u32(buf, 0x30); s !== ENDOFCHAIN && inFile(s) && !seen.has(s); s = next(s)) {
    seen.add(s);
    for (let e = offset(s); e < offset(s) + sectorSize; e += 128) {
      const length = Math.min(u16(buf, e + 0x40), 64);
      const type = buf[e + 0x42];
      if (length < 2 || type === 0) continue;
      let name = '';
      for (let c = 0; c < length - 2; c += 2) name += String.fromCharCode(u16(buf, e + c));
      names.push(name);
    }
  }
  return names;
}

function sniffCompoundFile(buf: Uint8Array): Sniffed {
  const names = compoundFileEntryNames(buf);
  const word = names.includes('WordDocument');
  const excel = names.includes('Workbook') || names.includes('Book');
  if ((word || excel) && names.some((n) => n === 'Macros' || n === '_VBA_PROJECT_CUR' || n === 'VBA'))
    return refused(MACROS);
  if (word) return accepted(FILE_KINDS.doc);
  if (excel) return accepted(FILE_KINDS.xls);
  return refused(`This Office file is not a Word or Excel document. Upload a ${ACCEPTED_TYPES_TEXT} file.`);
}

/** The type of a file from its bytes, or why it is refused. */
export function sniffContentType(buf: Uint8Array): Sniffed {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return accepted(FILE_KINDS.jpeg);
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return accepted(FILE_KINDS.png);
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a'))
    return accepted(FILE_KINDS.gif);
  if (buf.length >= 5 && ascii(buf, 0, 5) === '%PDF-') return accepted(FILE_KINDS.pdf);
  if (isMp4(buf)) return accepted(FILE_KINDS.mp4);
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(buf);
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffCompoundFile(buf);
  if (buf.length === 0) return refused('The file is empty.');
  return refused(`This file type is not accepted. Upload a ${ACCEPTED_TYPES_TEXT} file.`);
}

/**
 * The name to keep for a stored file: the caller's name without any folder or control characters, with
 * an extension that matches its content ('report.pdf' holding a Word document becomes 'report.docx',
 * 'notes' becomes 'notes.pdf').
 */
export function documentName(original: string | undefined, type: FileKind): string {
  const base = ((original ?? '').split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const name = base.replace(/^\.+/, '').trim() || 'document';
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (ext && type.exts.includes(ext)) return name;
  const stem =
    ext !== undefined && Object.values(FILE_KINDS).some((k) => k.exts.includes(ext))
      ? name.slice(0, -(ext.length + 1))
      : name;
  return `${stem.trim() || 'document'}.${type.ext}`;
}
