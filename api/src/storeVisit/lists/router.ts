/** POST /api/v2/storeVisit/userStoreVisits: the filtered visit list (spec 002 §5, §9). */
import { Router } from 'express';
import type { Db } from '../../db/client.js';
import { session } from '../../auth/session.js';
import { listBody } from './schema.js';
import { searchVisits } from './search.js';

export function visitListRouter(db: Db): Router {
  const router = Router();
  router.post('/userStoreVisits', async (req, res) => {
    res.json({ data: await searchVisits(db, session(req), listBody.parse(req.body ?? {})) });
  });
  return router;
}
