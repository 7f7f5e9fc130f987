/**
 * /api/v2/commonFormQuestion (spec 000 §4, §5, §7): the common-question library. Staff only. HTTP only: the
 * saves are in write.ts, the reads and the bulk status change (one transaction) in store.ts.
 */
import { Router } from 'express';
import { requireStaff } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { idParam } from '../http/params.js';
import { listQuery } from '../form/schema.js';
import { presentCommonQuestion } from './presenter.js';
import { bulkStatusBody, createBody, updateBody } from './schema.js';
import { listCommonQuestions, setCommonQuestionsStatus } from './store.js';
import { createCommonQuestion, updateCommonQuestion } from './write.js';

export function commonQuestionRouter(db: Db): Router {
  const router = Router();
  router.use(requireStaff);

  router.get('/', async (req, res) => {
    const { status } = listQuery.parse(req.query);
    const list = await listCommonQuestions(db, status);
    res.json({ data: list.map(presentCommonQuestion) });
  });

  router.post('/', async (req, res) => {
    const row = await createCommonQuestion(db, createBody.parse(req.body ?? {}));
    res.status(201).json({ data: presentCommonQuestion(row) });
  });

  /** The fields (partly or all), or status only: 0 delete, 1 activate, 2 archive (spec 000 §4). */
  router.put('/id/:id', async (req, res) => {
    const id = idParam(req.params.id);
    const row = await updateCommonQuestion(db, id, updateBody.parse(req.body ?? {}));
    res.json({ data: presentCommonQuestion(row) });
  });

  /** Bulk ARCHIVE / ACTIVATE / DELETE in one call and one transaction (store.ts setCommonQuestionsStatus). */
  router.post('/status', async (req, res) => {
    const { ids, status } = bulkStatusBody.parse(req.body ?? {});
    const result = await setCommonQuestionsStatus(db, ids, status);
    res.json({ data: { ...result, changed: result.changed.map(presentCommonQuestion) } });
  });

  return router;
}
