import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, isImageWidth, servedUnresized } from './imageWidths.js';

describe('image widths (spec 000 §9, 002 §9, 001 §7 and §9)', () => {
  it('lists widths 200, 400, 800, 1280 and the 135 thumbnail (spec 000 §9, 002 §9, 001 §9)', () => {
    expect([...IMAGE_WIDTHS]).toEqual([135, 200, 400, 800, 1280]);
    for (const w of [135, 200, 400, 800, 1280]) expect(isImageWidth(w)).toBe(true);
    for (const w of [0, 100, 300, 999, 1920, '400', null]) expect(isImageWidth(w)).toBe(false);
  });

  it('serves images dated up to 2022 unresized, and from 2023 on resized (spec 000 §9, 002 §9)', () => {
    expect(servedUnresized(new Date('2019-06-01T12:00:00Z'))).toBe(true);
    expect(servedUnresized(new Date('2022-12-31T23:59:59.999Z'))).toBe(true);
    expect(servedUnresized(new Date('2023-01-01T00:00:00Z'))).toBe(false);
    expect(servedUnresized(new Date('2026-11-24T04:00:00Z'))).toBe(false);
  });

  it('resizes a file without a date (spec 000 §9: only images dated up to 2022 are served unresized)', () => {
    expect(servedUnresized(null)).toBe(false);
    expect(servedUnresized(undefined)).toBe(false);
    expect(servedUnresized(new Date('not a date'))).toBe(false);
  });
});
