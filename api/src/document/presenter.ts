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
    type: d.type,
    mimeType: null,
    questionUuid: null,
    formCanonicalKey: null,
    timestamp: d.timestamp.toISOString(),
    createdAt: d.timestamp.toISOString(),
    blocked: true as const,
  };
}
