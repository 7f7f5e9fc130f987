import { describe, expect, it } from 'vitest';
import {
  createDashboardBody,
  createWidgetBody,
  joinKeys,
  metaChanges,
  needsMe,
  restriction,
  updateDashboardBody,
  updateWidgetBody,
} from './bodies.js';

const visitDate = {
  label: 'Visit Date',
  path: 'expectedCheckinTime',
  type: 'Date',
  data: ['2026-01-01', '2026-01-31'],
};

describe('dashboard bodies', () => {
  it("stores the caller's id for ONLY VISIBLE TO ME, sends nothing on a create without it, clears it on an edit", () => {
    expect(createDashboardBody({ title: 'North', onlyVisibleToMe: true }, 7)).toEqual({
      title: 'North',
      restrictTokenUserId: 7,
    });
    expect(createDashboardBody({ title: 'North', onlyVisibleToMe: false, tenancyClientId: 3 }, null)).toEqual({
      title: 'North',
      tenancyClientId: 3,
    });
    expect(updateDashboardBody({ onlyVisibleToMe: false }, null)).toEqual({ restrictTokenUserId: null });
    expect(updateDashboardBody({ onlyVisibleToMe: true }, 9)).toEqual({ restrictTokenUserId: 9 });
    expect(needsMe({ onlyVisibleToMe: true })).toBe(true);
    expect(needsMe({ onlyVisibleToMe: false })).toBe(false);
    expect(needsMe({})).toBe(false);
    expect(restriction(undefined, 4)).toBeUndefined();
    expect(() => restriction(true, null)).toThrow();
  });

  it('sends the new order as comma-separated widget ids, and nothing for an empty edit', () => {
    expect(updateDashboardBody({ title: 'South', widgetIds: [3, 1, 2], metaJson: { a: 1 } }, null)).toEqual({
      title: 'South',
      widgetIds: '3,1,2',
      metaJson: { a: 1 },
    });
    expect(updateDashboardBody({ title: null, widgetIds: null }, null)).toEqual({});
  });
});

describe('widget bodies', () => {
  it('keeps the type and settings in metaJson, the questions comma-joined once each, and the dashboard to join', () => {
    const body = createWidgetBody(
      {
        title: 'Shelves',
        widgetType: 'barChart',
        questionCanonicalKeys: [' k2', 'k1', 'k2', ''],
        filters: [visitDate],
        meta: { dataGroupBy: 'metaJson.retailer', namespace: 'w-1' },
        onlyVisibleToMe: true,
      },
      5,
      12,
    );
    expect(body).toEqual({
      title: 'Shelves',
      description: null,
      formQuestionCanonicalKeys: 'k2,k1',
      filters: [visitDate],
      metaJson: {
        embedPhotosInExcelReport: false,
        dataGroupBy: 'metaJson.retailer',
        namespace: 'w-1',
        widgetType: 'barChart',
      },
      restrictTokenUserId: 5,
      dashboardId: 12,
    });
    expect(joinKeys(['a', ' a ', 'b'])).toBe('a,b');
  });

  it('makes starred and flagged one choice', () => {
    expect(metaChanges({ starred: true })).toEqual({ starred: true, flagged: false });
    expect(metaChanges({ flagged: true })).toEqual({ flagged: true, starred: false });
    expect(metaChanges({ starred: false, flagged: false })).toEqual({ starred: false, flagged: false });
    expect(metaChanges(null)).toEqual({});
  });

  it('lays changed meta keys over the stored metaJson, keeping the type and block lists', () => {
    const stored = { widgetType: 'photo', starred: true, flagged: false, blockPhotos: [{ uuid: 'u' }] };
    expect(updateWidgetBody({ meta: { flagged: true } }, null, stored)).toEqual({
      metaJson: { widgetType: 'photo', starred: false, flagged: true, blockPhotos: [{ uuid: 'u' }] },
    });
    expect(
      updateWidgetBody({ title: 'New', questionCanonicalKeys: ['k', 'k'], onlyVisibleToMe: false }, null, null),
    ).toEqual({
      title: 'New',
      formQuestionCanonicalKeys: 'k',
      restrictTokenUserId: null,
    });
    expect(updateWidgetBody({}, null, null)).toEqual({});
  });
});
