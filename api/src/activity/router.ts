/** GET /api/v2/storeVisit/id/{id}/activity: a report's activity trail, newest first (staff only). */
import { Router } from 'express';
import type { Db } from '../db/client.js';
import { requireStaff, session } from '../auth/session.js';
import { notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { visibleVisitIds } from '../storeVisit/visit/store.js';
import { presentActivity } from './presenter.js';
import { activityQuery } from './schema.js';
import { activityOf } from './store.js';

export function activityRouter(db: Db): Router {
  const router = Router();
  router.get('/id/:id/activity', requireStaff, async (req, res) => {
    const id = idParam(req.params.id);
    const { limit, kind } = activityQuery.parse(req.query);
    const [visible] = await visibleVisitIds(db, session(req), [id]);
    if (!visible) throw notFound(`Store visit ${id} does not exist or is not yours to see.`);
    res.json({ data: (await activityOf(db, id, limit, kind)).map(presentActivity) });
  });
  return router;
}
