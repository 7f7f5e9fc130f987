/**
 * Real image files for the demo: a pool of shelf photos and signatures rendered with sharp from SVG,
 * each with a 135 px thumbnail. Documents point at pool files, so 500 visits need no 1,500 renders.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSharp } from '../../document/sharp.js';
import { fileStoreOf, type FileStore } from '../../document/fileStore.js';
import type { Random } from './random.js';

export interface PoolImage {
  key: string;
  thumbKey: string;
  size: number;
  kind: 'photo' | 'signature' | 'hero';
}

export interface PoolVideo {
  key: string;
  /** A still of the clip, 135 px wide: the document's xsurl. */
  thumbKey: string;
  size: number;
  /** Which aisle video it shows: the demo form pairs a before and an after video question. */
  moment: 'before' | 'after';
}

const palette = ['#f2d7d5', '#d4e6f1', '#d5f5e3', '#fcf3cf', '#e8daef', '#fae5d3', '#d6eaf8', '#e9f7ef'];
const products = ['#c0392b', '#2471a3', '#1e8449', '#b7950b', '#7d3c98', '#ca6f1e', '#17a589', '#34495e'];

function shelfSvg(r: Random, n: number): string {
  const w = 960;
  const h = 720;
  const shelves = [170, 350, 530];
  let items = '';
  for (const y of shelves) {
    items += `<rect x="40" y="${y + 120}" width="880" height="18" fill="#8d6e63"/>`;
    let x = 60;
    while (x < 880) {
      const bw = r.int(40, 90);
      const bh = r.int(60, 115);
      items += `<rect x="${x}" y="${y + 120 - bh}" width="${bw}" height="${bh}" rx="6" fill="${r.pick(products)}" opacity="0.9"/>`;
      x += bw + r.int(6, 18);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="${r.pick(palette)}"/>
    <rect x="20" y="20" width="${w - 40}" height="${h - 40}" fill="none" stroke="#5d4037" stroke-width="8"/>
    ${items}
    <text x="40" y="${h - 36}" font-family="sans-serif" font-size="30" fill="#333">Store photo ${n}</text>
  </svg>`;
}

function signatureSvg(r: Random): string {
  let d = `M 40 ${r.int(120, 160)}`;
  for (let x = 70; x < 560; x += r.int(25, 45)) d += ` Q ${x - 15} ${r.int(40, 240)} ${x} ${r.int(90, 190)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="280">
    <rect width="600" height="280" fill="#ffffff"/>
    <line x1="30" y1="230" x2="570" y2="230" stroke="#999" stroke-width="2"/>
    <path d="${d}" fill="none" stroke="#1a237e" stroke-width="4" stroke-linecap="round"/>
  </svg>`;
}

function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="400">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#f3212e"/><stop offset="1" stop-color="#7b1fa2"/></linearGradient></defs>
    <rect width="1280" height="400" fill="url(#g)"/>
    <text x="640" y="222" text-anchor="middle" font-family="sans-serif" font-size="60" font-weight="bold" fill="#fff">Beauty Counter Merchandising</text>
  </svg>`;
}

async function render(
  store: FileStore,
  key: string,
  svg: string,
  format: 'jpeg' | 'png',
): Promise<{ size: number; thumbKey: string }> {
  const sharp = await loadSharp();
  const full = sharp(Buffer.from(svg));
  const buf = format === 'jpeg' ? await full.jpeg({ quality: 82 }).toBuffer() : await full.png().toBuffer();
  await store.put(key, buf);
  const thumbKey = key.replace(/\.(\w+)$/, '-135.$1');
  const thumb = sharp(buf).resize({ width: 135 });
  await store.put(
    thumbKey,
    format === 'jpeg' ? await thumb.jpeg({ quality: 80 }).toBuffer() : await thumb.png().toBuffer(),
  );
  return { size: buf.length, thumbKey };
}

/** `files`: the file store the demo writes through (a folder path: the local store there). */
export async function renderImagePool(
  files: FileStore | string,
  r: Random,
  photos = 36,
  signatures = 10,
): Promise<PoolImage[]> {
  const store = fileStoreOf(files);
  const pool: PoolImage[] = [];
  for (let i = 1; i <= photos; i++) {
    const key = `demo/photo-${i}.jpg`;
    const { size, thumbKey } = await render(store, key, shelfSvg(r, i), 'jpeg');
    pool.push({ key, thumbKey, size, kind: 'photo' });
  }
  for (let i = 1; i <= signatures; i++) {
    const key = `demo/signature-${i}.png`;
    const { size, thumbKey } = await render(store, key, signatureSvg(r), 'png');
    pool.push({ key, thumbKey, size, kind: 'signature' });
  }
  const { size, thumbKey } = await render(store, 'demo/hero.jpg', heroSvg(), 'jpeg');
  pool.push({ key: 'demo/hero.jpg', thumbKey, size, kind: 'hero' });
  return pool;
}

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');

/**
 * The demo's two video clips (4 s, 320×180, H.264, about 10 kB each) and their stills. No video encoder
 * runs here, so they are committed files (made once with ffmpeg from drawn shelves), copied into the store.
 */
export async function copyVideoPool(files: FileStore | string): Promise<PoolVideo[]> {
  const store = fileStoreOf(files);
  const pool: PoolVideo[] = [];
  for (const moment of ['before', 'after'] as const) {
    const key = `demo/aisle-${moment}.mp4`;
    const thumbKey = `demo/aisle-${moment}-135.jpg`;
    const video = await readFile(path.join(assetsDir, `aisle-${moment}.mp4`));
    await store.put(key, video);
    await store.put(thumbKey, await readFile(path.join(assetsDir, `aisle-${moment}-135.jpg`)));
    pool.push({ key, thumbKey, size: video.length, moment });
  }
  return pool;
}

/** The files the demo's documents point at: the rendered photos, signatures and hero image, and the videos. */
export interface DemoMedia {
  photos: PoolImage[];
  signatures: PoolImage[];
  hero: PoolImage;
  videos: PoolVideo[];
}

export async function demoMedia(files: FileStore | string, r: Random): Promise<DemoMedia> {
  const store = fileStoreOf(files);
  const pool = await renderImagePool(store, r);
  const photos = pool.filter((p) => p.kind === 'photo');
  const signatures = pool.filter((p) => p.kind === 'signature');
  const hero = pool.find((p) => p.kind === 'hero') as PoolImage;
  return { photos, signatures, hero, videos: await copyVideoPool(store) };
}
