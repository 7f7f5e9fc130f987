import { describe, expect, it } from 'vitest';
import { defaultParams, initialParams, REVIEW_QUEUE_STATES } from './filterState';

const now = new Date('2026-11-22T15:00:00Z');
const list = { reviewQueue: false };
const queue = { reviewQueue: true };

describe('the filter panel defaults (spec 001 §2.2, 002 §5)', () => {
  it('gives staff the Visit Date of the last 7 days through today 23:59:59 when nothing is saved', () => {
    expect(initialParams(null, list, false, now).map((p) => [p.label, p.data])).toEqual([
      ['Visit Date', ['2026-11-15', '2026-11-22 23:59:59']],
    ]);
    expect(defaultParams(queue, false, now).map((p) => [p.label, p.data])).toEqual([
      ['Visit Date', ['2026-11-15', '2026-11-22 23:59:59']],
      ['Review State', [...REVIEW_QUEUE_STATES]],
    ]);
  });

  it('gives client users the Visit Date parameter with no range: the default is "for non-client users"', () => {
    for (const page of [list, queue]) {
      expect(initialParams(null, page, true, now).map((p) => [p.label, p.path, p.type, p.data])).toEqual([
        ['Visit Date', 'expectedCheckinTime', 'Date', []],
      ]);
    }
    expect(initialParams([], list, true, now).map((p) => p.data)).toEqual([[]]);
  });

  it("keeps a client user's saved Visit Date", () => {
    const saved = initialParams(null, list, false, now);
    expect(initialParams(saved, list, true, now)).toEqual(saved);
  });
});
