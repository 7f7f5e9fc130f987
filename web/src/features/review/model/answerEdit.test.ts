import { describe, expect, it } from 'vitest';
import { checkboxValue, draftProblem, draftValue, editorKind, swapSaves } from './answerEdit';

const q = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  maxQuestions: null,
  options: [] as { uuid: string; value: string; label: string }[],
  ...extra,
});
const opts = [
  { uuid: '1', value: 'a', label: 'A' },
  { uuid: '2', value: 'b', label: 'B' },
  { uuid: '3', value: 'c', label: 'C' },
];

describe('answer edits on the review page', () => {
  it('gives each input type its editor', () => {
    expect(editorKind(q('single-line-input'))).toBe('single-line');
    expect(editorKind(q('multi-line-input'))).toBe('multi-line');
    expect(editorKind(q('numeric-int-input'))).toBe('number');
    expect(editorKind(q('numeric-conditional-input'))).toBe('conditional-number');
    for (const t of ['radio-button-input', 'dropdown-input', 'toggle-input']) expect(editorKind(q(t))).toBe('choice');
    expect(editorKind(q('checkbox-input'))).toBe('checkbox');
    expect(editorKind(q('photo-input'))).toBe('media');
    expect(editorKind(q('question-group'))).toBe('none');
  });

  it('stores checkbox answers as a JSON list in the options order; none chosen is no answer', () => {
    expect(checkboxValue(q('checkbox-input', { options: opts }), ['c', 'a'])).toBe('["a","c"]');
    expect(checkboxValue(q('checkbox-input', { options: opts }), [])).toBeNull();
  });

  it('checks drafts as the api does, in words a reviewer can act on', () => {
    expect(draftProblem(q('numeric-int-input'), '12')).toBeNull();
    expect(draftProblem(q('numeric-int-input'), '1.5')).toBe('Please enter a whole number.');
    expect(draftProblem(q('numeric-conditional-input', { maxQuestions: 3 }), '4')).toBe('Please enter at most 3.');
    expect(draftProblem(q('single-line-input'), 'a\nb')).toMatch(/line breaks/);
    expect(draftProblem(q('radio-button-input', { options: opts }), 'z')).toMatch(/choose/);
    expect(draftProblem(q('numeric-int-input'), '  ')).toBeNull();
    expect(draftValue(q('numeric-int-input'), ' 7 ')).toBe('7');
    expect(draftValue(q('multi-line-input'), '   ')).toBeNull();
  });

  it('swaps two photos with two saves, and does nothing for the same answer', () => {
    const a = { questionUuid: 'qa', value: 'u1' };
    const b = { questionUuid: 'qb', value: 'u2' };
    expect(swapSaves(a, b)).toEqual([
      { questionUuid: 'qb', value: 'u1' },
      { questionUuid: 'qa', value: 'u2' },
    ]);
    expect(swapSaves(a, { questionUuid: 'qb', value: 'U1' })).toEqual([]);
    expect(swapSaves(a, a)).toEqual([]);
  });
});
