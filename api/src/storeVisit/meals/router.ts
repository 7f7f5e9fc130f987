/** The meal-period report (spec 001 §2.3): GET /api/v2/storeVisit/meal and POST /meal/query, internal only. */
import { Router } from 'express';
import type { Db } from '../../db/client.js';
import { requireStaff, session } from '../../auth/session.js';
import { filterConditions } from '../filters/conditions.js';
import { mealPageQuery, mealQueryBody } from './schema.js';
import { mealPeriods } from './store.js';

export function mealPeriodRouter(db: Db): Router {
  const router = Router();
  router.get('/meal', requireStaff, async (req, res) => {
    const s = session(req);
    const q = mealPageQuery.parse(req.query);
    res.json({
      data: await mealPeriods(db, s, filterConditions(s, undefined, { target: 'list' }), q.page, q.pageSize),
    });
  });
  router.post('/meal/query', requireStaff, async (req, res) => {
    const s = session(req);
    const body = mealQueryBody.parse(req.body ?? {});
    const conditions = filterConditions(s, body.filters, { target: 'list', isDashboard: body.isDashboard });
    res.json({ data: await mealPeriods(db, s, conditions, body.page, body.pageSize) });
  });
  return router;
}
