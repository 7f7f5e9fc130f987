/** /api/v2/storeVisit: one visit, and the filtered visit list (spec 001 §7, 002 §7). */
import { Router } from 'express';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { storeVisitEvents, storeVisitSubmissions } from '../db/schema.js';
import { session } from '../auth/session.js';
import { badRequest, notFound } from '../http/errors.js';
import { compileFilters, filterParameter } from './filters.js';
import { presentVisit } from './presenter.js';
import { listVisits, visitById } from './store.js';
import { idParam } from '../http/params.js';

export const MAX_PAGE_SIZE = 1000;

const listBody = z.object({
  filters: z.array(filterParameter).default([]),
  fields: z.array(z.string()).optional(),
  groupMultiDaySvrs: z.boolean().optional(),
  sortandcolors: z.unknown().optional(),
  isDashboard: z.boolean().optional(),
  sort: z.object({ path: z.string(), direction: z.enum(['asc', 'desc']).default('desc') }).optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}.`).default(50),
});

export function storeVisitRouter(db: Db): Router {
  const router = Router();

  router.get('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const row = await visitById(db, s, id);
    if (!row) throw notFound(`Store visit ${id} does not exist or is not yours to see.`);
    const [events, submissions] = await Promise.all([
      db.select().from(storeVisitEvents).where(eq(storeVisitEvents.storeVisitId, id)).orderBy(asc(storeVisitEvents.expectedCheckinTime)),
      db.select().from(storeVisitSubmissions).where(eq(storeVisitSubmissions.storeVisitId, id)).orderBy(asc(storeVisitSubmissions.submittedAt)),
    ]);
    res.json({
      data: presentVisit(row, s.user.isClient, {
        multiDayEvents: events.map((e) => ({
          eventId: e.eventId, status: e.status, expectedCheckinTime: e.expectedCheckinTime, expectedDurationMinutes: e.expectedDurationMinutes,
          actualCheckinTime: e.actualCheckinTime, actualCheckoutTime: e.actualCheckoutTime,
        })),
        submissions: submissions.map((x) => ({ date: x.submittedAt.toISOString() })),
      }),
    });
  });

  router.post('/userStoreVisits', async (req, res) => {
    const s = session(req);
    const body = listBody.parse(req.body ?? {});
    if (body.sort && !body.sort.path) throw badRequest('sort.path is required.');
    const { rows, total } = await listVisits(db, s, {
      conditions: compileFilters(body.filters, s.user.isClient),
      sortPath: body.sort?.path ?? 'id',
      descending: (body.sort?.direction ?? 'desc') === 'desc',
      page: body.page,
      pageSize: body.pageSize,
    });
    res.json({ data: { data: rows.map((r) => presentVisit(r, s.user.isClient)), total, page: body.page, pageSize: body.pageSize } });
  });

  return router;
}
