/**
 * The notification domain through the gateway (issue 13): create from the selected visits' talent (each once),
 * send (deliveries queued), the Sent list with its filters and suggestions, the detail with its recipients,
 * refusals as payload errors (sending twice, a blank title), cancel, and a client user refused every call.
 * The records are built here with the factories (no demo seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the records the test reads are built by the api's factories
import { buildClient, buildProject, buildUser } from '../../api/src/testing/factories.js';
// eslint-disable-next-line no-restricted-imports -- the talent with visits a notification may address
import { buildTalentWithVisits } from '../../api/src/testing/factories/notifications.js';
import type { Caller } from './testing/graphqlClient.js';
import { startGatewayTest, type GatewayTest } from './testing/harness.js';

let harness: GatewayTest;
let gql: GatewayTest['gql'];
let admin: Caller;
let clientUser: Caller;
let talentA: { id: number; mcid: string | null; name: string | null };
let talentB: { id: number; mcid: string | null; name: string | null };
let visitIds: number[];

beforeAll(async () => {
  harness = await startGatewayTest({ seed: false });
  gql = harness.gql;
  const db = harness.api.database.db;
  const clientId = (await buildClient(db, { name: 'Notify Beauty' })).id;
  const projectId = (await buildProject(db, { clientId })).id;
  const a = await buildTalentWithVisits(db, clientId, { visits: 2, projectId });
  const b = await buildTalentWithVisits(db, clientId, { visits: 1, projectId });
  talentA = a.talent;
  talentB = b.talent;
  visitIds = [...a.visits, ...b.visits].map((v) => v.id);
  const adminRow = await buildUser(db, { role: 'administrator' });
  const clientRow = await buildUser(db, { role: 'client', clientId, clientRoleId: harness.api.config.clientRoleId });
  admin = await harness.signIn(adminRow.email, { clientId });
  clientUser = await harness.signIn(clientRow.email, { clientId });
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

const ROW = 'id title message action type scheduledAt created createUser sent sentAt sentUser recipientCount';
const CREATE = `mutation Create($input: NotificationInput!) {
  createNotification(input: $input) { notification { ${ROW} } error { message field } }
}`;
const SEND = `mutation Send($id: Int!) { sendNotification(id: $id) { notification { ${ROW} } error { message } } }`;
const CANCEL = `mutation Cancel($id: Int!) { cancelNotification(id: $id) { notification { ${ROW} } error { message } } }`;
const DETAIL = `query Detail($id: Int!) {
  notification(id: $id) { ${ROW} recipients { talentId mcid name storeVisitId dateSeen deliveries { channel state attempts lastError } } }
}`;
const LIST = `query List($filters: [FilterParameterInput!], $page: Int, $pageSize: Int, $sort: NotificationSortInput) {
  notifications(filters: $filters, page: $page, pageSize: $pageSize, sort: $sort) {
    total page pageSize items { ${ROW} recipients { talentId } }
  }
}`;

interface Row {
  id: number;
  title: string;
  action: number;
  type: string;
  scheduledAt: string | null;
  sent: string;
  sentAt: string | null;
  sentUser: string | null;
  createUser: string | null;
  recipientCount: number;
}
type Payload = { notification: Row | null; error: { message: string; field?: string | null } | null };

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'New planogram',
  message: 'Take the new endcap sheet on your next visit.',
  action: 3,
  type: 'IMMEDIATE',
  // Three selected visits of two talents: talent A twice.
  talentIds: [talentA.id, talentA.id, talentB.id],
  storeVisitIds: visitIds,
  ...overrides,
});

describe('notifications through the gateway', () => {
  let sentId: number;

  it('creates a notification to each talent of the selected visits once, not sent yet', async () => {
    const { data } = await gql.data<{ createNotification: Payload }>(admin, CREATE, { input: input() });
    expect(data.createNotification.error).toBeNull();
    const n = data.createNotification.notification!;
    expect(n).toMatchObject({ title: 'New planogram', action: 3, type: 'IMMEDIATE', sent: 'NO', recipientCount: 2 });
    expect(n.scheduledAt).toBeNull();
    expect(n.sentAt).toBeNull();
    sentId = n.id;
  });

  it('sends it once: sent YES with its sender and deliveries queued; a second send is a payload error', async () => {
    const { data } = await gql.data<{ sendNotification: Payload }>(admin, SEND, { id: sentId });
    expect(data.sendNotification.error).toBeNull();
    expect(data.sendNotification.notification).toMatchObject({ id: sentId, sent: 'YES' });
    expect(data.sendNotification.notification!.sentAt).not.toBeNull();
    expect(data.sendNotification.notification!.sentUser).toMatch(/@test\.example\.com$/);

    const again = await gql.data<{ sendNotification: Payload }>(admin, SEND, { id: sentId });
    expect(again.data.sendNotification.notification).toBeNull();
    expect(again.data.sendNotification.error?.message).toMatch(/sent already/);
  });

  it('shows the detail with its two recipients, their MCID, name, visit and deliveries', async () => {
    type Detail = {
      notification: Row & {
        recipients: {
          talentId: number;
          mcid: string | null;
          name: string | null;
          storeVisitId: number | null;
          dateSeen: string | null;
          deliveries: { channel: string; state: string }[];
        }[];
      };
    };
    const { data } = await gql.data<Detail>(admin, DETAIL, { id: sentId });
    const recipients = [...data.notification.recipients].sort((x, y) => x.talentId - y.talentId);
    const expected = [talentA, talentB].sort((x, y) => x.id - y.id);
    expect(recipients.map((r) => [r.talentId, r.mcid, r.name])).toEqual(expected.map((t) => [t.id, t.mcid, t.name]));
    expect(recipients.every((r) => r.storeVisitId !== null && visitIds.includes(r.storeVisitId))).toBe(true);
    expect(recipients.every((r) => r.dateSeen === null)).toBe(true);
    // The send queued the inbox delivery of each recipient in its transaction.
    for (const r of recipients) expect(r.deliveries.map((d) => d.channel)).toContain('INBOX');
  });

  it('lists it in the Sent list with its recipients, filtered by a searchable column, and suggests titles', async () => {
    const other = await gql.data<{ createNotification: Payload }>(admin, CREATE, {
      input: input({ title: 'Store closing early', talentIds: [talentB.id], storeVisitIds: [] }),
    });
    const otherId = other.data.createNotification.notification!.id;

    const all = await gql.data<{ notifications: { total: number; items: (Row & { recipients: unknown[] })[] } }>(
      admin,
      LIST,
      { page: 1, pageSize: 50 },
    );
    expect(all.data.notifications.items.map((n) => n.id)).toEqual([otherId, sentId]);
    const sent = all.data.notifications.items.find((n) => n.id === sentId)!;
    expect(sent).toMatchObject({ sent: 'YES', recipientCount: 2 });
    expect(sent.recipients).toHaveLength(2);
    // The rows' recipients come in one batched call for the page, not one call per row: search + ids.
    expect(all.restCalls).toBe(2);

    const filtered = await gql.data<{ notifications: { total: number; items: Row[] } }>(admin, LIST, {
      filters: [{ label: 'Title', path: 'title', type: 'String', data: ['planogram'] }],
    });
    expect(filtered.data.notifications.total).toBe(1);
    expect(filtered.data.notifications.items[0].id).toBe(sentId);

    const notSent = await gql.data<{ notifications: { items: Row[] } }>(admin, LIST, {
      filters: [{ label: 'Sent', path: 'sent', type: 'range', data: [0] }],
    });
    expect(notSent.data.notifications.items.map((n) => n.id)).toEqual([otherId]);

    const suggestions = await gql.data<{ notificationSuggestions: string[] }>(
      admin,
      `{ notificationSuggestions(path: "title", search: "closing") }`,
    );
    expect(suggestions.data.notificationSuggestions).toEqual(['Store closing early']);
  });

  it('cancels one not sent; afterwards neither send nor cancel is possible', async () => {
    const created = await gql.data<{ createNotification: Payload }>(admin, CREATE, {
      input: input({ title: 'To be cancelled' }),
    });
    const id = created.data.createNotification.notification!.id;
    const cancelled = await gql.data<{ cancelNotification: Payload }>(admin, CANCEL, { id });
    expect(cancelled.data.cancelNotification.notification).toMatchObject({ id, sent: 'CANCELLED' });
    const send = await gql.data<{ sendNotification: Payload }>(admin, SEND, { id });
    expect(send.data.sendNotification.error?.message).toMatch(/canceled/);
    const cancelAgain = await gql.data<{ cancelNotification: Payload }>(admin, CANCEL, { id });
    expect(cancelAgain.data.cancelNotification.error).not.toBeNull();
  });

  it('answers a refused create (blank title, past schedule) as a payload error', async () => {
    const blank = await gql.data<{ createNotification: Payload }>(admin, CREATE, { input: input({ title: '  ' }) });
    expect(blank.data.createNotification.notification).toBeNull();
    expect(blank.data.createNotification.error?.message).toMatch(/Please fill all the information\./);
    const past = await gql.data<{ createNotification: Payload }>(admin, CREATE, {
      input: input({ type: 'SCHEDULED', scheduledAt: new Date(Date.now() - 3_600_000).toISOString() }),
    });
    expect(past.data.createNotification.error?.message).toMatch(/earlier than now/);
  });

  it('creates a scheduled one with its date', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const { data } = await gql.data<{ createNotification: Payload }>(admin, CREATE, {
      input: input({ type: 'SCHEDULED', scheduledAt: at }),
    });
    expect(data.createNotification.notification).toMatchObject({ type: 'SCHEDULED', sent: 'NO', scheduledAt: at });
  });

  it('refuses a client user every query and mutation', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [DETAIL, { id: 1 }],
      [`{ notificationSuggestions(path: "title", search: "a") }`, {}],
      [CREATE, { input: input() }],
      [SEND, { id: 1 }],
      [CANCEL, { id: 1 }],
    ];
    for (const [query, variables] of calls) {
      const answer = await gql.send(clientUser, query, variables);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
  });
});
