import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from './activityKinds.js';
import { enumValuesOf, graphqlEnumName, storedName } from './enumNames.js';
import { QUESTION_TYPES } from './questionTypes.js';
import { WIDGET_TYPES } from './widgetTypes.js';

describe('GraphQL enum values of the stored vocabularies', () => {
  it('spells each stored name in upper snake case', () => {
    expect(graphqlEnumName('radio-button-input')).toBe('RADIO_BUTTON_INPUT');
    expect(graphqlEnumName('questionResponse')).toBe('QUESTION_RESPONSE');
    expect(graphqlEnumName('visit.formState')).toBe('VISIT_FORM_STATE');
    expect(graphqlEnumName('review.state')).toBe('REVIEW_STATE');
  });

  it('maps every name of each list one to one, and back', () => {
    const lists: (readonly string[])[] = [QUESTION_TYPES, WIDGET_TYPES, ACTIVITY_KINDS];
    for (const list of lists) {
      const names = list.map((s) => graphqlEnumName(s));
      expect(new Set(names).size).toBe(list.length);
      for (const n of names) expect(n).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(names.map((n) => storedName(list, n))).toEqual([...list]);
      expect(enumValuesOf(list)).toEqual(Object.fromEntries(list.map((s, i) => [names[i], s])));
    }
    expect(storedName(WIDGET_TYPES, 'PIE')).toBeUndefined();
  });

  it('spells the rule in the type as in the code', () => {
    const kinds = enumValuesOf(ACTIVITY_KINDS);
    const formState: 'visit.formState' = kinds.VISIT_FORM_STATE;
    const chart: 'BAR_CHART' = graphqlEnumName('barChart');
    expect([formState, chart]).toEqual(['visit.formState', 'BAR_CHART']);
  });
});
