/**
 * The demo data a new user starts with (`npm start`): the 'Northwind overview' dashboard shows content in every one
 * of its nine widgets. A change to the seed (which visits belong to which client, the order of its draws) once left
 * the feedback widget empty; this says so before the e2e tour does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '@svr/domain';
import { startTestApi, type ApiClient, type TestApi } from '../../api/src/testing/harness.js';

let api: TestApi;
let admin: ApiClient;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin@example.com');
});
afterAll(async () => {
  await api?.close();
});

interface WidgetData {
  id: number;
  widgetType: string;
  data: { kind: string; [key: string]: unknown };
}

/** How many things a widget shows: slices, bars or points, entries, answers, slides, or its counted visits. */
function shown(d: WidgetData['data']): number {
  const count = (key: string) => (Array.isArray(d[key]) ? (d[key] as unknown[]).length : 0);
  switch (d.kind) {
    case 'chart':
      return count('series') || count('data') || count('points') || count('rows');
    case 'feedback':
      return count('entries');
    case 'answers':
      return count('answers');
    case 'media':
      return count('slides');
    case 'number':
    case 'percentage':
      return Number(d.count ?? d.total ?? 0);
    default:
      return 0;
  }
}

describe('the demo dashboard', () => {
  it('shows content in each of its nine widget types', async () => {
    const boards = await admin<{ id: number; title: string; widgetIds: string }[]>('GET', '/api/v2/savedDashboard/all');
    const board = boards.body.data!.find((d) => d.title === 'Northwind overview')!;
    const ids = board.widgetIds.split(',').map(Number);
    const data = await admin<WidgetData[]>('POST', '/api/v2/savedWidget/data', { ids });
    expect(data.status).toBe(200);
    const byType = new Map(data.body.data!.map((w) => [w.widgetType, w]));
    expect([...byType.keys()].sort()).toEqual([...WIDGET_TYPES].sort());
    for (const w of data.body.data!)
      expect(shown(w.data), `${w.widgetType}: ${JSON.stringify(w.data).slice(0, 200)}`).toBeGreaterThan(0);
  });
});
