/**
 * The streaming Excel writer with embedded photos (issue 11, api/src/export/xlsx): a workbook written by it
 * is read back with exceljs (rows, columns, styles, links, pictures and their anchors), its photos are the
 * thumbnails asked for (size, rotation), memory stays bounded by its concurrency, and LibreOffice opens
 * it (converted to PDF headless) when soffice is installed.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetNameOf, writeXlsx, type XlsxCell, type XlsxResult } from '../../api/src/export/xlsx/index.js';
import { columnLetters, dateSerial, escapeXml } from '../../api/src/export/xlsx/xml.js';

const run = promisify(execFile);
const soffice = ['/usr/bin/soffice', '/usr/local/bin/soffice', '/usr/lib/libreoffice/program/soffice'].find((p) =>
  existsSync(p),
);

let dir: string;
let file: string;
let result: XlsxResult;
const errors: { row: number; col: number }[] = [];
const COLORS = ['#c0392b', '#27ae60', '#2980b9', '#8e44ad', '#f39c12'];
const photoUrl = (i: number) => `https://files.example.com/photos/${i}.jpg?sig=a&b=c`;
const when = (i: number) => new Date(Date.UTC(2026, 2, 1 + i, 9, 15));

/** A 400×300 JPEG of one colour; with EXIF orientation 6 when asked (shown turned 90° clockwise). */
const jpeg = (color: string, orientation?: number) => {
  const image = sharp({ create: { width: 400, height: 300, channels: 3, background: color } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'xlsx-test-'));
  file = path.join(dir, 'visits.xlsx');
  const sources = await Promise.all(COLORS.map((c) => jpeg(c)));
  const turned = await jpeg('#16a085', 6);
  const rows: XlsxCell[][] = COLORS.map((_, i) => [
    `Store ${i} — "Rue d'Été" & <Co>`,
    i * 2.5,
    { date: when(i), time: false },
    when(i),
    { text: `Report ${i}`, link: `https://app.example.com/review/${i}` },
    // Photos as a stream for odd rows, as bytes for even ones; row 1 turned by the caller.
    {
      image: {
        load: async () => (i % 2 ? Readable.from([sources[i]]) : sources[i]),
        rotation: i === 1 ? 90 : 0,
        link: photoUrl(i),
      },
    },
  ]);
  rows.push([
    'EXIF and a broken photo',
    null,
    undefined,
    null,
    { text: 'not a web link', link: 'javascript:alert(1)' },
    { image: { load: async () => turned, link: photoUrl(5), text: 'Turned' } },
    { image: { load: async () => Buffer.from('not a jpeg'), link: photoUrl(6), text: 'Broken' } },
  ]);
  rows.push(['Missing photo', 0, null, null, null, { image: { load: () => Promise.reject(new Error('gone')) } }]);
  result = await writeXlsx(createWriteStream(file), {
    sheetName: 'Visits: March/April',
    columns: [
      { header: 'Store', width: 30 },
      { header: 'Hours' },
      { header: 'Date' },
      { header: 'Check-in' },
      { header: 'Report' },
      { header: 'Photo', images: true },
      { header: 'Second photo', images: true },
    ],
    rows: (async function* () {
      yield* rows;
    })(),
    thumbnail: { width: 160, height: 120 },
    onImageError: (_e, at) => errors.push(at),
  });
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('SpreadsheetML pieces', () => {
  it('names columns, sheets and dates as Excel does, and keeps text XML can carry', () => {
    expect([0, 25, 26, 701, 702, 16_383].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA', 'XFD']);
    expect(sheetNameOf("'Roll-up: [North]/South?'")).toBe('Roll-up North South');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf(' :/ ')).toBe('Sheet1');
    expect(dateSerial(new Date(Date.UTC(1900, 2, 1)))).toBe(61);
    expect(dateSerial(new Date(Date.UTC(2026, 0, 1, 12)))).toBe(46023.5);
    expect(escapeXml('a\u0000b\u0007<c> & "d" \ud800')).toBe('ab&lt;c&gt; &amp; &quot;d&quot; \ufffd');
  });
});

describe('streaming xlsx writer', () => {
  it('counts what it wrote and reports the photos it could not read, keeping their cells', () => {
    expect(result).toMatchObject({ rows: 7, images: 6, imagesFailed: 2 });
    // In whichever order the photos failed: they are made several at once.
    expect([...errors].sort((a, b) => a.row - b.row)).toEqual([
      { row: 6, col: 6 },
      { row: 7, col: 5 },
    ]);
  });

  it('reads back in exceljs: header, values, dates, links, widths, frozen bold header', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('Visits March April');
    expect(ws.rowCount).toBe(8);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Store',
      'Hours',
      'Date',
      'Check-in',
      'Report',
      'Photo',
      'Second photo',
    ]);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(1).width).toBe(30);
    expect(ws.getColumn(6).width).toBeGreaterThanOrEqual((160 - 5) / 7);
    for (let i = 0; i < COLORS.length; i++) {
      const row = ws.getRow(i + 2);
      expect(row.getCell(1).value).toBe(`Store ${i} — "Rue d'Été" & <Co>`);
      expect(row.getCell(2).value).toBe(i * 2.5);
      expect(row.getCell(3).value).toEqual(new Date(Date.UTC(2026, 2, 1 + i, 9, 15)));
      expect(row.getCell(3).numFmt).toBe('mm/dd/yyyy');
      expect(row.getCell(4).numFmt).toBe('mm/dd/yyyy hh:mm');
      expect(row.getCell(5).value).toEqual({ text: `Report ${i}`, hyperlink: `https://app.example.com/review/${i}` });
      expect(row.getCell(6).value).toEqual({ text: photoUrl(i), hyperlink: photoUrl(i) });
      expect(row.height).toBeGreaterThanOrEqual(120 * 0.75);
    }
    const last = ws.getRow(7);
    expect(last.getCell(5).value).toBe('not a web link');
    expect(last.getCell(7).value).toEqual({ text: 'Broken', hyperlink: photoUrl(6) });
    expect(ws.getRow(8).getCell(6).value).toBeNull();
  });

  it('embeds one picture per readable photo, anchored on its own cell', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const anchors = wb.worksheets[0]
      .getImages()
      .map((i) => [i.range.tl.nativeRow, i.range.tl.nativeCol])
      .sort((a, b) => a[0] - b[0]);
    expect(anchors).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
      [6, 5],
    ]);
    expect(wb.model.media).toHaveLength(6);
  });

  it('makes thumbnails inside the box, turned by EXIF and by the rotation given, each linking to its photo', async () => {
    const zip = await JSZip.loadAsync(await readFile(file));
    const media = Object.keys(zip.files).filter((n) => n.startsWith('xl/media/'));
    expect(media).toHaveLength(6);
    const sizes = new Map<string, string>();
    for (const name of media) {
      const meta = await sharp(await zip.file(name)!.async('nodebuffer')).metadata();
      sizes.set(name, `${meta.width}x${meta.height}`);
    }
    // 400×300 sources into a 160×120 box: landscape 160×120; the turned ones portrait 90×120.
    expect([...sizes.values()].sort()).toEqual(['160x120', '160x120', '160x120', '160x120', '90x120', '90x120']);
    const rels = await zip.file('xl/drawings/_rels/drawing1.xml.rels')!.async('string');
    for (const i of [0, 1, 2, 3, 4, 5]) expect(rels).toContain(photoUrl(i).replace(/&/g, '&amp;'));
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).not.toContain('javascript:');
  });

  it('waits for free thumbnail slots: never more photos loading at once than its concurrency', async () => {
    let loading = 0;
    let most = 0;
    let pulled = 0;
    let done = 0;
    const source = await jpeg('#333333');
    const rows = (async function* () {
      for (let i = 0; i < 40; i++) {
        pulled++;
        yield [i, { image: { load: () => slowLoad() } }];
      }
    })();
    const slowLoad = async () => {
      loading++;
      most = Math.max(most, loading);
      // The rows are not read far ahead of the photos being made.
      expect(pulled - done).toBeLessThanOrEqual(3 + 1);
      await new Promise((r) => setTimeout(r, 5));
      loading--;
      done++;
      return source;
    };
    const sink = new PassThrough();
    sink.resume();
    const r = await writeXlsx(sink, { sheetName: 'Slots', columns: [{ header: 'n' }], rows, concurrency: 3 });
    expect(r.images).toBe(40);
    expect(most).toBe(3);
  });

  it('fails when the output fails, instead of leaving a file that looks whole', async () => {
    const broken = new Writable({ write: (_c, _e, cb) => cb(new Error('disk full')) });
    const rows = [[{ image: { load: () => jpeg('#999999') } }]];
    await expect(writeXlsx(broken, { sheetName: 'x', columns: [{ header: 'p' }], rows })).rejects.toThrow('disk full');
  });

  it.skipIf(!soffice)(
    'opens in LibreOffice: converts to PDF headless (skipped when soffice is missing)',
    async () => {
      const out = path.join(dir, 'pdf');
      // A profile of its own: another soffice running (a developer's, a parallel test) does not block this one.
      const profile = `-env:UserInstallation=file://${path.join(dir, 'lo-profile')}`;
      await run(soffice!, [profile, '--headless', '--convert-to', 'pdf', '--outdir', out, file], { timeout: 90_000 });
      const pdf = await readFile(path.join(out, 'visits.pdf'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdf.toString('latin1');
      // Six distinct photos: five colours and the turned one (LibreOffice writes each distinct image once).
      expect(text.match(/\/Subtype\s*\/Image/g)?.length).toBe(6);
      expect(text).toContain('https://app.example.com/review/0');
    },
    120_000,
  );
});
