/**
 * Roll-up saves and status changes (spec 002 §2, §4, §5, §6, §7): rules.ts decides who may change which
 * roll-up and which questions, store.ts reads and writes. An update and a bulk status change are one
 * transaction each, with the roll-ups locked.
 */
import { RecordStatus, validateFilter } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { compileFilters, type FilterParameter } from '../storeVisit/filters/compile.js';
import { withheldFilterLabels } from '../savedView/rules.js';
import { presentMeta } from './presenter.js';
import {
  changeRefusal,
  questionsRefusal,
  SAVED_ROLLUP_RULES,
  statusRefusal,
  type RollupFacts,
  type Viewer,
} from './rules.js';
import { checkRestrictedUser, savedItemClient } from '../shared/savedItems.js';
import type { CreateSavedRollup, RollupMeta, UpdateSavedRollup } from './schema.js';
import {
  insertSavedRollup,
  questionCatalogue,
  setSavedRollupsStatus,
  updateSavedRollupRecord,
  visibleRollupsByIds,
  type RollupWithCreator,
  type SavedRollupRow,
} from './store.js';

export const viewerOf = (s: Session): Viewer => ({
  id: s.user.id,
  isClient: s.user.isClient,
  tenancyClientId: s.tenancy.clientId,
});
const factsOf = (r: RollupWithCreator): RollupFacts => ({
  id: r.id,
  createdBy: r.createdBy,
  creatorIsClient: r.creatorIsClient,
  restrictTokenUserId: r.restrictTokenUserId,
  tenancyClientId: r.tenancyClientId,
});

/** The filter of a roll-up: the whitelist, then validateFilter for roll-ups (185 days; Review State for staff). */
function checkFilters(s: Session, filters: FilterParameter[]): void {
  compileFilters(filters, s.user.isClient);
  const problem = validateFilter(filters, { isClient: s.user.isClient, target: 'rollup' });
  if (problem) throw badRequest(problem);
}

/** The questions must be on the forms of the roll-up's client; a client user's never internal ones. */
async function checkQuestions(db: Queryable, s: Session, keys: string[], clientId: number | null): Promise<void> {
  const problem = questionsRefusal(viewerOf(s), keys, await questionCatalogue(db, [clientId]));
  if (problem) throw badRequest(problem);
}

async function checkRestriction(db: Queryable, s: Session, id: number | null | undefined): Promise<void> {
  if (id !== undefined && id !== null && id !== s.user.id) throw badRequest(SAVED_ROLLUP_RULES.restrictOwn);
  await checkRestrictedUser(db, id);
}

/** metaJson to store: the given keys over the current ones; a client user sets no motives and no block list. */
function mergedMeta(s: Session, current: unknown, asked: RollupMeta | undefined) {
  const base = presentMeta(current, false);
  if (!asked) return base;
  const { includeMotivesInExcelReport, blockPhotos, ...rest } = asked;
  const out: Record<string, unknown> = { ...base, ...rest };
  if (!s.user.isClient && includeMotivesInExcelReport !== undefined)
    out.includeMotivesInExcelReport = includeMotivesInExcelReport;
  if (!s.user.isClient && blockPhotos !== undefined) out.blockPhotos = blockPhotos;
  return out;
}

/** One roll-up the caller may see (404 otherwise). */
export async function visibleRollup(db: Queryable, s: Session, id: number, lock = false): Promise<RollupWithCreator> {
  const [row] = await visibleRollupsByIds(db, s, [id], lock);
  if (!row) throw notFound(`Roll-up ${id} does not exist or is not visible to you.`);
  return row;
}

export async function createRollup(db: Queryable, s: Session, body: CreateSavedRollup): Promise<SavedRollupRow> {
  checkFilters(s, body.filters);
  await checkRestriction(db, s, body.restrictTokenUserId);
  const status = body.status ?? RecordStatus.Active;
  if (status === RecordStatus.Deleted) throw badRequest('A new roll-up is active or archived, not deleted.');
  if (s.user.isClient && status !== RecordStatus.Active) throw conflict(SAVED_ROLLUP_RULES.clientDeleteOnly);
  const tenancyClientId = await savedItemClient(db, s, body.tenancyClientId, s.tenancy.clientId, 'roll-ups');
  await checkQuestions(db, s, body.formQuestionCanonicalKeys, tenancyClientId);
  return insertSavedRollup(db, {
    title: body.title,
    description: body.description ?? null,
    formQuestionCanonicalKeys: body.formQuestionCanonicalKeys.join(','),
    filters: body.filters,
    restrictTokenUserId: body.restrictTokenUserId ?? null,
    tenancyClientId,
    status,
    createdBy: s.user.id,
    metaJson: mergedMeta(s, {}, body.metaJson),
  });
}

