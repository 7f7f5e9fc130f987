/**
 * GET /api/v2/dataGeneration (staff): the data generation (generation.ts) and the api's day, for a cache in front of
 * the api (the gateway's response cache, gateway/src/responseCache.ts). An answer computed after reading them and
 * kept under both is never stale, by the same rule as the results cache. Staff only: the counter moves with every
 * write of every client, which a client user has no business watching.
 */
import { Router } from 'express';
import { requireStaff } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { dataGeneration } from './generation.js';
import { dayOf } from './resultCache.js';

export function dataGenerationRouter(db: Db): Router {
  const router = Router();
  router.get('/dataGeneration', requireStaff, async (_req, res) => {
    res.json({ data: { generation: await dataGeneration(db), day: dayOf(Date.now()) } });
  });
  return router;
}
