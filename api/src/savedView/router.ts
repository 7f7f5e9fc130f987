/**
 * /api/v2/savedView (spec 002 §7): create, update (status 0 deletes), bulk status, the current client's
 * views and all views. Rules (spec 002 §2, §6, and rules.ts):
 * - a restricted view is seen only by its owners (the user it names and its creator);
 * - client users see and save views of their own client only, change only their own views, and are
 *   not served views whose filter uses parameters withheld from them;
 * - the stored filter passes the whitelist and validateFilter like a list search.
 * HTTP only: reads in store.ts, the checked saves and status changes in write.ts, answers in presenter.ts.
 */
import { Router, type Request, type Response } from 'express';
import type { Db } from '../db/client.js';
import { session } from '../auth/session.js';
import { idParam } from '../http/params.js';
import { presentSavedView } from './presenter.js';
import { bulkStatusBody } from './bulkSchema.js';
import { createSavedView, listQuery, updateSavedView } from './schema.js';
import { viewsWhere, visibleTo } from './store.js';
import { createView, setViewsStatus, updateView, visibleView, withheldOf } from './write.js';

export function savedViewRouter(db: Db): Router {
  const router = Router();

  const list = (allClients: boolean) => async (req: Request, res: Response) => {
    const s = session(req);
    const { status } = listQuery.parse(req.query);
    const found = await viewsWhere(db, visibleTo(s, allClients, status));
    // A client user is not listed views whose filter they may not use (GET /id answers why).
    res.json({
      data: found
        .filter((v) => !s.user.isClient || withheldOf(v).length === 0)
        .map((v) => presentSavedView(v, s.user.isClient)),
    });
  };
  router.get('/', list(false));
  router.get('/all', list(true));

  router.get('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    res.json({ data: presentSavedView(await visibleView(db, s, id), s.user.isClient) });
  });

  router.post('/', async (req, res) => {
    const s = session(req);
    const row = await createView(db, s, createSavedView.parse(req.body ?? {}));
    res.status(201).json({ data: presentSavedView(row, s.user.isClient) });
  });

  router.put('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const row = await updateView(db, s, id, updateSavedView.parse(req.body ?? {}));
    res.json({ data: presentSavedView(row, s.user.isClient) });
  });

  /** Bulk ARCHIVE / ACTIVATE / DELETE (beyond the spec: one call for the list's selection), one transaction. */
  router.post('/status', async (req, res) => {
    const s = session(req);
    const { ids, status } = bulkStatusBody.parse(req.body ?? {});
    const { changed, skipped, savedViews } = await setViewsStatus(db, s, ids, status);
    res.json({
      data: {
        changed,
        skipped,
        changedCount: changed.length,
        skippedCount: skipped.length,
        savedViews: savedViews.map((v) => presentSavedView(v, s.user.isClient)),
      },
    });
  });

  return router;
}
