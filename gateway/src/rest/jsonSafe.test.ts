import { describe, expect, it } from 'vitest';
import { jsonSafe, notPlainJson } from './jsonSafe.js';

describe('jsonSafe', () => {
  it('passes and freezes plain JSON values, shared parts included', () => {
    const shared = { id: 1 };
    const value = { a: [shared, shared, 'x', 2.5, true, null], b: { c: undefined, d: shared } };
    expect(() => jsonSafe(value, 'GET /x')).not.toThrow();
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(shared)).toBe(true);
    expect(() => {
      'use strict';
      (value.b as Record<string, unknown>).e = 1;
    }).toThrow();
  });

  it.each([
    [{ at: new Date(0) }, '$.at: a Date object'],
    [{ list: [1, undefined] }, '$.list: item 1 is undefined'],
    [{ n: Number.NaN }, '$.n: NaN'],
    [{ n: 10n }, '$.n: bigint'],
    [{ f: () => 1 }, '$.f: function'],
    [{ m: new Map() }, '$.m: a Map object'],
  ])('refuses what JSON text would change: %o', (value, message) => {
    expect(() => jsonSafe(value, 'GET /x')).toThrow(message);
  });

  it('names the first problem without throwing or freezing (the production check)', () => {
    const value = { ok: [1], at: new Date(0) };
    expect(notPlainJson(value)).toBe('$.at: a Date object');
    expect(Object.isFrozen(value.ok)).toBe(false);
    expect(notPlainJson({ a: [{ b: 'c' }] })).toBeNull();
  });

  it('passes a value frozen through and through at once the next time, and still walks one that is not', () => {
    let reads = 0;
    const row = new Proxy(Object.freeze({ id: 1, name: 'x' }), {
      get: (target, key, receiver): unknown => {
        reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const cached = Object.freeze({ rows: Object.freeze([row, 'x']) });
    expect(notPlainJson({ data: cached })).toBeNull();
    const firstReads = reads;
    expect(firstReads).toBeGreaterThan(0);
    expect(notPlainJson({ data: cached })).toBeNull();
    expect(reads).toBe(firstReads);
    // Had it been walked again, the Date now inside would be named (what a mutable part could later hold).
    const open = { at: null as unknown };
    const half = Object.freeze({ rows: Object.freeze([open]) });
    expect(notPlainJson(half)).toBeNull();
    open.at = new Date(0);
    expect(notPlainJson(half)).toBe('$.rows[0].at: a Date object');
    expect(notPlainJson({ data: cached })).toBeNull();
    // A frozen value with a problem is named every time.
    const bad = Object.freeze({ n: Number.NaN });
    expect(notPlainJson(bad)).toBe('$.n: NaN');
    expect(notPlainJson(bad)).toBe('$.n: NaN');
  });

  it('refuses a cycle', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(() => jsonSafe(a, 'GET /x')).toThrow('a cycle');
  });
});
