import { describe, expect, it } from 'vitest';
import { backTarget, navStateOf, neighbours, stepTo } from './navigation';

describe('View Previous / Next (spec 001 §2.4)', () => {
  it('steps through the ids the list passed, greyed at the ends', () => {
    const nav = navStateOf({ ids: [9, 7, 4], index: 1 }, 7);
    expect(neighbours(nav)).toEqual({ previous: 9, next: 4 });
    expect(neighbours(navStateOf({ ids: [9, 7, 4], index: 0 }, 9))).toEqual({ previous: null, next: 7 });
    expect(neighbours(navStateOf({ ids: [9, 7, 4], index: 2 }, 4))).toEqual({ previous: 7, next: null });
    expect(nav && stepTo(nav, 2)).toEqual({ ids: [9, 7, 4], index: 2, steps: 1 });
  });

  it('finds the current id when the index does not match, and has no neighbours without a list', () => {
    expect(navStateOf({ ids: [9, 7, 4], index: 0 }, 4)).toEqual({ ids: [9, 7, 4], index: 2, steps: 0 });
    expect(navStateOf({ ids: [9, 7], index: 0 }, 5)).toBeNull();
    expect(navStateOf(null, 5)).toBeNull();
    expect(navStateOf({ ids: ['x'], index: 0 }, 5)).toBeNull();
    expect(neighbours(null)).toEqual({ previous: null, next: null });
  });
});

describe('BACK TO NOTIFICATIONS', () => {
  it('goes back past every step to the list, or home when opened directly', () => {
    const opened = navStateOf({ ids: [9, 7, 4], index: 0 }, 9);
    expect(backTarget(opened)).toBe(-1);
    const twice = opened && stepTo(stepTo(opened, 1), 2);
    expect(backTarget(navStateOf(twice, 4))).toBe(-3);
    expect(backTarget(null)).toBe('/');
  });
});
