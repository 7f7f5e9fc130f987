/**
 * `npm run bench:xlsx` (issue 11): an Excel export of 4,000 rows with 4,000 embedded photos (the spec's
 * embedding limit), written by the streaming writer (api/src/export/xlsx). The photos are 1600×1200 JPEGs
 * (noise over a gradient, 8 distinct files read from disk as the export reads the file store), each
 * resized and rotated into a 160×160 thumbnail. Each run is a child process of its own, so its peak RSS
 * (process.resourceUsage().maxRSS) is its own; the budget is 512 MiB and the command exits 1 over it.
 *
 *   npm run bench:xlsx                       the streaming writer
 *   npm run bench:xlsx -- --compare          also exceljs's in-memory workbook with the same thumbnails
 *   npm run bench:xlsx -- --photos 1000      another count (npm run bench runs it too, from bench/volume.ts:
 *                                            BENCH_XLSX_PHOTOS, default 4,000, 1 to 5 minutes on a loaded 2-core machine)
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { writeXlsx, type Rotation, type XlsxCell } from '../api/src/export/xlsx/index.js';
import { printGrid } from './measure.js';

const BUDGET_MIB = 512;
const SOURCES = 8;
const ROTATIONS: Rotation[] = [0, 90, 180, 270];
const MODES = ['streaming', 'exceljs'] as const;
type Mode = (typeof MODES)[number];

interface Measured {
  mode: Mode;
  photos: number;
  seconds: number;
  /** User and system CPU time: the machine may be shared, the CPU a run needs is not. */
  cpuSeconds: number;
  maxRssMiB: number;
  fileMiB: number;
  embedded: number;
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const photoCount = Number(arg('--photos') ?? 4000);

/**
 * 1600×1200 JPEGs that weigh and shrink like phone photos (about 0.5 MB, 10 kB as a thumbnail): coarse
 * noise blown up (detail that survives the thumbnail) with fine noise over it (a camera's grain).
 */
