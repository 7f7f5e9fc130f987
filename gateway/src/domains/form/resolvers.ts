/** Forms: the list, a form by canonical key or ids, its sections and flat question list, status changes. */
import { RecordStatus } from '@svr/domain';
import { GraphQLError } from 'graphql';
import { flattenFormCached } from '../../domain/formTree.js';
import { recordStatusCode, recordStatusName } from '../../domain/enums.js';
import { knownQuestionType, questionTypeValues } from '../../domain/vocabularies.js';
import type { GatewayContext } from '../../context.js';
import type { FormInput, RecordStatus as RecordStatusEnum, Resolvers } from '../../generated/resolvers.js';
import { isUserFacing } from '../../rest/client.js';
import { formSettings, isFullForm, pickFormVersion, SERVED_FORM_STATUSES } from './rest.js';
import type { RestForm, RestFormBody, RestFormRecord } from './schemas.js';
import { badInput } from '../shared/errors.js';

/** At most this many ids per formsByIds (the loader splits them into REST calls). */
export const MAX_FORM_IDS = 1000;
/** At most this many forms per setFormStatus (one REST call, POST /form/status, takes them all). */
export const MAX_STATUS_KEYS = 1000;

/**
 * A list row (GET /form, PUT /form/canonical) has no content and a few columns fewer; the fields it
 * lacks are read from the full record through the per-request forms loader (one batched call for a
 * whole list), and only when a query asks for them.
 */
async function fullForm(form: RestForm, ctx: GatewayContext): Promise<RestFormRecord> {
  if (isFullForm(form)) return form;
  const full = await ctx.loaders.forms.load(form.id);
  if (!full)
    throw new GraphQLError(`SVR form ${form.id} is no longer available.`, { extensions: { code: 'BAD_USER_INPUT' } });
  return full;
}

const fromFull =
  <K extends keyof RestFormRecord>(key: K) =>
  async (form: RestForm, _args: unknown, ctx: GatewayContext): Promise<RestFormRecord[K]> => {
    const own = form[key];
    return own !== undefined ? (own as RestFormRecord[K]) : (await fullForm(form, ctx))[key];
  };

const contentOf = async (form: RestForm, ctx: GatewayContext) => (await fullForm(form, ctx)).content ?? {};

/** The REST payload of a builder save; an absent revision is left out (the api then skips the stale check). */
function formBody(input: FormInput): RestFormBody {
  return {
    title: input.title,
    content: input.content,
    canonicalKey: input.canonicalKey ?? null,
    tenancyClientId: input.tenancyClientId ?? null,
    autoApprovalHourTrigger: input.autoApprovalHourTrigger,
    heroImageUrl: input.heroImageUrl ?? null,
    ...(input.revision !== null && input.revision !== undefined ? { revision: input.revision } : {}),
  };
}

/**
 * A refusal the builder shows: the api's own message. A 409 means the form changed since it was loaded
 * (a newer revision, a draft made by someone else, a draft already published): field 'revision'.
 */
function saveError(e: unknown): { message: string; field: string | null } {
  // 401/403 stay errors (the web app signs out on them); 5xx stay errors too.
  if (!isUserFacing(e)) throw e;
  return { message: e.message, field: e.status === 409 ? 'revision' : null };
}

async function saved(ctx: GatewayContext, write: () => Promise<RestFormRecord>) {
  try {
    const form = await write();
    ctx.loaders.forms.prime(form.id, form);
    return { form, error: null };
  } catch (e) {
    return { form: null, error: saveError(e) };
  }
}

/** Status filters as REST codes; deleted forms are never served, so DELETED alone asks for nothing. */
function statusCodes(statuses: readonly RecordStatusEnum[] | null | undefined): number[] {
  if (!statuses) return [...SERVED_FORM_STATUSES];
  return [...new Set(statuses.map(recordStatusCode))].filter((c) => c !== 0);
}

