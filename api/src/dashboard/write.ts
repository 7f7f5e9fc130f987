/**
 * Dashboard and widget saves (spec 002 §2, §4-§7; issue 12): rules.ts decides, store.ts reads and writes. Each call
 * is one transaction; the dashboard whose widget order changes is locked (SELECT … FOR UPDATE), so two moves, or a
 * move and a new widget, at the same time end with every widget once. A refusal is a 4xx with a sentence and leaves
 * nothing written.
 *
 * - Who may change an item is who may see it (spec 002 §6: edit, move and delete are offered to every viewer):
 *   its client's users and staff, and for an 'ONLY VISIBLE TO ME' item its owner alone (others get a 404).
 * - Client users save items of their own client only, never a feedback widget (403), never a filter they may not
 *   use, never a question a client does not see; the metaJson keys withheld from them are kept as stored.
 * - Widget filters pass validateFilter for widgets (366 days; Review State for staff).
 */
import { createHash } from 'node:crypto';
import { filterSetText, isWidgetType, validateFilter } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { jsonField } from '../http/params.js';
import { compileFilters, filterList, type FilterParameter } from '../storeVisit/filters/compile.js';
import { isInternalPath } from '../storeVisit/filters/paths.js';
import { CLIENT_HIDDEN_WIDGET_META, withoutKeys } from '../storeVisit/visit/clientVisibility.js';
import { questionsRefusal } from '../savedRollup/rules.js';
import { questionCatalogue } from '../savedRollup/store.js';
import { checkRestrictedUser, savedItemClient } from '../shared/savedItems.js';
import type { DashboardRow, WidgetRow } from './presenter.js';
import {
  DASHBOARD_RULES,
  joinWidgetIds,
  keepWithheld,
  MAX_DASHBOARD_WIDGETS,
  moveWidget,
  parseWidgetIds,
  questionCountRefusal,
  questionTypeRefusal,
  reorderRefusal,
  restrictionRefusal,
  widgetTypeRefusal,
} from './rules.js';
import type {
  CreateDashboardBody,
  CreateWidgetBody,
  MoveBody,
  UpdateDashboardBody,
  UpdateWidgetBody,
} from './schema.js';
import {
  insertDashboard,
  insertWidget,
  liveWidgetIds,
  updateDashboardRecord,
  updateWidgetRecord,
  visibleDashboard,
  visibleWidget,
  visibleWidgets,
} from './store.js';

/** A widget change and, when it touched one, the dashboard after it. */
export interface WidgetChange {
  widget: WidgetRow;
  dashboard?: DashboardRow;
}

async function checkRestriction(db: Queryable, s: Session, id: number | null | undefined): Promise<void> {
  const refusal = restrictionRefusal(s.user.id, id);
  if (refusal) throw badRequest(refusal);
  await checkRestrictedUser(db, id);
}

/** One dashboard the caller may see, locked for the rest of the transaction (404 otherwise). */
async function lockedDashboard(tx: Queryable, s: Session, id: number): Promise<DashboardRow> {
  const row = await visibleDashboard(tx, s, id, true);
  if (!row) throw notFound(`Dashboard ${id} does not exist or is not visible to you.`);
  return row;
}

/** The dashboard's widgets in order, deleted ones left out. */
const liveOrder = (tx: Queryable, d: DashboardRow) => liveWidgetIds(tx, parseWidgetIds(d.widgetIds));

const notVisible = (what: string, ids: number[]) =>
  ids.length === 1
    ? `${what} ${ids[0]} does not exist or is not visible to you.`
    : `${what}s ${ids.join(', ')} do not exist or are not visible to you.`;

export async function createDashboard(db: Queryable, s: Session, body: CreateDashboardBody): Promise<DashboardRow> {
  await checkRestriction(db, s, body.restrictTokenUserId);
  return db.transaction(async (tx) => {
    const tenancyClientId = await savedItemClient(tx, s, body.tenancyClientId, s.tenancy.clientId, 'dashboards');
    const ids = body.widgetIds ?? [];
    const seen = new Set((await visibleWidgets(tx, s, ids)).map((w) => w.id));
    const missing = ids.filter((id) => !seen.has(id));
    if (missing.length) throw badRequest(notVisible('Widget', missing));
    return insertDashboard(tx, {
      title: body.title,
      metaJson: body.metaJson ?? {},
      widgetIds: joinWidgetIds(ids),
      restrictTokenUserId: body.restrictTokenUserId ?? null,
      tenancyClientId,
      createdBy: s.user.id,
    });
  });
}

