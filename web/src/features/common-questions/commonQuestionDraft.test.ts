import { describe, expect, it } from 'vitest';
import { createInput, draftOf, newAnswer, newDraft, saveBlocker, updateInput } from './commonQuestionDraft';

describe('saveBlocker (spec 000 §5)', () => {
  it('needs a title, and an answer for radio, dropdown and checkbox', () => {
    expect(saveBlocker(newDraft('single-line-input'))).toBe('Add a title.');
    expect(saveBlocker({ ...newDraft('single-line-input'), title: '  ' })).toBe('Add a title.');
    expect(saveBlocker({ ...newDraft('single-line-input'), title: 'Notes' })).toBeNull();
    for (const type of ['radio-button-input', 'dropdown-input', 'checkbox-input'] as const) {
      const d = { ...newDraft(type), title: 'Which?' };
      expect(saveBlocker(d)).toBe('Add at least one answer.');
      expect(saveBlocker({ ...d, answers: [newAnswer('A')] })).toBeNull();
      expect(saveBlocker({ ...d, answers: [newAnswer('A'), newAnswer(' ')] })).toBe('Every answer needs a label.');
    }
  });

  it('starts Yes/No with Yes and No, and lets it save with no answers', () => {
    const d = { ...newDraft('toggle-input'), title: 'Open?' };
    expect(d.answers.map((a) => a.label)).toEqual(['Yes', 'No']);
    expect(saveBlocker({ ...d, answers: [] })).toBeNull();
  });
});

describe('inputs', () => {
  it('creates a general question with trimmed title and answers; the api fills uuids and values', () => {
    const d = { ...newDraft('photo-input'), title: ' Entrance ' };
    expect(createInput(d)).toEqual({
      title: 'Entrance',
      type: 'PHOTO_INPUT',
      options: [],
      tags: [],
      meta: { type: 'general', isRequired: true, photoType: 'general-photo' },
    });
    const radio = {
      ...newDraft('radio-button-input'),
      title: 'Stocked?',
      answers: [newAnswer(' Yes ')],
      tags: ['Endcap'],
    };
    expect(createInput(radio).options).toEqual([{ label: 'Yes', conditionalFork: [] }]);
  });

  it('keeps saved answers (uuid, a value set apart, forks) on edit', () => {
    const fork = [{ uuid: 'f1', type: 'photo-input', title: 'Photo' }];
    const d = draftOf({
      id: 7,
      title: 'Stocked?',
      type: 'RADIO_BUTTON_INPUT',
      typeLabel: 'Radio Button',
      tags: ['Endcap'],
      meta: { isRequired: true },
      options: [
        { uuid: 'o1', label: 'Yes', value: 'Yes', conditionalFork: [] },
        { uuid: 'o2', label: 'No', value: 'no-legacy', conditionalFork: fork },
      ],
    });
    d.answers[0] = { ...d.answers[0], label: 'Yes, fully' };
    expect(updateInput(d)).toEqual({
      title: 'Stocked?',
      options: [
        { uuid: 'o1', label: 'Yes, fully', conditionalFork: [] },
        { uuid: 'o2', label: 'No', value: 'no-legacy', conditionalFork: fork },
      ],
      tags: ['Endcap'],
      meta: { isRequired: true },
    });
  });

  it('leaves the options of types the modal does not edit as saved', () => {
    const d = draftOf({
      id: 3,
      title: 'How many?',
      type: 'NUMERIC_CONDITIONAL_INPUT',
      typeLabel: 'Numeric Conditional',
      tags: [],
      meta: { maxQuestions: 2 },
      options: [{ uuid: 'o', label: '', value: '', conditionalFork: [] }],
    });
    expect(updateInput(d)).not.toHaveProperty('options');
  });
});
