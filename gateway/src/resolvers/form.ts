/** Forms: the list, a form by canonical key or ids, its sections and flat question list, status changes. */
import { GraphQLError } from 'graphql';
import { flattenFormCached } from '../domain/formTree.js';
import { recordStatusCode, recordStatusName } from '../domain/enums.js';
import type { GatewayContext } from '../context.js';
import type { RecordStatus, Resolvers } from '../generated/resolvers.js';
import { isUserFacing } from '../rest/client.js';
import { formSettings, isFullForm, pickFormVersion, SERVED_FORM_STATUSES } from '../rest/forms.js';
import type { RestForm, RestFormRecord } from '../rest/types.js';
import { badInput } from './errors.js';

/** At most this many ids per formsByIds (the loader splits them into REST calls). */
export const MAX_FORM_IDS = 1000;
/** setFormStatus calls the api once per key: a bulk action over a handful of forms, not a migration tool. */
export const MAX_STATUS_KEYS = 100;

/**
 * A list row (GET /form, PUT /form/canonical) has no content and a few columns fewer; the fields it
 * lacks are read from the full record through the per-request forms loader (one batched call for a
 * whole list), and only when a query asks for them.
 */
async function fullForm(form: RestForm, ctx: GatewayContext): Promise<RestFormRecord> {
  if (isFullForm(form)) return form;
  const full = await ctx.loaders.forms.load(form.id);
  if (!full) throw new GraphQLError(`SVR form ${form.id} is no longer available.`, { extensions: { code: 'BAD_USER_INPUT' } });
  return full;
}

const fromFull =
  <K extends keyof RestFormRecord>(key: K) =>
  async (form: RestForm, _args: unknown, ctx: GatewayContext): Promise<RestFormRecord[K]> => {
    const own = form[key];
    return own !== undefined ? (own as RestFormRecord[K]) : (await fullForm(form, ctx))[key];
  };

const contentOf = async (form: RestForm, ctx: GatewayContext) => (await fullForm(form, ctx)).content ?? {};

/** Status filters as REST codes; deleted forms are never served, so DELETED alone asks for nothing. */
function statusCodes(statuses: readonly RecordStatus[] | null | undefined): number[] {
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
      if (ids.length > MAX_FORM_IDS) throw badInput(`Ask for at most ${MAX_FORM_IDS} form ids at a time (got ${ids.length}).`, 'ids');
      const codes = statusCodes(statuses);
      const found = await Promise.all(ids.map((id) => ctx.loaders.forms.load(id)));
      return found.filter((f): f is RestFormRecord => f !== null && codes.includes(f.status));
    },
  },
  Mutation: {
    setFormStatus: async (_p, { canonicalKeys, status }, ctx) => {
      const keys = [...new Set(canonicalKeys)];
      if (keys.length > MAX_STATUS_KEYS) {
        return { forms: [], changed: 0, error: { message: `Change at most ${MAX_STATUS_KEYS} forms at a time.`, field: 'canonicalKeys' } };
      }
      const forms: RestForm[] = [];
      let changed = 0;
      let error: { message: string; field: string } | null = null;
      // One key after the other: the api changes each form in its own transaction, and a refusal
      // (wrong client, unknown key, bad status) is reported without hiding what did change.
      for (const key of keys) {
        try {
          const result = await ctx.api.forms.setStatus(key, recordStatusCode(status));
          changed += result.changed;
          forms.push(...result.forms.filter((f) => f.status !== 0));
          for (const f of result.forms) ctx.loaders.forms.clear(f.id);
        } catch (e) {
          // 401/403 stay errors (the web app signs out on them); other refusals go in the payload.
          if (!isUserFacing(e)) throw e;
          error ??= { message: e.message, field: key };
        }
      }
      return { forms, changed, error };
    },
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
