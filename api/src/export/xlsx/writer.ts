/**
 * A streaming .xlsx writer that embeds photos (issue 11): exceljs's streaming writer cannot add images
 * and its in-memory workbook holds every image until the end (docs/DECISIONS.md, "Excel export with
 * photos"). Here rows are written to the sheet as they come; each photo is made a thumbnail (images.ts)
 * by at most `concurrency` tasks at once and goes into the zip as soon as it is ready; the parts whose end
 * comes after the last row (sheet data, hyperlinks, drawing anchors, relationships) wait in temporary
 * files. Memory stays bounded by the concurrency, whatever the number of rows and photos.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import * as part from './parts.js';
import { Limiter, thumbnail, type ImageSource, type Rotation } from './images.js';
import { Spool } from './spool.js';
import * as x from './xml.js';
import { ZipOut } from './zip.js';

export interface XlsxImage {
  /** Reads the photo (called once, when a thumbnail slot is free). */
  load: () => Promise<ImageSource>;
  /** Clockwise, applied after the photo's own EXIF orientation. */
  rotation?: Rotation;
  /** The full-size photo's address: the picture and its cell link to it. */
  link?: string;
  /** The cell's text under the picture, shown too if the photo cannot be read (default: the link). */
  text?: string;
}

export type XlsxCell =
  | null
  | undefined
  | string
  | number
  | boolean
  /** A point in time, shown MM/DD/YYYY HH:MM (UTC: see xml.ts dateSerial). */
  | Date
  | { date: Date; time?: boolean }
  | { text: string; link: string }
  | { image: XlsxImage };

export interface XlsxColumn {
  header: string;
  /** In characters (Excel's unit); default 14. */
  width?: number;
  /** The column holds photos: at least as wide as a thumbnail. */
  images?: boolean;
}

export interface XlsxOptions {
  sheetName: string;
  /** The document title in the file's properties (default: the sheet name). */
  title?: string;
  columns: readonly XlsxColumn[];
  rows: AsyncIterable<readonly XlsxCell[]> | Iterable<readonly XlsxCell[]>;
  /** The box each thumbnail fits in, in pixels (default 160×160). */
  thumbnail?: { width: number; height: number };
  /** Photos read and resized at once (default: the processor count, at most 4). */
  concurrency?: number;
  /** Where the temporary files go (default: the system's). */
  tempDir?: string;
  /** Told of each photo that could not be read or decoded; its cell keeps the text and link. */
  onImageError?: (error: unknown, at: { row: number; col: number }) => void;
  now?: Date;
}

export interface XlsxResult {
  /** Data rows, the header not counted. */
  rows: number;
  images: number;
  imagesFailed: number;
  links: number;
  bytes: number;
}

const PADDING = 4;
const DEFAULT_WIDTH = 14;
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** A link Excel accepts and that opens only web or mail addresses; else null and the cell stays text. */
function safeLink(link: string): string | null {
  try {
    const url = new URL(link);
    return SAFE_SCHEMES.has(url.protocol) && url.href.length <= x.MAX_LINK_LENGTH ? url.href : null;
  } catch {
    return null;
  }
}

