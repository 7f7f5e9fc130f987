import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

interface ClientProjects {
  clientId: number;
  clientName: string;
  projects: { projectId: number; clientId: number; projectName: string }[];
}

describe('shared calls (spec 000 §7)', () => {
  it('clientProjectList gives staff every client with its projects', async () => {
    const admin = await api.as('admin@example.com');
    const res = await admin<ClientProjects[]>('GET', '/api/v2/clientProjectList');
    expect(res.status).toBe(200);
    expect(res.body.data!.map((c) => c.clientName)).toEqual([
      'Acme Home Electronics',
      'Bluebird Beverages',
      'Northwind Beauty',
    ]);
    for (const c of res.body.data!) for (const p of c.projects) expect(p.clientId).toBe(c.clientId);
  });

  it('clientProjectList gives a client user only their own client', async () => {
    const client = await api.as('client@example.com');
    const res = await client<ClientProjects[]>('GET', '/api/v2/clientProjectList');
    expect(res.body.data!.map((c) => c.clientName)).toEqual(['Northwind Beauty']);
  });

  it('a client user naming another client in the tenancy header is refused', async () => {
    const admin = await api.as('admin@example.com');
    const other = (await admin<ClientProjects[]>('GET', '/api/v2/clientProjectList')).body.data!.find(
      (c) => c.clientName === 'Acme Home Electronics',
    )!;
    const client = await api.as('client@example.com', { clientId: other.clientId });
    const res = await client('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [] });
    expect(res.status).toBe(403);
  });

  it('regionals answer zone and contactemail', async () => {
    const admin = await api.as('admin@example.com');
    const res = await admin<{ zone: string; contactemail: string }[]>('GET', '/api/v2/regionals/getregionals');
    expect(res.body.data![0]).toEqual({ zone: 'Central', contactemail: 'central@example.com' });
  });

  it('profile by e-mail answers the id and never a password or hash', async () => {
    const admin = await api.as('admin@example.com');
    const res = await admin('GET', '/api/v2/profileUseremail/getuserprofile/email/reviewer@example.com');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data as object)).toEqual(['id']);
    expect(JSON.stringify(res.body)).not.toMatch(/password|\$2[aby]\$/i);
    const client = await api.as('client@example.com');
    expect((await client('GET', '/api/v2/profileUseremail/getuserprofile/email/reviewer@example.com')).status).toBe(
      403,
    );
  });

  it('autocomplete suggests values of a whitelisted path and refuses others', async () => {
    const admin = await api.as('admin@example.com');
    const res = await admin<string[]>('GET', '/api/v2/storeVisit/autocomplete/metaJson.retailer/ar');
    expect(res.body.data).toEqual(['Target', 'Walmart']);
    const bad = await admin('GET', '/api/v2/storeVisit/autocomplete/users.password_hash/a');
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('Unknown filter path: users.password_hash');
  });

  it('autocomplete hides internal paths from client users', async () => {
    const client = await api.as('client@example.com');
    expect((await client('GET', '/api/v2/storeVisit/autocomplete/metaJson.mcFullName/a')).status).toBe(400);
  });
});
