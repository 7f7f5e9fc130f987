import { describe, expect, it } from 'vitest';
import { choiceId, exportChoices, matchesSearch, questionGroup, type FormQuestions } from './exportColumns';

const forms: FormQuestions[] = [
  {
    title: 'Counter Audit',
    questions: [
      { canonicalKey: 'g', title: 'Group', type: 'QUESTION_GROUP' },
      { canonicalKey: 'p', title: 'Before photo', type: 'PHOTO_INPUT' },
      { canonicalKey: 't', title: 'Manager informed?', type: 'TOGGLE_INPUT' },
      { canonicalKey: 'm', title: 'Comments', type: 'MULTI_LINE_INPUT' },
      { canonicalKey: 'r', title: 'Share of shelf', type: 'RADIO_BUTTON_INPUT' },
      { canonicalKey: null, title: 'No key', type: 'RADIO_BUTTON_INPUT' },
    ],
  },
  { title: 'Endcap Reset', questions: [{ canonicalKey: 'p', title: 'Before photo', type: 'PHOTO_INPUT' }] },
];

describe('exportChoices (spec 002 §2 Export Columns)', () => {
  it('sorts questions into Photo, Yes/No, Feedback and Other, once each, skipping groups', () => {
    const c = exportChoices(forms, false);
    expect(c.photo.map(choiceId)).toEqual(['question:p']);
    expect(c.photo[0].detail).toBe('Counter Audit, Endcap Reset');
    expect(c.yesNo.map((q) => q.key)).toEqual(['t']);
    expect(c.feedback.map((q) => q.key)).toEqual(['m']);
    expect(c.other.map((q) => q.key)).toEqual(['r']);
    expect(questionGroup('QUESTION_GROUP')).toBeNull();
  });

  it('gives staff the internal columns as Additional Excel Columns, and client users neither them nor Report Number', () => {
    const staff = exportChoices([], false);
    expect(staff.common.map((c) => c.label)).toContain('Report Number');
    expect(staff.additional.map((c) => c.label)).toContain('Talent Name');
    const client = exportChoices([], true);
    expect(client.additional).toEqual([]);
    expect(client.common.map((c) => c.label)).not.toContain('Report Number');
    expect(client.common.map((c) => c.label)).toContain('Retailer');
  });

  it('searches labels and form titles', () => {
    const [p] = exportChoices(forms, false).photo;
    expect(matchesSearch(p, 'endcap')).toBe(true);
    expect(matchesSearch(p, 'after')).toBe(false);
    expect(matchesSearch(p, '  ')).toBe(true);
  });
});
