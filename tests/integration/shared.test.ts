import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';
import { buildClient, buildProject, buildRegional, buildUser, buildVisit } from '../../api/src/testing/factories.js';

let api: TestApi;
/** Users made for this file: an administrator, a reviewer and a client user of Northwind Beauty. */
const who = { admin: '', reviewer: '', client: '' };
beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const db = api.database.db;
  // Created out of alphabetical order: the list sorts them.
  const northwind = await buildClient(db, { name: 'Northwind Beauty' });
  const acme = await buildClient(db, { name: 'Acme Home Electronics' });
  await buildClient(db, { name: 'Bluebird Beverages' });
  await buildProject(db, { clientId: northwind.id });
  await buildProject(db, { clientId: acme.id });
  who.admin = (await buildUser(db, { role: 'administrator' })).email;
  who.reviewer = (await buildUser(db, { role: 'reviewer' })).email;
  who.client = (
    await buildUser(db, { role: 'client', clientId: northwind.id, clientRoleId: api.config.clientRoleId })
  ).email;
  await buildRegional(db, { zone: 'Central', contactEmail: 'central@example.com' });
  await buildRegional(db, { zone: 'East', contactEmail: 'east@example.com' });
  for (const retailer of ['Walmart', 'Target', 'Best Buy', 'Target'])
    await buildVisit(db, { clientId: acme.id, meta: { retailer } });
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
    const admin = await api.as(who.admin);
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
    const client = await api.as(who.client);
    const res = await client<ClientProjects[]>('GET', '/api/v2/clientProjectList');
    expect(res.body.data!.map((c) => c.clientName)).toEqual(['Northwind Beauty']);
  });

  it('a client user naming another client in the tenancy header is refused', async () => {
    const admin = await api.as(who.admin);
    const other = (await admin<ClientProjects[]>('GET', '/api/v2/clientProjectList')).body.data!.find(
      (c) => c.clientName === 'Acme Home Electronics',
    )!;
    const client = await api.as(who.client, { clientId: other.clientId });
    const res = await client('POST', '/api/v2/storeVisit/userStoreVisits', { filters: [] });
    expect(res.status).toBe(403);
  });

  it('regionals answer zone and contactemail', async () => {
    const admin = await api.as(who.admin);
    const res = await admin<{ zone: string; contactemail: string }[]>('GET', '/api/v2/regionals/getregionals');
    expect(res.body.data![0]).toEqual({ zone: 'Central', contactemail: 'central@example.com' });
  });

  it('profile by e-mail answers the id and never a password or hash', async () => {
    const admin = await api.as(who.admin);
    const res = await admin('GET', `/api/v2/profileUseremail/getuserprofile/email/${who.reviewer}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data as object)).toEqual(['id']);
    expect(JSON.stringify(res.body)).not.toMatch(/password|\$2[aby]\$/i);
    const client = await api.as(who.client);
    expect((await client('GET', `/api/v2/profileUseremail/getuserprofile/email/${who.reviewer}`)).status).toBe(403);
  });

  it('autocomplete suggests values of a whitelisted path and refuses others', async () => {
    const admin = await api.as(who.admin);
    const res = await admin<string[]>('GET', '/api/v2/storeVisit/autocomplete/metaJson.retailer/ar');
    expect(res.body.data).toEqual(['Target', 'Walmart']);
    const bad = await admin('GET', '/api/v2/storeVisit/autocomplete/users.password_hash/a');
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('Unknown filter path: users.password_hash');
  });

  it('autocomplete hides internal paths from client users', async () => {
    const client = await api.as(who.client);
    expect((await client('GET', '/api/v2/storeVisit/autocomplete/metaJson.mcFullName/a')).status).toBe(400);
  });
});
