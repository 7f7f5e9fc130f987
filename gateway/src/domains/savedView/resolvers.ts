/** Saved views (spec 002 §2, §3, §7): list, one view, Save As View, edits and status changes (delete = status 0). */
import { recordStatusCode, recordStatusName } from '../../domain/enums.js';
import type { RecordStatus, Resolvers } from '../../generated/resolvers.js';
import { isUserFacing } from '../../rest/client.js';
import { savedViewFilters, SERVED_SAVED_VIEW_STATUSES, type RestSavedViewBody } from './rest.js';

/** At most this many views per setSavedViewStatus (one REST call, POST /savedView/status, takes them all). */
export const MAX_VIEW_STATUS_IDS = 1000;

interface UserErrorShape {
  message: string;
  field: string | null;
}

/** A REST refusal the user can act on as a payload error; 401, 403 and crashes stay GraphQL errors. */
function refusal(e: unknown): UserErrorShape {
  if (!isUserFacing(e)) throw e;
  return { message: e.message, field: null };
}

function statusCodes(statuses: readonly RecordStatus[] | null | undefined): number[] {
  if (!statuses) return [...SERVED_SAVED_VIEW_STATUSES];
  return [...new Set(statuses.map(recordStatusCode))].filter((c) => c === 1 || c === 2);
}

export const savedViewResolvers: Resolvers = {
  Query: {
    savedViews: async (_p, { allClients, statuses }, ctx) => {
      const codes = statusCodes(statuses);
      return codes.length ? ctx.api.savedViews.list(allClients ?? false, codes) : [];
    },
    savedView: (_p, { id }, ctx) => ctx.api.savedViews.byId(id),
  },
  Mutation: {
    createSavedView: async (_p, { input }, ctx) => {
      const body: RestSavedViewBody = {
        title: input.title,
        description: input.description ?? null,
        filters: input.filters,
      };
      if (input.restrictTokenUserId !== null && input.restrictTokenUserId !== undefined)
        body.restrictTokenUserId = input.restrictTokenUserId;
      if (input.tenancyClientId !== null && input.tenancyClientId !== undefined)
        body.tenancyClientId = input.tenancyClientId;
      try {
        return { savedView: await ctx.api.savedViews.create(body), error: null };
      } catch (e) {
        return { savedView: null, error: refusal(e) };
      }
    },
    updateSavedView: async (_p, { id, input }, ctx) => {
      const body: RestSavedViewBody = {};
      if (input.title !== null && input.title !== undefined) body.title = input.title;
      if (input.description !== undefined) body.description = input.description;
      if (input.filters) body.filters = input.filters;
      if (Object.keys(body).length === 0)
        return { savedView: null, error: { message: 'Nothing to update: give the fields to change.', field: 'input' } };
      try {
        return { savedView: await ctx.api.savedViews.update(id, body), error: null };
      } catch (e) {
        return { savedView: null, error: refusal(e) };
      }
    },
    setSavedViewStatus: async (_p, { ids, status }, ctx) => {
      const unique = [...new Set(ids)];
      if (status === 'DRAFT')
        return {
          savedViews: [],
          changed: 0,
          error: { message: 'Saved views have no drafts: use ACTIVE, ARCHIVED or DELETED.', field: 'status' },
        };
      if (unique.length > MAX_VIEW_STATUS_IDS) {
        return {
          savedViews: [],
          changed: 0,
          error: { message: `Change at most ${MAX_VIEW_STATUS_IDS} views at a time.`, field: 'ids' },
        };
      }
      if (unique.length === 0) return { savedViews: [], changed: 0, error: null };
      // One REST call, one transaction: a refusal changes nothing and is shown as the payload's error.
      try {
        const result = await ctx.api.savedViews.setStatus(unique, recordStatusCode(status));
        return { savedViews: result.savedViews, changed: result.changedCount, error: null };
      } catch (e) {
        return { savedViews: [], changed: 0, error: { ...refusal(e), field: 'ids' } };
      }
    },
  },
  SavedView: {
    filters: (v) => savedViewFilters(v.filters),
    status: (v) => recordStatusName(v.status),
  },
};
