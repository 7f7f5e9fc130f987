/**
 * /api/v2/storeVisitFormAnswer: answers of visits, scoped to visits the caller may see; client users never
 * receive internal questions' answers or blocked media (api/src/review/clientView.ts). Answer changes of
 * the review page are in write.ts.
 */
import { Router } from 'express';
import { and, asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { answers } from '../db/schema.js';
import { requireStaff, session } from '../auth/session.js';
import { idParam, zId } from '../http/params.js';
import { visibleVisitIds } from '../storeVisit/visit/store.js';
import { answersForCaller } from '../review/clientView.js';
import { createAnswer, updateAnswer } from './write.js';

/** The spec's limit: at most 1000 visit ids per request. */
export const MAX_VISITS_PER_ANSWER_CALL = 1000;

const byKeysBody = z.object({
  questionCanonicalKeys: z.array(z.string()).default([]),
  svrResponses: z
    .array(z.union([zId('svrResponses'), z.object({ id: zId('svrResponses') })]))
    .max(MAX_VISITS_PER_ANSWER_CALL, `At most ${MAX_VISITS_PER_ANSWER_CALL} visit ids per request.`),
});

/** An answer on the wire; `blocked: true` (client users only) marks a blocked photo or video whose value is withheld. */
export function presentAnswer(a: typeof answers.$inferSelect & { blocked?: true }) {
  return {
    id: a.id,
    storeVisitId: a.storeVisitId,
    questionUuid: a.questionUuid,
    questionCanonicalKey: a.questionCanonicalKey,
    answerValue: a.answerValue,
    created: a.created.toISOString(),
    ...(a.blocked ? { blocked: true } : {}),
  };
}

export function answerRouter(db: Db): Router {
  const router = Router();

  router.get('/formAnswerstoreVisitId/:id', async (req, res) => {
    const s = session(req);
    const ids = await visibleVisitIds(db, s, [idParam(req.params.id)]);
    const list = ids.length
      ? await db.select().from(answers).where(inArray(answers.storeVisitId, ids)).orderBy(asc(answers.id))
      : [];
    res.json({ data: (await answersForCaller(db, s, list)).map(presentAnswer) });
  });

  router.post('/questionCanonicalKeys', async (req, res) => {
    const s = session(req);
    const body = byKeysBody.parse(req.body ?? {});
    const asked = [...new Set(body.svrResponses.map((r) => (typeof r === 'number' ? r : r.id)))];
    const ids = await visibleVisitIds(db, s, asked);
    if (ids.length === 0) return void res.json({ data: [] });
    const where = body.questionCanonicalKeys.length
      ? and(inArray(answers.storeVisitId, ids), inArray(answers.questionCanonicalKey, body.questionCanonicalKeys))
      : inArray(answers.storeVisitId, ids);
    const list = await db.select().from(answers).where(where).orderBy(asc(answers.storeVisitId), asc(answers.id));
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
