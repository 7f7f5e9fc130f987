/**
 * media_marks: each uuid on a visit's metaJson mark lists (spec 002 §3: blockPhotos, blockVideos, starPhotos,
 * starredPhotos, starVideos, starredVideos, flagPhotos, flaggedPhotos, flagVideos, flaggedVideos), one row per list
 * entry with a `uuid`, lower-cased. Kept by triggers of migration 0013 in the transaction of every write of a
 * visit (inserted, or updated with a new metaJson; a deleted visit's marks go with it). The photo and video widgets
 * of a client user or of starred or flagged slides (api/src/dashboard/data/media.ts) must know the marks of every
 * media answer before they can count and page the slides: they look them up here by visit and uuid instead of
 * reading the metaJson of every visit (a client user's last-quarter photos, 17,000 visits on PG 1M: ~210 ms of
 * metaJson reads). Rows are never written by the application.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { storeVisits } from './visits.js';

/** The metaJson lists whose entries are media marks (@svr/domain; migration 0013's SQL names them too). */
export { MEDIA_MARK_LISTS } from '@svr/domain';

export const mediaMarks = pgTable(
  'media_marks',
  {
    storeVisitId: integer('store_visit_id')
      .notNull()
      .references(() => storeVisits.id, { onDelete: 'cascade' }),
    /** The metaJson list the entry is on (one of MEDIA_MARK_LISTS). */
    list: text('list').notNull(),
    /** The entry's uuid, lower-cased (marks compare case-insensitively). */
    uuid: text('uuid').notNull(),
  },
  (t) => [index('media_marks_visit_idx').on(t.storeVisitId, t.list, t.uuid)],
);
