/**
 * Two of each (issue 14): two api and two gateway processes (deploy/service.ts, each api running a job worker)
 * on one PostgreSQL database, a mixed load through both gateways at once (reads, review feedback on the same
 * reports, bulk actions, export jobs), then: nothing lost (every write seen through the other process), each
 * job ran exactly once, and the sign-in limit holds across both apis (failures through A and B add up).
 * PostgreSQL only (PGlite is one process's database): runs under `npm run test:pg` / CI (TEST_DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { rows } from '../../api/src/db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../api/src/db/schema.js';
import { seedDemo } from '../../api/src/db/seed/index.js';
import { freshDatabase, type TestDatabase } from '../../api/src/testing/harness.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startService(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'deploy/service.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${env.SERVICE} exited (${child.exitCode}) before it answered`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${env.SERVICE} did not answer /healthz within 90 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!serverUrl)('two api and two gateway processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  const apis: string[] = [];
  const gateways: string[] = [];
  let token = '';

  beforeAll(async () => {
    database = await freshDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'svr-two-'));
    await seedDemo(database.db, { filesDir: path.join(dataDir, 'files'), clientRoleId: 3, visits: 120 });
    const dbUrl = new URL(serverUrl!);
    const [{ name }] = await rows<{ name: string }>(database.db, sql`select current_database() as name`);
    dbUrl.pathname = `/${name}`;
    const shared = {
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      JOB_WORKER_IN_API: 'true',
      JOB_POLL_SECONDS: '1',
      LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: '6',
      // The burst below (34 requests per gateway at once) is about writes across processes, not overload: on a
      // loaded 2-core machine its queue took more than the default 1 s to drain (a 503, before any write ran).
      MAX_QUEUE_WAIT_MS: '10000',
    };
    // Started two at a time: the apis, then a gateway over each.
    for (const api of await Promise.all([0, 1].map(() => startService({ ...shared, SERVICE: 'api' })))) {
      children.push(api.child);
      apis.push(api.url);
    }
    for (const gateway of await Promise.all(
      apis.map((api) => startService({ SERVICE: 'gateway', API_URL: api, MAX_QUEUE_WAIT_MS: '10000' })),
    )) {
      children.push(gateway.child);
      gateways.push(gateway.url);
    }
    const login = await fetch(`${apis[0]}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    token = login.headers.get('x-access-token') ?? '';
  }, 200_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
    await database?.drop();
  }, 60_000);

  const graphql = async <T>(gateway: string, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (res.status !== 200 || body.errors?.length)
      throw new Error(`${res.status} ${JSON.stringify(body.errors)} for ${query.slice(0, 60)}`);
    return body.data!;
  };

  it('loses no write, runs each job once, and shares the sign-in limit', async () => {
    type Row = { id: number; status: string; viewerCan: { giveFeedback: { allowed: boolean } } };
    const list = await graphql<{ storeVisits: { items: Row[] } }>(
      gateways[0],
      `
        {
          storeVisits(filters: [], page: 1, pageSize: 100) {
            items {
              id
              status
              viewerCan {
                giveFeedback {
                  allowed
                }
              }
            }
          }
        }
      `,
    );
    const active = list.storeVisits.items.filter((v) => v.status === 'ACTIVE');
    const reviewed = active.filter((v) => v.viewerCan.giveFeedback.allowed).slice(0, 4);
    expect(reviewed.length).toBeGreaterThanOrEqual(2);
    const toArchive = active.filter((v) => !reviewed.includes(v)).slice(0, 20);
    expect(toArchive.length).toBe(20);

    // The mixed load: through both gateways at once.
    const feedback = `mutation ($id: Int!, $text: String!) { addFeedback(storeVisitId: $id, text: $text) { error { message } } }`;
    const bulk = `mutation ($ids: [Int!]!) { bulkStoreVisits(action: ARCHIVE, ids: $ids) { changedCount error { message } } }`;
    const exportJob = `mutation ($ids: [Int!]!) { startExcelExport(input: { ids: $ids }) { job { id } error { message } } }`;
    const read = `{ storeVisits(filters: [], page: 1, pageSize: 50) { total items { id reviewState } } }`;
    const texts: string[] = [];
    const work: Promise<unknown>[] = [];
    const jobIds: number[] = [];
    for (let round = 0; round < 6; round++) {
      for (const [g, gateway] of gateways.entries()) {
        for (const v of reviewed) {
          const text = `round ${round} via gateway ${g} on ${v.id}`;
          texts.push(text);
          work.push(
            graphql<{ addFeedback: { error: unknown } }>(gateway, feedback, { id: v.id, text }).then((d) =>
              expect(d.addFeedback.error).toBeNull(),
            ),
          );
        }
        work.push(graphql(gateway, read));
      }
    }
    // Each gateway archives its own half of the reports, in two bulk actions; each starts two export jobs.
    for (const [g, gateway] of gateways.entries()) {
      const mine = toArchive.filter((_, i) => i % 2 === g).map((v) => v.id);
      for (const part of [mine.slice(0, 5), mine.slice(5)])
        work.push(
          graphql<{ bulkStoreVisits: { changedCount: number; error: unknown } }>(gateway, bulk, { ids: part }).then(
            (d) => expect(d.bulkStoreVisits).toEqual({ changedCount: part.length, error: null }),
          ),
        );
      for (const ids of [mine.slice(0, 3), mine.slice(3, 6)])
        work.push(
          graphql<{ startExcelExport: { job: { id: number } } }>(gateway, exportJob, { ids }).then((d) =>
            jobIds.push(d.startExcelExport.job.id),
          ),
        );
    }
    await Promise.all(work);

    // Nothing lost: every write is seen through the other process (each gateway reads what both wrote).
    for (const gateway of gateways) {
      for (const v of reviewed) {
        const seen = await graphql<{ storeVisit: { feedback: { texts: { text: string }[] }[] } }>(
          gateway,
          `
            query ($id: Int!) {
              storeVisit(id: $id) {
                feedback {
                  texts {
                    text
                  }
                }
              }
            }
          `,
          { id: v.id },
        );
        const got = seen.storeVisit.feedback.flatMap((f) => f.texts.map((t) => t.text));
        expect(got.filter((t) => t.endsWith(` on ${v.id}`)).sort()).toEqual(
          texts.filter((t) => t.endsWith(` on ${v.id}`)).sort(),
        );
      }
      const statuses = await Promise.all(
        toArchive.map((v) =>
          graphql<{ storeVisit: { status: string } }>(
            gateway,
            `
              query ($id: Int!) {
                storeVisit(id: $id) {
                  status
                }
              }
            `,
            {
              id: v.id,
            },
          ).then((d) => d.storeVisit.status),
        ),
      );
      expect(new Set(statuses)).toEqual(new Set(['ARCHIVED']));
    }

    // Each job ran exactly once, on one of the two workers.
    expect(jobIds.length).toBe(4);
    await expect
      .poll(
        async () =>
          (await database.db.select().from(jobs).where(inArray(jobs.id, jobIds))).map(
            (j) => `${j.state}:${j.attempts}`,
          ),
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(['done:1', 'done:1', 'done:1', 'done:1']);

    // The sign-in limit is shared: 3 failures through api A and 2 through api B are refused as wrong passwords;
    // the 6th, through B, uses up the 6 allowed (429), and from then even the right password is refused through
    // either. Had each api counted alone, B's 3rd failure would have been a plain 401.
    const signIn = (api: string, password: string) =>
      fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'reviewer@example.com', password }),
      }).then((r) => r.status);
    const failures = [];
    for (const api of [apis[0], apis[0], apis[0], apis[1], apis[1], apis[1]]) failures.push(await signIn(api, 'wrong'));
    expect(failures).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await signIn(apis[0], 'demo1234')).toBe(429);
    expect(await signIn(apis[1], 'demo1234')).toBe(429);
  }, 60_000);

  it("serves a roll-up page from one api's results cache only until a write through the other", async () => {
    const call = (api: string, method: string, p: string, body?: unknown) =>
      fetch(api + p, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const rollups = (await (await call(apis[1], 'GET', '/api/v2/savedRollup/all')).json()) as {
      data: { id: number }[];
    };
    const page = async (id: number) => {
      const res = await call(apis[1], 'POST', `/api/v2/savedRollup/id/${id}/visits`, { pageSize: 100 });
      const body = (await res.json()) as { data?: { data: { id: number }[] } };
      return { outcome: res.headers.get('x-result-cache'), ids: body.data?.data.map((v) => v.id) ?? [] };
    };
    let rollupId = 0;
    for (const r of rollups.data) if (!rollupId && (await page(r.id)).ids.length) rollupId = r.id;
    expect(rollupId).toBeGreaterThan(0);
    // Read again until served from B's cache (a job finishing meanwhile is a write too).
    await expect.poll(async () => (await page(rollupId)).outcome, { timeout: 10_000, interval: 0 }).toBe('hit');
    const [victim] = (await page(rollupId)).ids;
    expect((await call(apis[0], 'DELETE', `/api/v2/storeVisit/id/${victim}`)).status).toBe(200);
    const after = await page(rollupId);
    expect(after.outcome).toBe('miss');
    expect(after.ids).not.toContain(victim);
  }, 30_000);
});