/** Edit Dashboard: title, metaJson, a reorder of its widgets, the restriction, status 0 to delete (widgets stay). */
export async function updateDashboard(
  db: Queryable,
  s: Session,
  id: number,
  body: UpdateDashboardBody,
): Promise<DashboardRow> {
  if (body.restrictTokenUserId !== undefined) await checkRestriction(db, s, body.restrictTokenUserId);
  return db.transaction(async (tx) => {
    const current = await lockedDashboard(tx, s, id);
    let widgetIds: string | undefined;
    if (body.widgetIds !== undefined) {
      const refusal = reorderRefusal(await liveOrder(tx, current), body.widgetIds);
      if (refusal) throw badRequest(refusal);
      widgetIds = joinWidgetIds(body.widgetIds);
    }
    return updateDashboardRecord(tx, id, {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.metaJson !== undefined ? { metaJson: body.metaJson } : {}),
      ...(widgetIds !== undefined ? { widgetIds } : {}),
      ...(body.restrictTokenUserId !== undefined ? { restrictTokenUserId: body.restrictTokenUserId } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
    });
  });
}

/** Move Widget To A New Position: on the order as it is when the dashboard is locked. */
export async function moveDashboardWidget(
  db: Queryable,
  s: Session,
  id: number,
  body: MoveBody,
): Promise<DashboardRow> {
  return db.transaction(async (tx) => {
    const current = await lockedDashboard(tx, s, id);
    const moved = moveWidget(await liveOrder(tx, current), id, body.widgetId, body.position);
    if ('refusal' in moved) throw badRequest(moved.refusal);
    return updateDashboardRecord(tx, id, { widgetIds: joinWidgetIds(moved.ids) });
  });
}

/** The filter of a widget: the whitelist (the caller's), then validateFilter for widgets. */
function checkFilters(s: Session, sent: FilterParameter[], whole: FilterParameter[] = sent): void {
  compileFilters(sent, s.user.isClient);
  const problem = validateFilter(whole, { isClient: s.user.isClient, target: 'widget' });
  if (problem) throw badRequest(problem);
}

/**
 * The questions must be on the forms of the widget's client, of a type the widget takes; a client user's never ones
 * a client does not see.
 */
async function checkQuestions(
  db: Queryable,
  s: Session,
  type: string,
  keys: string[],
  clientId: number | null,
): Promise<void> {
  if (keys.length === 0) return;
  const catalogue = await questionCatalogue(db, [clientId]);
  const problem =
    questionsRefusal({ isClient: s.user.isClient }, keys, catalogue) ??
    (isWidgetType(type)
      ? questionTypeRefusal(
          type,
          keys.map((k) => catalogue.get(k)!),
        )
      : null);
  if (problem) throw badRequest(problem);
}

function checkContent(s: Session, type: string, keys: string[]): void {
  const typeRefusal = widgetTypeRefusal(s.user.isClient, type);
  if (typeRefusal) throw forbidden(typeRefusal);
  if (!isWidgetType(type)) throw badRequest(DASHBOARD_RULES.widgetTypeRequired);
  const countRefusal = questionCountRefusal(type, keys);
  if (countRefusal) throw badRequest(countRefusal);
}

const asObject = (v: unknown): Record<string, unknown> => {
  const o = jsonField(v, 'metaJson');
  return typeof o === 'object' && o !== null && !Array.isArray(o) ? { ...o } : {};
};
const storedFilters = (v: unknown): FilterParameter[] => {
  const parsed = filterList.safeParse(v);
  return parsed.success ? parsed.data : [];
};
const splitKeys = (text: string) => text.split(',').filter((k) => k.trim() !== '');

/**
 * metaJson to store: a client user's without the keys withheld from them, those kept as stored — but a client user
 * choosing 'Only show starred' ends a stored 'Only show flagged' (the two exclude each other).
 */
function metaToStore(s: Session, asked: Record<string, unknown>, stored: Record<string, unknown> = {}) {
  if (!s.user.isClient) return asked;
  const kept = Object.fromEntries(
    Object.entries(stored).filter(([k]) => (CLIENT_HIDDEN_WIDGET_META as readonly string[]).includes(k)),
  );
  if (asked.starred === true && kept.flagged === true) kept.flagged = false;
  return { ...withoutKeys(asked, CLIENT_HIDDEN_WIDGET_META), ...kept };
}

/**
 * metaJson with the SHA-256 of the widget's filter set (spec 002 §3: widgets are grouped by it). Worked out here from
 * the filters stored, whatever a caller sent, so it always matches them.
 */
