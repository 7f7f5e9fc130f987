import { describe, expect, it } from 'vitest';
import { flattenForm, flattenFormCached, typeLabel } from './formTree.js';

const q = (uuid: string, type: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  type,
  title: `Q ${uuid}`,
  tags: [],
  meta: {},
  options: [],
  ...extra,
});
const opt = (uuid: string, label: string, conditionalFork: unknown[] = []) => ({
  uuid,
  label,
  value: label,
  conditionalFork,
});

/** pre: one section; during: two sections (a group, and forks three levels deep); post: empty. */
const content = {
  structure: [
    [
      {
        uuid: 's-pre',
        type: 'section',
        title: 'Arrival',
        tags: ['Arrival'],
        meta: { forceQuestionOrder: true },
        content: [q('a', 'single-line-input')],
      },
    ],
    [
      {
        uuid: 's-display',
        type: 'section',
        title: 'Display',
        tags: [],
        meta: {},
        content: [
          q('b', 'radio-button-input', {
            meta: { isRequired: true, isQuickReview: 'true' },
            options: [
              opt('b-good', 'Good'),
              opt('b-damaged', 'Damaged', [
                q('c', 'dropdown-input', {
                  options: [
                    opt('c-shelf', 'Shelf', [
                      q('d', 'toggle-input', {
                        options: [
                          opt('d-yes', 'Yes', [q('e', 'photo-input', { meta: { photoType: 'general-photo' } })]),
                          opt('d-no', 'No'),
                        ],
                      }),
                    ]),
                  ],
                }),
              ]),
            ],
          }),
          q('f', 'numeric-int-input'),
        ],
      },
      {
        uuid: 's-inv',
        type: 'section',
        title: 'Inventory',
        tags: 'Stock, Back',
        meta: {},
        content: [
          q('g', 'question-group', { content: [q('g1', 'numeric-int-input'), q('g2', 'numeric-int-input')] }),
          q('h', 'numeric-conditional-input', {
            meta: { maxQuestions: '2' },
            options: [opt('h-r', 'responses', [q('h1', 'single-line-input'), q('h2', 'single-line-input')])],
          }),
        ],
      },
    ],
    [],
  ],
};

describe('flattenForm', () => {
  const { sections, questions } = flattenForm(content);
  const byUuid = new Map(questions.map((x) => [x.uuid, x]));

  it('lists sections in phase then position order', () => {
    expect(sections.map((s) => [s.uuid, s.phase, s.position])).toEqual([
      ['s-pre', 'PRE', 0],
      ['s-display', 'DURING', 0],
      ['s-inv', 'DURING', 1],
    ]);
    expect(sections[0]).toMatchObject({ title: 'Arrival', tags: ['Arrival'], forceQuestionOrder: true });
    expect(sections[2].tags).toEqual(['Stock', 'Back']);
  });

  it('lists every question at any depth in document order, sections left out', () => {
    expect(questions.map((x) => x.uuid)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'g1', 'g2', 'h', 'h1', 'h2']);
  });

  it('links fork follow-ups to their question and option, one depth level per fork', () => {
    expect(byUuid.get('b')).toMatchObject({
      depth: 0,
      parentQuestionUuid: null,
      parentOptionUuid: null,
      sectionUuid: 's-display',
    });
    expect(byUuid.get('c')).toMatchObject({
      depth: 1,
      parentQuestionUuid: 'b',
      parentOptionUuid: 'b-damaged',
      sectionUuid: 's-display',
    });
    expect(byUuid.get('d')).toMatchObject({ depth: 2, parentQuestionUuid: 'c', parentOptionUuid: 'c-shelf' });
    expect(byUuid.get('e')).toMatchObject({
      depth: 3,
      parentQuestionUuid: 'd',
      parentOptionUuid: 'd-yes',
      photoType: 'general-photo',
    });
  });

  it('links question-group children to the group without an option', () => {
    expect(byUuid.get('g1')).toMatchObject({
      depth: 1,
      parentQuestionUuid: 'g',
      parentOptionUuid: null,
      sectionUuid: 's-inv',
    });
  });

  it('every parent comes before its children (so a page can build the tree in one pass)', () => {
    const seen = new Set<string>();
    for (const x of questions) {
      if (x.parentQuestionUuid) expect(seen.has(x.parentQuestionUuid)).toBe(true);
      seen.add(x.uuid);
    }
  });

  it('answers options with the uuids of their follow-ups', () => {
    expect(byUuid.get('b')!.options).toEqual([
      { uuid: 'b-good', label: 'Good', value: 'Good', forkQuestionUuids: [] },
      { uuid: 'b-damaged', label: 'Damaged', value: 'Damaged', forkQuestionUuids: ['c'] },
    ]);
  });

  it('reads flags and numbers from meta, including older text forms', () => {
    expect(byUuid.get('b')).toMatchObject({ isRequired: true, isQuickReview: true, isHidden: false, isCallOut: false });
    expect(byUuid.get('h')!.maxQuestions).toBe(2);
  });

  it('labels types as the builder does', () => {
    expect(Object.fromEntries(questions.map((x) => [x.type, x.typeLabel]))).toEqual({
      'single-line-input': 'Single Line',
      'radio-button-input': 'Radio Button',
      'dropdown-input': 'Dropdown',
      'toggle-input': 'Yes/No',
      'photo-input': 'Photo',
      'numeric-int-input': 'Numeric',
      'question-group': 'Question Group',
      'numeric-conditional-input': 'Numeric Conditional',
    });
    expect(typeLabel('common-input')).toBe('Common Question');
    expect(typeLabel('signature-input')).toBe('Signature');
    expect(typeLabel('something-new')).toBe('something-new');
  });

  it('survives broken content instead of failing the form', () => {
    expect(flattenForm(null)).toEqual({ sections: [], questions: [] });
    expect(flattenForm({ structure: 'x' })).toEqual({ sections: [], questions: [] });
    const odd = flattenForm({
      structure: [[{ uuid: 's', content: [null, 3, { uuid: 'x', type: 'photo-input' }] }], null],
    });
    expect(odd.questions.map((x) => [x.uuid, x.title, x.options, x.meta])).toEqual([['x', '', [], {}]]);
  });

  it('flattens one content object once', () => {
    expect(flattenFormCached(content)).toBe(flattenFormCached(content));
  });
});
