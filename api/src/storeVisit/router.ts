/**
 * /api/v2/storeVisit: one visit, the filtered visit list, the bulk actions and the meal-period report
 * (spec 001 §7, 002 §7). Export lives in exportRouter.ts (it needs the file store).
 */
import { Router, type Request, type Response } from 'express';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { storeVisitEvents, storeVisitSubmissions } from '../db/schema.js';
import { requireAdmin, requireStaff, session } from '../auth/session.js';
import { notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { runBulk, type BulkAction } from './bulk/store.js';
import { filterConditions } from './filters/conditions.js';
import { searchVisits } from './lists/search.js';
import { mealPeriods } from './meals/store.js';
import { presentVisit } from './visit/presenter.js';
import { bulkBody, listBody, mealQueryBody, zPage, zPageSize } from './schema.js';
import { visitById } from './visit/store.js';
import { visitUpdateHandler } from '../review/router.js';

const mealPageQuery = z.object({ page: zPage, pageSize: zPageSize });

export function storeVisitRouter(db: Db): Router {
  const router = Router();

  router.get('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const row = await visitById(db, s, id);
    if (!row) throw notFound(`Store visit ${id} does not exist or is not yours to see.`);
    const [events, submissions] = await Promise.all([
      db
        .select()
        .from(storeVisitEvents)
        .where(eq(storeVisitEvents.storeVisitId, id))
        .orderBy(asc(storeVisitEvents.expectedCheckinTime)),
      db
        .select()
        .from(storeVisitSubmissions)
        .where(eq(storeVisitSubmissions.storeVisitId, id))
        .orderBy(asc(storeVisitSubmissions.submittedAt)),
    ]);
    res.json({
      data: presentVisit(row, s.user.isClient, {
        multiDayEvents: events.map((e) => ({
          eventId: e.eventId,
          status: e.status,
          expectedCheckinTime: e.expectedCheckinTime,
          expectedDurationMinutes: e.expectedDurationMinutes,
          actualCheckinTime: e.actualCheckinTime,
          actualCheckoutTime: e.actualCheckoutTime,
        })),
        submissions: submissions.map((x) => ({ date: x.submittedAt.toISOString() })),
      }),
    });
  });

  // The review page's update (spec 001 §4, §7): review state, media marks, visibility, formState.
  router.put('/storevisitid/:id', ...visitUpdateHandler(db));

  router.post('/userStoreVisits', async (req, res) => {
    res.json({ data: await searchVisits(db, session(req), listBody.parse(req.body ?? {})) });
  });

  // Bulk actions (spec 001 §2.2, §4): approve for staff; archive, delete, activate and reset for administrators.
  const bulk = (action: BulkAction) => async (req: Request, res: Response) => {
    const { ids } = bulkBody.parse(req.body ?? {});
    res.json({ data: await runBulk(db, session(req), action, ids) });
  };
  router.post('/bulk/approve', requireStaff, bulk('approve'));
  router.post('/bulk/archive', requireAdmin, bulk('archive'));
  router.post('/bulk/activate', requireAdmin, bulk('activate'));
  router.post('/bulk/delete', requireAdmin, bulk('delete'));
  router.post('/bulk/reset', requireAdmin, bulk('reset'));

  router.delete('/id/:id', requireAdmin, async (req, res) => {
    res.json({ data: await runBulk(db, session(req), 'delete', [idParam(req.params.id)]) });
  });
  router.post('/id/:id/reset', requireAdmin, async (req, res) => {
    res.json({ data: await runBulk(db, session(req), 'reset', [idParam(req.params.id)]) });
  });

  // Meal periods (spec 001 §2.3): internal only.
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
