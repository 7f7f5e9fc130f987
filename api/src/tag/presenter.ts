import type { TagRow } from './store.js';

/** A tag on the wire (spec 000 §5). */
export const presentTag = (t: TagRow) => ({ id: t.id, uuid: t.uuid, title: t.title });
