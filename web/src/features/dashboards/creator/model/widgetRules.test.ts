import { WIDGET_TYPES, type WidgetType } from '@svr/domain';
import { describe, expect, it } from 'vitest';
import {
  applyPick,
  canNext,
  canPickQuestion,
  emptySelectionText,
  hasAxisStep,
  mediaFilterMeta,
  mediaFilterOf,
  parseMediaFilter,
  questionCount,
  visitCountText,
  WIDGET_TYPE_OPTIONS,
  widgetDescription,
  widgetTypeOf,
  widgetTypeValue,
} from './widgetRules';

const ok = { filterHasValues: true, filterValid: true, visits: null };

describe('widget types', () => {
  it('offers the nine types of @svr/domain with labels read from their names', () => {
    expect(WIDGET_TYPE_OPTIONS.map((o) => o.value)).toEqual([...WIDGET_TYPES]);
    expect(WIDGET_TYPE_OPTIONS.find((o) => o.value === 'questionResponse')?.label).toBe('Question Response');
    expect(WIDGET_TYPE_OPTIONS.find((o) => o.value === 'barChart')?.label).toBe('Bar Chart');
    expect(WIDGET_TYPE_OPTIONS.find((o) => o.value === 'sum')?.label).toBe('Sum');
  });

  it('maps the schema value and the stored name both ways', () => {
    for (const t of WIDGET_TYPES) {
      expect(widgetTypeOf(widgetTypeValue(t))).toBe(t);
      expect(widgetTypeOf(t)).toBe(t);
    }
    expect(widgetTypeValue('pieChart')).toBe('PIE_CHART');
    expect(widgetTypeOf('PIE')).toBeNull();
    expect(widgetTypeOf(null)).toBeNull();
  });
});

describe('which questions a type may pick (spec 002 §5)', () => {
  const picks = (w: WidgetType) =>
    [
      'numeric-int-input',
      'numeric-conditional-input',
      'radio-button-input',
      'checkbox-input',
      'dropdown-input',
      'toggle-input',
      'photo-input',
      'video-input',
      'single-line-input',
      'question-group',
    ].filter((q) => canPickQuestion(w, q));

  it('sum and feedback need numeric questions', () => {
    expect(picks('sum')).toEqual(['numeric-int-input', 'numeric-conditional-input']);
    expect(picks('feedback')).toEqual(['numeric-int-input', 'numeric-conditional-input']);
  });
  it('bar, pie and line need multiple-choice', () => {
    for (const w of ['barChart', 'lineChart', 'pieChart'] as const)
      expect(picks(w)).toEqual(['radio-button-input', 'checkbox-input', 'dropdown-input', 'toggle-input']);
  });
  it('photo lists photo questions, video video questions, percentage none', () => {
    expect(picks('photo')).toEqual(['photo-input']);
    expect(picks('video')).toEqual(['video-input']);
    expect(picks('percentage')).toEqual([]);
  });
  it('a question response takes any question with an answer, not a group', () => {
    expect(picks('questionResponse')).not.toContain('question-group');
    expect(picks('questionResponse')).toContain('single-line-input');
  });
});

describe('count rules', () => {
  it('exactly one for the charts, sum and question response; several for feedback, photo, video; none for percentage', () => {
    expect(WIDGET_TYPES.map((t) => [t, questionCount(t)])).toEqual([
      ['feedback', 'several'],
      ['questionResponse', 'one'],
      ['barChart', 'one'],
      ['lineChart', 'one'],
      ['pieChart', 'one'],
      ['sum', 'one'],
      ['photo', 'several'],
      ['video', 'several'],
      ['percentage', 'none'],
    ]);
  });
  it('with one question, the one picked last replaces the other', () => {
    expect(applyPick('pieChart', ['a'], ['a', 'b'])).toEqual(['b']);
    expect(applyPick('pieChart', ['a'], [])).toEqual([]);
    expect(applyPick('sum', [], ['a', 'b', 'c'])).toEqual(['c']);
  });
  it('several are kept, de-duplicated; percentage keeps none', () => {
    expect(applyPick('photo', ['a'], ['a', 'b', 'b'])).toEqual(['a', 'b']);
    expect(applyPick('percentage', [], ['a'])).toEqual([]);
  });
});

