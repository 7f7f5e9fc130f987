/**
 * Failed sign-ins are counted, and sign-in refused for a while once there are too many, in three ways
 * (rate-limiter-flexible over the login_limits table, so every api process on one database shares
 * the counts, on PGlite and on a PostgreSQL server alike):
 *
 *   account + address  consecutive failures of one e-mail from one address; a success clears it.
 *                      The usual case: a person who forgot a password, or a guesser on one machine.
 *   account            failures of one e-mail from anywhere: a guesser spread over many addresses.
 *                      Higher, so one noisy address does not lock the owner out by itself.
 *   address            failures from one address over any e-mails: one machine trying many accounts.
 *
 * Each counts within a window starting at the first failure; while any is used up, sign-in is refused
 * (429 with Retry-After) before the password is even checked, so a refused attempt costs no hashing.
 */
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.js';
import { loginLimits } from '../db/schema.js';

export interface LoginLimitConfig {
  /** Consecutive failures of one e-mail from one address. */
  perAccountAddress: number;
  /** Failures of one e-mail from any address. */
  perAccount: number;
  /** Failures from one address, any e-mail. */
  perAddress: number;
  /** Length of the counting window (and so of the wait once refused), in seconds. */
  windowSeconds: number;
}

export interface LoginLimiter {
  /** Seconds until sign-in may be tried again for this e-mail from this address, or 0 when it may now. */
  retryAfter(email: string, address: string): Promise<number>;
  /** Counts a failure; answers the seconds to wait when this failure used up a limit, else 0. */
  fail(email: string, address: string): Promise<number>;
  /** A success clears the consecutive failures of this e-mail from this address. */
  succeed(email: string, address: string): Promise<void>;
}

/** rate-limiter-flexible's store limiters have this method (RateLimiterStoreAbstract.js), but its types.d.ts leaves it out. */
interface InMemoryBlocks {
  getInMemoryBlockMsBeforeExpire(rlKey: string): number;
}

function hasInMemoryBlocks<L extends object>(limiter: L): limiter is L & InMemoryBlocks {
  return 'getInMemoryBlockMsBeforeExpire' in limiter && typeof limiter.getInMemoryBlockMsBeforeExpire === 'function';
}

export function loginLimiter(db: Db, limits: LoginLimitConfig): LoginLimiter {
  const make = (keyPrefix: string, points: number) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: loginLimits,
      keyPrefix,
      points,
      duration: limits.windowSeconds,
      // A used-up key is also remembered in this process until it expires, so a flood of refused
      // attempts is answered without touching the database.
      inMemoryBlockOnConsumed: points,
      // They share one table: one of them deleting the long-expired rows every few minutes is enough.
      clearExpiredByTimeout: keyPrefix === 'addr',
    });
  const accountAddress = make('acct+addr', limits.perAccountAddress);
  const account = make('acct', limits.perAccount);
  const address = make('addr', limits.perAddress);
  const keys = (email: string, addr: string) =>
    [
      [accountAddress, `${email.toLowerCase()}|${addr}`],
      [account, email.toLowerCase()],
      [address, addr],
    ] as const;
  /**
   * What this process remembers of a used-up key (rate-limiter-flexible's in-memory block). Without that
   * method the answer is 0 and retryAfter reads the counts from the database instead: slower, same answer.
   */
  const memoryBlockMs = (limiter: RateLimiterDrizzle, key: string): number =>
    hasInMemoryBlocks(limiter) ? limiter.getInMemoryBlockMsBeforeExpire(limiter.getKey(key)) : 0;
  const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

  return {
    async retryAfter(email, addr) {
      let wait = 0;
      for (const [limiter, key] of keys(email, addr)) {
        const remembered = memoryBlockMs(limiter, key);
        if (remembered > 0) return Math.max(1, Math.ceil(remembered / 1000));
      }
      for (const [limiter, key] of keys(email, addr)) {
        const res = await limiter.get(key);
        if (res && res.consumedPoints >= limiter.points) wait = Math.max(wait, seconds(res));
      }
      return wait;
    },
    async fail(email, addr) {
      let wait = 0;
      for (const [limiter, key] of keys(email, addr)) {
        try {
          const res = await limiter.consume(key);
          if (res.remainingPoints === 0) wait = Math.max(wait, seconds(res));
        } catch (e) {
          if (e instanceof Error) throw e; // the store failed: let the error handler log it
          wait = Math.max(wait, seconds(e as RateLimiterRes));
        }
      }
      return wait;
    },
    async succeed(email, addr) {
      await accountAddress.delete(`${email.toLowerCase()}|${addr}`);
    },
  };
}
