/** Saves of the common-question library (spec 000 §4, §5): checked by rules.ts, written through store.ts. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/client.js';
import { badRequest, notFound } from '../http/errors.js';
import type { CommonQuestionRow } from './presenter.js';
import { commonQuestionProblems, normaliseOptions, type CommonQuestionDraft } from './rules.js';
import { CONTENT_FIELDS, type CreateBody, type UpdateBody } from './schema.js';
import { insertCommonQuestion, liveCommonQuestion, missingDocuments, updateLiveCommonQuestion } from './store.js';

function checkQuestion(draft: CommonQuestionDraft) {
  const problems = commonQuestionProblems(draft);
  if (problems.length) throw badRequest(problems[0].message, problems);
}

async function checkDocuments(db: Queryable, ids: number[] | undefined) {
  const missing = await missingDocuments(db, ids ?? []);
  if (missing.length) {
    throw badRequest(
      `${missing.length > 1 ? 'Documents' : 'Document'} ${missing.join(', ')} ${missing.length > 1 ? 'do' : 'does'} not exist: upload ${missing.length > 1 ? 'them' : 'it'} again.`,
    );
  }
}

export async function createCommonQuestion(db: Queryable, body: CreateBody): Promise<CommonQuestionRow> {
  const draft: CommonQuestionDraft = {
    uuid: randomUUID(),
    title: body.title,
    type: body.type,
    options: normaliseOptions(body.options ?? [], randomUUID),
    metaJson: body.metaJson ?? {},
  };
  checkQuestion(draft);
  await checkDocuments(db, body.documentIds);
  return insertCommonQuestion(db, {
    ...draft,
    canonicalKey: body.canonicalKey ?? randomUUID(),
    tags: body.tags ?? '',
    documentIds: (body.documentIds ?? []).join(','),
    status: body.status,
  });
}

/** The fields (partly or all), or status only: 0 delete, 1 activate, 2 archive (spec 000 §4). */
export async function updateCommonQuestion(db: Queryable, id: number, body: UpdateBody): Promise<CommonQuestionRow> {
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
  const row = await updateLiveCommonQuestion(db, id, changes);
  if (!row) throw notFound(`Common question ${id} does not exist.`);
  return row;
}
