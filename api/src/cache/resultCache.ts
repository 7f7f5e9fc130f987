/**
 * A results cache for the expensive aggregate reads (a dashboard's widgets' data, a roll-up's page of visits) that
 * is never stale: each read first reads the data generation (generation.ts, its own tiny statement), and an answer
 * is served only under the generation, the caller's session (user and tenancy: client users' rules differ), the
 * request's parameters and the day (relative date ranges) it was computed with. A write committed anywhere (this
 * process or another on the same database) bumps the generation, so the next read computes again.
 *
 * Bounded: at most maxEntries answers and maxBytes (estimated) in least-recently-used order, each for ttlMs at most
 * (answers carry signed file addresses, valid an hour: document/fileUrls.ts); entries of older generations are let
 * go when a newer one is seen. Concurrent reads of one key share one computation. Answers are deeply frozen: the
 * same object is handed to every caller (the in-process gateway takes it as it is, gateway/src/rest/jsonSafe.ts).
 */
import type { Session } from '../auth/session.js';
import type { Queryable } from '../db/client.js';
import { dataGeneration } from './generation.js';

export interface ResultCacheConfig {
  /** RESULT_CACHE=0 turns it off: every read computes. */
  enabled: boolean;
  /** RESULT_CACHE_TTL_MS: an answer is served at most this long after its computation began (≤ 60 s). */
  ttlMs: number;
  /** RESULT_CACHE_ENTRIES, RESULT_CACHE_MB: the bounds of the cache. */
  maxEntries: number;
  maxBytes: number;
}

export const RESULT_CACHE_DEFAULTS: ResultCacheConfig = {
  enabled: true,
  ttlMs: 30_000,
  maxEntries: 500,
  maxBytes: 64 * 1024 * 1024,
};

/** How a read was answered (the X-Result-Cache header). */
export type CacheOutcome = 'hit' | 'miss' | 'shared' | 'off';

interface Entry {
  value: unknown;
  bytes: number;
  expires: number;
}

/** Freezes `value` deeply and answers an estimate of the bytes it holds (strings by length, 16 per other item). */
export function freezeAndMeasure(value: unknown): number {
  if (typeof value === 'string') return 16 + value.length;
  if (typeof value !== 'object' || value === null) return 16;
  let bytes = 32;
  if (Array.isArray(value)) for (const item of value) bytes += 8 + freezeAndMeasure(item);
  else for (const [key, item] of Object.entries(value)) bytes += 8 + key.length + freezeAndMeasure(item);
  Object.freeze(value);
  return bytes;
}

/** The local and the UTC day of `at`: relative date ranges ('Past week') are worked out on today. */
export function dayOf(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()} ${d.toISOString().slice(0, 10)}`;
}

export class ResultCache {
  private readonly entries = new Map<string, Entry>();
  private readonly running = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private newest = 0;
  readonly counts = { hit: 0, miss: 0, shared: 0, off: 0 };

  constructor(
    readonly config: ResultCacheConfig = RESULT_CACHE_DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer of `compute` for (kind, the caller's session, params) at the current data generation: a cached one,
   * one being computed for the same key, or a new one (cached when `compute` succeeds; a failure is not cached).
   */
  async read<T>(
    db: Queryable,
    kind: string,
    s: Session,
    params: unknown,
    compute: () => Promise<T>,
  ): Promise<{ value: T; outcome: CacheOutcome }> {
    if (!this.config.enabled) {
      this.counts.off++;
      return { value: await compute(), outcome: 'off' };
    }
    const generation = await dataGeneration(db);
    if (generation > this.newest) {
      this.newest = generation;
      this.entries.clear();
      this.bytes = 0;
    }
    const started = this.now();
    const key = JSON.stringify([kind, generation, dayOf(started), s, params]);
    const entry = this.entries.get(key);
    if (entry && entry.expires > started) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, entry);
      this.counts.hit++;
      return { value: entry.value as T, outcome: 'hit' };
    }
    if (entry) this.remove(key, entry);
    const pending = this.running.get(key) as Promise<T> | undefined;
    if (pending) {
      this.counts.shared++;
      return { value: await pending, outcome: 'shared' };
    }
    const computing = compute().then((value) => {
      this.store(key, generation, value, started + this.config.ttlMs);
      return value;
    });
    this.running.set(key, computing);
    try {
      this.counts.miss++;
      return { value: await computing, outcome: 'miss' };
    } finally {
      this.running.delete(key);
    }
  }

  /** How many answers are held, and their estimated bytes. */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private store(key: string, generation: number, value: unknown, expires: number): void {
    const bytes = freezeAndMeasure(value);
    // An answer of an older generation than one already seen is never read again; one too large is not kept.
    if (generation < this.newest || bytes > this.config.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { value, bytes, expires });
    this.bytes += bytes;
    for (const [oldest, e] of this.entries) {
      if (this.entries.size <= this.config.maxEntries && this.bytes <= this.config.maxBytes) break;
      this.remove(oldest, e);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
