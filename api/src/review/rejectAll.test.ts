import { describe, expect, it } from 'vitest';
import { visitedQuestionsToMark, withRejectAllMarks } from './rejectAll.js';
import { questionsByUuid } from './rules.js';

/** A form with a text question, an internal one, a group of one question, and a photo under a fork. */
const form = questionsByUuid({
  structure: [
    [
      {
        uuid: 's1',
        content: [
          { uuid: 'Text-A', type: 'single-line-input', title: 'Text', meta: {} },
          { uuid: 'Hidden-H', type: 'toggle-input', title: 'Internal', meta: { isHidden: true } },
          {
            uuid: 'Group-G',
            type: 'question-group',
            title: 'Group',
            meta: {},
            content: [{ uuid: 'Units-N', type: 'numeric-int-input', title: 'Units', meta: {} }],
          },
          {
            uuid: 'Cond-C',
            type: 'radio-button-input',
            title: 'Condition',
            meta: {},
            options: [
              { value: 'Bad', conditionalFork: [{ uuid: 'Photo-P', type: 'photo-input', title: 'P', meta: {} }] },
            ],
          },
        ],
      },
    ],
  ],
});

describe('REJECT ALL marks every visited question (spec 001 §4, formState.visitedQuestions of §3)', () => {
  it('takes the visited questions, internal ones and questions under forks included, each once as the form spells it', () => {
    const visited = ['text-a', 'Hidden-H', 'PHOTO-P', 'Text-A', 'Units-N'];
    expect(visitedQuestionsToMark({ visitedQuestions: visited, feedback: {} }, form)).toEqual([
      'Text-A',
      'Hidden-H',
      'Photo-P',
      'Units-N',
    ]);
  });

  it('leaves out question groups, uuids that are not questions of the form, and entries that are not uuids', () => {
    expect(visitedQuestionsToMark({ visitedQuestions: ['Group-G', 'elsewhere', 7, '', 'Cond-C'] }, form)).toEqual([
      'Cond-C',
    ]);
    expect(visitedQuestionsToMark({ visitedQuestions: ['Group-G'] }, form)).toEqual([]);
  });

  it('keeps the visited uuids as recorded when the form is not known', () => {
    expect(visitedQuestionsToMark({ visitedQuestions: ['x', 'X', 'y'] }, new Map())).toEqual(['x', 'y']);
  });

  it('answers null (the caller falls back to the answered questions) when no visited question is recorded', () => {
    for (const formState of [{}, { visitedQuestions: [] }, { visitedQuestions: 'a' }, { visitedQuestions: [1, ' '] }])
      expect(visitedQuestionsToMark(formState, form)).toBeNull();
    expect(visitedQuestionsToMark(null, form)).toBeNull();
    expect(visitedQuestionsToMark('nope', form)).toBeNull();
  });

  it('marks each with empty feedback; a question already marked keeps its text, in any spelling of its uuid', () => {
    expect(withRejectAllMarks({ 'text-a': 'Blurry', other: '' }, ['Text-A', 'Photo-P', 'photo-p'])).toEqual({
      'text-a': 'Blurry',
      other: '',
      'Photo-P': '',
    });
    expect(withRejectAllMarks({ a: 'kept' }, [])).toEqual({ a: 'kept' });
  });
});
