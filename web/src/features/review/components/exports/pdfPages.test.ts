import { describe, expect, it } from 'vitest';
import { captureScale, mergeBands, pageSegments, pdfFileName } from './pdfPages';

describe('pageSegments', () => {
  it('cuts a page without text into segments of 1120 px, the last one shorter', () => {
    expect(pageSegments(2500)).toEqual([
      { top: 0, bottom: 1120 },
      { top: 1120, bottom: 2240 },
      { top: 2240, bottom: 2500 },
    ]);
  });

  it('makes one page of a short report and none of an empty one', () => {
    expect(pageSegments(700)).toEqual([{ top: 0, bottom: 700 }]);
    expect(pageSegments(0)).toEqual([]);
  });

  it('ends a page above a line of text the cut would go through', () => {
    const pages = pageSegments(2000, [{ top: 1110, bottom: 1130 }]);
    expect(pages[0]).toEqual({ top: 0, bottom: 1110 });
    expect(pages[1]).toEqual({ top: 1110, bottom: 2000 });
  });

  it('ends a page above a photo split by the cut, but cuts a picture taller than most of a page', () => {
    expect(pageSegments(2000, [{ top: 1000, bottom: 1200 }])[0].bottom).toBe(1000);
    // The picture starts in the upper part of the page: moving the end above it would leave the page half empty.
    expect(pageSegments(3000, [{ top: 200, bottom: 1500 }])[0].bottom).toBe(1120);
  });

  it('treats overlapping lines and pictures as one stretch', () => {
    const pages = pageSegments(3000, [
      { top: 1050, bottom: 1100 },
      { top: 1090, bottom: 1140 },
    ]);
    expect(pages[0].bottom).toBe(1050);
    expect(pages.every((p) => p.bottom - p.top <= 1120)).toBe(true);
    expect(pages[pages.length - 1].bottom).toBe(3000);
  });

  it('keeps every page within the segment and covers the whole height', () => {
    const bands = Array.from({ length: 300 }, (_, i) => ({ top: i * 31 + 5, bottom: i * 31 + 25 }));
    const pages = pageSegments(9300, bands);
    for (const [i, p] of pages.entries()) {
      expect(p.bottom - p.top).toBeLessThanOrEqual(1120);
      expect(p.bottom - p.top).toBeGreaterThan(0);
      if (i > 0) expect(p.top).toBe(pages[i - 1].bottom);
      if (p.bottom < 9300) expect(bands.some((b) => b.top < p.bottom && b.bottom > p.bottom)).toBe(false);
    }
    expect(pages[pages.length - 1].bottom).toBe(9300);
  });
});

it('drops a last sliver with nothing on it, but keeps one with a line of text', () => {
  expect(pageSegments(1140, [{ top: 1000, bottom: 1020 }])).toEqual([{ top: 0, bottom: 1120 }]);
  expect(pageSegments(1140, [{ top: 1125, bottom: 1135 }])).toHaveLength(2);
});

describe('mergeBands', () => {
  it('sorts, merges overlaps and drops empty stretches', () => {
    expect(
      mergeBands([
        { top: 50, bottom: 60 },
        { top: 0, bottom: 10 },
        { top: 5, bottom: 20 },
        { top: 30, bottom: 30 },
      ]),
    ).toEqual([
      { top: 0, bottom: 20 },
      { top: 50, bottom: 60 },
    ]);
  });
});

describe('captureScale', () => {
  it('draws at 2x, less for a very long page, never below 1', () => {
    expect(captureScale(5000)).toBe(2);
    expect(captureScale(20_000)).toBe(1.6);
    expect(captureScale(100_000)).toBe(1);
    expect(captureScale(0)).toBe(2);
  });
});

it('names the file after the report', () => {
  expect(pdfFileName(123)).toBe('SVR 123.pdf');
});
