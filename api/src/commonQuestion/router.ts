/** /api/v2/commonFormQuestion (spec 000 §4, §5, §7): the common-question library. Staff only. */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { commonQuestions } from '../db/schema.js';
import { requireStaff } from '../auth/session.js';
import { badRequest, notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { listQuery } from '../form/schema.js';
import { presentCommonQuestion, type CommonQuestionRow } from './presenter.js';
import { commonQuestionProblems, normaliseOptions, type CommonQuestionDraft } from './rules.js';
import { bulkStatusBody, CONTENT_FIELDS, createBody, updateBody } from './schema.js';
import { listCommonQuestions, liveCommonQuestion, missingDocuments } from './store.js';

function checkQuestion(draft: CommonQuestionDraft) {
  const problems = commonQuestionProblems(draft);
  if (problems.length) throw badRequest(problems[0].message, problems);
}

async function checkDocuments(db: Db, ids: number[] | undefined) {
  const missing = await missingDocuments(db, ids ?? []);
  if (missing.length) {
    throw badRequest(
      `${missing.length > 1 ? 'Documents' : 'Document'} ${missing.join(', ')} ${missing.length > 1 ? 'do' : 'does'} not exist: upload ${missing.length > 1 ? 'them' : 'it'} again.`,
    );
  }
}

export function commonQuestionRouter(db: Db): Router {
  const router = Router();
  router.use(requireStaff);

  router.get('/', async (req, res) => {
    const { status } = listQuery.parse(req.query);
    const list = await listCommonQuestions(db, status);
    res.json({ data: list.map(presentCommonQuestion) });
  });

  router.post('/', async (req, res) => {
    const body = createBody.parse(req.body ?? {});
    const draft: CommonQuestionDraft = {
      uuid: randomUUID(),
      title: body.title,
      type: body.type,
      options: normaliseOptions(body.options ?? [], randomUUID),
      metaJson: body.metaJson ?? {},
    };
    checkQuestion(draft);
    await checkDocuments(db, body.documentIds);
    const [row] = await db
      .insert(commonQuestions)
      .values({
        ...draft,
        canonicalKey: body.canonicalKey ?? randomUUID(),
        tags: body.tags ?? '',
        documentIds: (body.documentIds ?? []).join(','),
        status: body.status,
      })
      .returning();
    res.status(201).json({ data: presentCommonQuestion(row) });
  });

  /** The fields (partly or all), or status only: 0 delete, 1 activate, 2 archive (spec 000 §4). */
  router.put('/id/:id', async (req, res) => {
    const id = idParam(req.params.id);
    const body = updateBody.parse(req.body ?? {});
    const current = await liveCommonQuestion(db, id);
    if (!current) throw notFound(`Common question ${id} does not exist.`);
    const changes: Partial<CommonQuestionRow> = { timestamp: new Date() };
    if (body.status !== undefined) changes.status = body.status;

    if (CONTENT_FIELDS.some((f) => body[f] !== undefined && body[f] !== null)) {
      const draft: CommonQuestionDraft = {
        uuid: current.uuid,
        title: body.title ?? current.title,
        type: body.type ?? current.type,
        options: body.options ? normaliseOptions(body.options, randomUUID) : (current.options as unknown[]),
        metaJson: body.metaJson ?? (current.metaJson as Record<string, unknown>),
      };
      checkQuestion(draft);
      await checkDocuments(db, body.documentIds);
      Object.assign(changes, draft);
      if (body.tags !== undefined) changes.tags = body.tags;
      if (body.documentIds !== undefined) changes.documentIds = body.documentIds.join(',');
      if (body.canonicalKey) changes.canonicalKey = body.canonicalKey;
    } else if (body.status === undefined) {
      throw badRequest('Nothing to update: send the fields to change, or status (0 delete, 1 active, 2 archive).');
    }
    // The status is checked again in the write, so a question deleted meanwhile is not brought back.
    const [row] = await db
      .update(commonQuestions)
      .set(changes)
      .where(and(eq(commonQuestions.id, id), ne(commonQuestions.status, 0)))
      .returning();
    if (!row) throw notFound(`Common question ${id} does not exist.`);
    res.json({ data: presentCommonQuestion(row) });
  });

  /**
   * Bulk ARCHIVE / ACTIVATE / DELETE in one call and one transaction. Questions already in the target status
   * are skipped; deleted or unknown ones are listed in `missing` (deleting them again is no change, so a
   * delete lists none) while the others change, as the library's bulk bar reports it.
   */
  router.post('/status', async (req, res) => {
    const { ids, status } = bulkStatusBody.parse(req.body ?? {});
    const result = await db.transaction(async (tx) => {
      const live = new Map(
        (
          await tx
            .select()
            .from(commonQuestions)
            .where(and(inArray(commonQuestions.id, ids), ne(commonQuestions.status, 0)))
        ).map((q) => [q.id, q]),
      );
      const change = ids.filter((id) => live.has(id) && live.get(id)!.status !== status);
      const rows = change.length
        ? await tx
            .update(commonQuestions)
            .set({ status, timestamp: new Date() })
            .where(and(inArray(commonQuestions.id, change), ne(commonQuestions.status, 0)))
            .returning()
        : [];
      const byId = new Map(rows.map((q) => [q.id, q]));
      return {
        changed: change.filter((id) => byId.has(id)).map((id) => presentCommonQuestion(byId.get(id)!)),
        skipped: ids.filter((id) => live.has(id) && !change.includes(id)),
        missing: status === 0 ? [] : ids.filter((id) => !live.has(id)),
      };
    });
    res.json({ data: result });
  });

  return router;
}
