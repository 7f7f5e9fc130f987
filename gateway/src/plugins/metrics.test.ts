import { describe, expect, it } from 'vitest';
import { MAX_OPERATION_NAMES, operationLabel } from './metrics.js';

describe('operation labels', () => {
  it('keeps plain operation names, and calls nameless ones anonymous and odd ones other', () => {
    const names = new Set<string>();
    expect(operationLabel('ReviewPage', names)).toBe('ReviewPage');
    expect(operationLabel(undefined, names)).toBe('anonymous');
    expect(operationLabel('', names)).toBe('anonymous');
    expect(operationLabel('has space', names)).toBe('other');
    expect(operationLabel('x'.repeat(101), names)).toBe('other');
    expect(operationLabel('quote"in', names)).toBe('other');
  });

  it(`stops adding names after ${MAX_OPERATION_NAMES}: later new ones are other, known ones stay`, () => {
    const names = new Set<string>();
    for (let i = 0; i < MAX_OPERATION_NAMES; i++) expect(operationLabel(`Op${i}`, names)).toBe(`Op${i}`);
    expect(operationLabel('OneTooMany', names)).toBe('other');
    expect(operationLabel('Op7', names)).toBe('Op7');
    expect(names.size).toBe(MAX_OPERATION_NAMES);
  });
});
