import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../../../../generated/graphql';
import { excelQuestions } from './excelQuestions';

const q = (canonicalKey: string | null, type: QuestionType, title = canonicalKey ?? '', isHidden = false) => ({
  canonicalKey,
  type,
  title,
  isHidden,
});

describe('excelQuestions', () => {
  const form = [
    q('g1', 'QUESTION_GROUP', 'Display'),
    q('p1', 'PHOTO_INPUT', 'Photo of the display'),
    q('t1', 'TOGGLE_INPUT', 'Was the display up?'),
    q('n1', 'NUMERIC_INT_INPUT', '  '),
    q('i1', 'MULTI_LINE_INPUT', 'Internal notes', true),
    q(null, 'RADIO_BUTTON_INPUT', 'No key'),
    q('p1', 'PHOTO_INPUT', 'Photo of the display (again)'),
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
