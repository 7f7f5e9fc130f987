/**
 * Short-lived signed addresses of stored files, as S3 pre-signed URLs are (docs/DECISIONS.md, "Files").
 *
 * The browser loads photos, videos and downloads itself (<img>, <video>, links) and cannot send the
 * bearer token; so the api hands out, in the answers that present a document (after the visibility rules
 * ran), an address that carries its own proof: `/files/{key}?w=800&exp={unix seconds}&sig={HMAC}`. /files
 * checks it without any cookie or session. The signer sits behind `FileUrlSigner`, so an S3 store can
 * return its own pre-signed URLs instead.
 *
 * Lifetime: at least FILE_URL_TTL_SECONDS (1 h); the expiry is rounded up to the next 10-minute boundary,
 * so every answer within those 10 minutes hands out the same address and the browser and Apollo caches hit.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { FILES_URL_PREFIX, keyOfUrl, urlOfKey } from './fileStore.js';

export const FILE_URL_TTL_SECONDS = 3600;
export const FILE_URL_BUCKET_SECONDS = 600;
/** The query parameters the signature owns: never kept from a stored url, never passed through. */
const SIGNING_PARAMS = ['w', 'exp', 'sig'];
/** At most this many addresses remembered per expiry bucket (about 150 bytes each). */
const ADDRESS_MEMO_LIMIT = 20_000;

export interface SignOptions {
  /** A photo at this width (the resizing service, ?w=). */
  width?: number;
  /** Other query parameters to keep in the address (a rotated photo's `rotate`); not signed, not served. */
  keep?: URLSearchParams;
}

/** Hands out addresses of stored files. */
export interface FileUrlSigner {
  /** A short-lived address of the stored file `key`. */
  sign(key: string, opts?: SignOptions): string;
}

export type Verdict = 'ok' | 'missing' | 'expired' | 'invalid';

/** The local file store's signer: HMAC-SHA256 over key, width and expiry with a server secret. */
export class LocalFileUrlSigner implements FileUrlSigner {
  /** Imported once: an HMAC over a KeyObject skips the key's import per address (a roll-up page signs 1,400). */
  private readonly secret: KeyObject;

  /** `secret`: the api's JWT secret; a key for file addresses is derived from it, so a signature is never a token. */
  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.secret = createSecretKey(createHmac('sha256', secret).update('svr file addresses v1').digest());
  }

  /**
   * The addresses handed out in the current expiry bucket, by key and width: within a bucket an address is always the
   * same (the HMAC of key, width and expiry), so a page shown again signs nothing (a roll-up page holds 1,400).
   * Emptied when the bucket turns or it holds ADDRESS_MEMO_LIMIT.
   */
  private readonly handedOut = new Map<string, string>();
  private handedOutExp = 0;

  /** The address of `key` (at `width`) with nothing else to keep, written out as URLSearchParams would. */
  private plainAddress(key: string, width: number | undefined, exp: number): string {
    if (exp !== this.handedOutExp || this.handedOut.size >= ADDRESS_MEMO_LIMIT) {
      this.handedOut.clear();
      this.handedOutExp = exp;
    }
    const memo = `${width ?? ''} ${key}`;
    let address = this.handedOut.get(memo);
    if (address === undefined) {
      // Numbers and base64url need no escaping in a query.
      address = `${urlOfKey(key)}?${width === undefined ? '' : `w=${width}&`}exp=${exp}&sig=${this.mac(key, width, exp)}`;
      this.handedOut.set(memo, address);
    }
    return address;
  }

  /** The expiry handed out now: now + 1 h, rounded up to the next 10-minute boundary (unix seconds). */
  expiry(): number {
    const at = Math.floor(this.now() / 1000) + FILE_URL_TTL_SECONDS;
    return Math.ceil(at / FILE_URL_BUCKET_SECONDS) * FILE_URL_BUCKET_SECONDS;
  }

  private mac(key: string, width: number | undefined, exp: number): string {
    return createHmac('sha256', this.secret)
      .update(`${key}\n${width ?? ''}\n${exp}`)
      .digest('base64url');
  }

  sign(key: string, opts: SignOptions = {}): string {
    const exp = this.expiry();
    if (!opts.keep?.size) return this.plainAddress(key, opts.width, exp);
    const params = new URLSearchParams(opts.keep);
    for (const p of SIGNING_PARAMS) params.delete(p);
    if (opts.width !== undefined) params.set('w', String(opts.width));
    params.set('exp', String(exp));
    params.set('sig', this.mac(key, opts.width, exp));
    return `${urlOfKey(key)}?${params.toString()}`;
  }

  /** Whether the address of `key` with these query values is one this signer handed out and still live. */
  verify(key: string, query: { w?: unknown; exp?: unknown; sig?: unknown }): Verdict {
    if (query.sig === undefined && query.exp === undefined) return 'missing';
    if (typeof query.sig !== 'string' || typeof query.exp !== 'string' || !/^\d{1,12}$/.test(query.exp))
      return 'invalid';
    if (query.w !== undefined && (typeof query.w !== 'string' || !/^\d{1,5}$/.test(query.w))) return 'invalid';
    const exp = Number(query.exp);
    const expected = Buffer.from(this.mac(key, query.w === undefined ? undefined : Number(query.w), exp));
    const given = Buffer.from(query.sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return exp * 1000 <= this.now() ? 'expired' : 'ok';
  }

  /** Seconds the address with this expiry stays valid (for Cache-Control). */
  secondsLeft(exp: string): number {
    return Math.max(0, Number(exp) - Math.floor(this.now() / 1000));
  }
}

/**
 * What a caller receives for a stored address (`/files/...`, maybe with `?rotate=90`): a signed one, at
 * `width` when given. Any other address (http(s)) is handed on as it is; null stays null.
 */
export function signedAddress(signer: FileUrlSigner, url: string | null | undefined, width?: number): string | null {
  if (url === null || url === undefined) return null;
  const key = keyOfUrl(url);
  return key ? signedKeyAddress(signer, key, url, width) : url;
}

/** signedAddress of a stored address whose key is known (keyOfUrl(url)): a photo's widths read the key once. */
export function signedKeyAddress(signer: FileUrlSigner, key: string, url: string, width?: number): string {
  const at = url.indexOf('?');
  const query = at < 0 ? '' : url.slice(at + 1).split('#')[0];
  return signer.sign(key, { width, keep: query ? new URLSearchParams(query) : undefined });
}

/** A stored address without what signing added (exp, sig, and w unless `keepWidth`): what is kept in the database. */
export function unsignedAddress(url: string, opts: { keepWidth?: boolean } = {}): string {
  if (!url.startsWith(FILES_URL_PREFIX) || !url.includes('?')) return url;
  const at = url.indexOf('?');
  const params = new URLSearchParams(url.slice(at + 1));
  for (const p of SIGNING_PARAMS) if (!(opts.keepWidth && p === 'w')) params.delete(p);
  const rest = params.toString();
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at);
}
