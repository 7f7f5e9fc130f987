/**
 * The media marks (spec 001 §3-§4: a star, a flag or a block on one photo or video) and the metaJson lists that
 * hold them, each entry an object with the media's `uuid`. The marks are named as the gateway's MediaMarkKind
 * enum and the api's mark action name them; the review page writes one list per mark and kind of media, and
 * reports stored before it may carry the older spelling (spec 002 §3), which every reader reads too.
 */

/** The list the review page writes each mark to, for a photo and for a video. */
export const WRITTEN_MARK_LISTS = {
  STAR: { photo: 'starPhotos', video: 'starVideos' },
  FLAG: { photo: 'flagPhotos', video: 'flagVideos' },
  BLOCK: { photo: 'blockPhotos', video: 'blockVideos' },
} as const;
export type MediaMarkName = keyof typeof WRITTEN_MARK_LISTS;
export type MarkedMediaKind = keyof (typeof WRITTEN_MARK_LISTS)[MediaMarkName];
export type WrittenMarkList = (typeof WRITTEN_MARK_LISTS)[MediaMarkName][MarkedMediaKind];

/** The lists each mark is read from: the written one, then the older spelling of spec 002 §3 (a block has none). */
export const READ_MARK_LISTS = {
  STAR: {
    photo: [WRITTEN_MARK_LISTS.STAR.photo, 'starredPhotos'],
    video: [WRITTEN_MARK_LISTS.STAR.video, 'starredVideos'],
  },
  FLAG: {
    photo: [WRITTEN_MARK_LISTS.FLAG.photo, 'flaggedPhotos'],
    video: [WRITTEN_MARK_LISTS.FLAG.video, 'flaggedVideos'],
  },
  BLOCK: { photo: [WRITTEN_MARK_LISTS.BLOCK.photo], video: [WRITTEN_MARK_LISTS.BLOCK.video] },
} as const;

/**
 * Every mark list, each once (the lists media_marks' triggers keep, migration 0013): blocks, stars, flags, each
 * photos then videos.
 */
export const MEDIA_MARK_LISTS = [
  ...READ_MARK_LISTS.BLOCK.photo,
  ...READ_MARK_LISTS.BLOCK.video,
  ...READ_MARK_LISTS.STAR.photo,
  ...READ_MARK_LISTS.STAR.video,
  ...READ_MARK_LISTS.FLAG.photo,
  ...READ_MARK_LISTS.FLAG.video,
] as const;
export type MediaMarkList = (typeof MEDIA_MARK_LISTS)[number];
