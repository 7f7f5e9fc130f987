/**
 * The data of dashboard widgets (POST /api/v2/savedWidget/data, and the bench's SQL floor): each visible widget's
 * plan (plan.ts) and its content computed in SQL (store.ts, media.ts), one kind of content per widget type.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Session } from '../../auth/session.js';
import type { WidgetRow } from '../presenter.js';
import { visibleWidgets } from '../store.js';
import { sharedChartsData, type SharedPart, type SharedResult } from './charts.js';
import { countable, countedGroup, dayCountsData } from './dayCounts.js';
import { mediaData, slidesOf, type MediaQuery } from './media.js';
import { planWidget, type WidgetPlan } from './plan.js';
import { widgetCatalogue, type WidgetCatalogue } from './questions.js';
import { answersData, chartData, feedbackData, groupPathSql, monthSql, numberData, percentageData } from './store.js';

/** The creators (user ids) of the widgets who are client users. */
async function clientCreators(db: Queryable, widgets: WidgetRow[]): Promise<Set<number>> {
  const ids = [...new Set(widgets.map((w) => w.createdBy).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Set();
  const found = await db.select({ id: users.id, clientId: users.clientId }).from(users).where(inArray(users.id, ids));
  return new Set(found.filter((u) => u.clientId !== null).map((u) => u.id));
}

/** A chart's grouping: bar charts by their 'data grouped by' path (when the caller may use it), lines by month. */
function chartGroup(s: Session, plan: WidgetPlan) {
  const byPath = plan.widgetType === 'barChart' ? groupPathSql(plan.meta.dataGroupBy, s.user.isClient) : null;
  const group = plan.widgetType === 'lineChart' ? monthSql : (byPath?.expr ?? null);
  return { byPath, group };
}

/**
 * The group column of a chart or sum widget that answer_day_counts can count (dayCounts.ts: its conditions and group
 * read only what the rows carry), or null.
 */
function countedBy(s: Session, plan: WidgetPlan): SQL | null {
  const chart = plan.widgetType === 'barChart' || plan.widgetType === 'lineChart' || plan.widgetType === 'pieChart';
  if (!plan.question || !(chart || plan.widgetType === 'sum') || !countable(plan.conditions)) return null;
  return countedGroup(chart ? chartGroup(s, plan).group : null) ?? null;
}

/** One planned widget's content; `shared`: its chart or sum result already counted with its neighbours. */
export async function widgetDataOf(
  db: Queryable,
  s: Session,
  plan: WidgetPlan,
  catalogue: WidgetCatalogue,
  shared?: SharedResult,
) {
  const { conditions, question } = plan;
  const key = question?.canonicalKey ?? '';
  const byCounts = shared ? null : countedBy(s, plan);
  const counted = byCounts ? await dayCountsData(db, conditions, key, byCounts) : null;
  switch (plan.widgetType) {
    case 'feedback':
      return feedbackData(db, conditions);
    case 'percentage': {
      const share = shared?.kind === 'percentage' ? shared : await percentageData(db, conditions);
      return { kind: 'percentage' as const, approved: share.approved, total: share.total };
    }
    case 'questionResponse':
      return { kind: 'answers' as const, question, ...(await answersData(db, conditions, key)) };
    case 'sum': {
      const sum = shared?.kind === 'sum' ? shared : (counted?.sum ?? (await numberData(db, conditions, key)));
      return { kind: 'number' as const, question, value: sum.value, count: sum.count };
    }
    case 'barChart':
    case 'lineChart':
    case 'pieChart': {
      const { byPath, group } = chartGroup(s, plan);
      const chart =
        shared?.kind === 'chart' ? shared : (counted?.chart ?? (await chartData(db, conditions, key, group)));
      return {
        kind: 'chart' as const,
        question,
        groupBy: byPath?.path ?? null,
        total: chart.total,
        points: chart.points,
      };
    }
    case 'photo':
    case 'video': {
      const q = mediaQueryOf(s, plan, plan.widgetType, catalogue);
      return shared?.kind === 'media' ? slidesOf(q, shared.rows) : mediaData(db, q);
    }
  }
}

/** What a photo or video widget's slides are read from. */
function mediaQueryOf(s: Session, plan: WidgetPlan, kind: 'photo' | 'video', catalogue: WidgetCatalogue): MediaQuery {
  return {
    kind,
    conditions: plan.conditions,
    keys: plan.keys,
    pairs: catalogue.pairs,
    isClient: s.user.isClient,
    only: plan.meta.starred === true ? 'starred' : plan.meta.flagged === true ? 'flagged' : null,
    titleOf: (k) => catalogue.byKey.get(k)?.title ?? null,
  };
}

const dialect = new PgDialect();
/** The conditions as text and parameters: widgets with equal ones select the same visits. */
const conditionsKey = (conditions: SQL[]) => {
  const q = dialect.sqlToQuery(sql.join(conditions, sql` AND `));
  return JSON.stringify([q.sql, q.params]);
};

/**
 * The chart, sum, percentage, photo and video widgets that share their visits with another one (equal conditions), each with its part of the
 * one statement that counts them together (charts.ts) instead of one statement per widget.
 */
function sharedSets(s: Session, plans: WidgetPlan[], catalogue: WidgetCatalogue) {
  const byConditions = new Map<string, { conditions: SQL[]; plans: WidgetPlan[]; parts: SharedPart[] }>();
  for (const plan of plans) {
    const key = plan.question?.canonicalKey;
    // Counted from answer_day_counts on its own (a few hundred rows), not with the visits.
    if (countedBy(s, plan)) continue;
    let part: SharedPart;
    if (plan.widgetType === 'percentage') part = { kind: 'percentage' };
    else if (plan.widgetType === 'photo' || plan.widgetType === 'video')
      part = { kind: 'media', query: mediaQueryOf(s, plan, plan.widgetType, catalogue) };
    else if (key === undefined) continue;
    else if (plan.widgetType === 'sum') part = { kind: 'sum', key };
    else if (plan.widgetType === 'barChart' || plan.widgetType === 'lineChart' || plan.widgetType === 'pieChart')
      part = { kind: 'chart', key, group: chartGroup(s, plan).group };
    else continue;
    const id = conditionsKey(plan.conditions);
    const set = byConditions.get(id) ?? { conditions: plan.conditions, plans: [], parts: [] };
    set.plans.push(plan);
    set.parts.push(part);
    byConditions.set(id, set);
  }
  // Two parts that read answers at least: a percentage counts its visits by an index-only scan alone, in parallel.
  return [...byConditions.values()].filter((set) => set.parts.filter((p) => p.kind !== 'percentage').length > 1);
}

/** Each plan's content, all at once; the widgets of a shared set from their one statement. */
function contentsOf(db: Queryable, s: Session, plans: WidgetPlan[], catalogue: WidgetCatalogue) {
  const shared = new Map<WidgetPlan, Promise<SharedResult>>();
  for (const set of sharedSets(s, plans, catalogue)) {
    const results = sharedChartsData(db, set.conditions, set.parts);
    set.plans.forEach((plan, i) =>
      shared.set(
        plan,
        results.then((r) => r[i]),
      ),
    );
  }
  return plans.map(async (plan) => widgetDataOf(db, s, plan, catalogue, await shared.get(plan)));
}

/** The widgets of `ids` the caller may see, in the order asked, each with its data or the problem that stops it. */
export async function widgetsData(db: Queryable, s: Session, ids: number[]) {
  const widgets = await visibleWidgets(db, s, ids);
  const [catalogue, creators] = await Promise.all([widgetCatalogue(db), clientCreators(db, widgets)]);
  const planned = widgets.map((w) => ({
    w,
    planned: planWidget(s, w, catalogue, w.createdBy !== null && creators.has(w.createdBy)),
  }));
  const plans = planned.flatMap((p) => (p.planned.ok ? [p.planned.plan] : []));
  const contents = contentsOf(db, s, plans, catalogue);
  return Promise.all(
    planned.map(async ({ w, planned: p }) => {
      if (!p.ok) return { id: w.id, widgetType: p.widgetType, data: { kind: 'problem' as const, message: p.message } };
      return { id: w.id, widgetType: p.plan.widgetType, data: await contents[plans.indexOf(p.plan)] };
    }),
  );
}
