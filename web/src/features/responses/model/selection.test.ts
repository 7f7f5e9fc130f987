import { describe, expect, it } from 'vitest';
import { mergePageSelection, offPageCount, refreshSelection } from './selection';

const row = (id: number, state = 'PENDING_REVIEW') => ({ id, state });

describe('list selection across pages', () => {
  const page1 = [row(1), row(2), row(3)];
  const page2 = [row(4), row(5)];

  it('keeps the other pages’ selection when the shown page changes its own', () => {
    let sel = mergePageSelection(new Map(), page1, new Set([1, 3]));
    sel = mergePageSelection(sel, page2, new Set([5]));
    expect([...sel.keys()].sort()).toEqual([1, 3, 5]);
    expect(offPageCount(sel, page2)).toBe(2);
  });

  it('unselecting every shown row (the header checkbox) leaves the other pages selected', () => {
    const sel = mergePageSelection(
      new Map([
        [1, row(1)],
        [4, row(4)],
        [5, row(5)],
      ]),
      page2,
      new Set(),
    );
    expect([...sel.keys()]).toEqual([1]);
  });

  it('ignores ids the table reports that are not shown', () => {
    const sel = mergePageSelection(new Map(), page1, new Set([1, 99]));
    expect([...sel.keys()]).toEqual([1]);
  });

  it('takes the fresh data of shown rows and keeps the rest as they were', () => {
    const sel = refreshSelection(
      new Map([
        [1, row(1)],
        [4, row(4)],
      ]),
      [row(1, 'APPROVED'), row(2)],
    );
    expect(sel.get(1)).toEqual(row(1, 'APPROVED'));
    expect(sel.get(4)).toEqual(row(4));
    expect(sel.has(2)).toBe(false);
  });
});
