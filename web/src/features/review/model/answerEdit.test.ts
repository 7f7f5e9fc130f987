import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../../../generated/graphql';
import { checkboxValue, draftProblem, draftValue, editorKind, swapSaves } from './answerEdit';

const q = (type: QuestionType, extra: Record<string, unknown> = {}) => ({
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
    expect(editorKind(q('SINGLE_LINE_INPUT'))).toBe('single-line');
    expect(editorKind(q('MULTI_LINE_INPUT'))).toBe('multi-line');
    expect(editorKind(q('NUMERIC_INT_INPUT'))).toBe('number');
    expect(editorKind(q('NUMERIC_CONDITIONAL_INPUT'))).toBe('conditional-number');
    for (const t of ['RADIO_BUTTON_INPUT', 'DROPDOWN_INPUT', 'TOGGLE_INPUT'] as const)
      expect(editorKind(q(t))).toBe('choice');
    expect(editorKind(q('CHECKBOX_INPUT'))).toBe('checkbox');
    expect(editorKind(q('PHOTO_INPUT'))).toBe('media');
    expect(editorKind(q('QUESTION_GROUP'))).toBe('none');
  });

  it('stores checkbox answers as a JSON list in the options order; none chosen is no answer', () => {
    expect(checkboxValue(q('CHECKBOX_INPUT', { options: opts }), ['c', 'a'])).toBe('["a","c"]');
    expect(checkboxValue(q('CHECKBOX_INPUT', { options: opts }), [])).toBeNull();
  });

  it('checks drafts as the api does, in words a reviewer can act on', () => {
    expect(draftProblem(q('NUMERIC_INT_INPUT'), '12')).toBeNull();
    expect(draftProblem(q('NUMERIC_INT_INPUT'), '1.5')).toBe('Please enter a whole number.');
    expect(draftProblem(q('NUMERIC_CONDITIONAL_INPUT', { maxQuestions: 3 }), '4')).toBe('Please enter at most 3.');
    expect(draftProblem(q('SINGLE_LINE_INPUT'), 'a\nb')).toMatch(/line breaks/);
    expect(draftProblem(q('RADIO_BUTTON_INPUT', { options: opts }), 'z')).toMatch(/choose/);
    expect(draftProblem(q('NUMERIC_INT_INPUT'), '  ')).toBeNull();
    expect(draftValue(q('NUMERIC_INT_INPUT'), ' 7 ')).toBe('7');
    expect(draftValue(q('MULTI_LINE_INPUT'), '   ')).toBeNull();
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
