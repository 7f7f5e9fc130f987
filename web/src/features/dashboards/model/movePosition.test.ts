import { describe, expect, it } from 'vitest';
import { confirmedPosition, nextPositionInput } from './movePosition';

describe('nextPositionInput (spec 002 §5: integers 1..n only)', () => {
  it('keeps an integer in range', () => {
    expect(nextPositionInput('', '1', 4)).toBe('1');
    expect(nextPositionInput('1', '4', 4)).toBe('4');
  });

  it('clears non-numeric input', () => {
    expect(nextPositionInput('2', '2a', 4)).toBe('');
    expect(nextPositionInput('2', '-1', 4)).toBe('');
    expect(nextPositionInput('2', '1.5', 4)).toBe('');
    expect(nextPositionInput('', 'x', 4)).toBe('');
  });

  it('ignores out-of-range input: the field keeps what it had', () => {
    expect(nextPositionInput('2', '5', 4)).toBe('2');
    expect(nextPositionInput('3', '0', 4)).toBe('3');
    expect(nextPositionInput('', '12', 4)).toBe('');
  });

  it('lets the field be emptied, and reads leading zeros as the integer', () => {
    expect(nextPositionInput('3', '', 4)).toBe('');
    expect(nextPositionInput('', '03', 4)).toBe('3');
  });
});

describe('confirmedPosition', () => {
  it('an empty field cannot be confirmed', () => expect(confirmedPosition('', 4)).toBeNull());
  it('a position in range is confirmed', () => expect(confirmedPosition('4', 4)).toBe(4));
  it('out of range or not a number is refused', () => {
    expect(confirmedPosition('5', 4)).toBeNull();
    expect(confirmedPosition('0', 4)).toBeNull();
    expect(confirmedPosition('a', 4)).toBeNull();
  });
});
