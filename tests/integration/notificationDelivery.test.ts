/**
 * Delivering sent notifications (issue 13, api/src/notification/delivery, docs/DECISIONS.md "Notification
 * delivery"): SEND writes the outbox and its job in one transaction; a job worker delivers each row once to the
 * talent inbox and, with SMTP settings, by e-mail to a local SMTP server this file starts; a mail server that is
 * down is tried again with backoff (visible in the detail) and gets the message once when it is back; a
 * scheduled notification whose job runs after a restart is sent once; talent and staff tokens open only their
 * own routes.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveryConfig, jobsConfig, type DeliveryConfig, type JobsConfig } from '../../api/src/config.js';
import { jobs, notificationDeliveries, notifications, users } from '../../api/src/db/schema.js';
import { signTalentToken } from '../../api/src/auth/talentToken.js';
import { filesDir } from '../../api/src/index.js';
import { productJobKinds } from '../../api/src/jobs/kinds.js';
import { JobWorker } from '../../api/src/jobs/worker.js';
import { DELIVERY_JOB, enqueueFollowUp, queueDeliveries } from '../../api/src/notification/delivery/outbox.js';
import { SCHEDULED_SEND_KIND } from '../../api/src/notification/write.js';
import { buildClient, buildNotification, buildUser } from '../../api/src/testing/factories.js';
import {
  buildTalentWithVisits,
  deliveryRowsOf,
  jobsOfNotification,
  minutesFromNow,
  notificationBody,
} from '../../api/src/testing/factories/notifications.js';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';

interface Mail {
  to: string;
  subject: string;
  messageId: string;
  notificationId: number;
  body: string;
}

/** A local SMTP server that keeps what it receives; `down()` closes it, `up()` listens on the same port again. */
class TestSmtp {
  readonly mails: Mail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const [head, ...rest] = raw.split(/\r?\n\r?\n/);
          const header = (name: string) =>
            new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1].replace(/\r?\n[ \t]/g, ' ') ?? '';
          this.mails.push({
            to: header('To'),
            subject: header('Subject'),
            messageId: header('Message-ID'),
            notificationId: Number(header('X-Notification-Id')),
            body: rest.join('\n\n'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  of(notificationId: number): Mail[] {
    return this.mails.filter((m) => m.notificationId === notificationId);
  }
}

let api: TestApi;
let admin: ApiClient;
let reviewer: ApiClient;
let clientUser: ApiClient;
let clientId: number;
const smtp = new TestSmtp();

const fast: JobsConfig = {
  ...jobsConfig({}),
  leaseSeconds: 5,
  heartbeatSeconds: 0.1,
  pollSeconds: 0.1,
  stopTimeoutSeconds: 2,
};

const workers: JobWorker[] = [];
/** A job worker over the api's database with the product's kinds, e-mail to the test SMTP server unless told. */
async function startWorker(delivery: Partial<DeliveryConfig> = {}): Promise<JobWorker> {
  const w = new JobWorker({
    db: api.database.db,
    registry: productJobKinds({
      filesDir: filesDir(api.config),
      zipPartBytes: 1024 * 1024,
      delivery: {
        ...deliveryConfig({}),
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        smtpFrom: 'Store Visit Reports <notify@svr.test>',
        ...delivery,
      },
      log: () => undefined,
    }),
    filesDir: filesDir(api.config),
    config: fast,
    log: () => undefined,
  });
  workers.push(w);
  await w.start();
  return w;
}

async function stopWorkers() {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
}

/** Signs in and answers the raw staff access token (for calls with a hand-made Authorization header). */
async function staffToken(email: string): Promise<string> {
  const res = await fetch(`${api.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234', strategy: 'local' }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('x-access-token') ?? '';
}

async function withToken(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(api.url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-tenancy-client-id': String(clientId),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

async function talentToken(talentId: number): Promise<string> {
  const res = await admin<{ token: string; talentId: number; expiresAt: string }>(
    'POST',
    `/api/v2/talent/${talentId}/token`,
  );
  expect(res.status).toBe(201);
  expect(res.body.data?.talentId).toBe(talentId);
  return res.body.data?.token ?? '';
}

interface InboxItem {
  recipientId: number;
  notificationId: number;
  title: string;
  message: string;
  dateSeen: string | null;
}
const inbox = async (token: string) => {
  const res = await withToken(token, 'GET', '/api/v2/talent/inbox');
  expect(res.status).toBe(200);
  return res.body.data as InboxItem[];
};

/** Creates an immediate notification to `users` and sends it (SEND), as the administrator. */
async function sendTo(users: number[], title: string): Promise<number> {
  const created = await admin<{ id: number }>(
    'POST',
    '/api/v2/membership/notification',
    notificationBody(users, { title }),
  );
  expect(created.status).toBe(201);
  const id = created.body.data?.id ?? 0;
  const sent = await admin('POST', `/api/v2/membership/notification/id/${id}/send`);
  expect(sent.status).toBe(200);
  return id;
}

const rowsOf = (id: number) => deliveryRowsOf(api.database.db, id);
const pendingEmail = async (id: number) => (await rowsOf(id)).filter((r) => r.channel === 'email');

/** The e-mail row's next try, in seconds from the database's now. */
async function secondsToNextTry(rowId: number): Promise<number> {
  const [row] = await api.database.db
    .select({ s: sql<number>`extract(epoch from (${notificationDeliveries.nextAttemptAt} - now()))` })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.id, rowId));
  return Number(row.s);
}

/** Moves the clock past the wait: the row is due now, and so is the follow-up job queued for it. */
async function moveClockPastWait(notificationId: number, rowId: number) {
  const db = api.database.db;
  // The job that failed queues its follow-up after it records the failure: wait for it, then move both.
  await expect
    .poll(async () => (await jobsOfNotification(db, DELIVERY_JOB, notificationId)).some((j) => j.state === 'queued'))
    .toBe(true);
  await db
    .update(notificationDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(notificationDeliveries.id, rowId));
  await db
    .update(jobs)
    .set({ runAfter: sql`now()` })
    .where(
      and(
        eq(jobs.kind, DELIVERY_JOB),
        eq(jobs.state, 'queued'),
        sql`(${jobs.params} ->> 'notificationId')::int = ${notificationId}`,
      ),
    );
}

beforeAll(async () => {
  await smtp.up();
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  clientId = (await buildClient(db)).id;
  await buildUser(db, { email: 'admin@delivery.test' });
  await buildUser(db, { email: 'reviewer@delivery.test', role: 'reviewer' });
  await buildUser(db, { email: 'client@delivery.test', role: 'client', clientId });
  admin = await api.as('admin@delivery.test', { clientId });
  reviewer = await api.as('reviewer@delivery.test', { clientId });
  clientUser = await api.as('client@delivery.test', { clientId });
});

afterEach(async () => {
  await stopWorkers();
  await smtp.up().catch(() => undefined); // a test that took it down leaves it up for the next
});

afterAll(async () => {
  await stopWorkers();
  await smtp.down();
  await api?.close();
});

describe('a sent notification is delivered once', () => {
  it('one e-mail per recipient with an address, the inbox once, date_seen recorded once', async () => {
    const db = api.database.db;
    const ana = await buildTalentWithVisits(db, clientId, { visits: 2, talent: { email: 'ana@talent.test' } });
    const ben = await buildTalentWithVisits(db, clientId, { talent: { email: 'ben@talent.test' } });
    const noMail = await buildTalentWithVisits(db, clientId, { talent: { email: '' } });
    const id = await sendTo([ana.talent.id, ben.talent.id, noMail.talent.id], 'Planogram change');

    // SEND wrote the outbox (an inbox row per recipient) and its job in its transaction.
    expect((await rowsOf(id)).map((r) => [r.channel, r.state])).toEqual([
      ['inbox', 'pending'],
      ['inbox', 'pending'],
      ['inbox', 'pending'],
    ]);
    expect(await jobsOfNotification(db, DELIVERY_JOB, id)).toHaveLength(1);
    const anaToken = await talentToken(ana.talent.id);
    expect(await inbox(anaToken)).toEqual([]); // not delivered yet

    await startWorker();
    await expect
      .poll(async () => (await rowsOf(id)).map((r) => `${r.channel}:${r.state}`).sort(), { timeout: 10_000 })
      .toEqual(['email:delivered', 'email:delivered', 'inbox:delivered', 'inbox:delivered', 'inbox:delivered']);
    const mails = smtp.of(id);
    expect(mails.map((m) => /<([^>]+)>/.exec(m.to)?.[1]).sort()).toEqual(['ana@talent.test', 'ben@talent.test']);
    expect(mails.every((m) => m.subject === 'Planogram change')).toBe(true);
    expect(mails[0].body).toContain('The endcap planogram changed');
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);

    // Another delivery job for the same notification (a retry, a second worker) sends nothing again.
    await enqueueFollowUp(db, id, new Date(Date.now() - 1000));
    await expect
      .poll(async () => (await jobsOfNotification(db, DELIVERY_JOB, id)).map((j) => j.state), { timeout: 10_000 })
      .toEqual(['done', 'done']);
    expect(smtp.of(id)).toHaveLength(2);

    const items = await inbox(anaToken);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ notificationId: id, title: 'Planogram change', dateSeen: null });
    const first = await withToken(anaToken, 'POST', `/api/v2/talent/inbox/${items[0].recipientId}/seen`);
    expect(first.status).toBe(200);
    const seen = first.body.data.dateSeen as string;
    expect(Date.parse(seen)).toBeGreaterThan(Date.now() - 60_000);
    await new Promise((r) => setTimeout(r, 20));
    const again = await withToken(anaToken, 'POST', `/api/v2/talent/inbox/${items[0].recipientId}/seen`);
    expect(again.body.data.dateSeen).toBe(seen); // the first kept
    expect((await inbox(anaToken))[0].dateSeen).toBe(seen);

    // The detail shows the date seen and each recipient's deliveries.
    const detail = await admin<{
      recipients: { talentId: number; dateSeen: string | null; deliveries: { channel: string; state: string }[] }[];
    }>('GET', `/api/v2/membership/notification/id/${id}`);
    const anaRow = detail.body.data?.recipients.find((r) => r.talentId === ana.talent.id);
    expect(anaRow?.dateSeen).toBe(seen);
    expect(anaRow?.deliveries.map((d) => `${d.channel}:${d.state}`)).toEqual(['inbox:delivered', 'email:delivered']);
    const noMailRow = detail.body.data?.recipients.find((r) => r.talentId === noMail.talent.id);
    expect(noMailRow?.deliveries.map((d) => d.channel)).toEqual(['inbox']);

    // Another talent cannot mark it seen (not in their inbox).
    const benToken = await talentToken(ben.talent.id);
    expect((await withToken(benToken, 'POST', `/api/v2/talent/inbox/${items[0].recipientId}/seen`)).status).toBe(404);
  });

  it('two workers running two jobs of one notification send each e-mail once', async () => {
    const db = api.database.db;
    const crew = [];
    for (let i = 0; i < 12; i++)
      crew.push((await buildTalentWithVisits(db, clientId, { talent: { email: `crew${i}@talent.test` } })).talent.id);
    const id = await sendTo(crew, 'To the whole crew');
    // A second job for the same rows, queued before anything runs (a retry and a fresh job overlapping).
    await db.insert(jobs).values({
      kind: DELIVERY_JOB,
      params: { notificationId: id },
      ownerUserId: (await jobsOfNotification(db, DELIVERY_JOB, id))[0].ownerUserId,
    });
    await Promise.all([startWorker(), startWorker()]);
    await expect
      .poll(async () => (await rowsOf(id)).filter((r) => r.state === 'delivered').length, { timeout: 15_000 })
      .toBe(24);
    await expect
      .poll(async () => (await jobsOfNotification(db, DELIVERY_JOB, id)).slice(0, 2).map((j) => j.state))
      .toEqual(['done', 'done']);
    // A job that ended while the other held rows may leave a follow-up for when their claim ends (in case that
    // worker died): it finds them delivered.
    for (const later of (await jobsOfNotification(db, DELIVERY_JOB, id)).slice(2)) expect(later.state).toBe('queued');
    const mails = smtp.of(id);
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.to)).size).toBe(12);
  });

  it('without SMTP settings only the inbox is used', async () => {
    const db = api.database.db;
    const cai = await buildTalentWithVisits(db, clientId, { talent: { email: 'cai@talent.test' } });
    const id = await sendTo([cai.talent.id], 'Inbox only');
    await startWorker({ smtpUrl: null });
    await expect
      .poll(async () => (await rowsOf(id)).map((r) => `${r.channel}:${r.state}`))
      .toEqual(['inbox:delivered']);
    expect(smtp.of(id)).toEqual([]);
  });
});

describe('the delivery job', () => {
  it('belongs to the sender, else the creator, else the first active administrator', async () => {
    const db = api.database.db;
    const ivy = await buildTalentWithVisits(db, clientId);
    const [firstAdmin] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.roleId, 1), eq(users.status, 1)))
      .orderBy(users.id)
      .limit(1);
    const creator = await buildUser(db, { email: 'creator@delivery.test', role: 'reviewer' });
    const sender = await buildUser(db, { email: 'sender@delivery.test', role: 'reviewer' });
    const owners = [];
    for (const emails of [
      { createUserEmail: 'CREATOR@delivery.test', sentUserEmail: 'sender@delivery.test' },
      { createUserEmail: 'creator@delivery.test', sentUserEmail: null },
      { createUserEmail: 'gone@delivery.test', sentUserEmail: null },
    ]) {
      const n = await buildNotification(db, { clientId, talentIds: [ivy.talent.id], sent: 1, ...emails });
      const { jobId } = await db.transaction((tx) => queueDeliveries(tx, n.id));
      const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job.tenancyClientId).toBe(clientId);
      owners.push(job.ownerUserId);
    }
    expect(owners).toEqual([sender.id, creator.id, firstAdmin.id]);
  });
});

describe('a mail server that is down', () => {
  it('is tried again with backoff, the state visible in the detail, and gets the message once when it is back', async () => {
    const db = api.database.db;
    const dee = await buildTalentWithVisits(db, clientId, { talent: { email: 'dee@talent.test' } });
    await smtp.down();
    const id = await sendTo([dee.talent.id], 'While the mail server is down');
    await startWorker();

    await expect
      .poll(async () => (await pendingEmail(id)).map((r) => [r.state, r.attempts]), { timeout: 10_000 })
      .toEqual([['pending', 1]]);
    const [email] = await pendingEmail(id);
    expect(email.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await secondsToNextTry(email.id)).toBeGreaterThan(25);
    expect(await secondsToNextTry(email.id)).toBeLessThanOrEqual(30);
    // The inbox did not wait for the mail server.
    expect((await rowsOf(id)).find((r) => r.channel === 'inbox')?.state).toBe('delivered');
    // A follow-up job waits for the next try.
    const queued = async () => (await jobsOfNotification(db, DELIVERY_JOB, id)).filter((j) => j.state === 'queued');
    await expect.poll(async () => (await queued()).length).toBe(1);
    const waiting = await queued();
    expect(Math.abs(waiting[0].runAfter.getTime() - email.nextAttemptAt.getTime())).toBeLessThan(1000);

    const detail = await admin<{
      recipients: {
        deliveries: {
          channel: string;
          state: string;
          attempts: number;
          lastError: string | null;
          nextAttemptAt: string | null;
        }[];
      }[];
    }>('GET', `/api/v2/membership/notification/id/${id}`);
    expect(detail.body.data?.recipients[0].deliveries.find((d) => d.channel === 'email')).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      nextAttemptAt: email.nextAttemptAt.toISOString(),
    });

    // Still down at the next try: the wait doubles.
    await moveClockPastWait(id, email.id);
    await expect.poll(async () => (await pendingEmail(id))[0].attempts, { timeout: 10_000 }).toBe(2);
    expect(await secondsToNextTry(email.id)).toBeGreaterThan(55);
    expect(await secondsToNextTry(email.id)).toBeLessThanOrEqual(60);

    // Back up: delivered at the next try, once.
    await smtp.up();
    await moveClockPastWait(id, email.id);
    await expect.poll(async () => (await pendingEmail(id))[0].state, { timeout: 10_000 }).toBe('delivered');
    expect(smtp.of(id)).toHaveLength(1);
    expect((await pendingEmail(id))[0]).toMatchObject({ attempts: 2, lastError: null });
    await expect
      .poll(async () => (await jobsOfNotification(db, DELIVERY_JOB, id)).every((j) => j.state === 'done'))
      .toBe(true);
    expect(smtp.of(id)).toHaveLength(1);
  });

  it('waits 30 s × 2^n (at most the cap) and is failed for good after the last try', async () => {
    const db = api.database.db;
    const eve = await buildTalentWithVisits(db, clientId, { talent: { email: 'eve@talent.test' } });
    const id = await sendTo([eve.talent.id], 'Never reaches the mail server');
    // A worker whose mail server never answers (a closed port), with a cap of 1000 s.
    await startWorker({ smtpUrl: 'smtp://127.0.0.1:1', retryCapSeconds: 1000 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      await expect.poll(async () => (await pendingEmail(id))[0]?.attempts, { timeout: 10_000 }).toBe(attempt);
      const [row] = await pendingEmail(id);
      if (attempt < 8) {
        expect(row.state).toBe('pending');
        waits.push(Math.ceil(await secondsToNextTry(row.id))); // read a moment after the failure
        await moveClockPastWait(id, row.id);
      } else expect(row.state).toBe('failed');
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1000]);
    // Nothing waits any more: no follow-up job is left queued.
    await expect
      .poll(async () => (await jobsOfNotification(db, DELIVERY_JOB, id)).filter((j) => j.state !== 'done'))
      .toEqual([]);
  });
});

describe('a scheduled notification', () => {
  it('whose job runs after a restart is sent once, and a job run again after the send sends nothing', async () => {
    const db = api.database.db;
    const fay = await buildTalentWithVisits(db, clientId, { talent: { email: 'fay@talent.test' } });
    const gus = await buildTalentWithVisits(db, clientId, { talent: { email: 'gus@talent.test' } });
    const created = await admin<{ id: number }>(
      'POST',
      '/api/v2/membership/notification',
      notificationBody([fay.talent.id, gus.talent.id], {
        title: 'Scheduled reminder',
        type: 1,
        config: { scheduled: { date: minutesFromNow(1) } },
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data?.id ?? 0;
    const [scheduled] = await jobsOfNotification(db, SCHEDULED_SEND_KIND, id);
    expect(scheduled.state).toBe('queued');

    // A worker runs before its time (nothing to do), then the process stops: the job waits in the queue.
    const first = await startWorker();
    await new Promise((r) => setTimeout(r, 300));
    await first.stop();
    expect((await jobsOfNotification(db, SCHEDULED_SEND_KIND, id))[0].state).toBe('queued');
    expect((await db.select().from(notifications).where(eq(notifications.id, id)))[0].sent).toBe(0);

    // The clock reaches the scheduled time; a new process's worker sends it.
    await db
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(eq(jobs.id, scheduled.id));
    await startWorker();
    await expect
      .poll(async () => (await rowsOf(id)).filter((r) => r.state === 'delivered').length, { timeout: 10_000 })
      .toBe(4);
    const [sent] = await db.select().from(notifications).where(eq(notifications.id, id));
    expect(sent.sent).toBe(1);
    expect(smtp.of(id)).toHaveLength(2);
    await expect.poll(async () => (await jobsOfNotification(db, SCHEDULED_SEND_KIND, id))[0].state).toBe('done');
    await stopWorkers();

    // The worker died after the send's commit but before it recorded the job's end: the job is taken over
    // and run again, and finds the notification sent.
    await db
      .update(jobs)
      .set({
        state: 'running',
        leaseOwner: 'dead-worker',
        leaseExpiresAt: sql`now() - interval '1 second'`,
        finishedAt: null,
      })
      .where(eq(jobs.id, scheduled.id));
    await startWorker();
    await expect
      .poll(async () => (await jobsOfNotification(db, SCHEDULED_SEND_KIND, id))[0], { timeout: 10_000 })
      .toMatchObject({ state: 'done', message: expect.stringMatching(/already been sent/) });
    expect(await jobsOfNotification(db, DELIVERY_JOB, id)).toHaveLength(1);
    expect(await rowsOf(id)).toHaveLength(4);
    expect(smtp.of(id)).toHaveLength(2);
    const [still] = await db.select().from(notifications).where(eq(notifications.id, id));
    expect(still.sentTimestamp?.toISOString()).toBe(sent.sentTimestamp?.toISOString());
  });
});

describe('talent tokens and staff tokens', () => {
  it('are each refused on the other one’s routes', async () => {
    const db = api.database.db;
    const hal = await buildTalentWithVisits(db, clientId);
    const token = await talentToken(hal.talent.id);

    // Only an administrator issues a talent token, for a talent that exists.
    expect((await reviewer('POST', `/api/v2/talent/${hal.talent.id}/token`)).status).toBe(403);
    expect((await clientUser('POST', `/api/v2/talent/${hal.talent.id}/token`)).status).toBe(403);
    expect((await admin('POST', '/api/v2/talent/99999999/token')).status).toBe(404);
    expect((await withToken(token, 'POST', `/api/v2/talent/${hal.talent.id}/token`)).status).toBe(401);

    // A talent token opens no staff route.
    for (const [method, path] of [
      ['GET', '/api/v2/membership/notification'],
      ['POST', '/api/v2/membership/notification/all'],
      ['GET', `/api/v2/talent/talentapproveddate/${hal.talent.id}`],
      ['GET', '/api/v2/form'],
    ] as const)
      expect((await withToken(token, method, path, method === 'POST' ? {} : undefined)).status, path).toBe(401);

    // A staff token (or none, or a forged or expired talent token) opens no inbox.
    const staff = await staffToken('admin@delivery.test');
    expect((await withToken(staff, 'GET', '/api/v2/talent/inbox')).status).toBe(401);
    expect((await withToken(staff, 'POST', '/api/v2/talent/inbox/1/seen')).status).toBe(401);
    expect((await fetch(`${api.url}/api/v2/talent/inbox`)).status).toBe(401);
    const forged = await signTalentToken(hal.talent.id, 'another-secret-another-secret-12', 1);
    expect((await withToken(forged.token, 'GET', '/api/v2/talent/inbox')).status).toBe(401);
    const expired = await signTalentToken(hal.talent.id, api.config.jwtSecret, -1);
    expect((await withToken(expired.token, 'GET', '/api/v2/talent/inbox')).status).toBe(401);
    expect((await withToken(token, 'GET', '/api/v2/talent/inbox')).status).toBe(200);
  });
});
