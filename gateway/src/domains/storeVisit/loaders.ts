/**
 * Answers by (visit id, question canonical keys | all). A page of visits asks the same keys for every
 * visit, so the key set is part of the loader key: 1,000 visits asking the same keys are one batch and
 * one REST call. maxBatchSize caps a batch at the spec's 1,000 visit ids per call.
 */
import DataLoader from 'dataloader';
import { MAX_VISITS_PER_ANSWER_CALL, type AnswersApi } from './answers.js';
import type { RestAnswer } from './schemas.js';

export interface AnswerKey {
  visitId: number;
  /** Sorted, distinct question canonical keys; null for every answer of the visit (as an empty list means to the api). */
  questionCanonicalKeys: readonly string[] | null;
}

/** Builds a normalised key, so the same question keys in another order share one cache entry and one call. */
export function answerKey(visitId: number, questionCanonicalKeys?: readonly string[] | null): AnswerKey {
  return {
    visitId,
    questionCanonicalKeys: questionCanonicalKeys?.length ? [...new Set(questionCanonicalKeys)].sort() : null,
  };
}

const keySetOf = (k: AnswerKey) => (k.questionCanonicalKeys ? JSON.stringify(k.questionCanonicalKeys) : '*');
/** Composite keys are objects: DataLoader's cache compares them by this string instead of by identity. */
export const answerCacheKey = (k: AnswerKey) => `${k.visitId}|${keySetOf(k)}`;

export type AnswerLoader = DataLoader<AnswerKey, RestAnswer[], string>;

export async function loadAnswerBatch(api: AnswersApi, keys: readonly AnswerKey[]): Promise<RestAnswer[][]> {
  // One REST call per distinct key set (normally one); each lists its visits once.
  const groups = new Map<string, { keys: readonly string[]; visitIds: Set<number> }>();
  for (const k of keys) {
    const set = keySetOf(k);
    const group = groups.get(set) ?? { keys: k.questionCanonicalKeys ?? [], visitIds: new Set<number>() };
    group.visitIds.add(k.visitId);
    groups.set(set, group);
  }
  const answered = new Map<string, Map<number, RestAnswer[]>>();
  await Promise.all(
    [...groups].map(async ([set, group]) => {
      const byVisit = new Map<number, RestAnswer[]>();
      for (const a of await api.byVisits([...group.visitIds], group.keys)) {
        const list = byVisit.get(a.storeVisitId);
        if (list) list.push(a);
        else byVisit.set(a.storeVisitId, [a]);
      }
      answered.set(set, byVisit);
    }),
  );
  return keys.map((k) => answered.get(keySetOf(k))?.get(k.visitId) ?? []);
}

export function createAnswerLoader(api: AnswersApi): AnswerLoader {
  return new DataLoader<AnswerKey, RestAnswer[], string>((keys) => loadAnswerBatch(api, keys), {
    cacheKeyFn: answerCacheKey,
    maxBatchSize: MAX_VISITS_PER_ANSWER_CALL,
  });
}
