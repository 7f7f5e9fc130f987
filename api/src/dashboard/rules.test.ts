import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '@svr/domain';
import {
  questionTypeRefusal,
  DASHBOARD_RULES,
  joinWidgetIds,
  keepWithheld,
  moveWidget,
  parseWidgetIds,
  questionCountRefusal,
  reorderRefusal,
  restrictionRefusal,
  widgetTypeRefusal,
} from './rules.js';

describe('questionCountRefusal', () => {
  it('the charts, sum and questionResponse roll up exactly one question', () => {
    for (const type of ['barChart', 'lineChart', 'pieChart', 'questionResponse'] as const) {
      expect(questionCountRefusal(type, ['a'])).toBeNull();
      expect(questionCountRefusal(type, [])).toBe('Please select one or more questions to roll up');
      expect(questionCountRefusal(type, ['a', 'b'])).toBe(
        `A ${type} widget rolls up exactly one question; 2 were selected.`,
      );
    }
    expect(questionCountRefusal('sum', [])).toBe('Please select a numeric type question to roll up');
    expect(questionCountRefusal('sum', ['a', 'b'])).toMatch(/exactly one question/);
  });

  it('feedback, photo and video need one or more; percentage none', () => {
    for (const type of ['feedback', 'photo', 'video'] as const) {
      expect(questionCountRefusal(type, [])).toBe('Please select one or more questions to roll up');
      expect(questionCountRefusal(type, ['a', 'b', 'c'])).toBeNull();
    }
    expect(questionCountRefusal('percentage', [])).toBeNull();
  });

  it('covers the nine types', () => {
    const needOne = WIDGET_TYPES.filter((t) => questionCountRefusal(t, []) !== null);
    expect(needOne.sort()).toEqual(
      ['barChart', 'feedback', 'lineChart', 'photo', 'pieChart', 'questionResponse', 'sum', 'video'].sort(),
    );
  });
});

describe('who may restrict and which type', () => {
  it("'ONLY VISIBLE TO ME' names the caller, or nobody", () => {
    expect(restrictionRefusal(7, 7)).toBeNull();
    expect(restrictionRefusal(7, null)).toBeNull();
    expect(restrictionRefusal(7, undefined)).toBeNull();
    expect(restrictionRefusal(7, 8)).toBe(DASHBOARD_RULES.restrictOwn);
  });

  it('client users never save a feedback widget; staff may', () => {
    expect(widgetTypeRefusal(true, 'feedback')).toBe(DASHBOARD_RULES.clientFeedback);
    expect(widgetTypeRefusal(false, 'feedback')).toBeNull();
    expect(widgetTypeRefusal(true, 'photo')).toBeNull();
  });
});

describe('widget order', () => {
  it('parses and joins the stored comma-separated ids, dropping blanks, junk and repeats', () => {
    expect(parseWidgetIds('')).toEqual([]);
    expect(parseWidgetIds('3, 1,,2,x,3,0')).toEqual([3, 1, 2]);
    expect(joinWidgetIds([3, 1, 2])).toBe('3,1,2');
  });

  it('a reorder holds the same widgets', () => {
    expect(reorderRefusal([1, 2, 3], [3, 1, 2])).toBeNull();
    expect(reorderRefusal([], [])).toBeNull();
    expect(reorderRefusal([1, 2, 3], [1, 2])).toBe(
      'widgetIds must list the same widgets as the dashboard, in the new order. Missing: 3.',
    );
    expect(reorderRefusal([1, 2], [1, 2, 9])).toMatch(/Not on the dashboard: 9; add a widget by creating it/);
  });

  it('moves a widget to a position from 1 to the number of widgets', () => {
    expect(moveWidget([1, 2, 3, 4], 5, 3, 1)).toEqual({ ids: [3, 1, 2, 4] });
    expect(moveWidget([1, 2, 3, 4], 5, 1, 4)).toEqual({ ids: [2, 3, 4, 1] });
    expect(moveWidget([1, 2, 3, 4], 5, 2, 3)).toEqual({ ids: [1, 3, 2, 4] });
    expect(moveWidget([1, 2, 3, 4], 5, 2, 2)).toEqual({ ids: [1, 2, 3, 4] });
    expect(moveWidget([7], 5, 7, 1)).toEqual({ ids: [7] });
  });

  it('refuses a position out of range or not whole, and a widget not on the dashboard', () => {
    const range = { refusal: DASHBOARD_RULES.positionRange(4) };
    expect(moveWidget([1, 2, 3, 4], 5, 2, 0)).toEqual(range);
    expect(moveWidget([1, 2, 3, 4], 5, 2, 5)).toEqual(range);
    expect(moveWidget([1, 2, 3, 4], 5, 2, 1.5)).toEqual(range);
    expect(range.refusal).toBe('The position is a number from 1 to 4, the number of widgets on the dashboard.');
    expect(moveWidget([7], 5, 7, 2)).toEqual({ refusal: 'The dashboard has one widget: its only position is 1.' });
    expect(moveWidget([1, 2], 5, 9, 1)).toEqual({ refusal: DASHBOARD_RULES.notOnDashboard(9, 5) });
  });
});

describe('keepWithheld', () => {
  it('keeps the stored parameters a client user was not shown, after the ones they sent', () => {
    const internal = (path: string) => path === 'metaJson.reviewState';
    const sent = [{ path: 'expectedCheckinTime', data: ['new'] }];
    const stored = [
      { path: 'expectedCheckinTime', data: ['old'] },
      { path: 'metaJson.reviewState', data: [3] },
    ];
    expect(keepWithheld(sent, stored, internal)).toEqual([
      { path: 'expectedCheckinTime', data: ['new'] },
      { path: 'metaJson.reviewState', data: [3] },
    ]);
    expect(keepWithheld(sent, [], internal)).toEqual(sent);
  });
});

describe('questionTypeRefusal (spec 002 §5)', () => {
  const q = (type: string) => ({ canonicalKey: `k-${type}`, title: `Q ${type}`, type });
  it('accepts the kinds of question each type takes', () => {
    expect(questionTypeRefusal('sum', [q('numeric-int-input')])).toBeNull();
    expect(questionTypeRefusal('barChart', [q('radio-button-input')])).toBeNull();
    expect(questionTypeRefusal('photo', [q('photo-input'), q('photo-input')])).toBeNull();
    expect(questionTypeRefusal('questionResponse', [q('single-line-input')])).toBeNull();
  });
  it('names each question of another kind and says what the type takes', () => {
    expect(questionTypeRefusal('sum', [q('radio-button-input')])).toBe(
      "A sum widget cannot roll up 'Q radio-button-input' (radio-button-input): it sums numeric questions.",
    );
    expect(questionTypeRefusal('video', [q('video-input'), q('photo-input')])).toMatch(
      /'Q photo-input'.*video questions/,
    );
    expect(questionTypeRefusal('pieChart', [q('numeric-int-input')])).toMatch(/multiple-choice/);
    expect(questionTypeRefusal('questionResponse', [q('question-group')])).toMatch(/not a group/);
  });
});