async function makeSources(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (let i = 0; i < SOURCES; i++) {
    let seed = 1234 + i;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed >> 16) & 255;
    };
    const coarse = Buffer.alloc(200 * 150 * 3);
    for (let k = 0; k < coarse.length; k++) coarse[k] = random();
    const pixels = await sharp(coarse, { raw: { width: 200, height: 150, channels: 3 } })
      .resize(1600, 1200, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let k = 0; k < pixels.length; k++) pixels[k] = Math.max(0, Math.min(255, pixels[k] + (random() & 15) - 8));
    const file = path.join(dir, `source-${i}.jpg`);
    await sharp(pixels, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 85 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

const photoUrl = (i: number) => `https://svr.example.com/files/photos/${i}.jpg?expires=1893456000&sig=${i}abc`;

/** One export row: the visit columns of a roll-up and one photo answer. */
function visitRow(i: number): XlsxCell[] {
  return [
    { text: `SVR ${100000 + i}`, link: `https://svr.example.com/review/${100000 + i}` },
    `Retailer ${i % 37}`,
    `Door ${i % 500}, ${i % 90} Main Street`,
    { date: new Date(Date.UTC(2026, 0, 1 + (i % 300), 9 + (i % 8))), time: false },
    new Date(Date.UTC(2026, 0, 1 + (i % 300), 9 + (i % 8), i % 60)),
    (i % 17) * 0.25,
    i % 3 === 0 ? 'Yes' : 'No',
    `Feedback for visit ${i}: shelves restocked, display built as planned.`,
  ];
}
const HEADERS = ['Report #', 'Retailer', 'Location', 'Visit date', 'Check-in', 'Hours', 'Display built', 'Feedback'];

async function runStreaming(sources: string[], out: string): Promise<number> {
  const rows = (async function* () {
    for (let i = 0; i < photoCount; i++) {
      const source = sources[i % sources.length];
      const image = {
        load: async () => createReadStream(source),
        rotation: ROTATIONS[i % ROTATIONS.length],
        link: photoUrl(i),
      };
      yield [...visitRow(i), { image }];
    }
  })();
  const result = await writeXlsx(createWriteStream(out), {
    sheetName: 'Roll-up with photos',
    columns: [...HEADERS.map((header) => ({ header, width: 18 })), { header: 'Photo of the display', images: true }],
    rows,
  });
  return result.images;
}

/** exceljs's in-memory workbook: the only exceljs way to embed images; it keeps every thumbnail until written. */
async function runExceljs(sources: string[], out: string): Promise<number> {
  // Loaded only here: the streaming run's RSS does not carry exceljs.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Roll-up with photos', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [...HEADERS.map((header) => ({ header, width: 18 })), { header: 'Photo of the display', width: 24 }];
  ws.getRow(1).font = { bold: true };
  const concurrency = Math.min(4, availableParallelism());
  for (let start = 0; start < photoCount; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, photoCount - start) }, (_, k) => start + k);
    const thumbs = await Promise.all(
      batch.map((i) =>
        sharp(sources[i % sources.length])
          .autoOrient()
          .rotate(ROTATIONS[i % ROTATIONS.length])
          .resize({ width: 160, height: 160, fit: 'inside' })
          .jpeg({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    batch.forEach((i, k) => {
      const values = visitRow(i).map((c) =>
        c && typeof c === 'object' && 'date' in c
          ? c.date
          : c && typeof c === 'object' && 'link' in c
            ? { text: c.text, hyperlink: c.link }
            : c,
      );
      const row = ws.addRow([...values, { text: photoUrl(i), hyperlink: photoUrl(i) }]);
      row.height = 126;
      // exceljs types its buffers as ArrayBuffers: the thumbnail's bytes as one.
      const { data } = thumbs[k];
      const bytes = new Uint8Array(data.byteLength);
      bytes.set(data);
      const id = wb.addImage({ buffer: bytes.buffer, extension: 'jpeg' });
      ws.addImage(id, {
        tl: { col: 8, row: i + 1 },
        ext: { width: thumbs[k].info.width, height: thumbs[k].info.height },
        hyperlinks: { hyperlink: photoUrl(i), tooltip: 'Full size' },
      });
    });
  }
  await wb.xlsx.writeFile(out);
  return photoCount;
}

async function child(mode: Mode, sourcesDir: string) {
  const sources = Array.from({ length: SOURCES }, (_, i) => path.join(sourcesDir, `source-${i}.jpg`));
  const out = path.join(sourcesDir, `${mode}.xlsx`);
  const started = performance.now();
  const embedded = mode === 'streaming' ? await runStreaming(sources, out) : await runExceljs(sources, out);
  const measured: Measured = {
    mode,
    photos: photoCount,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    // resourceUsage().maxRSS is in kilobytes.
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    fileMiB: (await stat(out)).size / 2 ** 20,
    embedded,
  };
  process.stdout.write(`RESULT ${JSON.stringify(measured)}\n`);
}

function runChild(mode: Mode, dir: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(import.meta.url);
    const args = [...process.execArgv, script, '--child', mode, '--dir', dir, '--photos', String(photoCount)];
    const p = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    p.stdout.on('data', (d: Buffer) => (output += d.toString()));
    p.on('error', reject);
    p.on('close', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`${mode} run failed (exit ${code}): ${output}`));
      else resolve(JSON.parse(line.slice('RESULT '.length)) as Measured);
    });
  });
}

async function main() {
  const childMode = arg('--child');
  if (childMode) {
    if (!(MODES as readonly string[]).includes(childMode)) throw new Error(`Unknown mode ${childMode}`);
    return child(childMode as Mode, arg('--dir')!);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-xlsx-'));
  try {
    const madeAt = performance.now();
    await makeSources(dir);
    console.log(`${SOURCES} source photos 1600×1200 made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`);
    const modes: Mode[] = process.argv.includes('--compare') ? ['streaming', 'exceljs'] : ['streaming'];
    const results: Measured[] = [];
    for (const mode of modes) results.push(await runChild(mode, dir));
    printGrid(
      ['writer', 'photos embedded', 'time', 'CPU time', 'photos/s', 'peak RSS', 'file'],
      results.map((r) => [
        r.mode === 'streaming' ? 'streaming (api/src/export/xlsx)' : 'exceljs in-memory workbook',
        `${r.embedded} / ${r.photos}`,
        `${r.seconds.toFixed(1)} s`,
        `${r.cpuSeconds.toFixed(1)} s`,
        (r.photos / r.seconds).toFixed(0),
        `${r.maxRssMiB.toFixed(0)} MiB`,
        `${r.fileMiB.toFixed(1)} MiB`,
      ]),
    );
    const ours = results[0];
    if (ours.embedded !== ours.photos || ours.maxRssMiB > BUDGET_MIB) {
      console.error(`Over budget: ${ours.embedded} photos embedded, peak RSS ${ours.maxRssMiB.toFixed(0)} MiB`);
      process.exitCode = 1;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
