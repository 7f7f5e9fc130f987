import type { AnswerRow } from './store.js';

/** An answer on the wire; `blocked: true` (client users only) marks a blocked photo or video whose value is withheld. */
export function presentAnswer(a: AnswerRow & { blocked?: true }) {
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
