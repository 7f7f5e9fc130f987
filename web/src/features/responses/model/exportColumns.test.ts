import { describe, expect, it } from 'vitest';
import { choiceId, exportChoices, matchesSearch, questionGroup } from './exportColumns';

const forms = [
  {
    title: 'Counter Audit',
    questions: [
      { canonicalKey: 'g', title: 'Group', type: 'question-group' },
      { canonicalKey: 'p', title: 'Before photo', type: 'photo-input' },
      { canonicalKey: 't', title: 'Manager informed?', type: 'toggle-input' },
      { canonicalKey: 'm', title: 'Comments', type: 'multi-line-input' },
      { canonicalKey: 'r', title: 'Share of shelf', type: 'radio-button-input' },
      { canonicalKey: null, title: 'No key', type: 'radio-button-input' },
    ],
  },
  { title: 'Endcap Reset', questions: [{ canonicalKey: 'p', title: 'Before photo', type: 'photo-input' }] },
];

describe('exportChoices (spec 002 §2 Export Columns)', () => {
  it('sorts questions into Photo, Yes/No, Feedback and Other, once each, skipping groups', () => {
    const c = exportChoices(forms, false);
    expect(c.photo.map(choiceId)).toEqual(['question:p']);
    expect(c.photo[0].detail).toBe('Counter Audit, Endcap Reset');
    expect(c.yesNo.map((q) => q.key)).toEqual(['t']);
    expect(c.feedback.map((q) => q.key)).toEqual(['m']);
    expect(c.other.map((q) => q.key)).toEqual(['r']);
    expect(questionGroup('question-group')).toBeNull();
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
