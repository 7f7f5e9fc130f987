/** /api/v2/savedDashboard and /api/v2/savedWidget reads (spec 002 §7). */
import { Router } from 'express';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { savedDashboards, savedWidgets } from '../db/schema.js';
import { session, type Session } from '../auth/session.js';
import { notFound } from '../http/errors.js';
import { idParam, jsonField, zId } from '../http/params.js';
import { CLIENT_HIDDEN_WIDGET_META, withoutKeys } from '../storeVisit/visit/clientVisibility.js';
import { clientMayUsePath } from '../storeVisit/filters/paths.js';

type DashboardRow = typeof savedDashboards.$inferSelect;
type WidgetRow = typeof savedWidgets.$inferSelect;

function presentDashboard(d: DashboardRow) {
  return {
    id: d.id,
    title: d.title,
    metaJson: d.metaJson,
    widgetIds: d.widgetIds,
    status: d.status,
    restrictTokenUserId: d.restrictTokenUserId,
    tenancyClientId: d.tenancyClientId,
    created: d.created.toISOString(),
  };
}

function presentWidget(w: WidgetRow) {
  return {
    id: w.id,
    title: w.title,
    description: w.description,
    formQuestionCanonicalKeys: w.formQuestionCanonicalKeys,
    filters: w.filters,
    metaJson: w.metaJson,
    restrictTokenUserId: w.restrictTokenUserId,
    status: w.status,
    tenancyClientId: w.tenancyClientId,
    created: w.created.toISOString(),
  };
}

const asObject = (v: unknown): Record<string, unknown> | null => {
  try {
    const o = jsonField(v, 'value');
    return typeof o === 'object' && o !== null && !Array.isArray(o) ? (o as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * A widget as a client user receives it (spec 002 §6, docs/DECISIONS.md): without the filters they may
 * not use (Review State, Visibility and every other internal path of paths.ts) and without the block
 * and flag lists of its metaJson. A staff widget filtered on Review State therefore counts, for a
 * client user, every visit the filters they may use select (spec 002 §6: Review State is not needed
 * for their widgets); the filter is not applied behind their back, so what they see is what they could
 * load themselves. Filters and metaJson keep their stored form (list or JSON text).
 */
function presentWidgetFor(s: Session, w: WidgetRow) {
  const out = presentWidget(w);
  if (!s.user.isClient) return out;
  const text = typeof w.filters === 'string';
  let filters: unknown = w.filters;
  try {
    const list = jsonField(w.filters, 'filters');
    if (Array.isArray(list)) {
      const kept = list.filter((p) => {
        const path = typeof p === 'object' && p !== null ? (p as { path?: unknown }).path : undefined;
        return typeof path === 'string' && clientMayUsePath(path);
      });
      filters = text ? JSON.stringify(kept) : kept;
    } else filters = text ? '[]' : [];
  } catch {
    filters = text ? '[]' : [];
  }
  const meta = asObject(w.metaJson);
  const cleanMeta = meta ? withoutKeys(meta, CLIENT_HIDDEN_WIDGET_META) : {};
  return {
    ...out,
    filters,
    metaJson: typeof w.metaJson === 'string' ? JSON.stringify(cleanMeta) : cleanMeta,
  } as typeof out;
}

/** 'ONLY VISIBLE TO ME' items are shown to their owner only; client users see their own client's only. */
function visibleTo<T extends typeof savedDashboards | typeof savedWidgets>(table: T, s: Session, allClients: boolean) {
  const conds = [ne(table.status, 0), or(isNull(table.restrictTokenUserId), eq(table.restrictTokenUserId, s.user.id))];
  if (s.user.isClient) conds.push(eq(table.tenancyClientId, s.user.clientId ?? -1));
  else if (!allClients && s.tenancy.clientId !== null)
    conds.push(or(eq(table.tenancyClientId, s.tenancy.clientId), isNull(table.tenancyClientId)));
  return and(...conds);
}

const idsBody = z.object({ ids: z.array(zId('ids')).max(500, 'At most 500 widget ids per request.') });

export function dashboardRouter(db: Db): Router {
  const router = Router();
  const list = (allClients: boolean) => async (req: import('express').Request, res: import('express').Response) => {
    const found = await db
      .select()
      .from(savedDashboards)
      .where(visibleTo(savedDashboards, session(req), allClients))
      .orderBy(asc(savedDashboards.title));
    res.json({ data: found.map(presentDashboard) });
  };
  router.get('/savedDashboard', list(false));
  router.get('/savedDashboard/all', list(true));
  router.get('/savedDashboard/id/:id', async (req, res) => {
    const id = idParam(req.params.id);
    const [row] = await db
      .select()
      .from(savedDashboards)
      .where(and(eq(savedDashboards.id, id), visibleTo(savedDashboards, session(req), true)));
    if (!row) throw notFound(`Dashboard ${id} does not exist or is not visible to you.`);
    res.json({ data: presentDashboard(row) });
  });

  const widgetFilter = (s: Session) => visibleTo(savedWidgets, s, true);
  // Client users never see feedback widgets (spec 002 §6).
  const notFeedbackForClient = (s: Session, w: WidgetRow) =>
    !s.user.isClient || (w.metaJson as { widgetType?: string }).widgetType !== 'feedback';

  router.get('/savedWidget/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const [row] = await db
      .select()
      .from(savedWidgets)
      .where(and(eq(savedWidgets.id, id), widgetFilter(s)));
    if (!row || !notFeedbackForClient(s, row)) throw notFound(`Widget ${id} does not exist or is not visible to you.`);
    res.json({ data: presentWidgetFor(s, row) });
  });
  router.post('/savedWidget/ids', async (req, res) => {
    const s = session(req);
    const { ids } = idsBody.parse(req.body ?? {});
    const found = ids.length
      ? await db
          .select()
          .from(savedWidgets)
          .where(and(inArray(savedWidgets.id, ids), widgetFilter(s)))
      : [];
    const byId = new Map(found.filter((w) => notFeedbackForClient(s, w)).map((w) => [w.id, w]));
    res.json({
      data: ids
        .map((id) => byId.get(id))
        .filter((w) => w !== undefined)
        .map((w) => presentWidgetFor(s, w)),
    });
  });
  return router;
}
