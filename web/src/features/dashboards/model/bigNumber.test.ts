import { describe, expect, it } from 'vitest';
import { bigNumberFont, formatBigNumber, percentageView } from './bigNumber';

describe('bigNumberFont (spec 002 §9)', () => {
  it.each([
    [0, '12rem'],
    [999, '12rem'],
    [1000, '11rem'],
    [9999.5, '11rem'],
    [10_000, '8rem'],
    [99_999, '8rem'],
    [100_000, '5rem'],
    [999_999, '5rem'],
    [1_000_000, '4rem'],
    [9_999_999, '4rem'],
    [10_000_000, '3rem'],
    [5e12, '3rem'],
  ])('%d → %s', (value, font) => expect(bigNumberFont(value)).toBe(font));

  it('reads a negative number by its size', () => expect(bigNumberFont(-25_000)).toBe('8rem'));
});

describe('formatBigNumber', () => {
  it('writes thousands separators', () => {
    expect(formatBigNumber(1234567)).toBe('1,234,567');
    expect(formatBigNumber(1234.5)).toBe('1,234.5');
    expect(formatBigNumber(0)).toBe('0');
  });
});

describe('percentageView (spec 002 §9)', () => {
  it('rounds approved / total to a whole percent', () => {
    expect(percentageView(1, 3)).toEqual({ percent: 33, text: '33%', label: 'Approved', detail: '1 out of 3' });
    expect(percentageView(2, 3).text).toBe('67%');
    expect(percentageView(1, 200).text).toBe('1%');
    expect(percentageView(1, 201).text).toBe('0%');
  });

  it('says n out of m with thousands separators', () => {
    expect(percentageView(1500, 2000).detail).toBe('1,500 out of 2,000');
    expect(percentageView(2000, 2000).text).toBe('100%');
  });

  it('shows 0% when there are no visits', () => expect(percentageView(0, 0).text).toBe('0%'));
});
