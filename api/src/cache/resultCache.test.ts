/**
 * The results cache's own rules, on an in-memory database and a clock of the test's: an answer expires after its
 * TTL (signed file addresses in it must never be served past their life), the bounds evict the least recently used,
 * concurrent reads share one computation, failures are not kept, answers are frozen, and RESULT_CACHE=0 computes
 * every time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { resultCacheConfig } from '../config.js';
import { FILE_URL_TTL_SECONDS } from '../document/fileUrls.js';
import { RESULT_CACHE_DEFAULTS, ResultCache } from './resultCache.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: null });
});
afterAll(async () => database?.close());

const user = (id: number, isClient = false): Session => ({
  user: { id, email: `u${id}@x`, name: 'U', roleId: isClient ? 3 : 1, roleName: '', clientId: null, isClient },
  tenancy: { clientId: null, projectId: null },
});

function setup(config: Partial<typeof RESULT_CACHE_DEFAULTS> = {}) {
  const clock = { now: 1_000_000 };
  const cache = new ResultCache({ ...RESULT_CACHE_DEFAULTS, ...config }, () => clock.now);
  let computed = 0;
  const read = (s: Session, params: unknown = 1) =>
    cache.read(database.db, 'k', s, params, async () => ({ n: ++computed, list: [{ a: 'x' }] }));
  return { clock, cache, read, computed: () => computed };
}

describe('ResultCache', () => {
  it('serves an answer until its TTL, then computes again', async () => {
    const { clock, read } = setup({ ttlMs: 30_000 });
    expect((await read(user(1))).outcome).toBe('miss');
    clock.now += 29_999;
    expect(await read(user(1))).toMatchObject({ outcome: 'hit', value: { n: 1 } });
    clock.now += 1;
    expect(await read(user(1))).toMatchObject({ outcome: 'miss', value: { n: 2 } });
  });

  it('keeps answers far shorter than the signed file addresses they carry live', () => {
    expect(resultCacheConfig({ RESULT_CACHE_TTL_MS: '3600000' }).ttlMs).toBe(60_000);
    expect(RESULT_CACHE_DEFAULTS.ttlMs).toBeLessThanOrEqual(60_000);
    expect(60_000).toBeLessThan(FILE_URL_TTL_SECONDS * 1000);
    expect(resultCacheConfig({ RESULT_CACHE: '0' }).enabled).toBe(false);
    expect(resultCacheConfig({}).enabled).toBe(true);
  });

  it('keys answers by session and parameters, and by the data generation', async () => {
    const { read } = setup();
    await read(user(1));
    expect((await read(user(2))).outcome).toBe('miss');
    expect((await read(user(1), 2)).outcome).toBe('miss');
    expect((await read(user(1))).outcome).toBe('hit');
    await database.db.execute(sql`UPDATE data_generation SET n = n + 1 WHERE id = 1`);
    expect((await read(user(1))).outcome).toBe('miss');
  });

  it('evicts the least recently used past its count and bytes', async () => {
    const { cache, read } = setup({ maxEntries: 2 });
    await read(user(1));
    await read(user(2));
    await read(user(1)); // 1 used last: 2 goes first
    await read(user(3));
    expect(cache.size().entries).toBe(2);
    expect((await read(user(1))).outcome).toBe('hit');
    expect((await read(user(2))).outcome).toBe('miss');
    const small = setup({ maxBytes: 1000 });
    for (let i = 0; i < 20; i++) await small.read(user(i));
    expect(small.cache.size().bytes).toBeLessThanOrEqual(1000);
    expect(small.cache.size().entries).toBeLessThan(20);
  });

  it('shares one computation between concurrent reads, and keeps no failure', async () => {
    const cache = new ResultCache();
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let computed = 0;
    const slow = () =>
      cache.read(database.db, 's', user(7), null, async () => {
        computed++;
        await gate;
        return { n: computed };
      });
    const reads = [slow(), slow(), slow()];
    // Until the two others found the first one's computation running.
    while (cache.counts.shared < 2) await new Promise((resolve) => setImmediate(resolve));
    open();
    const outcomes = (await Promise.all(reads)).map((r) => r.outcome);
    expect(computed).toBe(1);
    expect(outcomes.sort()).toEqual(['miss', 'shared', 'shared']);
    let calls = 0;
    const failing = () =>
      cache.read(database.db, 'f', user(1), null, async () => {
        calls++;
        throw new Error('no');
      });
    await expect(failing()).rejects.toThrow('no');
    await expect(failing()).rejects.toThrow('no');
    expect(calls).toBe(2);
  });

  it('hands out frozen answers, and computes every time when off', async () => {
    const { read } = setup();
    const { value } = await read(user(1));
    expect(Object.isFrozen(value) && Object.isFrozen(value.list) && Object.isFrozen(value.list[0])).toBe(true);
    const off = setup({ enabled: false });
    expect((await off.read(user(1))).outcome).toBe('off');
    expect((await off.read(user(1))).outcome).toBe('off');
    expect(off.computed()).toBe(2);
  });
});
