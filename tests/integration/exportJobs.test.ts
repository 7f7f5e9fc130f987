/**
 * Exports and photo zips as jobs (issue 11): an Excel export with embedded photos read back with exceljs
 * (rows, columns, pictures = photos on those rows minus blocked ones) and converted to PDF by LibreOffice;
 * a client user's export and zip hold no internal question and no blocked photo; a zip split in parts,
 * its entries counted; a queued job cancelled; the spec's POST /storeVisit/export/{type} still answers
 * data.url. Records are built by the factories; a JobWorker with the product's kinds runs the jobs.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { jobsConfig } from '../../api/src/config.js';
import { documents } from '../../api/src/db/schema.js';
import { EMBED_LIMIT, EMBED_LIMIT_MESSAGE } from '../../api/src/storeVisit/export/workbook.js';
import { filesDir } from '../../api/src/index.js';
import { productJobKinds } from '../../api/src/jobs/kinds.js';
import type { presentJob } from '../../api/src/jobs/router.js';
import { JobWorker } from '../../api/src/jobs/worker.js';
import * as f from '../../api/src/testing/factories.js';
import { Privacy } from '../../api/src/storeVisit/visit/codes.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';

type Job = ReturnType<typeof presentJob>;

let api: TestApi;
let worker: JobWorker | null = null;
let admin: ApiClient;
let client: ApiClient;
let work: string;
const PHOTOS_PER_VISIT = 2;
const VISITS = 4;
let visitIds: number[];
let photoKey: string;
let photoKey2: string;
let textKey: string;
let hiddenKey: string;
let blockedUuid: string;
let acmeId: number;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  work = await mkdtemp(path.join(tmpdir(), 'export-jobs-'));
  const acme = await f.buildClient(db, { name: 'Acme export' });
  acmeId = acme.id;
  const adminUser = await f.buildUser(db);
  const clientUser = await f.buildUser(db, {
    role: 'client',
    clientId: acme.id,
    clientRoleId: api.config.clientRoleId,
  });
  const photo = f.formQuestion('photo-input', 'Photo of the display');
  const photo2 = f.formQuestion('photo-input', 'Photo of the shelf');
  const text = f.formQuestion('single-line-input', 'Condition');
  const hidden = f.formQuestion('photo-input', 'Internal photo', { meta: { isHidden: true } });
  const form = await f.buildForm(db, { tenancyClientId: acme.id, questions: [photo, photo2, text, hidden] });
  [photoKey, photoKey2, textKey, hiddenKey] = [photo, photo2, text, hidden].map((q) => q.canonicalKey);
  const dir = filesDir(api.config);
  visitIds = [];
  for (let i = 0; i < VISITS; i++) {
    const docs = await Promise.all(
      [0, 1, 2].map((k) => f.buildDocument(db, { filesDir: dir, width: 800 + k * 10, height: 600 })),
    );
    // The first visit blocks its first photo: it is in no file, for anyone.
    if (i === 0) blockedUuid = docs[0].uuid;
    const visit = await f.buildVisit(db, {
      formId: form.id,
      clientId: acme.id,
      privacy: Privacy.VisibleToClient,
      reviewState: 3,
      meta: {
        blockPhotos: i === 0 ? [{ uuid: docs[0].uuid }] : [],
        starPhotos: [{ uuid: docs[1].uuid, motive: 'Great facing', storeVisitId: 0 }],
      },
      answers: [
        { question: photo, value: docs[0].uuid },
        { question: photo2, value: docs[1].uuid },
        { question: text, value: `Good ${i}` },
        { question: hidden, value: docs[2].uuid },
      ],
    });
    visitIds.push(visit.id);
  }
  admin = await api.as(adminUser.email);
  client = await api.as(clientUser.email, { clientId: acme.id });
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await api?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

function startWorker(zipPartBytes = 1024 * 1024 * 1024) {
  worker = new JobWorker({
    db: api.database.db,
    registry: productJobKinds({ filesDir: filesDir(api.config), zipPartBytes, log: () => undefined }),
    filesDir: filesDir(api.config),
    config: { ...jobsConfig({}), heartbeatSeconds: 0.1, pollSeconds: 0.1, leaseSeconds: 5, concurrency: 1 },
    exclusive: false,
    log: () => undefined,
  });
  return worker.start();
}

async function finished(as: ApiClient, id: number): Promise<Job> {
  for (let i = 0; i < 300; i++) {
    const res = await as<Job>('GET', `/api/v2/job/id/${id}`);
    expect(res.status).toBe(200);
    const job = res.body.data!;
    if (job.state !== 'queued' && job.state !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(api.url + url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function workbook(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  ws.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { rows, images: ws.getImages().length, media: wb.model.media.length };
}

const exportBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Display photos',
  ids: visitIds,
  columns: ['id', 'Visit Date', 'Retailer'],
  questions: [photoKey, photoKey2, textKey, hiddenKey],
  embedPhotosInExcelReport: true,
  ...extra,
});

describe('jobs of exports and zips', () => {
  it('cancels a queued export at once', async () => {
    const res = await admin<Job>('POST', '/api/v2/storeVisit/exportJob/xlsx', exportBody());
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data!.state).toBe('queued');
    const cancelled = await admin<Job>('POST', `/api/v2/job/id/${res.body.data!.id}/cancel`);
    expect([cancelled.status, cancelled.body.data!.state]).toEqual([200, 'cancelled']);
    await startWorker();
  });

  it('exports with embedded photos a staff file: every photo but the blocked one, readable by LibreOffice', async () => {
    const res = await admin<Job>('POST', '/api/v2/storeVisit/exportJob/xlsx', exportBody());
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const job = await finished(admin, res.body.data!.id);
    expect(job.state, job.message ?? '').toBe('done');
    expect(job.files).toHaveLength(1);
    const data = await download(job.url!);
    const { rows, images } = await workbook(data);
    expect(rows[0]).toEqual([
      'Report Number',
      'Visit Date',
      'Retailer',
      'Photo of the display',
      'Photo of the shelf',
      'Condition',
      'Internal photo',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(visitIds);
    // Three photos per visit, one blocked on the first visit.
    expect(images).toBe(VISITS * (PHOTOS_PER_VISIT + 1) - 1);
    expect(JSON.stringify(rows)).not.toContain(blockedUuid);
    expect(job.message).toContain(
      `${VISITS * (PHOTOS_PER_VISIT + 1) - 1} of ${VISITS * (PHOTOS_PER_VISIT + 1) - 1} photos embedded`,
    );

    const file = path.join(work, 'export.xlsx');
    await writeFile(file, data);
    await promisify(execFile)('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', work, file], {
      timeout: 120_000,
      env: { ...process.env, HOME: work },
    });
    expect(existsSync(path.join(work, 'export.pdf'))).toBe(true);
  }, 180_000);

  it("gives a client user's export no internal question, no blocked photo and no motive", async () => {
    const res = await client<Job>(
      'POST',
      '/api/v2/storeVisit/exportJob/xlsx',
      exportBody({ includeMotivesInExcelReport: true, additionalColumns: ['motives'] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const job = await finished(client, res.body.data!.id);
    expect(job.state, job.message ?? '').toBe('done');
    const { rows, images } = await workbook(await download(job.url!));
    expect(rows[0]).toEqual(['Visit Date', 'Retailer', 'Photo of the display', 'Photo of the shelf', 'Condition']);
    expect(images).toBe(VISITS * PHOTOS_PER_VISIT - 1);
    expect(JSON.stringify(rows)).not.toContain('Great facing');
    // Another user never sees the job.
    expect((await admin('GET', `/api/v2/job/id/${job.id}`)).status).toBe(404);
  });

  it('writes the motives under their photos for staff who ask', async () => {
    const res = await admin<Job>(
      'POST',
      '/api/v2/storeVisit/exportJob/xlsx',
      exportBody({ additionalColumns: ['motives'] }),
    );
    const job = await finished(admin, res.body.data!.id);
    const { rows } = await workbook(await download(job.url!));
    expect(JSON.stringify(rows)).toContain('Starred: Great facing');
  });

  it('zips the photos of a selection for a client user: no internal question, no blocked photo', async () => {
    const res = await client<Job>('POST', '/api/v2/document/zipJob', {
      ids: visitIds,
      questions: [photoKey, photoKey2, hiddenKey],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const job = await finished(client, res.body.data!.id);
    expect(job.state, job.message ?? '').toBe('done');
    const zip = await JSZip.loadAsync(await download(job.url!));
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(VISITS * PHOTOS_PER_VISIT - 1);
    expect(names.some((n) => n.includes('Internal photo'))).toBe(false);
  });

  it('zips every photo but the blocked one for staff, in parts above the part size', async () => {
    await worker!.stop();
    // Each photo is a few kB: a 10 kB part holds one or two.
    await startWorker(10 * 1024);
    const res = await admin<Job>('POST', '/api/v2/document/zipJob', {
      ids: visitIds,
      questions: [photoKey, photoKey2, hiddenKey],
    });
    const job = await finished(admin, res.body.data!.id);
    expect(job.state, job.message ?? '').toBe('done');
    expect(job.files.length).toBeGreaterThan(1);
    let entries = 0;
    for (const part of job.files) {
      expect(part.name).toMatch(new RegExp(` - part \\d+ of ${job.files.length}\\.zip$`));
      entries += Object.keys((await JSZip.loadAsync(await download(part.url))).files).length;
    }
    expect(entries).toBe(VISITS * (PHOTOS_PER_VISIT + 1) - 1);
  });

  it('answers a zip of nothing with the spec message as a failed job', async () => {
    const res = await admin<Job>('POST', '/api/v2/document/zipJob', { ids: visitIds, questions: [textKey] });
    const job = await finished(admin, res.body.data!.id);
    expect(job.state).toBe('failed');
    expect(job.message).toMatch(/^Could not zip files\. /);
  });

  it('refuses bad input with 4xx: unknown type, unknown roll-up, nothing selected', async () => {
    expect((await admin('POST', '/api/v2/storeVisit/exportJob/pdf', exportBody())).status).toBe(400);
    expect((await admin('POST', '/api/v2/storeVisit/exportJob/xlsx', exportBody({ rollupId: 999999 }))).status).toBe(
      404,
    );
    expect((await admin('POST', '/api/v2/storeVisit/exportJob/xlsx', { questions: [photoKey] })).status).toBe(400);
    expect((await admin('POST', '/api/v2/document/zipJob', {})).status).toBe(400);
  });

  it("exports a roll-up's questions for a client user: their own client's roll-up only, no internal question", async () => {
    const db = api.database.db;
    const keys = [photoKey, textKey, hiddenKey].join(',');
    const mine = await f.buildSavedRollup(db, { tenancyClientId: acmeId, formQuestionCanonicalKeys: keys });
    const theirs = await f.buildSavedRollup(db, {
      tenancyClientId: (await f.buildClient(db)).id,
      formQuestionCanonicalKeys: keys,
    });
    const res = await client<Job>('POST', '/api/v2/storeVisit/exportJob/xlsx', {
      rollupId: mine.id,
      ids: visitIds,
      columns: ['Visit Date'],
      embedPhotosInExcelReport: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const job = await finished(client, res.body.data!.id);
    expect(job.state, job.message ?? '').toBe('done');
    const { rows, images } = await workbook(await download(job.url!));
    expect(rows[0]).toEqual(['Visit Date', 'Photo of the display', 'Condition']);
    expect(images).toBe(VISITS - 1);
    const refused = await client('POST', '/api/v2/storeVisit/exportJob/xlsx', { rollupId: theirs.id, ids: visitIds });
    expect(refused.status).toBe(404);
    const zip = await client('POST', '/api/v2/document/zipJob', { rollupId: theirs.id, ids: visitIds });
    expect(zip.status).toBe(404);
  });

  it("exports a roll-up by its own filter (its 185 days, not the list's 45) and never one restricted from the caller", async () => {
    const db = api.database.db;
    const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    const creator = await f.buildUser(db);
    const otherStaff = await f.buildUser(db);
    const rollup = await f.buildSavedRollup(db, {
      tenancyClientId: acmeId,
      createdBy: creator.id,
      restrictTokenUserId: creator.id,
      formQuestionCanonicalKeys: [photoKey, textKey, hiddenKey].join(','),
      filters: [
        { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [day(100), `${day(0)} 23:59:59`] },
        { label: 'Review State', path: 'metaJson.reviewState', type: 'range', data: [3] },
      ],
    });
    const body = { rollupId: rollup.id, columns: ['id'], embedPhotosInExcelReport: false };
    // Its creator exports every row of its 100-day filter (a list search would refuse more than 45 days).
    const owner = await api.as(creator.email);
    const res = await owner<Job>('POST', '/api/v2/storeVisit/exportJob/xlsx', body);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const job = await finished(owner, res.body.data!.id);
    expect(job.state, job.message ?? '').toBe('done');
    const { rows } = await workbook(await download(job.url!));
    expect(rows[0]).toEqual(['Report Number', 'Photo of the display', 'Condition', 'Internal photo']);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(expect.arrayContaining(visitIds));
    // Restricted to its creator: another staff user may not export it, nor zip its photos.
    const other = await api.as(otherStaff.email);
    expect((await other('POST', '/api/v2/storeVisit/exportJob/xlsx', body)).status).toBe(404);
    expect((await other('POST', '/api/v2/document/zipJob', { rollupId: rollup.id })).status).toBe(404);
    // A staff roll-up open to its client: the client user exports its rows, without the internal question.
    const open = await f.buildSavedRollup(db, { ...rollup, id: undefined, restrictTokenUserId: null, title: 'Open' });
    const asClient = await client<Job>('POST', '/api/v2/storeVisit/exportJob/xlsx', { ...body, rollupId: open.id });
    expect(asClient.status, JSON.stringify(asClient.body)).toBe(202);
    const clientJob = await finished(client, asClient.body.data!.id);
    expect(clientJob.state, clientJob.message ?? '').toBe('done');
    const clientRows = (await workbook(await download(clientJob.url!))).rows;
    expect(clientRows[0]).toEqual(['Photo of the display', 'Condition']);
    expect(clientRows.length - 1).toBe(VISITS);
  });

  it('writes links instead of pictures above 4,000 photos, whatever the caller asks', async () => {
    const db = api.database.db;
    const many = f.formQuestion('photo-input', 'Many photos');
    const form = await f.buildForm(db, { questions: [many] });
    const uuids = Array.from({ length: EMBED_LIMIT + 1 }, () => randomUUID());
    for (let i = 0; i < uuids.length; i += 1000)
      await db
        .insert(documents)
        .values(
          uuids
            .slice(i, i + 1000)
            .map((uuid) => ({ uuid, title: 'p.jpg', size: 1, url: `/files/none/${uuid}.jpg`, type: 'image' })),
        );
    const visit = await f.buildVisit(db, {
      formId: form.id,
      answers: uuids.map((value) => ({ question: many, value })),
    });
    const res = await admin<{ url: string; photos: number; photosEmbedded: boolean; notice: string | null }>(
      'POST',
      '/api/v2/storeVisit/export/xlsx',
      { ids: [visit.id], questions: [many.canonicalKey], embedPhotosInExcelReport: true },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      photos: EMBED_LIMIT + 1,
      photosEmbedded: false,
      notice: EMBED_LIMIT_MESSAGE,
    });
    expect(EMBED_LIMIT_MESSAGE).toBe(
      'This export has more than 4,000 photos. The photos will be replaced with links to them.',
    );
    const { rows, images } = await workbook(await download(res.body.data!.url));
    expect(images).toBe(0);
    // The links, one a line (one cell holds at most Excel's 32,767 characters of them).
    expect(String(rows[1].at(-1)).split('\n')[0]).toBe(`${api.url}/files/open/${uuids[0]}`);
  }, 60_000);

  it('still answers data.url on the spec call, with the photos embedded', async () => {
    const res = await admin<{ url: string; photosEmbedded: boolean; rows: number }>(
      'POST',
      '/api/v2/storeVisit/export/xlsx',
      exportBody(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ rows: VISITS, photosEmbedded: true });
    const { images } = await workbook(await download(res.body.data!.url));
    expect(images).toBe(VISITS * (PHOTOS_PER_VISIT + 1) - 1);
  });
});
