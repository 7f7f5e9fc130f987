import { describe, expect, it } from 'vitest';
import { createDocumentLoader } from '../document/loaders.js';
import type { DocumentsApi } from '../document/rest.js';
import type { RestDocumentAnswer } from '../document/schemas.js';
import { slidesWithDocuments, widgetDataTypeName } from './data.js';
import { createWidgetDataLoader } from './loaders.js';
import type { DashboardsApi } from './rest.js';
import { RestWidgetDataItem, type RestMediaSlide, type RestWidgetContent } from './schemas.js';

/** A widget data endpoint over widgets 1..n (odd ids a sum, even ids a percentage), refusing more than 100 ids. */
function dataApi(visible: (id: number) => boolean = () => true) {
  const calls: number[][] = [];
  const api = {
    widgetData: async (ids: readonly number[]) => {
      if (ids.length > 100) throw new Error('over the limit');
      calls.push([...ids]);
      return [...ids]
        .filter(visible)
        .reverse()
        .map((id): RestWidgetDataItem =>
          id % 2
            ? { id, widgetType: 'sum', data: { kind: 'number', question: null, value: id, count: 1 } }
            : { id, widgetType: 'percentage', data: { kind: 'percentage', approved: id, total: 2 * id } },
        );
    },
  } as Pick<DashboardsApi, 'widgetData'> as DashboardsApi;
  return { api, calls };
}

const slide = (storeVisitId: number, uuid: string, beforeUuid: string | null = null): RestMediaSlide => ({
  storeVisitId,
  uuid,
  beforeUuid,
  questionTitle: 'Shelf photo',
  retailer: 'Macy',
  doorNumber: '12',
  doorLocation: 'Austin',
  expectedCheckinTime: null,
  checkinTime: null,
  starred: false,
  flagged: false,
  blocked: false,
});

function documentsApi(known: readonly string[]) {
  const calls: string[][] = [];
  const doc = (uuid: string): RestDocumentAnswer => ({
    id: 1,
    uuid,
    title: `${uuid}.jpg`,
    size: 10,
    url: uuid.startsWith('blocked') ? null : `/files/${uuid}`,
    xsurl: null,
    type: 'image/jpeg',
    timestamp: '2026-01-01T00:00:00Z',
  });
  const api: DocumentsApi = {
    byUuids: async (uuids) => {
      calls.push([...uuids]);
      return uuids.filter((u) => known.includes(u)).map(doc);
    },
  };
  return { api, calls };
}

describe('widget data loader', () => {
  it('asks every widget of a request in one call, in chunks of 100 beyond that', async () => {
    const { api, calls } = dataApi();
    const loader = createWidgetDataLoader(api);
    const few = await Promise.all([3, 1, 2].map((id) => loader.load(id)));
    expect(calls).toEqual([[3, 1, 2]]);
    expect(few.map((d) => d?.kind)).toEqual(['number', 'number', 'percentage']);
    expect(few[0]).toMatchObject({ value: 3 });

    const many = await Promise.all(Array.from({ length: 250 }, (_, i) => loader.load(i + 10)));
    expect(calls.slice(1).map((c) => c.length)).toEqual([100, 100, 50]);
    expect(many[248]).toEqual({ kind: 'percentage', approved: 258, total: 516 });
    expect(many[249]).toMatchObject({ kind: 'number', value: 259 });
  });

  it('answers null for a widget the api leaves out (not visible, deleted)', async () => {
    const { api } = dataApi((id) => id !== 2);
    const loader = createWidgetDataLoader(api);
    expect(await Promise.all([1, 2].map((id) => loader.load(id)))).toEqual([
      { kind: 'number', question: null, value: 1, count: 1 },
      null,
    ]);
  });
});

describe('widget data members', () => {
  it('names the union member by the kind the api answers', () => {
    const members: [RestWidgetContent, string][] = [
      [{ kind: 'feedback', total: 0, entries: [] }, 'FeedbackWidgetData'],
      [{ kind: 'answers', question: null, total: 0, answers: [] }, 'AnswerListWidgetData'],
      [{ kind: 'chart', question: null, groupBy: null, total: 0, points: [] }, 'ChartWidgetData'],
      [{ kind: 'number', question: null, value: 0, count: 0 }, 'NumberWidgetData'],
      [{ kind: 'percentage', approved: 0, total: 0 }, 'PercentageWidgetData'],
      [{ kind: 'media', total: 0, slides: [] }, 'MediaWidgetData'],
      [{ kind: 'problem', message: 'You can only run this for maximum 12 months' }, 'WidgetProblem'],
    ];
    for (const [data, name] of members) expect(widgetDataTypeName(data)).toBe(name);
  });

  it('refuses an answer of a kind the schema does not know, at the seam', () => {
    const item = { id: 1, widgetType: 'sum', data: { kind: 'histogram', bins: [] } };
    expect(RestWidgetDataItem.safeParse(item).success).toBe(false);
    expect(RestWidgetDataItem.safeParse({ ...item, data: { kind: 'percentage', approved: 1, total: 2 } }).success).toBe(
      true,
    );
  });

  it("loads every widget's slide documents in one call, pairs included, leaving out slides without a document", async () => {
    const { api, calls } = documentsApi(['a1', 'b1', 'a2', 'blocked3', 'v1']);
    const ctx = { loaders: { documents: createDocumentLoader(api) } } as Parameters<typeof slidesWithDocuments>[1];
    const [photos, videos] = await Promise.all([
      slidesWithDocuments([slide(1, 'a1', 'b1'), slide(2, 'a2', 'gone'), slide(3, 'blocked3'), slide(4, 'x')], ctx),
      slidesWithDocuments([slide(5, 'v1')], ctx),
    ]);
    expect(calls).toHaveLength(1);
    expect(photos.map((s) => [s.storeVisitId, s.document.uuid, s.before?.uuid ?? null])).toEqual([
      [1, 'a1', 'b1'],
      [2, 'a2', null],
    ]);
    expect(videos.map((s) => s.document.url)).toEqual(['/files/v1']);
  });
});
