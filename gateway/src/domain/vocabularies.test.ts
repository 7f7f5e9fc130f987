import { describe, expect, it } from 'vitest';
import {
  activityKindValues,
  knownActivityKind,
  knownQuestionType,
  knownWidgetType,
  questionTypeValues,
  widgetTypeValues,
} from './vocabularies.js';

describe('stored vocabularies as schema enums', () => {
  it('maps each enum value to the stored name', () => {
    expect(questionTypeValues.RADIO_BUTTON_INPUT).toBe('radio-button-input');
    expect(questionTypeValues.NUMERIC_CONDITIONAL_INPUT).toBe('numeric-conditional-input');
    expect(widgetTypeValues.QUESTION_RESPONSE).toBe('questionResponse');
    expect(activityKindValues.VISIT_FORM_STATE).toBe('visit.formState');
    expect(Object.keys(questionTypeValues)).toHaveLength(13);
    expect(Object.keys(widgetTypeValues)).toHaveLength(9);
    expect(Object.keys(activityKindValues)).toHaveLength(11);
  });

  it('passes known stored names and refuses unknown ones with an error naming them', () => {
    expect(knownQuestionType('photo-input')).toBe('photo-input');
    expect(knownWidgetType('pieChart')).toBe('pieChart');
    expect(knownActivityKind('media.rotate')).toBe('media.rotate');
    expect(() => knownQuestionType('slider-input')).toThrow(
      'The api answered an unknown question type: "slider-input".',
    );
    expect(() => knownWidgetType('BAR_CHART')).toThrow('The api answered an unknown widget type: "BAR_CHART".');
    expect(() => knownActivityKind(null)).toThrow('The api answered an unknown activity kind: null.');
  });
});