describe('empty-selection texts (spec 002 §2)', () => {
  it('names the type', () => {
    expect(emptySelectionText('sum')).toBe('Please select a numeric type question to roll up');
    expect(emptySelectionText('percentage')).toBe('Please select a filter to roll up');
    expect(emptySelectionText('photo')).toBe('Please select one or more questions to roll up');
    expect(emptySelectionText('barChart')).toBe('Please select one or more questions to roll up');
  });
});

describe('NEXT', () => {
  it('needs a valid filter with values', () => {
    expect(canNext('pieChart', { ...ok, keys: ['a'] })).toBe(true);
    expect(canNext('pieChart', { ...ok, keys: ['a'], filterValid: false })).toBe(false);
    expect(canNext('pieChart', { ...ok, keys: ['a'], filterHasValues: false })).toBe(false);
  });
  it('needs the type’s count of questions', () => {
    expect(canNext('pieChart', { ...ok, keys: [] })).toBe(false);
    expect(canNext('pieChart', { ...ok, keys: ['a', 'b'] })).toBe(false);
    expect(canNext('feedback', { ...ok, keys: ['a', 'b'] })).toBe(true);
    expect(canNext('video', { ...ok, keys: [] })).toBe(false);
  });
  it('percentage: only when visits exist and a filter has values (spec 002 §4)', () => {
    expect(canNext('percentage', { ...ok, keys: [], visits: 12 })).toBe(true);
    expect(canNext('percentage', { ...ok, keys: [], visits: 0 })).toBe(false);
    expect(canNext('percentage', { ...ok, keys: [], visits: null })).toBe(false);
    expect(canNext('percentage', { ...ok, keys: [], visits: 12, filterHasValues: false })).toBe(false);
  });
  it('only the bar chart has the axes step', () => {
    expect(WIDGET_TYPES.filter(hasAxisStep)).toEqual(['barChart']);
  });
});

describe('inferred description (spec 002 §9)', () => {
  it('is the question title for question response, bar, line, pie and sum when none is written', () => {
    for (const t of ['questionResponse', 'barChart', 'lineChart', 'pieChart', 'sum'] as const)
      expect(widgetDescription(t, '  ', 'Condition of the display')).toBe('Condition of the display');
    expect(widgetDescription('sum', 'Own words', 'Q')).toBe('Own words');
  });
  it('is not inferred for feedback, photo and video; percentage has none', () => {
    for (const t of ['feedback', 'photo', 'video'] as const) expect(widgetDescription(t, '', 'Q')).toBe('');
    expect(widgetDescription('photo', 'Shelf photos', 'Q')).toBe('Shelf photos');
    expect(widgetDescription('percentage', 'Typed anyway', null)).toBe('');
  });
});

describe('FILTER PHOTO / VIDEO QUESTIONS', () => {
  it('is exclusive and initialised from the saved metaJson', () => {
    expect(mediaFilterOf({ starred: true, flagged: false })).toBe('starred');
    expect(mediaFilterOf({ flagged: true })).toBe('flagged');
    expect(mediaFilterOf({})).toBe('all');
    expect(mediaFilterOf('not json')).toBe('all');
    expect(mediaFilterMeta('flagged')).toEqual({ starred: false, flagged: true });
    expect(mediaFilterMeta('all')).toEqual({ starred: false, flagged: false });
    expect(parseMediaFilter('starred')).toBe('starred');
    expect(parseMediaFilter('bogus')).toBe('all');
  });
});

it('counts visits with thousands separators', () => {
  expect(visitCountText(1234567)).toBe('1,234,567 Visits');
  expect(visitCountText(0)).toBe('0 Visits');
});
