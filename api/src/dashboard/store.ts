/** Saved dashboards and widgets the caller may see (spec 002 §6, §7), and their rows written. Deleted items (status 0) are never served. */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { RecordStatus, type WidgetType } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import { savedDashboards, savedWidgets } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { savedItemsVisibleTo } from '../shared/savedItems.js';
import type { DashboardRow, WidgetRow } from './presenter.js';

const FEEDBACK: WidgetType = 'feedback';

/** 'ONLY VISIBLE TO ME' items are shown to their owner only; client users see their own client's only. */
// No creator exception: ONLY VISIBLE TO ME names the creator themself (rules.ts).
const visibleTo = (table: typeof savedDashboards | typeof savedWidgets, s: Session, allClients: boolean) =>
  savedItemsVisibleTo(
    { status: table.status, restrictTokenUserId: table.restrictTokenUserId, tenancyClientId: table.tenancyClientId },
    s,
    allClients,
  );

/** Client users never see feedback widgets (spec 002 §6). */
const notFeedbackForClient = (s: Session, w: WidgetRow) =>
  !s.user.isClient || (w.metaJson as { widgetType?: string }).widgetType !== FEEDBACK;

/** The dashboards the caller may see, by title: of the current client (and shared ones), or of every client. */
export async function visibleDashboards(db: Queryable, s: Session, allClients: boolean): Promise<DashboardRow[]> {
  return db
    .select()
    .from(savedDashboards)
    .where(visibleTo(savedDashboards, s, allClients))
    .orderBy(asc(savedDashboards.title));
}

/** One dashboard the caller may see (any client); lock takes its row FOR UPDATE (writes). */
export async function visibleDashboard(
  db: Queryable,
  s: Session,
  id: number,
  lock = false,
): Promise<DashboardRow | undefined> {
  const query = db
    .select()
    .from(savedDashboards)
    .where(and(eq(savedDashboards.id, id), visibleTo(savedDashboards, s, true)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** One widget the caller may see (any client); lock takes its row FOR UPDATE (writes). */
export async function visibleWidget(
  db: Queryable,
  s: Session,
  id: number,
  lock = false,
): Promise<WidgetRow | undefined> {
  const query = db
    .select()
    .from(savedWidgets)
    .where(and(eq(savedWidgets.id, id), visibleTo(savedWidgets, s, true)));
  const [row] = lock ? await query.for('update') : await query;
  return row && notFeedbackForClient(s, row) ? row : undefined;
}

/** The widgets among ids the caller may see, in the order of ids. */
export async function visibleWidgets(db: Queryable, s: Session, ids: number[]): Promise<WidgetRow[]> {
  const found = ids.length
    ? await db
        .select()
        .from(savedWidgets)
        .where(and(inArray(savedWidgets.id, ids), visibleTo(savedWidgets, s, true)))
    : [];
  const byId = new Map(found.filter((w) => notFeedbackForClient(s, w)).map((w) => [w.id, w]));
  return ids.map((id) => byId.get(id)).filter((w) => w !== undefined);
}

/** The ids among `ids` of widgets that are not deleted (whoever may see them), in the order of ids. */
export async function liveWidgetIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: savedWidgets.id })
    .from(savedWidgets)
    .where(and(inArray(savedWidgets.id, ids), ne(savedWidgets.status, RecordStatus.Deleted)));
  const live = new Set(found.map((w) => w.id));
  return ids.filter((id) => live.has(id));
}

export async function insertDashboard(
  db: Queryable,
  values: typeof savedDashboards.$inferInsert,
): Promise<DashboardRow> {
  const [row] = await db.insert(savedDashboards).values(values).returning();
  return row;
}

export async function updateDashboardRecord(
  db: Queryable,
  id: number,
  changes: Partial<typeof savedDashboards.$inferInsert>,
): Promise<DashboardRow> {
  const [row] = await db
    .update(savedDashboards)
    .set({ ...changes, updated: new Date() })
    .where(eq(savedDashboards.id, id))
    .returning();
  return row;
}

export async function insertWidget(db: Queryable, values: typeof savedWidgets.$inferInsert): Promise<WidgetRow> {
  const [row] = await db.insert(savedWidgets).values(values).returning();
  return row;
}

export async function updateWidgetRecord(
  db: Queryable,
  id: number,
  changes: Partial<typeof savedWidgets.$inferInsert>,
): Promise<WidgetRow> {
  const [row] = await db
    .update(savedWidgets)
    .set({ ...changes, updated: new Date() })
    .where(eq(savedWidgets.id, id))
    .returning();
  return row;
}
