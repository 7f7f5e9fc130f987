/** /api/v2/storeVisitFormAnswer: answers of many visits in one call. */
import type { RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { RestAnswer } from './schemas.js';

/** The spec's limit: at most 1000 visit ids per call. */
export const MAX_VISITS_PER_ANSWER_CALL = 1000;

export function answersApi(rest: RestClient) {
  return {
    /** Answers of the visits, for the given question canonical keys (empty list = every answer). Use the loader. */
    byVisits: (visitIds: readonly number[], questionCanonicalKeys: readonly string[]) => {
      if (visitIds.length > MAX_VISITS_PER_ANSWER_CALL) {
        throw new Error(`At most ${MAX_VISITS_PER_ANSWER_CALL} visit ids per answers call (got ${visitIds.length}).`);
      }
      return rest.post(
        '/api/v2/storeVisitFormAnswer/questionCanonicalKeys',
        { questionCanonicalKeys, svrResponses: visitIds },
        z.array(RestAnswer),
      );
    },
  };
}
export type AnswersApi = ReturnType<typeof answersApi>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Photo, signature and video answers hold a document uuid; anything else is plain text. */
export const isDocumentUuid = (value: string | null | undefined): value is string =>
  typeof value === 'string' && UUID.test(value);
