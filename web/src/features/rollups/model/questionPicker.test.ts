import { describe, expect, it } from 'vitest';
import { canSave, joinKeys, pickerQuestions, quickSelect, toggleKey, type PickerQuestion } from './questionPicker';

const q = (canonicalKey: string, type: string, extra: Partial<PickerQuestion> = {}): PickerQuestion => ({
  canonicalKey,
  title: canonicalKey,
  type,
  isCommon: false,
  isInternal: false,
  formTitle: 'Form A',
  ...extra,
});

const questions = [
  q('shelf', 'photo-input'),
  q('stock', 'toggle-input', { isCommon: true }),
  q('group', 'question-group'),
  q('notes', 'multi-line-input', { isInternal: true }),
  q('stock', 'toggle-input', { formTitle: 'Form B' }),
];

describe('the roll-up question picker', () => {
  it('offers one choice per canonical key and no question groups', () => {
    expect(pickerQuestions(questions).map((x) => `${x.canonicalKey}/${x.formTitle}`)).toEqual([
      'shelf/Form A',
      'stock/Form A',
      'notes/Form A',
    ]);
  });

  it('quick selects choose by kind', () => {
    const offered = pickerQuestions(questions);
    expect(quickSelect(offered, 'all')).toEqual(['shelf', 'stock', 'notes']);
    expect(quickSelect(offered, 'common')).toEqual(['stock']);
    expect(quickSelect(offered, 'internal')).toEqual(['notes']);
    expect(quickSelect(offered, 'nonPhoto')).toEqual(['stock', 'notes']);
    expect(quickSelect(offered, 'none')).toEqual([]);
  });

  it('never holds a key twice', () => {
    expect(toggleKey(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleKey(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(joinKeys(['a', 'b', 'a', ' '])).toBe('a,b');
  });

  it('saves only with a title and a question', () => {
    expect(canSave('', ['a'])).toBe(false);
    expect(canSave('T', [])).toBe(false);
    expect(canSave(' T ', ['a'])).toBe(true);
  });
});
