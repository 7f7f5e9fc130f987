/** The common-question library and tags: list, create, edit, bulk status changes, tag search and creation. */
import { recordStatusCode, recordStatusName } from '../../domain/enums.js';
import { typeLabel } from '../../domain/formTree.js';
import { knownQuestionType } from '../../domain/vocabularies.js';
import type {
  CommonQuestionOptionInput,
  CreateCommonQuestionInput,
  RecordStatus,
  Resolvers,
  UpdateCommonQuestionInput,
} from '../../generated/resolvers.js';
import { isUserFacing } from '../../rest/client.js';
import {
  commonQuestionOptions,
  SERVED_COMMON_QUESTION_STATUSES,
  splitDocumentIds,
  splitTags,
  type RestCommonQuestionBody,
} from './rest.js';
import type { RestCommonQuestion } from './schemas.js';
import { isSendableSearch, MAX_TAG_SEARCH_RESULTS } from './tags.js';
import { badInput } from '../shared/errors.js';

/** Most common questions setCommonQuestionStatus changes at once (the api's bulk call takes as many). */
export const MAX_STATUS_IDS = 500;

interface UserErrorShape {
  message: string;
  field: string | null;
}

/** A REST refusal the user can act on as a payload error; 401, 403 and crashes stay GraphQL errors. */
function refusal(e: unknown, field: string | null): UserErrorShape {
  if (!isUserFacing(e)) throw e;
  return { message: e.message, field };
}

/** Status filters as REST codes; deleted questions are never served, so DELETED alone asks for nothing. */
function statusCodes(statuses: readonly RecordStatus[] | null | undefined): number[] {
  if (!statuses) return [...SERVED_COMMON_QUESTION_STATUSES];
  return [...new Set(statuses.map(recordStatusCode))].filter((c) => c !== 0);
}

const optionBody = (o: CommonQuestionOptionInput): NonNullable<RestCommonQuestionBody['options']>[number] => ({
  label: o.label,
  ...(o.uuid ? { uuid: o.uuid } : {}),
  ...(o.value !== null && o.value !== undefined ? { value: o.value } : {}),
  ...(o.conditionalFork !== null && o.conditionalFork !== undefined ? { conditionalFork: o.conditionalFork } : {}),
});

/** The REST body of the fields given; null means "not given", as GraphQL callers send it. */
function questionBody(input: CreateCommonQuestionInput | UpdateCommonQuestionInput): RestCommonQuestionBody {
  const body: RestCommonQuestionBody = {};
  if (input.title !== null && input.title !== undefined) body.title = input.title;
  if (input.type !== null && input.type !== undefined) body.type = input.type;
  if (input.options) body.options = input.options.map(optionBody);
  if (input.tags) body.tags = input.tags;
  if (input.documentIds) body.documentIds = input.documentIds;
  if (input.meta !== null && input.meta !== undefined) body.metaJson = input.meta;
  return body;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const commonQuestionResolvers: Resolvers = {
  Query: {
    commonQuestions: async (_p, { statuses }, ctx) => {
      const codes = statusCodes(statuses);
      return codes.length ? ctx.api.commonQuestions.list(codes) : [];
    },
    tags: async (_p, { search, first }, ctx) => {
      const limit = first ?? 5;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TAG_SEARCH_RESULTS) {
        throw badInput(`first must be between 1 and ${MAX_TAG_SEARCH_RESULTS}.`, 'first');
      }
      const text = search.trim();
      if (text === '' || !isSendableSearch(text)) return [];
      return (await ctx.api.tags.search(text)).slice(0, limit);
    },
  },
  Mutation: {
    createCommonQuestion: async (_p, { input }, ctx) => {
      const body = questionBody(input);
      if (input.status) body.status = recordStatusCode(input.status);
      try {
        return { commonQuestion: await ctx.api.commonQuestions.create(body), error: null };
      } catch (e) {
        return { commonQuestion: null, error: refusal(e, null) };
      }
    },
    updateCommonQuestion: async (_p, { id, input }, ctx) => {
      const body = questionBody(input);
      if (Object.keys(body).length === 0) {
        return {
          commonQuestion: null,
          error: { message: 'Nothing to update: give the fields to change.', field: 'input' },
        };
      }
      try {
        return { commonQuestion: await ctx.api.commonQuestions.update(id, body), error: null };
      } catch (e) {
        return { commonQuestion: null, error: refusal(e, null) };
      }
    },
    setCommonQuestionStatus: async (_p, { ids, status }, ctx) => {
      const unique = [...new Set(ids)];
      if (status === 'DRAFT') {
        return {
          commonQuestions: [],
          changed: 0,
          error: { message: 'Common questions have no drafts: use ACTIVE, ARCHIVED or DELETED.', field: 'status' },
        };
      }
      if (unique.length > MAX_STATUS_IDS) {
        return {
          commonQuestions: [],
          changed: 0,
          error: { message: `Change at most ${MAX_STATUS_IDS} common questions at a time.`, field: 'ids' },
        };
      }
      if (unique.length === 0) return { commonQuestions: [], changed: 0, error: null };
      // One call, one transaction: questions already in the target status are skipped; deleted or unknown
      // ones are named in the first refusal while the others change (deleting them again is no change).
      let result;
      try {
        result = await ctx.api.commonQuestions.setStatuses(unique, recordStatusCode(status));
      } catch (e) {
        return { commonQuestions: [], changed: 0, error: refusal(e, 'ids') };
      }
      const [first] = result.missing;
      const error =
        first === undefined
          ? null
          : {
              field: String(first),
              message: `Common question ${first} does not exist.${result.missing.length > 1 ? ` (${result.missing.length} common questions were not changed.)` : ''}`,
            };
      return { commonQuestions: result.changed, changed: result.changed.length, error };
    },
    createTag: async (_p, { title }, ctx) => {
      try {
        return { tag: await ctx.api.tags.create(title), error: null };
      } catch (e) {
        return { tag: null, error: refusal(e, 'title') };
      }
    },
  },
  CommonQuestion: {
    type: (q) => knownQuestionType(q.type),
    typeLabel: (q: RestCommonQuestion) => typeLabel(q.type),
    options: (q) => commonQuestionOptions(q.options, q.uuid),
    tags: (q) => splitTags(q.tags),
    documentIds: (q) => splitDocumentIds(q.documentIds),
    meta: (q) => (isObj(q.metaJson) ? q.metaJson : {}),
    status: (q) => recordStatusName(q.status),
  },
};
