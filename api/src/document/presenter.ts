import type { documents } from '../db/schema.js';
import { keyOfUrl } from './fileStore.js';
import { signedAddress, signedKeyAddress, type FileUrlSigner } from './fileUrls.js';
import { IMAGE_WIDTHS, RESIZABLE } from './resize.js';

export type DocumentRow = typeof documents.$inferSelect;

/** A photo's signed addresses at the resizing service's widths (@svr/domain IMAGE_WIDTHS), by width; null for other files. */
export type SizedUrls = Record<`${(typeof IMAGE_WIDTHS)[number]}`, string>;

/**
 * The widths widest first. Width keys are array indexes to V8: set in ascending order they grow a holey array to
 * 1,281 slots (15 kB per photo, 3 MB of garbage a roll-up page, and JSON text written 7x slower); the widest first, far
 * past the object's room, makes V8 keep them in a small dictionary (430 bytes). JSON writes index keys in ascending
 * order either way.
 */
const WIDEST_FIRST = [...IMAGE_WIDTHS].sort((a, b) => b - a);

function sizedUrls(d: DocumentRow, key: string | null, signer: FileUrlSigner): SizedUrls | null {
  if (d.type !== 'image' || !key || !RESIZABLE.test(key)) return null;
  const sizes: Record<string, string> = {};
  for (const w of WIDEST_FIRST) sizes[w] = signedKeyAddress(signer, key, d.url, w);
  return sizes as SizedUrls;
}

/**
 * A document on the wire (spec 000 §3: id, uuid, title, size, url, xsurl, type, timestamp), plus what an
 * upload answers: name (the title), mimeType, the linked question and form, and createdAt. Stored files
 * come as short-lived signed addresses (fileUrls.ts), so call this only for documents the caller may see;
 * `sizes` holds a photo's addresses at the screens' widths.
 */
export function presentDocument(d: DocumentRow, signer: FileUrlSigner) {
  // The stored address's key, read once for its address and its widths.
  const key = keyOfUrl(d.url);
  const at = d.timestamp.toISOString();
  return {
    id: d.id,
    uuid: d.uuid,
    title: d.title,
    name: d.title,
    size: d.size,
    url: key ? signedKeyAddress(signer, key, d.url) : d.url,
    xsurl: signedAddress(signer, d.xsurl),
    sizes: sizedUrls(d, key, signer),
    type: d.type,
    mimeType: d.mimeType,
    questionUuid: d.questionUuid,
    formCanonicalKey: d.formCanonicalKey,
    timestamp: at,
    createdAt: at,
  };
}

/**
 * What a client user receives for a blocked photo or video (spec 001 §6: a placeholder shows instead):
 * the uuid and kind only, no address, name or size, and `blocked: true`.
 */
export function presentBlockedDocument(d: DocumentRow) {
  return {
    id: d.id,
    uuid: d.uuid,
    title: null,
    name: null,
    size: null,
    url: null,
    xsurl: null,
    sizes: null,
    type: d.type,
    mimeType: null,
    questionUuid: null,
    formCanonicalKey: null,
    timestamp: d.timestamp.toISOString(),
    createdAt: d.timestamp.toISOString(),
    blocked: true as const,
  };
}
