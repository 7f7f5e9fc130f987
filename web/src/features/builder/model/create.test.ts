import { describe, expect, it } from 'vitest';
import { createNumericChild, createQuestion, createSection, numericChildPrefix } from './create';
import { QUESTION_TYPES } from '@svr/domain';

describe('new questions', () => {
  it('creates every type required, visible, with fresh uuids', () => {
    const made = QUESTION_TYPES.map((t) => createQuestion(t));
    for (const q of made) {
      expect(q.meta).toMatchObject({ isRequired: true, isHidden: false, isQuickReview: false, isCallOut: false });
      expect(q.uuid).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(made.map((q) => q.uuid)).size).toBe(made.length);
  });

  it('starts Yes/No with Yes and No, and a numeric conditional with one placeholder option and MAX RESPONSES 0', () => {
    expect(createQuestion('toggle-input').options.map((o) => [o.label, o.value])).toEqual([
      ['Yes', 'Yes'],
      ['No', 'No'],
    ]);
    const n = createQuestion('numeric-conditional-input');
    expect(n.options).toHaveLength(1);
    expect(n.options[0].conditionalFork).toEqual([]);
    expect(n.meta.maxQuestions).toBe(0);
  });

  it('gives question groups a list, photos and videos their general type, answer types no answers yet', () => {
    expect(createQuestion('question-group').content).toEqual([]);
    expect(createQuestion('photo-input').meta.photoType).toBe('general-photo');
    expect(createQuestion('video-input').meta.videoType).toBe('general-video');
    expect(createQuestion('radio-button-input').options).toEqual([]);
    expect(createSection('Arrival')).toMatchObject({
      type: 'section',
      title: 'Arrival',
      tags: [],
      meta: { forceQuestionOrder: false },
      content: [],
    });
  });
});

describe('numeric-conditional children', () => {
  it("titles children '{prefix} - {n}': Response for single and multi line, Photo for photo, else the parent's title", () => {
    expect(numericChildPrefix('single-line-input', 'How many?')).toBe('Response');
    expect(numericChildPrefix('multi-line-input', 'How many?')).toBe('Response');
    expect(numericChildPrefix('photo-input', 'How many?')).toBe('Photo');
    expect(numericChildPrefix('numeric-int-input', 'How many?')).toBe('How many?');
    const child = createNumericChild('photo-input', 'How many?', 2);
    expect(child.title).toBe('Photo - 2');
    expect(child.meta).toMatchObject({ isRequired: true, isHidden: false, forkFromNumericConditional: true });
  });
});
