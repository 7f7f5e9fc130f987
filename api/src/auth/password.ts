/**
 * Password hashing off the event loop: argon2id (the native `argon2` binding runs in libuv's thread
 * pool), with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). Hashes made before (bcryptjs,
 * `$2…`) still verify and are replaced at the next sign-in (needsRehash).
 *
 * At most HASH_CONCURRENCY hashes run at once, queued here rather than in the thread pool: the pool
 * (4 threads) also serves the HMAC of every access token, file reads and DNS, and each hash keeps a core
 * busy, so a flood of sign-ins must leave threads and a core free for everybody else's requests.
 */
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// One core is left to the event loop: on 2 cores one hash at a time, at most 2 on bigger machines.
const HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const isBcrypt = (hash: string) => /^\$2[abxy]\$/.test(hash);

export const hashPassword = (plain: string): Promise<string> => limited(() => argon2.hash(plain, OPTIONS));

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (isBcrypt(hash)) return limited(() => bcrypt.compare(plain, hash));
  try {
    return await limited(() => argon2.verify(hash, plain));
  } catch {
    return false; // not a hash we know: no password matches it
  }
}

/** True for a hash made with other parameters or another algorithm: replace it once the password is known. */
export function needsRehash(hash: string): boolean {
  if (isBcrypt(hash)) return true;
  try {
    return argon2.needsRehash(hash, OPTIONS);
  } catch {
    return true;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a hash of a random password, so an unknown e-mail (or a disabled account) costs the
 * same time as a known one and the answer time does not tell which accounts exist. Always false.
 */
export async function verifyDummy(plain: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(plain, await dummy);
  return false;
}
