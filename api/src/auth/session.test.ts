import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTenancy, roleName, scopedLookup, VerifiedTokens, type SessionUser } from './session.js';
import { signAccessToken } from './tokens.js';

const staff: SessionUser = {
  id: 1,
  email: 'a@x',
  name: 'A',
  roleId: 1,
  roleName: 'Administrator',
  clientId: null,
  isClient: false,
};
const client: SessionUser = {
  id: 3,
  email: 'c@x',
  name: 'C',
  roleId: 3,
  roleName: 'Client',
  clientId: 7,
  isClient: true,
};

describe('resolveTenancy', () => {
  it('gives staff the headers as they are, all clients when none', () => {
    expect(resolveTenancy(staff, null, null)).toEqual({ clientId: null, projectId: null });
    expect(resolveTenancy(staff, 2, 5)).toEqual({ clientId: 2, projectId: 5 });
  });
  it('pins a client user to their own client', () => {
    expect(resolveTenancy(client, null, null)).toEqual({ clientId: 7, projectId: null });
    expect(resolveTenancy(client, 7, 9)).toEqual({ clientId: 7, projectId: 9 });
  });
  it('refuses a client user naming another client', () => {
    expect(() => resolveTenancy(client, 8, null)).toThrow("You can only see your own client's data.");
  });
  it('never widens a client user without a client to everything', () => {
    expect(resolveTenancy({ ...client, clientId: null }, null, null).clientId).toBe(-1);
  });
});

describe('roleName', () => {
  it('names the roles', () => {
    expect(roleName(1, 3)).toBe('Administrator');
    expect(roleName(2, 3)).toBe('Reviewer');
    expect(roleName(3, 3)).toBe('Client');
  });
});

describe('VerifiedTokens', () => {
  const secret = 'a-secret-of-this-test-only-0123456789';
  const claims = { sub: 4, email: 'r@x', roleId: 2, sid: 'session-1' };
  afterEach(() => vi.useRealTimers());

  it('answers the claims of a good token, again from what it kept', async () => {
    const tokens = new VerifiedTokens(secret);
    const token = await signAccessToken(claims, secret, 900);
    expect(await tokens.claims(token)).toEqual(claims);
    expect(await tokens.claims(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret, a changed one and garbage, every time', async () => {
    const tokens = new VerifiedTokens(secret);
    const other = await signAccessToken(claims, 'another-secret-0123456789-abcdefghij', 900);
    const good = await signAccessToken(claims, secret, 900);
    const [head, , signature] = good.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: '1', exp: 9_999_999_999 })).toString('base64url');
    for (const bad of [other, `${head}.${payload}.${signature}`, 'not-a-token']) {
      expect(await tokens.claims(bad)).toBeNull();
      expect(await tokens.claims(bad)).toBeNull();
    }
  });

  it('stops answering a kept token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new VerifiedTokens(secret);
    const token = await signAccessToken(claims, secret, 60);
    expect(await tokens.claims(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await tokens.claims(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await tokens.claims(token)).toBeNull();
  });

  it('keeps at most its bound, the oldest going first, and verifies a dropped token again', async () => {
    const tokens = new VerifiedTokens(secret, 2);
    const [a, b, c] = await Promise.all(
      ['s-a', 's-b', 's-c'].map((sid) => signAccessToken({ ...claims, sid }, secret, 900)),
    );
    for (const t of [a, b, c]) await tokens.claims(t);
    expect(tokens.size).toBe(2);
    expect((await tokens.claims(a))?.sid).toBe('s-a');
    expect(tokens.size).toBe(2);
  });
});

describe('scopedLookup', () => {
  const row = { id: 4 } as never;
  const req = (scope?: object) => ({ scope }) as never;
  const scopeOf = (r: { scope?: object }) => r.scope;

  it('reads a user and session once for all the calls of one scope', async () => {
    const read = vi.fn(async () => ({ row, live: true }));
    const lookup = scopedLookup(read, scopeOf as never);
    const scope = {};
    await Promise.all([lookup(req(scope), 4, 's1'), lookup(req(scope), 4, 's1')]);
    await lookup(req(scope), 4, 's1');
    expect(read).toHaveBeenCalledTimes(1);
    // Another session or user in the same scope, and another scope, are read on their own.
    await lookup(req(scope), 4, 's2');
    await lookup(req(scope), 5, 's1');
    await lookup(req({}), 4, 's1');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('reads every call that has no scope (a request from the network), and every call without scopeOf', async () => {
    const read = vi.fn(async () => ({ row, live: true }));
    const lookup = scopedLookup(read, scopeOf as never);
    await lookup(req(), 4, 's1');
    await lookup(req(), 4, 's1');
    const unscoped = scopedLookup(read);
    await unscoped(req({}), 4, 's1');
    await unscoped(req({}), 4, 's1');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('does not keep a read that failed: the next call of the scope reads again', async () => {
    const read = vi
      .fn<() => Promise<{ row: never; live: boolean } | undefined>>()
      .mockRejectedValueOnce(new Error('the database is away'))
      .mockResolvedValue({ row, live: false });
    const lookup = scopedLookup(read, scopeOf as never);
    const scope = {};
    await expect(lookup(req(scope), 4, 's1')).rejects.toThrow('the database is away');
    expect(await lookup(req(scope), 4, 's1')).toEqual({ row, live: false });
    expect(read).toHaveBeenCalledTimes(2);
  });
});
