import { describe, expect, it } from 'vitest';
import { MEDIA_MARK_LISTS, READ_MARK_LISTS, WRITTEN_MARK_LISTS, type MediaMarkName } from './mediaMarks.js';

const MARKS = Object.keys(WRITTEN_MARK_LISTS) as MediaMarkName[];
const KINDS = ['photo', 'video'] as const;

describe('media mark lists (spec 001 §3-§4, spec 002 §3)', () => {
  it('names the marks STAR, FLAG and BLOCK, each for a photo and a video', () => {
    expect(MARKS).toEqual(['STAR', 'FLAG', 'BLOCK']);
    expect(Object.keys(READ_MARK_LISTS)).toEqual(MARKS);
    for (const mark of MARKS) {
      expect(Object.keys(WRITTEN_MARK_LISTS[mark])).toEqual([...KINDS]);
      expect(Object.keys(READ_MARK_LISTS[mark])).toEqual([...KINDS]);
    }
  });

  it('reads each mark from the list it writes first, then from the older spelling', () => {
    for (const mark of MARKS)
      for (const kind of KINDS) expect(READ_MARK_LISTS[mark][kind][0]).toBe(WRITTEN_MARK_LISTS[mark][kind]);
    expect(READ_MARK_LISTS.STAR.photo).toEqual(['starPhotos', 'starredPhotos']);
    expect(READ_MARK_LISTS.FLAG.video).toEqual(['flagVideos', 'flaggedVideos']);
    expect(READ_MARK_LISTS.BLOCK).toEqual({ photo: ['blockPhotos'], video: ['blockVideos'] });
  });

  it('lists every read list once, in the order of migration 0013', () => {
    const read = MARKS.flatMap((mark) => KINDS.flatMap((kind) => [...READ_MARK_LISTS[mark][kind]]));
    expect(new Set(MEDIA_MARK_LISTS).size).toBe(MEDIA_MARK_LISTS.length);
    expect([...MEDIA_MARK_LISTS].sort()).toEqual([...new Set(read)].sort());
    expect(MEDIA_MARK_LISTS).toEqual([
      'blockPhotos',
      'blockVideos',
      'starPhotos',
      'starredPhotos',
      'starVideos',
      'starredVideos',
      'flagPhotos',
      'flaggedPhotos',
      'flagVideos',
      'flaggedVideos',
    ]);
  });
});
