import type { documents } from '../db/schema.js';

export type DocumentRow = typeof documents.$inferSelect;

/**
 * A document on the wire (spec 000 §3: id, uuid, title, size, url, xsurl, type, timestamp), plus what an
 * upload answers: name (the title), mimeType, the linked question and form, and createdAt.
 */
export function presentDocument(d: DocumentRow) {
  return {
    id: d.id,
    uuid: d.uuid,
    title: d.title,
    name: d.title,
    size: d.size,
    url: d.url,
    xsurl: d.xsurl,
    type: d.type,
    mimeType: d.mimeType,
    questionUuid: d.questionUuid,
    formCanonicalKey: d.formCanonicalKey,
    timestamp: d.timestamp.toISOString(),
    createdAt: d.timestamp.toISOString(),
  };
}
