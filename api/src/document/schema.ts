import { z } from 'zod';
import { MAX_UUIDS_PER_CALL } from './limits.js';
import { keyOfUrl } from './fileStore.js';

export const uuidsBody = z.object({
  uuids: z.array(z.string()).max(MAX_UUIDS_PER_CALL, `At most ${MAX_UUIDS_PER_CALL} uuids per request.`),
});

const optionalUuid = (what: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().uuid(`${what} must be a uuid.`).nullish());

/** Text fields that may come with an upload: the builder links a document to its question and form. */
export const uploadFields = z.object({
  questionUuid: optionalUuid('questionUuid'),
  formCanonicalKey: optionalUuid('formCanonicalKey'),
});

/** A file-store address (/files/...) or an http(s) address, such as a rotated variant from the resizing service. */
export function isDocumentUrl(url: string): boolean {
  if (url.startsWith('/')) return keyOfUrl(url) !== null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

const documentUrl = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} cannot be empty.`)
    .max(2000, `${what} is at most 2000 characters.`)
    .refine(isDocumentUrl, `${what} must be a /files/ address of the file store or an http(s) address.`);

const name = z.string().trim().min(1, 'The document needs a name.').max(255, 'The name is at most 255 characters.');

/**
 * PUT /document/uuid/{uuid}: url (a rotated variant, spec 001 §4) and the other fields a caller may change.
 * Fields that describe the stored bytes (size, type, mimeType) are the api's and are ignored if sent.
 */
export const documentUpdateBody = z
  .object({
    uuid: z.string().optional(),
    url: documentUrl('url').optional(),
    xsurl: documentUrl('xsurl').nullable().optional(),
    title: name.optional(),
    name: name.optional(),
    questionUuid: optionalUuid('questionUuid'),
    formCanonicalKey: optionalUuid('formCanonicalKey'),
  })
  .refine(
    (b) =>
      ['url', 'xsurl', 'title', 'name', 'questionUuid', 'formCanonicalKey'].some(
        (k) => b[k as keyof typeof b] !== undefined,
      ),
    'Nothing to update: send url, xsurl, title (or name), questionUuid or formCanonicalKey.',
  );
export type DocumentUpdateBody = z.infer<typeof documentUpdateBody>;
