import { describe, expect, it } from 'vitest';
import { excelQuestions } from './excelQuestions';

const q = (canonicalKey: string | null, type: string, title = canonicalKey ?? '', isHidden = false) => ({
  canonicalKey,
  type,
  title,
  isHidden,
});

describe('excelQuestions', () => {
  const form = [
    q('g1', 'question-group', 'Display'),
    q('p1', 'photo-input', 'Photo of the display'),
    q('t1', 'toggle-input', 'Was the display up?'),
    q('n1', 'numeric-int-input', '  '),
    q('i1', 'multi-line-input', 'Internal notes', true),
    q(null, 'radio-button-input', 'No key'),
    q('p1', 'photo-input', 'Photo of the display (again)'),
  ];

  it('gives staff every answerable question once, in form order, titled', () => {
    expect(excelQuestions(form, false)).toEqual([
      { canonicalKey: 'p1', title: 'Photo of the display' },
      { canonicalKey: 't1', title: 'Was the display up?' },
      { canonicalKey: 'n1', title: 'n1' },
      { canonicalKey: 'i1', title: 'Internal notes' },
    ]);
  });

  it('leaves internal questions out for a client user', () => {
    expect(excelQuestions(form, true).map((c) => c.canonicalKey)).toEqual(['p1', 't1', 'n1']);
  });
});
