/**
 * /api/v2/storeVisitFormAnswer: answers of visits, scoped to visits the caller may see; client users never
 * receive internal questions' answers or blocked media (api/src/review/clientView.ts). Answer changes of
 * the review page are in write.ts.
 */
import { Router } from 'express';
import type { Db } from '../db/client.js';
import { requireStaff, session } from '../auth/session.js';
import { idParam } from '../http/params.js';
import { visibleVisitIds } from '../storeVisit/visit/store.js';
import { answersForCaller } from '../review/clientView.js';
import { presentAnswer } from './presenter.js';
import { byKeysBody } from './schema.js';
import { answersOfVisits } from './store.js';
import { createAnswer, updateAnswer } from './write.js';

export function answerRouter(db: Db): Router {
  const router = Router();

  router.get('/formAnswerstoreVisitId/:id', async (req, res) => {
    const s = session(req);
    const ids = await visibleVisitIds(db, s, [idParam(req.params.id)]);
    const list = await answersOfVisits(db, ids);
    res.json({ data: (await answersForCaller(db, s, list)).map(presentAnswer) });
  });

  router.post('/questionCanonicalKeys', async (req, res) => {
    const s = session(req);
    const body = byKeysBody.parse(req.body ?? {});
    const asked = [...new Set(body.svrResponses.map((r) => (typeof r === 'number' ? r : r.id)))];
    const ids = await visibleVisitIds(db, s, asked);
    if (ids.length === 0) return void res.json({ data: [] });
    const list = await answersOfVisits(db, ids, body.questionCanonicalKeys);
    res.json({ data: (await answersForCaller(db, s, list)).map(presentAnswer) });
  });

  /** Change an answer (spec 001 §7: answerValue). */
  router.put('/id/:id', requireStaff, async (req, res) => {
    res.json({ data: presentAnswer(await updateAnswer(db, session(req), idParam(req.params.id), req.body)) });
  });

  /** Answer a question that has no answer yet (spec 001 §7: questionUuid, questionCanonicalKey, storeVisitId, answerValue). */
  router.post('/answer', requireStaff, async (req, res) => {
    res.status(201).json({ data: presentAnswer(await createAnswer(db, session(req), req.body)) });
  });

  return router;
}