export const formResolvers: Resolvers = {
  Query: {
    forms: async (_p, { statuses }, ctx) => {
      const codes = statusCodes(statuses);
      return codes.length ? ctx.api.forms.list(codes) : [];
    },
    form: async (_p, { canonicalKey, includeDrafts }, ctx) => {
      const family = await ctx.api.forms.family(canonicalKey);
      if (!family) return null;
      // Full records: later look-ups of these ids in the same request need no call.
      for (const f of family) ctx.loaders.forms.prime(f.id, f);
      return pickFormVersion(family, includeDrafts ?? true);
    },
    formsByIds: async (_p, { ids, statuses }, ctx) => {
      if (ids.length > MAX_FORM_IDS)
        throw badInput(`Ask for at most ${MAX_FORM_IDS} form ids at a time (got ${ids.length}).`, 'ids');
      const codes = statusCodes(statuses);
      const found = await Promise.all(ids.map((id) => ctx.loaders.forms.load(id)));
      return found.filter((f): f is RestFormRecord => f !== null && codes.includes(f.status));
    },
  },
  Mutation: {
    setFormStatus: async (_p, { canonicalKeys, status }, ctx) => {
      const keys = [...new Set(canonicalKeys)];
      if (keys.length > MAX_STATUS_KEYS) {
        return {
          forms: [],
          changed: 0,
          error: { message: `Change at most ${MAX_STATUS_KEYS} forms at a time.`, field: 'canonicalKeys' },
        };
      }
      if (keys.length === 0) return { forms: [], changed: 0, error: null };
      // One REST call and one transaction for the whole selection: a refusal (unknown key, another
      // client's form, bad status) changes nothing and is reported as the payload's error.
      try {
        const result = await ctx.api.forms.setStatuses(keys, recordStatusCode(status));
        for (const f of result.forms) ctx.loaders.forms.clear(f.id);
        return {
          forms: result.forms.filter((f) => f.status !== RecordStatus.Deleted),
          changed: result.changed,
          error: null,
        };
      } catch (e) {
        // 401/403 stay errors (the web app signs out on them); other refusals go in the payload.
        if (!isUserFacing(e)) throw e;
        return { forms: [], changed: 0, error: { message: e.message, field: 'canonicalKeys' } };
      }
    },
    saveForm: (_p, { input, status }, ctx) => {
      const code = recordStatusCode(status ?? 'ACTIVE');
      if (code === 0)
        return {
          form: null,
          error: { message: 'A saved form has status 1 (active), 2 (archived) or 3 (draft).', field: 'status' },
        };
      return saved(ctx, () => ctx.api.forms.create(formBody(input), code));
    },
    saveFormDraft: (_p, { input, draftId }, ctx) =>
      saved(ctx, () =>
        draftId ? ctx.api.forms.updateDraft(draftId, formBody(input)) : ctx.api.forms.create(formBody(input), 3),
      ),
    publishFormDraft: async (_p, { draftId, input }, ctx) => {
      if (!input.canonicalKey)
        return {
          form: null,
          error: { message: 'Publishing a draft needs the canonical key of its form.', field: 'canonicalKey' },
        };
      // One call: the api saves the published record and removes the draft in one transaction, or refuses
      // (409) when the draft was published or removed since it was loaded.
      const published = await saved(ctx, () => ctx.api.forms.create(formBody(input), 1, draftId));
      ctx.loaders.forms.clear(draftId);
      return published;
    },
  },
  QuestionType: questionTypeValues,
  Question: {
    type: (q) => knownQuestionType(q.type),
  },
  Form: {
    status: (f) => recordStatusName(f.status),
    content: (f, _a, ctx) => contentOf(f, ctx),
    sections: async (f, _a, ctx) => flattenFormCached(await contentOf(f, ctx)).sections,
    questions: async (f, _a, ctx) => flattenFormCached(await contentOf(f, ctx)).questions,
    createdAt: fromFull('createdAt'),
    updatedAt: fromFull('updatedAt'),
    authorLegacyId: fromFull('authorLegacyId'),
    autoApprovalHourTrigger: fromFull('autoApprovalHourTrigger'),
    heroImageUrl: fromFull('heroImageUrl'),
    hideFromClient: async (f, _a, ctx) => formSettings(await contentOf(f, ctx)).hideFromClient,
    bypassDuplicatePhotoCheck: async (f, _a, ctx) => formSettings(await contentOf(f, ctx)).bypassDuplicatePhotoCheck,
    callOutActive: async (f, _a, ctx) => formSettings(await contentOf(f, ctx)).callOutActive,
    callOutMailing: async (f, _a, ctx) => formSettings(await contentOf(f, ctx)).callOutMailing,
  },
};
