/** /api/v2/commonFormQuestion: the common-question library (list, create, update, status changes). */
import type { RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { RestCommonQuestion, RestCommonQuestionStatusChange } from './schemas.js';

/** The fields POST and PUT take (every one optional on PUT). Lists are sent as lists; the api accepts them. */
export interface RestCommonQuestionBody {
  title?: string;
  type?: string;
  options?: { uuid?: string; label: string; value?: string; conditionalFork?: unknown }[];
  tags?: string[];
  documentIds?: number[];
  metaJson?: unknown;
  status?: number;
}

/** Statuses the library lists by default: every status but deleted (the api never serves 0 anyway). */
export const SERVED_COMMON_QUESTION_STATUSES = [1, 2] as const;

export function commonQuestionsApi(rest: RestClient) {
  return {
    /** The library by title (case-insensitive), filtered by status codes. */
    list: (statuses: readonly number[] = SERVED_COMMON_QUESTION_STATUSES) =>
      rest.get(`/api/v2/commonFormQuestion?status=${statuses.join(',')}`, z.array(RestCommonQuestion)),

    create: (body: RestCommonQuestionBody) => rest.post('/api/v2/commonFormQuestion', body, RestCommonQuestion),

    /** Changes the fields given; 404 once the question is deleted. */
    update: (id: number, body: RestCommonQuestionBody) =>
      rest.put(`/api/v2/commonFormQuestion/id/${id}`, body, RestCommonQuestion),

    /** Bulk ARCHIVE / ACTIVATE / DELETE in one call: what changed, what was skipped, what does not exist. */
    setStatuses: (ids: readonly number[], status: number) =>
      rest.post('/api/v2/commonFormQuestion/status', { ids, status }, RestCommonQuestionStatusChange),
  };
}
export type CommonQuestionsApi = ReturnType<typeof commonQuestionsApi>;

/** "Endcap, Display," → ['Endcap', 'Display']. */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** "12,14" → [12, 14]; anything that is not a positive id is skipped. */
export function splitDocumentIds(ids: string | null | undefined): number[] {
  return (ids ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

export interface CommonQuestionOptionShape {
  uuid: string;
  label: string;
  value: string;
  conditionalFork: unknown[];
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stored options as the schema serves them. The api normalises options on every write, but the
 * column is JSON: a stray entry is skipped, a missing value is the label, a missing fork is empty.
 */
export function commonQuestionOptions(options: unknown, questionUuid: string): CommonQuestionOptionShape[] {
  if (!Array.isArray(options)) return [];
  return options.filter(isObj).map((o, i) => {
    const label =
      typeof o.label === 'string' ? o.label : o.label === undefined || o.label === null ? '' : String(o.label);
    return {
      uuid: typeof o.uuid === 'string' && o.uuid ? o.uuid : `${questionUuid}:option:${i}`,
      label,
      value:
        typeof o.value === 'string' ? o.value : o.value === undefined || o.value === null ? label : String(o.value),
      conditionalFork: Array.isArray(o.conditionalFork) ? o.conditionalFork : [],
    };
  });
}
