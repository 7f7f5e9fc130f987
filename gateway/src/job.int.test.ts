/**
 * The job domain (schema/job.graphql): startExcelExport and startPhotoZip answer a queued job, `job` reads
 * its state until DONE with its download, cancelJob cancels a queued job and answers a payload error for one
 * already finished; another user never sees a job; bad input is a payload error, never a crash.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';
/* eslint-disable no-restricted-imports -- the records are built by the api's factories, the jobs run by its worker */
import { jobsConfig } from '../../api/src/config.js';
import { filesDir } from '../../api/src/index.js';
import { productJobKinds } from '../../api/src/jobs/kinds.js';
import { JobWorker } from '../../api/src/jobs/worker.js';
import * as f from '../../api/src/testing/factories.js';
/* eslint-enable no-restricted-imports */

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let other: Caller;
let worker: JobWorker | null = null;
let visitIds: number[];
let photoKey: string;

const JOB = `id kind state message fileName url progress { done total } files { name url }`;
interface Job {
  id: number;
  kind: string;
  state: string;
  message: string | null;
  fileName: string | null;
  url: string | null;
  progress: { done: number; total: number | null };
  files: { name: string; url: string }[];
}
interface Payload {
  job: Job | null;
  error: { message: string } | null;
}

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const db = harness.api.database.db;
  const acme = await f.buildClient(db);
  const photo = f.formQuestion('photo-input', 'Photo of the display');
  const form = await f.buildForm(db, { tenancyClientId: acme.id, questions: [photo] });
  photoKey = photo.canonicalKey;
  visitIds = [];
  for (let i = 0; i < 3; i++) {
    const doc = await f.buildDocument(db, { filesDir: harness.api.filesDir });
    const v = await f.buildVisit(db, {
      formId: form.id,
      clientId: acme.id,
      answers: [{ question: photo, value: doc.uuid }],
    });
    visitIds.push(v.id);
  }
  admin = await harness.signIn((await f.buildUser(db)).email);
  other = await harness.signIn((await f.buildUser(db, { role: 'reviewer' })).email);
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await harness?.close();
});

const start = (input: Record<string, unknown>, as = admin) =>
  gql.send<{ startExcelExport: Payload }>(
    as,
    `mutation ($input: ExcelExportInput!) { startExcelExport(input: $input) { job { ${JOB} } error { message } } }`,
    { input },
  );
const read = (id: number, as = admin) =>
  gql.send<{ job: Job | null }>(as, `query ($id: Int!) { job(id: $id) { ${JOB} } }`, { id });
const cancel = (id: number) =>
  gql.send<{ cancelJob: Payload }>(
    admin,
    `mutation ($id: Int!) { cancelJob(id: $id) { job { ${JOB} } error { message } } }`,
    {
      id,
    },
  );

async function untilFinished(id: number): Promise<Job> {
  for (let i = 0; i < 300; i++) {
    const job = (await read(id)).data!.job!;
    if (job.state !== 'QUEUED' && job.state !== 'RUNNING') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

describe('jobs in the gateway', () => {
  it('starts an export, cancels it while queued, and another user never sees it', async () => {
    const res = await start({ ids: visitIds, questionKeys: [photoKey], embedPhotos: true });
    const job = res.data!.startExcelExport.job!;
    expect([job.kind, job.state, job.files]).toEqual(['excelExport', 'QUEUED', []]);
    expect((await read(job.id, other)).data!.job).toBeNull();
    const cancelled = (await cancel(job.id)).data!.cancelJob;
    expect(cancelled.job!.state).toBe('CANCELLED');
  });

  it('runs an export and a photo zip to DONE with their downloads', async () => {
    worker = new JobWorker({
      db: harness.api.database.db,
      registry: productJobKinds({
        filesDir: filesDir(harness.api.config),
        zipPartBytes: 1 << 30,
        log: () => undefined,
      }),
      filesDir: filesDir(harness.api.config),
      config: { ...jobsConfig({}), heartbeatSeconds: 0.1, pollSeconds: 0.1 },
      exclusive: false,
      log: () => undefined,
    });
    await worker.start();
    const exported = await untilFinished(
      (await start({ title: 'Gateway export', ids: visitIds, questionKeys: [photoKey], embedPhotos: true })).data!
        .startExcelExport.job!.id,
    );
    expect(exported.state, exported.message ?? '').toBe('DONE');
    expect(exported.fileName).toBe('Gateway-export.xlsx');
    expect(exported.files).toHaveLength(1);
    expect(exported.message).toContain('3 of 3 photos embedded');
    expect((await fetch(harness.api.url + exported.url!)).status).toBe(200);
    // Finished: nothing to cancel, a payload error.
    expect((await cancel(exported.id)).data!.cancelJob.error!.message).toMatch(/already finished/);

    const zip = await gql.send<{ startPhotoZip: Payload }>(
      admin,
      `mutation ($input: PhotoZipInput!) { startPhotoZip(input: $input) { job { ${JOB} } error { message } } }`,
      { input: { ids: visitIds, questionKeys: [photoKey] } },
    );
    const zipped = await untilFinished(zip.data!.startPhotoZip.job!.id);
    expect([zipped.kind, zipped.state, zipped.message]).toEqual(['photoZip', 'DONE', '3 photos.']);
  });

  it('answers bad input as a payload error', async () => {
    const res = await start({ questionKeys: [photoKey] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.startExcelExport).toEqual({
      job: null,
      error: { message: 'Please first select rows to export.' },
    });
    const unknown = await start({ ids: visitIds, rollupId: 999999 });
    expect(unknown.data!.startExcelExport.error!.message).toBe(
      'Roll-up 999999 does not exist or is not visible to you.',
    );
  });
});
