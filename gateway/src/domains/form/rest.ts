/** /api/v2/form: the form list, a form family by canonical key, forms by id, status changes. */
import { RecordStatus } from '@svr/domain';
import { segment, type RestClient } from '../../rest/client.js';
import { RestRemoved, z } from '../shared/schemas.js';
import {
  RestForm,
  RestFormBulkStatusChange,
  RestFormRecord,
  RestFormStatusChange,
  type RestFormBody,
} from './schemas.js';

/**
 * Statuses asked of GET /form/ids: every status but deleted. Deleted forms (0) are never served, and
 * asking for 0 only invites a refusal from a stricter api.
 */
export const SERVED_FORM_STATUSES = [1, 2, 3] as const;

/** Ids per GET /form/ids call: they travel in the path, so keep the URL well under common limits. */
export const MAX_FORM_IDS_PER_CALL = 200;

export const isFullForm = (form: RestForm): form is RestFormRecord => form.content !== undefined;

export function formsApi(rest: RestClient) {
  const statusQuery = (statuses: readonly number[]) => `status=${statuses.join(',')}`;
  return {
    /** Per canonical key the newest published record and the draft if any (list rows: no content). */
    list: (statuses: readonly number[] = SERVED_FORM_STATUSES) =>
      rest.get(`/api/v2/form?${statusQuery(statuses)}`, z.array(RestForm)),

    /** Every record of one form, newest first, drafts and archived versions included; null when unknown. */
    family: (canonicalKey: string) =>
      rest.getOrNull(
        `/api/v2/form/canonicalKey/${segment(canonicalKey)}?includeNonActiveForms=true`,
        z.array(RestFormRecord),
      ),

    /** Full records by id, in id order; ids the caller may not see, or deleted, are left out. Use the loader. */
    byIds: (ids: readonly number[], statuses: readonly number[] = SERVED_FORM_STATUSES) =>
      rest.get(`/api/v2/form/ids/${ids.join(',')}?${statusQuery(statuses)}`, z.array(RestFormRecord)),

    /** Creates a form, or a new record of the form named by canonicalKey, with the status given. */
    create: (body: RestFormBody, status: number, draftId?: number) =>
      rest.post('/api/v2/form', { ...body, status, ...(draftId ? { draftId } : {}) }, RestFormRecord),

    /** Updates a draft in place; refused (409) when it is not a draft or the revision is stale. */
    updateDraft: (id: number, body: RestFormBody) =>
      rest.post(`/api/v2/form/updateDraft/id/${id}`, body, RestFormRecord),

    /** Deletes a record (the old draft after publish). */
    remove: (id: number) => rest.delete(`/api/v2/form/id/${id}`, RestRemoved),

    /**
     * Sets every published record of each key to status in one call and one transaction (POST /form/status);
     * drafts untouched. A key unknown or of another client refuses the whole call (404), nothing changed.
     */
    setStatuses: (canonicalKeys: readonly string[], status: number) =>
      rest.post('/api/v2/form/status', { canonicalKeys, status }, RestFormBulkStatusChange),

    /** Sets every published record of the key to status; drafts untouched. */
    setStatus: (canonicalKey: string, status: number) =>
      rest.put(`/api/v2/form/canonical/${segment(canonicalKey)}`, { status }, RestFormStatusChange),
  };
}
export type FormsApi = ReturnType<typeof formsApi>;

/** The record `form(canonicalKey)` answers: the draft when asked for and present, else the newest published one. */
export function pickFormVersion(family: readonly RestFormRecord[], includeDrafts: boolean): RestFormRecord | null {
  const newestFirst = [...family].sort((a, b) => b.id - a.id);
  if (includeDrafts) {
    const draft = newestFirst.find((f) => f.status === RecordStatus.Draft);
    if (draft) return draft;
  }
  return newestFirst.find((f) => f.status === RecordStatus.Active || f.status === RecordStatus.Archived) ?? null;
}

/** Form-level settings the builder keeps inside content (spec 000 §5). */
export function formSettings(content: unknown) {
  const c = (typeof content === 'object' && content !== null ? content : {}) as Record<string, unknown>;
  const callOut = (typeof c.callOut === 'object' && c.callOut !== null ? c.callOut : {}) as Record<string, unknown>;
  const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
  return {
    // Stored as 0/1 by the spec's builder, as a boolean by newer saves.
    hideFromClient: flag(c.hideFromClient),
    bypassDuplicatePhotoCheck: flag(c.bypassDuplicatePhotoCheck),
    callOutActive: flag(callOut.active),
    callOutMailing: typeof callOut.mailing === 'string' && callOut.mailing !== '' ? callOut.mailing : null,
  };
}
