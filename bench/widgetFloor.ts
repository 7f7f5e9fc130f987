/**
 * The SQL floor of a dashboard: what POST /savedWidget/data computes (api/src/dashboard/data/widgetData.ts), run
 * in-process with no HTTP and no JSON: the visible widgets, the question catalogue, each widget's plan and its
 * data SQL, through the api's own functions.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../api/src/db/client.js';
import type { Session } from '../api/src/auth/session.js';
import { visibleWidgets } from '../api/src/dashboard/store.js';
import { planWidget } from '../api/src/dashboard/data/plan.js';
import { widgetCatalogue } from '../api/src/dashboard/data/questions.js';
import { widgetDataOf, widgetsData } from '../api/src/dashboard/data/widgetData.js';
import { explain } from './measure.js';

const dialect = new PgDialect();

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
      await widgetDataOf(db, s, planned.plan, catalogue);
      if (i > 0) times.push(performance.now() - started);
    }
    out.push([`${planned.plan.widgetType} '${w.title}'`, times.sort((a, b) => a - b)[1]]);
  }
  return out;
}

/**
 * Every widget's data as the api computes it; throws when fewer than `visible` widgets (all by default) have data or
 * one has a problem (the bench's have none).
 */
export async function widgetDataFloor(db: Db, s: Session, ids: number[], visible = ids.length): Promise<unknown[]> {
  const data = await widgetsData(db, s, ids);
  if (data.length !== visible) throw new Error(`${visible - data.length} bench widgets are not visible.`);
  for (const d of data) if (d.data.kind === 'problem') throw new Error(`Widget ${d.id}: ${d.data.message}`);
  return data;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every widget data statement a dashboard request runs (widgetsData: the api's own SQL,
 * caught as it is sent; charts and sums over the same visits share one statement), printed with the indexes each
 * plan reads: which widget scans what.
 */
export async function explainWidgets(db: Db, s: Session, ids: number[], label: string): Promise<void> {
  const sent: SQL[] = [];
  // Statements sent on the pool or in a transaction (the shared statement sets its work_mem in one).
  const catching = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop, receiver) {
        const value: unknown = Reflect.get(t, prop, receiver);
        if (prop === 'execute' && typeof value === 'function')
          return (query: SQL) => {
            sent.push(query);
            return value.call(t, query);
          };
        if (prop === 'transaction' && typeof value === 'function')
          return (run: (tx: object) => Promise<unknown>) => value.call(t, (tx: object) => run(catching(tx)));
        return value;
      },
    });
  await widgetsData(catching(db), s, ids);
  for (const statement of sent) {
    const text = dialect.sqlToQuery(statement).sql;
    const name = /\/\* (widget\w+) \*\//.exec(text)?.[1];
    if (name) await explain(db, `${label} · ${name}`, statement);
  }
}
