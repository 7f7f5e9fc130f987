/** GET /api/v2/storeVisit/id/{id}: one visit; PUT /storevisitid/{id}: the review page's update (review/). */
import { Router } from 'express';
import type { Db } from '../../db/client.js';
import { session } from '../../auth/session.js';
import { idParam } from '../../http/params.js';
import { visitUpdateHandler } from '../../review/router.js';
import { presentedVisit } from './read.js';

export function visitRouter(db: Db): Router {
  const router = Router();
  router.get('/id/:id', async (req, res) => {
    res.json({ data: await presentedVisit(db, session(req), idParam(req.params.id)) });
  });
  // The review page's update (spec 001 §4, §7): review state, media marks, visibility, formState.
  router.put('/storevisitid/:id', ...visitUpdateHandler(db));
  return router;
}
