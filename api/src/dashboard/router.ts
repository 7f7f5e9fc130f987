/**
 * /api/v2/savedDashboard and /api/v2/savedWidget (spec 002 §7): the reads, and the writes —
 * POST /savedDashboard (answers data.id), PUT /savedDashboard/id/{id} (answers data.data, the dashboard), and
 * POST /savedWidget, PUT /savedWidget/id/{id}. Ours, beyond the spec: POST /savedDashboard/id/{id}/move ('Move
 * Widget To A New Position', answered as the PUT), and dashboardId on the widget writes (the widget joins or
 * leaves that dashboard in the same transaction; the answer then also carries `dashboard`).
 * HTTP only: store.ts reads, write.ts saves (rules.ts decides), presenter.ts answers.
 */
import { Router, type Request, type Response } from 'express';
import type { Db } from '../db/client.js';
import { session, type Session } from '../auth/session.js';
import { notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { presentDashboard, presentWidgetFor } from './presenter.js';
import {
  createDashboardBody,
  createWidgetBody,
  idsBody,
  moveBody,
  updateDashboardBody,
  updateWidgetBody,
} from './schema.js';
import { visibleDashboard, visibleDashboards, visibleWidget, visibleWidgets } from './store.js';
import {
  createDashboard,
  createWidget,
  moveDashboardWidget,
  updateDashboard,
  updateWidget,
  type WidgetChange,
} from './write.js';

/** A widget write's answer: the widget as the caller receives it, and the dashboard it touched (if any). */
const presentChange = (s: Session, { widget, dashboard }: WidgetChange) => ({
  ...presentWidgetFor(s, widget),
  ...(dashboard ? { dashboard: presentDashboard(dashboard) } : {}),
});

export function dashboardRouter(db: Db): Router {
  const router = Router();
  const list = (allClients: boolean) => async (req: Request, res: Response) => {
    const found = await visibleDashboards(db, session(req), allClients);
    res.json({ data: found.map(presentDashboard) });
  };
  router.get('/savedDashboard', list(false));
  router.get('/savedDashboard/all', list(true));
  router.get('/savedDashboard/id/:id', async (req, res) => {
    const id = idParam(req.params.id);
    const row = await visibleDashboard(db, session(req), id);
    if (!row) throw notFound(`Dashboard ${id} does not exist or is not visible to you.`);
    res.json({ data: presentDashboard(row) });
  });
  router.post('/savedDashboard', async (req, res) => {
    const created = await createDashboard(db, session(req), createDashboardBody.parse(req.body ?? {}));
    res.status(201).json({ data: presentDashboard(created) });
  });
  router.put('/savedDashboard/id/:id', async (req, res) => {
    const id = idParam(req.params.id);
    const updated = await updateDashboard(db, session(req), id, updateDashboardBody.parse(req.body ?? {}));
    res.json({ data: { data: presentDashboard(updated) } });
  });
  router.post('/savedDashboard/id/:id/move', async (req, res) => {
    const id = idParam(req.params.id);
    const moved = await moveDashboardWidget(db, session(req), id, moveBody.parse(req.body ?? {}));
    res.json({ data: { data: presentDashboard(moved) } });
  });

  router.get('/savedWidget/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const row = await visibleWidget(db, s, id);
    if (!row) throw notFound(`Widget ${id} does not exist or is not visible to you.`);
    res.json({ data: presentWidgetFor(s, row) });
  });
  router.post('/savedWidget/ids', async (req, res) => {
    const s = session(req);
    const { ids } = idsBody.parse(req.body ?? {});
    res.json({ data: (await visibleWidgets(db, s, ids)).map((w) => presentWidgetFor(s, w)) });
  });
  router.post('/savedWidget', async (req, res) => {
    const s = session(req);
    const change = await createWidget(db, s, createWidgetBody.parse(req.body ?? {}));
    res.status(201).json({ data: presentChange(s, change) });
  });
  router.put('/savedWidget/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const change = await updateWidget(db, s, id, updateWidgetBody.parse(req.body ?? {}));
    res.json({ data: presentChange(s, change) });
  });
  return router;
}
