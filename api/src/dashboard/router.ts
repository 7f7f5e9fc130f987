/** /api/v2/savedDashboard and /api/v2/savedWidget reads (spec 002 §7). HTTP only: store.ts reads, presenter.ts answers. */
import { Router, type Request, type Response } from 'express';
import type { Db } from '../db/client.js';
import { session } from '../auth/session.js';
import { notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { presentDashboard, presentWidgetFor } from './presenter.js';
import { idsBody } from './schema.js';
import { visibleDashboard, visibleDashboards, visibleWidget, visibleWidgets } from './store.js';

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
  return router;
}
