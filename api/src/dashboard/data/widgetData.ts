/**
 * The data of dashboard widgets (POST /api/v2/savedWidget/data, and the bench's SQL floor): each visible widget's
 * plan (plan.ts) and its content computed in SQL (store.ts, media.ts), one kind of content per widget type.
 */
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Session } from '../../auth/session.js';
import type { WidgetRow } from '../presenter.js';
import { visibleWidgets } from '../store.js';
import { mediaData } from './media.js';
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

/** One planned widget's content. */
export async function widgetDataOf(db: Queryable, s: Session, plan: WidgetPlan, catalogue: WidgetCatalogue) {
  const { conditions, question } = plan;
  const key = question?.canonicalKey ?? '';
  switch (plan.widgetType) {
    case 'feedback':
      return feedbackData(db, conditions);
    case 'percentage':
      return percentageData(db, conditions);
    case 'questionResponse':
      return { kind: 'answers' as const, question, ...(await answersData(db, conditions, key)) };
    case 'sum':
      return { kind: 'number' as const, question, ...(await numberData(db, conditions, key)) };
    case 'barChart':
    case 'lineChart':
    case 'pieChart': {
      const byPath = plan.widgetType === 'barChart' ? groupPathSql(plan.meta.dataGroupBy, s.user.isClient) : null;
      const group = plan.widgetType === 'lineChart' ? monthSql : (byPath?.expr ?? null);
      return {
        kind: 'chart' as const,
        question,
        groupBy: byPath?.path ?? null,
        ...(await chartData(db, conditions, key, group)),
      };
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

/** The widgets of `ids` the caller may see, in the order asked, each with its data or the problem that stops it. */
export async function widgetsData(db: Queryable, s: Session, ids: number[]) {
  const widgets = await visibleWidgets(db, s, ids);
  const [catalogue, creators] = await Promise.all([widgetCatalogue(db), clientCreators(db, widgets)]);
  return Promise.all(
    widgets.map(async (w) => {
      const planned = planWidget(s, w, catalogue, w.createdBy !== null && creators.has(w.createdBy));
      if (!planned.ok)
        return {
          id: w.id,
          widgetType: planned.widgetType,
          data: { kind: 'problem' as const, message: planned.message },
        };
      return {
        id: w.id,
        widgetType: planned.plan.widgetType,
        data: await widgetDataOf(db, s, planned.plan, catalogue),
      };
    }),
  );
}
