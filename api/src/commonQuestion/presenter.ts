import type { commonQuestions } from '../db/schema.js';

export type CommonQuestionRow = typeof commonQuestions.$inferSelect;

/** Spec 000 §3: tags and documentIds are comma lists, as saved. */
export function presentCommonQuestion(q: CommonQuestionRow) {
  return {
    id: q.id,
    canonicalKey: q.canonicalKey,
    uuid: q.uuid,
    title: q.title,
    type: q.type,
    options: q.options,
    tags: q.tags,
    documentIds: q.documentIds,
    metaJson: q.metaJson,
    status: q.status,
    timestamp: q.timestamp.toISOString(),
  };
}
