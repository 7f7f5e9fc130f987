/**
 * Bulk actions (spec 001 §2.2, §4): POST /api/v2/storeVisit/bulk/{action}, and DELETE /id/{id} and
 * POST /id/{id}/reset for one report. Approve is for staff; archive, delete, activate and reset for administrators.
 */
import { Router, type Request, type Response } from 'express';
import type { Db } from '../../db/client.js';
import { requireAdmin, requireStaff, session } from '../../auth/session.js';
import { idParam } from '../../http/params.js';
import { bulkBody } from './schema.js';
import { runBulk, type BulkAction } from './store.js';

export function visitBulkRouter(db: Db): Router {
  const router = Router();
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
  return router;
}