const withFilterHash = (meta: Record<string, unknown>, filters: readonly FilterParameter[]) => ({
  ...meta,
  filterHash: createHash('sha256').update(filterSetText(filters)).digest('hex'),
});

/** Takes a widget off a dashboard (locked); it must be on it. Deleted widgets drop out of the order too. */
async function takeOff(tx: Queryable, s: Session, dashboardId: number, widgetId: number): Promise<DashboardRow> {
  const dashboard = await lockedDashboard(tx, s, dashboardId);
  if (!parseWidgetIds(dashboard.widgetIds).includes(widgetId))
    throw badRequest(DASHBOARD_RULES.notOnDashboard(widgetId, dashboardId));
  const ids = (await liveOrder(tx, dashboard)).filter((id) => id !== widgetId);
  return updateDashboardRecord(tx, dashboardId, { widgetIds: joinWidgetIds(ids) });
}

export async function createWidget(db: Queryable, s: Session, body: CreateWidgetBody): Promise<WidgetChange> {
  const keys = body.formQuestionCanonicalKeys;
  checkContent(s, body.metaJson.widgetType, keys);
  checkFilters(s, body.filters);
  await checkRestriction(db, s, body.restrictTokenUserId);
  return db.transaction(async (tx) => {
    const dashboard = body.dashboardId === undefined ? undefined : await lockedDashboard(tx, s, body.dashboardId);
    const tenancyClientId = await savedItemClient(tx, s, body.tenancyClientId, s.tenancy.clientId, 'widgets');
    await checkQuestions(tx, s, body.metaJson.widgetType, keys, tenancyClientId);
    const widget = await insertWidget(tx, {
      title: body.title,
      description: body.description ?? '',
      formQuestionCanonicalKeys: keys.join(','),
      filters: body.filters,
      metaJson: withFilterHash(metaToStore(s, body.metaJson), body.filters),
      restrictTokenUserId: body.restrictTokenUserId ?? null,
      tenancyClientId,
      createdBy: s.user.id,
    });
    if (!dashboard) return { widget };
    const order = await liveOrder(tx, dashboard);
    if (order.length >= MAX_DASHBOARD_WIDGETS)
      throw badRequest(`A dashboard holds at most ${MAX_DASHBOARD_WIDGETS} widgets: delete one first.`);
    const updated = await updateDashboardRecord(tx, dashboard.id, { widgetIds: joinWidgetIds([...order, widget.id]) });
    return { widget, dashboard: updated };
  });
}

/** Edit a widget (fields left out stay), or status 0 to delete it; dashboardId also takes it off that dashboard. */
export async function updateWidget(
  db: Queryable,
  s: Session,
  id: number,
  body: UpdateWidgetBody,
): Promise<WidgetChange> {
  if (body.restrictTokenUserId !== undefined) await checkRestriction(db, s, body.restrictTokenUserId);
  return db.transaction(async (tx) => {
    const current = await visibleWidget(tx, s, id, true);
    if (!current) throw notFound(notVisible('Widget', [id]));
    const storedMeta = asObject(current.metaJson);
    const meta = body.metaJson ? metaToStore(s, body.metaJson, storedMeta) : storedMeta;
    const keys = body.formQuestionCanonicalKeys ?? splitKeys(current.formQuestionCanonicalKeys);
    if (body.metaJson || body.formQuestionCanonicalKeys) checkContent(s, String(meta.widgetType ?? ''), keys);
    let filters: FilterParameter[] | undefined;
    if (body.filters) {
      filters = s.user.isClient
        ? keepWithheld(body.filters, storedFilters(current.filters), isInternalPath)
        : body.filters;
      checkFilters(s, body.filters, filters);
    }
    // New questions, or a new type for the stored ones: both must fit (a title or marks change checks nothing again).
    if (body.formQuestionCanonicalKeys || meta.widgetType !== storedMeta.widgetType)
      await checkQuestions(tx, s, String(meta.widgetType ?? ''), keys, current.tenancyClientId);
    const widget = await updateWidgetRecord(tx, id, {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description ?? '' } : {}),
      ...(body.formQuestionCanonicalKeys ? { formQuestionCanonicalKeys: keys.join(',') } : {}),
      ...(filters !== undefined ? { filters } : {}),
      ...(body.metaJson || filters !== undefined
        ? { metaJson: withFilterHash(meta, filters ?? storedFilters(current.filters)) }
        : {}),
      ...(body.restrictTokenUserId !== undefined ? { restrictTokenUserId: body.restrictTokenUserId } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
    });
    if (body.dashboardId === undefined) return { widget };
    return { widget, dashboard: await takeOff(tx, s, body.dashboardId, id) };
  });
}
