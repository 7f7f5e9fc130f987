/**
 * Saved-view saves and status changes (spec 002 §2, §6, §7): rules.ts decides who may change which view,
 * store.ts reads and writes. An update and a bulk status change are one transaction each, with the views locked.
 */
import { RecordStatus, validateFilter } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { compileFilters, type FilterParameter } from '../storeVisit/filters/compile.js';
import { storedFilters } from './presenter.js';
import {
  changeRefusal,
  restrictionRefusal,
  SAVED_VIEW_RULES,
  withheldFilterLabels,
  type Viewer,
  type ViewFacts,
} from './rules.js';
import { checkRestrictedUser, savedItemClient } from '../shared/savedItems.js';
import type { CreateSavedView, UpdateSavedView } from './schema.js';
import {
  insertSavedView,
  setSavedViewsStatus,
  updateSavedViewRecord,
  visibleViewsByIds,
  type SavedViewRow,
  type ViewWithCreator,
} from './store.js';

const viewerOf = (s: Session): Viewer => ({
  id: s.user.id,
  isClient: s.user.isClient,
  tenancyClientId: s.tenancy.clientId,
});
const factsOf = (v: ViewWithCreator): ViewFacts => ({
  id: v.id,
  createdBy: v.createdBy,
  creatorIsClient: v.creatorIsClient,
  restrictTokenUserId: v.restrictTokenUserId,
  tenancyClientId: v.tenancyClientId,
});
/** Parameters of the stored filter a client user may not use (Review State, Visibility …). */
export const withheldOf = (v: SavedViewRow) => withheldFilterLabels(storedFilters(v.filters, false));

/** The filter of a view must be one a list search accepts. */
function checkFilters(s: Session, filters: FilterParameter[]): void {
  compileFilters(filters, s.user.isClient);
  const problem = validateFilter(filters, { isClient: s.user.isClient, target: 'list' });
  if (problem) throw badRequest(problem);
}

/** One view the caller may see (404 otherwise); a client user is refused one whose filter they may not use. */
export async function visibleView(db: Queryable, s: Session, id: number, lock = false): Promise<ViewWithCreator> {
  const [row] = await visibleViewsByIds(db, s, [id], lock);
  if (!row) throw notFound(`Saved view ${id} does not exist or is not visible to you.`);
  const withheld = s.user.isClient ? withheldOf(row) : [];
  if (withheld.length) throw conflict(SAVED_VIEW_RULES.clientFilter(withheld));
  return row;
}

/** Refuses a change the caller may not make (409: the screens offer it, and a 403 would sign the user out). */
function checkChange(
  s: Session,
  view: ViewWithCreator,
  body: { filters?: FilterParameter[]; restrictTokenUserId?: number | null },
) {
  const refusal = changeRefusal(viewerOf(s), factsOf(view));
  if (refusal) throw conflict(refusal);
  if (body.restrictTokenUserId !== undefined && body.restrictTokenUserId !== view.restrictTokenUserId) {
    const restrict = restrictionRefusal(viewerOf(s), body.restrictTokenUserId);
    if (restrict) throw badRequest(restrict);
  }
  if (!s.user.isClient && view.creatorIsClient && body.filters) {
    const withheld = withheldFilterLabels(body.filters);
    if (withheld.length) throw badRequest(SAVED_VIEW_RULES.clientOwnedFilter(withheld));
  }
}

export async function createView(db: Queryable, s: Session, body: CreateSavedView): Promise<SavedViewRow> {
  checkFilters(s, body.filters);
  await checkRestrictedUser(db, body.restrictTokenUserId);
  const restrict = restrictionRefusal(viewerOf(s), body.restrictTokenUserId);
  if (restrict) throw badRequest(restrict);
  const tenancyClientId = await savedItemClient(db, s, body.tenancyClientId, s.tenancy.clientId, 'views');
  return insertSavedView(db, {
    title: body.title,
    description: body.description ?? null,
    filters: body.filters,
    restrictTokenUserId: body.restrictTokenUserId ?? null,
    tenancyClientId,
    status: body.status ?? RecordStatus.Active,
    createdBy: s.user.id,
  });
}

export async function updateView(db: Queryable, s: Session, id: number, body: UpdateSavedView): Promise<SavedViewRow> {
  if (body.filters) checkFilters(s, body.filters);
  await checkRestrictedUser(db, body.restrictTokenUserId);
  return db.transaction(async (tx) => {
    const current = await visibleView(tx, s, id, true);
    checkChange(s, current, body);
    const tenancyClientId =
      body.tenancyClientId === undefined
        ? current.tenancyClientId
        : await savedItemClient(tx, s, body.tenancyClientId, current.tenancyClientId, 'views');
    return updateSavedViewRecord(tx, id, {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.filters !== undefined ? { filters: body.filters } : {}),
      ...(body.restrictTokenUserId !== undefined ? { restrictTokenUserId: body.restrictTokenUserId } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      tenancyClientId,
    });
  });
}

/**
 * Bulk ARCHIVE / ACTIVATE / DELETE (beyond the spec: one call for the list's selection). One transaction:
 * a view the caller may not see (404) or may not change (409) refuses the whole call.
 */
export async function setViewsStatus(db: Queryable, s: Session, ids: number[], status: number) {
  return db.transaction(async (tx) => {
    const found = new Map((await visibleViewsByIds(tx, s, ids, true)).map((v) => [v.id, v]));
    const missing = ids.filter((id) => !found.has(id) || (s.user.isClient && withheldOf(found.get(id)!).length > 0));
    if (missing.length) {
      throw notFound(
        `${missing.length === 1 ? 'Saved view' : 'Saved views'} ${missing.join(', ')} ${missing.length === 1 ? 'does' : 'do'} not exist or ${missing.length === 1 ? 'is' : 'are'} not visible to you. Nothing was changed.`,
      );
    }
    for (const id of ids) {
      const refusal = changeRefusal(viewerOf(s), factsOf(found.get(id)!));
      if (refusal) throw conflict(`Saved view ${id}: ${refusal} Nothing was changed.`);
    }
    const change = ids.filter((id) => found.get(id)!.status !== status);
    const skipped = ids.filter((id) => found.get(id)!.status === status);
    return { changed: change, skipped, savedViews: await setSavedViewsStatus(tx, change, status) };
  });
}