/** Excel sheet names: 1–31 characters, none of []:*?/\, not starting or ending with an apostrophe. */
export function sheetNameOf(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^['\s]+|['\s]+$/g, '');
  return clean || 'Sheet1';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export async function writeXlsx(out: Writable, options: XlsxOptions): Promise<XlsxResult> {
  const box = options.thumbnail ?? { width: 160, height: 160 };
  const sheetName = sheetNameOf(options.sheetName);
  const columns = options.columns.slice(0, x.MAX_COLUMNS);
  const imageWidth = x.widthForPixels(box.width + 2 * PADDING);
  const widths = columns.map((c) => Math.max(c.width ?? DEFAULT_WIDTH, c.images ? imageWidth : 0));
  const imageRowHeight = x.pointsForPixels(box.height + 2 * PADDING);
  const limiter = new Limiter(Math.max(1, options.concurrency ?? Math.min(4, availableParallelism())));

  const zip = await ZipOut.open(out);
  const dir = await mkdtemp(path.join(options.tempDir ?? tmpdir(), 'xlsx-'));
  const spool = (name: string) => new Spool(path.join(dir, name));
  const sheet = spool('sheet.xml');
  const hyperlinks = spool('hyperlinks.xml');
  const sheetRels = spool('sheet.rels');
  const drawing = spool('drawing.xml');
  const drawingRels = spool('drawing.rels');
  const spools = [sheet, hyperlinks, sheetRels, drawing, drawingRels];
  const tasks = new Set<Promise<void>>();
  const result: XlsxResult = { rows: 0, images: 0, imagesFailed: 0, links: 0, bytes: 0 };
  let pictures = 0;
  let stopped: unknown = null;

  /** A hyperlink on a cell, while the sheet may have more. */
  const addLink = async (ref: string, url: string | null): Promise<boolean> => {
    if (!url || result.links >= x.MAX_HYPERLINKS) return false;
    const id = `rIdL${++result.links}`;
    await hyperlinks.write(`<hyperlink ref="${ref}" r:id="${id}"/>`);
    await sheetRels.write(part.relationship(id, part.REL_TYPE.hyperlink, url, true));
    return true;
  };

  const embed = async (image: XlsxImage, link: string | null, row: number, col: number) => {
    let thumb;
    try {
      thumb = await thumbnail(await image.load(), box, image.rotation ?? 0);
    } catch (e) {
      result.imagesFailed++;
      options.onImageError?.(e, { row, col });
      return;
    }
    const n = ++pictures;
    await zip.add(`xl/media/image${n}.jpeg`, thumb.data, true);
    await drawingRels.write(part.relationship(`rIdImage${n}`, part.REL_TYPE.image, `../media/image${n}.jpeg`));
    if (link) await drawingRels.write(part.relationship(`rIdLink${n}`, part.REL_TYPE.hyperlink, link, true));
    const anchor = { n, col, row, offsetX: PADDING, offsetY: PADDING, width: thumb.width, height: thumb.height };
    await drawing.write(part.oneCellAnchor({ ...anchor, linked: !!link, name: `Photo ${n}` }, x.emu));
    result.images++;
  };

  /** Starts a photo once a slot is free; the rows wait meanwhile, which is what bounds memory. */
  const startImage = async (image: XlsxImage, link: string | null, row: number, col: number) => {
    await limiter.acquire();
    const task = embed(image, link, row, col)
      .catch((e: unknown) => {
        stopped ??= e;
      })
      .finally(() => {
        limiter.release();
        tasks.delete(task);
      });
    tasks.add(task);
  };

  const cellXml = async (cell: XlsxCell, row: number, col: number): Promise<string> => {
    const ref = x.cellRef(col, row);
    if (cell === null || cell === undefined) return '';
    if (typeof cell === 'string') return x.inlineStringCell(ref, cell, part.STYLE.value);
    if (typeof cell === 'number') return x.numberCell(ref, cell, part.STYLE.value);
    if (typeof cell === 'boolean') return x.booleanCell(ref, cell, part.STYLE.value);
    if (cell instanceof Date) return x.numberCell(ref, x.dateSerial(cell), part.STYLE.dateTime);
    if (isObject(cell) && 'date' in cell)
      return x.numberCell(ref, x.dateSerial(cell.date), cell.time === false ? part.STYLE.date : part.STYLE.dateTime);
    if ('image' in cell) {
      const link = cell.image.link === undefined ? null : safeLink(cell.image.link);
      await startImage(cell.image, link, row, col);
      const text = cell.image.text ?? cell.image.link ?? '';
      const linked = await addLink(ref, link);
      return text ? x.inlineStringCell(ref, text, linked ? part.STYLE.link : part.STYLE.value) : '';
    }
    const linked = await addLink(ref, safeLink(cell.link));
    return x.inlineStringCell(ref, cell.text, linked ? part.STYLE.link : part.STYLE.value);
  };

  try {
    await sheet.write(part.sheetHead(widths));
    const header = columns.map((c, i) => x.inlineStringCell(x.cellRef(i, 0), c.header, part.STYLE.header));
    await sheet.write(`<row r="1">${header.join('')}</row>`);
    for await (const cells of options.rows) {
      if (stopped) break;
      const row = ++result.rows;
      if (row >= x.MAX_ROWS) throw new Error(`A sheet holds at most ${x.MAX_ROWS - 1} rows under its header.`);
      const tall = cells.some((c) => isObject(c) && 'image' in c);
      let xml = `<row r="${row + 1}"${tall ? ` ht="${imageRowHeight}" customHeight="1"` : ''}>`;
      const count = Math.min(cells.length, x.MAX_COLUMNS);
      for (let col = 0; col < count; col++) xml += await cellXml(cells[col], row, col);
      await sheet.write(`${xml}</row>`);
    }
    await Promise.all([...tasks]);
    if (stopped) throw stopped;
    await Promise.all(spools.map((s) => s.close()));

    const withDrawing = result.images > 0;
    const sheetParts = async function* () {
      yield* sheet.read();
      yield `</sheetData>${part.autoFilter(columns.length, result.rows + 1)}`;
      if (result.links) {
        yield '<hyperlinks>';
        yield* hyperlinks.read();
        yield '</hyperlinks>';
      }
      yield '<pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>';
      yield '<pageSetup orientation="landscape"/>';
      if (withDrawing) yield '<drawing r:id="rIdD"/>';
      yield '</worksheet>';
    };
    await zip.add('xl/worksheets/sheet1.xml', Readable.from(asBuffers(sheetParts()), { objectMode: false }));
    if (result.links || withDrawing) {
      const rels = async function* () {
        yield part.relationshipsOpen();
        yield* sheetRels.read();
        if (withDrawing) yield part.relationship('rIdD', part.REL_TYPE.drawing, '../drawings/drawing1.xml');
        yield part.RELATIONSHIPS_CLOSE;
      };
      await zip.add('xl/worksheets/_rels/sheet1.xml.rels', Readable.from(asBuffers(rels()), { objectMode: false }));
    }
    if (withDrawing) {
      const around = (open: string, body: Spool, close: string) =>
        Readable.from(
          asBuffers(
            (async function* () {
              yield open;
              yield* body.read();
              yield close;
            })(),
          ),
          { objectMode: false },
        );
      await zip.add('xl/drawings/drawing1.xml', around(part.drawingOpen(), drawing, part.DRAWING_CLOSE));
      await zip.add(
        'xl/drawings/_rels/drawing1.xml.rels',
        around(part.relationshipsOpen(), drawingRels, part.RELATIONSHIPS_CLOSE),
      );
    }
    await zip.add('xl/workbook.xml', part.workbook(sheetName, columns.length, result.rows + 1));
    await zip.add('xl/_rels/workbook.xml.rels', part.workbookRels());
    await zip.add('xl/styles.xml', part.styles());
    await zip.add('docProps/core.xml', part.coreProperties(options.title ?? sheetName, options.now ?? new Date()));
    await zip.add('docProps/app.xml', part.appProperties());
    await zip.add('_rels/.rels', part.packageRels());
    await zip.add('[Content_Types].xml', part.contentTypes(withDrawing));
    result.bytes = await zip.finish();
    return result;
  } catch (e) {
    stopped ??= e;
    zip.destroy(e instanceof Error ? e : new Error(String(e)));
    await Promise.allSettled([...tasks]);
    await Promise.allSettled(spools.map((s) => s.close()));
    throw e;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Text and file chunks as Buffers: the zip entry's stream takes bytes. */
async function* asBuffers(parts: AsyncIterable<string | Buffer>): AsyncIterable<Buffer> {
  for await (const p of parts) yield typeof p === 'string' ? Buffer.from(p, 'utf8') : p;
}