/** Refuses a change the caller may not make (409: the screens offer it, and a 403 would sign the user out). */
function checkChange(s: Session, rollup: RollupWithCreator, body: UpdateSavedRollup): void {
  const refusal = changeRefusal(viewerOf(s), factsOf(rollup));
  if (refusal) throw conflict(refusal);
  if (body.status !== undefined && body.status !== rollup.status) {
    const status = statusRefusal(viewerOf(s), body.status);
    if (status) throw conflict(status);
  }
  if (!s.user.isClient && rollup.creatorIsClient && body.filters) {
    const withheld = withheldFilterLabels(body.filters);
    if (withheld.length) throw badRequest(SAVED_ROLLUP_RULES.clientOwnedFilter(withheld));
  }
}

export async function updateRollup(
  db: Queryable,
  s: Session,
  id: number,
  body: UpdateSavedRollup,
): Promise<SavedRollupRow> {
  if (body.filters) checkFilters(s, body.filters);
  if (body.restrictTokenUserId !== undefined) await checkRestriction(db, s, body.restrictTokenUserId);
  return db.transaction(async (tx) => {
    const current = await visibleRollup(tx, s, id, true);
    checkChange(s, current, body);
    const tenancyClientId =
      body.tenancyClientId === undefined
        ? current.tenancyClientId
        : await savedItemClient(tx, s, body.tenancyClientId, current.tenancyClientId, 'roll-ups');
    if (body.formQuestionCanonicalKeys || tenancyClientId !== current.tenancyClientId) {
      const keys = body.formQuestionCanonicalKeys ?? current.formQuestionCanonicalKeys.split(',').filter(Boolean);
      await checkQuestions(tx, s, keys, tenancyClientId);
    }
    return updateSavedRollupRecord(tx, id, {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.formQuestionCanonicalKeys
        ? { formQuestionCanonicalKeys: body.formQuestionCanonicalKeys.join(',') }
        : {}),
      ...(body.filters !== undefined ? { filters: body.filters } : {}),
      ...(body.restrictTokenUserId !== undefined ? { restrictTokenUserId: body.restrictTokenUserId } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.metaJson !== undefined ? { metaJson: mergedMeta(s, current.metaJson, body.metaJson) } : {}),
      tenancyClientId,
    });
  });
}

/**
 * The list's bulk ARCHIVE / ACTIVATE / DELETE (beyond the spec: one call for the selection). One transaction:
 * a roll-up the caller may not see (404) or may not change (409) refuses the whole call; client users DELETE only.
 */
export async function setRollupsStatus(db: Queryable, s: Session, ids: number[], status: number) {
  const refusal = statusRefusal(viewerOf(s), status);
  if (refusal) throw conflict(`${refusal} Nothing was changed.`);
  return db.transaction(async (tx) => {
    const found = new Map((await visibleRollupsByIds(tx, s, ids, true)).map((r) => [r.id, r]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      const one = missing.length === 1;
      throw notFound(
        `${one ? 'Roll-up' : 'Roll-ups'} ${missing.join(', ')} ${one ? 'does' : 'do'} not exist or ${one ? 'is' : 'are'} not visible to you. Nothing was changed.`,
      );
    }
    for (const id of ids) {
      const why = changeRefusal(viewerOf(s), factsOf(found.get(id)!));
      if (why) throw conflict(`Roll-up ${id}: ${why} Nothing was changed.`);
    }
    const change = ids.filter((id) => found.get(id)!.status !== status);
    const skipped = ids.filter((id) => found.get(id)!.status === status);
    return { changed: change, skipped, savedRollups: await setSavedRollupsStatus(tx, change, status) };
  });
}
