import { describe, expect, it } from 'vitest';
import { slideDate, stepSlide } from './slides';

describe('stepSlide: next and previous wrap around', () => {
  it('steps inside the list', () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, -1, 3)).toBe(1);
  });
  it('wraps at both ends', () => {
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
  });
  it('stays on the only slide, and on 0 with none', () => {
    expect(stepSlide(0, 1, 1)).toBe(0);
    expect(stepSlide(0, -1, 0)).toBe(0);
  });
});

describe('slideDate', () => {
  it('uses the check-in time, else the expected one', () => {
    expect(slideDate('2026-03-04T12:00:00Z', null)).toBe(new Date('2026-03-04T12:00:00Z').toLocaleDateString());
    expect(slideDate(null, '2026-05-06T12:00:00Z')).toBe(new Date('2026-05-06T12:00:00Z').toLocaleDateString());
    expect(slideDate(null, null)).toBe('');
  });
});
