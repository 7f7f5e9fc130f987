import { describe, expect, it } from 'vitest';
import { menuViews } from './menuViews';

describe('Saved Views menu entries (spec 002 §2)', () => {
  const views = [
    { id: 1, title: 'zebra', restrictTokenUserId: null },
    { id: 2, title: 'Apple', restrictTokenUserId: 7 },
    { id: 3, title: 'apple pie', restrictTokenUserId: 8 },
    { id: 4, title: 'Mango' },
  ];
  it('sorts by title, whatever the case', () => {
    expect(menuViews(views, 99).map((v) => v.id)).toEqual([2, 3, 4, 1]);
  });
  it("omits the views whose restrictTokenUserId is the current user's id", () => {
    expect(menuViews(views, 7).map((v) => v.id)).toEqual([3, 4, 1]);
  });
  it('does not change the list it is given', () => {
    const before = views.map((v) => v.id);
    menuViews(views, 7);
    expect(views.map((v) => v.id)).toEqual(before);
  });
});
