/** /api/v2/storeVisitFormAnswer: answers of visits, scoped to visits the caller may see. */
import { Router } from 'express';
import { and, asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { answers } from '../db/schema.js';
import { session } from '../auth/session.js';
import { idParam } from '../http/params.js';
import { visibleVisitIds } from '../storeVisit/store.js';

/** The spec's limit: at most 1000 visit ids per request. */
export const MAX_VISITS_PER_ANSWER_CALL = 1000;

const byKeysBody = z.object({
  questionCanonicalKeys: z.array(z.string()).default([]),
  svrResponses: z
    .array(z.union([z.number().int(), z.object({ id: z.number().int() })]))
    .max(MAX_VISITS_PER_ANSWER_CALL, `At most ${MAX_VISITS_PER_ANSWER_CALL} visit ids per request.`),
});

export function presentAnswer(a: typeof answers.$inferSelect) {
  return {
    id: a.id,
    storeVisitId: a.storeVisitId,
    questionUuid: a.questionUuid,
    questionCanonicalKey: a.questionCanonicalKey,
    answerValue: a.answerValue,
    created: a.created.toISOString(),
  };
}

export function answerRouter(db: Db): Router {
  const router = Router();

  router.get('/formAnswerstoreVisitId/:id', async (req, res) => {
    const ids = await visibleVisitIds(db, session(req), [idParam(req.params.id)]);
    const list = ids.length
      ? await db.select().from(answers).where(inArray(answers.storeVisitId, ids)).orderBy(asc(answers.id))
      : [];
    res.json({ data: list.map(presentAnswer) });
  });

  router.post('/questionCanonicalKeys', async (req, res) => {
    const body = byKeysBody.parse(req.body ?? {});
    const asked = [...new Set(body.svrResponses.map((r) => (typeof r === 'number' ? r : r.id)))];
    const ids = await visibleVisitIds(db, session(req), asked);
    if (ids.length === 0) return void res.json({ data: [] });
    const where = body.questionCanonicalKeys.length
      ? and(inArray(answers.storeVisitId, ids), inArray(answers.questionCanonicalKey, body.questionCanonicalKeys))
      : inArray(answers.storeVisitId, ids);
    const list = await db.select().from(answers).where(where).orderBy(asc(answers.storeVisitId), asc(answers.id));
    res.json({ data: list.map(presentAnswer) });
  });

  return router;
}
