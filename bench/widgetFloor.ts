/**
 * The SQL floor of a dashboard: what POST /savedWidget/data computes (api/src/dashboard/data/router.ts), run
 * in-process with no HTTP and no JSON: the visible widgets, the question catalogue, each widget's plan and its
 * data SQL. The switch is the router's own (dataOf is not exported; keep the two alike).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../api/src/db/client.js';
import { users } from '../api/src/db/schema.js';
import type { Session } from '../api/src/auth/session.js';
import { visibleWidgets } from '../api/src/dashboard/store.js';
import { mediaData } from '../api/src/dashboard/data/media.js';
import { planWidget, type WidgetPlan } from '../api/src/dashboard/data/plan.js';
import { widgetCatalogue, type WidgetCatalogue } from '../api/src/dashboard/data/questions.js';
import {
  answersData,
  chartData,
  feedbackData,
  groupPathSql,
  monthSql,
  numberData,
  percentageData,
} from '../api/src/dashboard/data/store.js';

async function dataOf(db: Db, s: Session, plan: WidgetPlan, catalogue: WidgetCatalogue): Promise<unknown> {
  const { conditions, question } = plan;
  const key = question?.canonicalKey ?? '';
  switch (plan.widgetType) {
    case 'feedback':
      return feedbackData(db, conditions);
    case 'percentage':
      return percentageData(db, conditions);
    case 'questionResponse':
      return answersData(db, conditions, key);
    case 'sum':
      return numberData(db, conditions, key);
    case 'barChart':
    case 'lineChart':
    case 'pieChart': {
      const byPath = plan.widgetType === 'barChart' ? groupPathSql(plan.meta.dataGroupBy, s.user.isClient) : null;
      const group = plan.widgetType === 'lineChart' ? monthSql : (byPath?.expr ?? null);
      return chartData(db, conditions, key, group);
    }
    case 'photo':
    case 'video':
      return mediaData(db, {
        kind: plan.widgetType,
        conditions,
        keys: plan.keys,
        pairs: catalogue.pairs,
        isClient: s.user.isClient,
        only: plan.meta.starred === true ? 'starred' : plan.meta.flagged === true ? 'flagged' : null,
        titleOf: (k) => catalogue.byKey.get(k)?.title ?? null,
      });
  }
}

/** Each widget's data SQL alone, one after another (median of 3 after a warm-up): which widgets the floor is made of. */
export async function eachWidgetFloor(db: Db, s: Session, ids: number[]): Promise<[string, number][]> {
  const widgets = await visibleWidgets(db, s, ids);
  const catalogue = await widgetCatalogue(db);
  const out: [string, number][] = [];
  for (const w of widgets) {
    const planned = planWidget(s, w, catalogue, false);
    if (!planned.ok) continue;
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      await dataOf(db, s, planned.plan, catalogue);
      if (i > 0) times.push(performance.now() - started);
    }
    out.push([`${planned.plan.widgetType} '${w.title}'`, times.sort((a, b) => a - b)[1]]);
  }
  return out;
}

/** Every widget's data as the api computes it; throws when a widget has no data (the bench's widgets all have). */
export async function widgetDataFloor(db: Db, s: Session, ids: number[]): Promise<unknown[]> {
  const widgets = await visibleWidgets(db, s, ids);
  const creatorIds = [...new Set(widgets.map((w) => w.createdBy).filter((id): id is number => id !== null))];
  const [catalogue, creators] = await Promise.all([
    widgetCatalogue(db),
    creatorIds.length
      ? db.select({ id: users.id, clientId: users.clientId }).from(users).where(inArray(users.id, creatorIds))
      : Promise.resolve([]),
  ]);
  const clientCreators = new Set(creators.filter((u) => u.clientId !== null).map((u) => u.id));
  if (widgets.length !== ids.length) throw new Error(`${ids.length - widgets.length} bench widgets are not visible.`);
  return Promise.all(
    widgets.map((w) => {
      const planned = planWidget(s, w, catalogue, w.createdBy !== null && clientCreators.has(w.createdBy));
      if (!planned.ok) throw new Error(`Widget ${w.id}: ${planned.message}`);
      return dataOf(db, s, planned.plan, catalogue);
    }),
  );
}
