import { describe, expect, it } from 'vitest';
import {
  applyCommon,
  matchCommonQuestions,
  MAX_COMMON_MATCHES,
  questionFromCommon,
  type LibraryQuestion,
} from './common';
import { createQuestion } from './create';
import { builderReducer } from './reducer';
import { sampleForm } from './testForm';
import { allQuestions } from './tree';

const library: LibraryQuestion[] = [
  'Share of shelf compared with competitors',
  'Shelf condition',
  'Price tags on the shelf',
  'Endcap photo',
  'Shelf talker present',
  'Shelf strip',
  'Bottom shelf stocked',
  'Store manager name',
].map((title, i) => ({
  id: i + 1,
  title,
  type: i === 1 ? 'radio-button-input' : 'single-line-input',
  tags: ['Shelf'],
  options:
    i === 1
      ? [
          { label: 'Good', value: 'good' },
          { label: 'Poor', value: 'Poor' },
        ]
      : [],
}));

describe('common questions in a form', () => {
  it('finds at most 5 by title, in any case', () => {
    expect(matchCommonQuestions(library, 'SHELF')).toHaveLength(MAX_COMMON_MATCHES);
    expect(matchCommonQuestions(library, 'shelf').every((c) => c.title.toLowerCase().includes('shelf'))).toBe(true);
    expect(matchCommonQuestions(library, '  manager ').map((c) => c.id)).toEqual([8]);
    expect(matchCommonQuestions(library, 'nothing like it')).toEqual([]);
    expect(matchCommonQuestions(library, '')).toHaveLength(5);
  });

  it('places a copy as a Common Question naming its library question', () => {
    const q = questionFromCommon(library[1]);
    expect(q).toMatchObject({ type: 'common-input', title: 'Shelf condition', commonId: 2, tags: ['Shelf'] });
    expect(q.meta.commonType).toBe('radio-button-input');
    expect(q.options.map((o) => [o.label, o.value, o.conditionalFork.length])).toEqual([
      ['Good', 'good', 0],
      ['Poor', 'Poor', 0],
    ]);
    expect(q.options[0].uuid).not.toBe(questionFromCommon(library[1]).options[0].uuid);
    // The copy's tags are its own.
    q.tags.push('Other');
    expect(library[1].tags).toEqual(['Shelf']);
  });

  it('turns a placed Common Question into another one', () => {
    const placed = applyCommon(
      { ...createQuestion('common-input'), meta: { ...createQuestion('common-input').meta, isRequired: false } },
      library[0],
    );
    expect(placed).toMatchObject({ title: library[0].title, commonId: 1 });
    expect(placed.meta.isRequired).toBe(false);
  });

  it('inserts it into a section, a group or a fork', () => {
    const { form, display, group, root } = sampleForm();
    let next = builderReducer(form, {
      type: 'insertQuestion',
      container: { kind: 'section', uuid: display.uuid },
      question: questionFromCommon(library[0]),
    });
    next = builderReducer(next, {
      type: 'insertQuestion',
      container: { kind: 'group', uuid: group.uuid },
      question: questionFromCommon(library[1]),
    });
    next = builderReducer(next, {
      type: 'insertQuestion',
      container: { kind: 'fork', questionUuid: root.uuid, optionUuid: root.options[0].uuid },
      question: questionFromCommon(library[7]),
    });
    expect(
      allQuestions(next.content)
        .filter((e) => e.question.commonId !== null)
        .map((e) => e.question.commonId),
    ).toEqual([8, 2, 1]);
  });
});
