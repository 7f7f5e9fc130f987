/**
 * The upload → review → export path with FILE_STORE=s3 against a real S3-protocol server (s3rver, started
 * here on a free port over a temporary folder): photos uploaded through POST /upload/docs land in the bucket
 * (nothing under DATA_DIR/files), /files streams them (whole, by range, resized with the copy kept in the
 * bucket), a reviewer turns one, and an Excel export job with embedded photos and a photo zip job read them
 * from the bucket and write their results there, downloaded through /files byte for byte. With
 * S3_PUBLIC_URL, /files answers a checked address with a redirect to a pre-signed URL of the store.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsConfig } from '../../api/src/config.js';
import { openFileStore } from '../../api/src/document/openStore.js';
import type { FileStore } from '../../api/src/document/fileStore.js';
import { createApi } from '../../api/src/index.js';
import { productJobKinds } from '../../api/src/jobs/kinds.js';
import type { presentJob } from '../../api/src/jobs/router.js';
import { JobWorker } from '../../api/src/jobs/worker.js';
import * as f from '../../api/src/testing/factories.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';
import { startLocalS3, type LocalS3 } from '../../api/src/testing/s3rver.js';
import { Privacy } from '../../api/src/storeVisit/visit/codes.js';

type Job = ReturnType<typeof presentJob>;
interface Doc {
  uuid: string;
  url: string;
  xsurl: string | null;
  sizes: Record<string, string> | null;
}

let s3: LocalS3;
let api: TestApi;
let store: FileStore;
let worker: JobWorker;
let admin: ApiClient;
let visitId: number;
let photoKey: string;
let textKey: string;
const originals = new Map<string, Buffer>();
const docs: Doc[] = [];

const photo = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(api.url + url, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function finished(id: number): Promise<Job> {
  for (let i = 0; i < 300; i++) {
    const job = (await admin<Job>('GET', `/api/v2/job/id/${id}`)).body.data!;
    if (job.state !== 'queued' && job.state !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not finish`);
}

beforeAll(async () => {
  s3 = await startLocalS3();
  api = await startTestApi({ seed: false, config: { fileStore: s3.config } });
  store = openFileStore(api.config);
  const db = api.database.db;
  const acme = await f.buildClient(db, { name: 'Acme S3' });
  admin = await api.as((await f.buildUser(db)).email);
  for (const [name, bytes] of [
    ['display.jpg', await photo(640, 480, '#c0392b')],
    ['shelf.jpg', await photo(320, 240, '#2471a3')],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await admin<Doc>('POST', '/api/v2/upload/docs', form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    docs.push(res.body.data!);
    originals.set(res.body.data!.uuid, bytes);
  }
  const photoQ = f.formQuestion('photo-input', 'Photo of the display');
  const shelfQ = f.formQuestion('photo-input', 'Photo of the shelf');
  const text = f.formQuestion('single-line-input', 'Condition');
  const form = await f.buildForm(db, { tenancyClientId: acme.id, questions: [photoQ, shelfQ, text] });
  [photoKey, textKey] = [photoQ.canonicalKey, text.canonicalKey];
  const visit = await f.buildVisit(db, {
    formId: form.id,
    clientId: acme.id,
    privacy: Privacy.VisibleToClient,
    reviewState: 3,
    answers: [
      { question: photoQ, value: docs[0].uuid },
      { question: shelfQ, value: docs[1].uuid },
      { question: text, value: 'Good' },
    ],
  });
  visitId = visit.id;
  worker = new JobWorker({
    db,
    registry: productJobKinds({ filesDir: store, zipPartBytes: 1024 * 1024 * 1024, log: () => undefined }),
    filesDir: store,
    config: { ...jobsConfig({}), heartbeatSeconds: 0.1, pollSeconds: 0.1, leaseSeconds: 5, concurrency: 1 },
    exclusive: false,
    log: () => undefined,
  });
  await worker.start();
});

afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await s3?.close();
});

describe('the file store in S3 (FILE_STORE=s3)', () => {
  it('keeps uploads in the bucket, nothing on the api machine, and serves them whole and by range', async () => {
    expect(store.kind).toBe('s3');
    for (const d of docs) {
      const key = `docs/${d.uuid}.jpg`;
      expect((await store.readBuffer(key))?.equals(originals.get(d.uuid)!)).toBe(true);
      expect(await store.stat(`docs/${d.uuid}-135.jpg`)).not.toBeNull();
    }
    expect(existsSync(path.join(api.filesDir, 'docs'))).toBe(false);
    // No temporary upload is left in the bucket.
    const left = [];
    for await (const file of store.list('.uploading')) left.push(file.key);
    expect(left).toEqual([]);

    const whole = await get(docs[0].url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(whole.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(whole.bytes.equals(originals.get(docs[0].uuid)!)).toBe(true);
    const head = await fetch(api.url + docs[0].url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(whole.bytes.length)]);
    const etag = whole.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch() itself would add no-cache to a conditional request).
    expect((await get(docs[0].url, { 'if-none-match': etag!, 'cache-control': 'max-age=0' })).status).toBe(304);
    const part = await get(docs[0].url, { range: 'bytes=2-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-11/${whole.bytes.length}`);
    expect(part.bytes.equals(whole.bytes.subarray(2, 12))).toBe(true);
    // The address still needs its signature; dot folders are never served by their own key.
    expect((await get(docs[0].url.split('?')[0])).status).toBe(401);
    expect((await get(api.signedFileUrl(`.uploading/x.part`))).status).toBe(404);
    expect((await get(api.signedFileUrl('docs/none.jpg'))).status).toBe(404);
  });

  it('resizes a photo from the bucket and keeps the copy there', async () => {
    const sized = await get(docs[0].sizes!['200']);
    expect(sized.status).toBe(200);
    expect(sized.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(sized.bytes).metadata()).width).toBe(200);
    const copy = await store.readBuffer(`.resized/200/docs/${docs[0].uuid}.jpg`);
    expect(copy?.equals(sized.bytes)).toBe(true);
    // Never wider than the original.
    expect((await sharp((await get(docs[1].sizes!['800'])).bytes).metadata()).width).toBe(320);
  });

  it('turns a photo in review, then exports it embedded (turned) and zips the originals, results in the bucket', async () => {
    const turned = await admin('POST', `/api/v2/storeVisit/id/${visitId}/review/media/${docs[0].uuid}/rotate`);
    expect(turned.status, JSON.stringify(turned.body)).toBe(200);

    const exp = await admin<Job>('POST', '/api/v2/storeVisit/exportJob/xlsx', {
      title: 'S3 export',
      ids: [visitId],
      columns: ['id'],
      questions: [photoKey, textKey],
      embedPhotosInExcelReport: true,
    });
    expect(exp.status, JSON.stringify(exp.body)).toBe(202);
    const done = await finished(exp.body.data!.id);
    expect(done.state, done.message ?? '').toBe('done');
    const xlsx = await get(done.url!);
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    const ws = wb.worksheets[0];
    expect(ws.getImages()).toHaveLength(1);
    expect(ws.getRow(2).getCell(3).value).toBe('Good');
    const media = Object.keys((await JSZip.loadAsync(xlsx.bytes)).files).filter((n) => n.startsWith('xl/media/'));
    expect(media).toHaveLength(1);
    const picture = await (await JSZip.loadAsync(xlsx.bytes)).file(media[0])!.async('nodebuffer');
    const { width, height } = await sharp(picture).metadata();
    expect(height!).toBeGreaterThan(width!); // 640×480 turned a quarter
    const resultKey = decodeURIComponent(done.url!.split('?')[0].slice('/files/'.length));
    expect((await store.stat(resultKey))?.size).toBe(xlsx.bytes.length);

    const zip = await admin<Job>('POST', '/api/v2/document/zipJob', { uuids: docs.map((d) => d.uuid) });
    expect(zip.status, JSON.stringify(zip.body)).toBe(202);
    const zipped = await finished(zip.body.data!.id);
    expect(zipped.state, zipped.message ?? '').toBe('done');
    const archive = await JSZip.loadAsync((await get(zipped.url!)).bytes);
    const entries = Object.values(archive.files).filter((e) => !e.dir);
    expect(entries).toHaveLength(2);
    const contents = await Promise.all(entries.map((e) => e.async('nodebuffer')));
    expect(contents.map((c) => c.length).sort()).toEqual([...originals.values()].map((b) => b.length).sort());
    for (const c of contents) expect([...originals.values()].some((o) => o.equals(c))).toBe(true);
    // Staged results were uploaded to the bucket and cleared from the api machine.
    const stored = [];
    for await (const file of store.list('jobs')) stored.push(file.key);
    expect(stored).toHaveLength(2);
    const staged = await readdir(path.join(api.config.dataDir, 'staging'), { recursive: true, withFileTypes: true });
    expect(staged.filter((e) => e.isFile())).toEqual([]);
  }, 60_000);

  it("answers the spec's export and zip calls from the bucket, and removes a deleted document's files", async () => {
    const res = await admin<{ url: string }>('POST', '/api/v2/storeVisit/export/xlsx', {
      title: 'Direct',
      ids: [visitId],
      questions: [photoKey],
      embedPhotosInExcelReport: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = await get(res.body.data!.url);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');

    const zip = await fetch(`${api.url}/api/v2/document/zip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await bearer() },
      body: JSON.stringify({ uuids: [docs[1].uuid] }),
    });
    expect(zip.status).toBe(200);
    const one = Object.values((await JSZip.loadAsync(Buffer.from(await zip.arrayBuffer()))).files);
    expect(await one[0].async('nodebuffer')).toEqual(originals.get(docs[1].uuid));

    const doc = await f.buildDocument(api.database.db, { storageKey: 'docs/loose.jpg', url: '/files/docs/loose.jpg' });
    await store.put('docs/loose.jpg', await photo(10, 10, '#000000'));
    expect((await admin('DELETE', `/api/v2/document/id/${doc.id}`)).status).toBe(200);
    expect(await store.stat('docs/loose.jpg')).toBeNull();
  });

  it('with S3_PUBLIC_URL, a checked address is redirected to a pre-signed URL of the store', async () => {
    const config = { ...api.config, fileStore: { ...s3.config, publicUrl: s3.endpoint } };
    const app = createApi({ db: api.database.db, config });
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const res = await fetch(base + docs[1].url, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(location.startsWith(`${s3.endpoint}/${s3.config.bucket}/docs/${docs[1].uuid}.jpg?`)).toBe(true);
      expect(location).toContain('X-Amz-Signature=');
      const direct = await fetch(location);
      expect(Buffer.from(await direct.arrayBuffer())).toEqual(originals.get(docs[1].uuid));
      // The api's own check still comes first.
      expect((await fetch(base + docs[1].url.split('?')[0], { redirect: 'manual' })).status).toBe(401);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    }
  });
});

async function bearer(): Promise<string> {
  const users = await f.buildUser(api.database.db);
  const login = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: users.email, password: 'demo1234', strategy: 'local' }),
  });
  return `Bearer ${login.headers.get('x-access-token')}`;
}
