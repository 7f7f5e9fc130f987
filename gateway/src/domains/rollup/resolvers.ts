/**
 * Saved roll-ups (spec 002 §2, §3, §4, §7): the list, one roll-up, Save As Roll-up, edits, the list's bulk
 * status, and the roll-up page in one query and one round of two REST calls: the roll-up, and a page of its visits
 * with only the row fields the query selects, the page's answers and (when selected) their documents, primed into
 * the answer and document loaders the rows and cells read (selection.ts says what the query selects).
 */
import { ReviewState as ReviewStateCode } from '@svr/domain';
import { recordStatusCode, recordStatusName, reviewStateName } from '../../domain/enums.js';
import type { RecordStatus, Resolvers, RollupMetaInput } from '../../generated/resolvers.js';
import { isUserFacing } from '../../rest/client.js';
import { savedViewFilters } from '../savedView/rest.js';
import { badInput } from '../shared/errors.js';
import { answerKey } from '../storeVisit/loaders.js';
import { DEFAULT_ROLLUP_STATUSES, type RestRollupMeta, type RestSavedRollupBody } from './rest.js';
import type { RestRollupRow, RestRollupVisits, RestSavedRollup } from './schemas.js';
import { rollupPageSelection } from './selection.js';
import type { GatewayContext } from '../../context.js';
import { hasAddress } from '../document/schemas.js';
import { isDocumentUuid } from '../storeVisit/answers.js';
import type { RestAnswer } from '../storeVisit/schemas.js';

/** At most this many roll-ups per setSavedRollupStatus (one REST call takes them all). */
export const MAX_ROLLUP_STATUS_IDS = 1000;
/** Rows per roll-up page: the page offers 25, 50, 100 and 250; the api takes up to 5000 (their answers in the same call). */
export const MAX_ROLLUP_PAGE_SIZE = 5000;

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
  if (!statuses) return [...DEFAULT_ROLLUP_STATUSES];
  return [...new Set(statuses.map(recordStatusCode))].filter((c) => c === 1 || c === 2);
}

const keysOf = (r: RestSavedRollup) => r.formQuestionCanonicalKeys.split(',').filter((k) => k !== '');
const joinKeys = (keys: readonly string[]) => [...new Set(keys.map((k) => k.trim()).filter((k) => k))].join(',');

function metaOf(input: RollupMetaInput | null | undefined): RestRollupMeta | undefined {
  if (!input) return undefined;
  const meta: RestRollupMeta = {};
  if (typeof input.embedPhotosInExcelReport === 'boolean')
    meta.embedPhotosInExcelReport = input.embedPhotosInExcelReport;
  if (typeof input.includeMotivesInExcelReport === 'boolean')
    meta.includeMotivesInExcelReport = input.includeMotivesInExcelReport;
  if (input.widgetType !== undefined) meta.widgetType = input.widgetType;
  return meta;
}

const flag = (m: Record<string, unknown>, key: string) => m[key] === true;
const uuidsOf = (v: unknown): string[] =>
  Array.isArray(v)
    ? v
        .map((x) =>
          typeof x === 'string' ? x : typeof x === 'object' && x !== null && 'uuid' in x ? String(x.uuid) : null,
        )
        .filter((x): x is string => x !== null)
    : [];

/**
 * The page's answers and documents, answered with its rows, into the loaders the cells read: the keys the cells ask
 * (the roll-up's columns) get what POST /storeVisitFormAnswer/questionCanonicalKeys and /document/uuids would answer.
 * Answers each visit's answers to the columns (the rows' cells read them at once), or null when the page has none.
 */
function primePage(
  ctx: GatewayContext,
  rollup: RestSavedRollup,
  visits: RestRollupVisits,
): Map<number, RestAnswer[]> | null {
  const keys = rollup.questions.map((q) => q.canonicalKey);
  if (!visits.answers || keys.length === 0) return null;
  const asked = new Set(keys);
  const byVisit = new Map<number, RestAnswer[]>(visits.data.map((v) => [v.id, []]));
  for (const a of visits.answers)
    if (a.questionCanonicalKey !== null && asked.has(a.questionCanonicalKey)) byVisit.get(a.storeVisitId)?.push(a);
  for (const [visitId, list] of byVisit) ctx.loaders.answers.prime(answerKey(visitId, keys), list);
  if (!visits.documents) return byVisit;
  const found = new Map(visits.documents.filter(hasAddress).map((d) => [d.uuid.toLowerCase(), d]));
  for (const a of visits.answers)
    if (isDocumentUuid(a.answerValue))
      ctx.loaders.documents.prime(a.answerValue, found.get(a.answerValue.toLowerCase()) ?? null);
  return byVisit;
}

/** A row's answers to its columns: those the page answered at once, else one loader call for the row. */
function rowAnswers(r: RestRollupRow, ctx: GatewayContext): RestAnswer[] | Promise<RestAnswer[]> {
  return (
    r.answers ??
    ctx.loaders.answers.load(
      answerKey(
        r.visit.id,
        r.columns.map((c) => c.canonicalKey),
      ),
    )
  );
}

/** A row's answers split by column, in column order. */
function byColumn(r: RestRollupRow, answers: RestAnswer[]): { canonicalKey: string; answers: RestAnswer[] }[] {
  const of = new Map<string, RestAnswer[]>(r.columns.map((c) => [c.canonicalKey, []]));
  for (const a of answers) if (a.questionCanonicalKey !== null) of.get(a.questionCanonicalKey)?.push(a);
  return r.columns.map((c) => ({ canonicalKey: c.canonicalKey, answers: of.get(c.canonicalKey) ?? [] }));
}

const valuesOf = (r: RestRollupRow, answers: RestAnswer[]) =>
  byColumn(r, answers).map((cell) => {
    const values = cell.answers.filter((a) => a.answerValue !== null && a.answerValue !== '').map((a) => a.answerValue);
    return values.length ? values.join(', ') : null;
  });

export const rollupResolvers: Resolvers = {
  Query: {
    savedRollups: async (_p, { allClients, statuses }, ctx) => {
      const codes = statusCodes(statuses);
      return codes.length ? ctx.api.savedRollups.list(allClients ?? false, codes) : [];
    },
    savedRollup: (_p, { id }, ctx) => ctx.api.savedRollups.byId(id),
    rollupPage: async (_p, { id, page, pageSize, sort, omitIds }, ctx, info) => {
      const size = pageSize ?? 50;
      if (size < 1 || size > MAX_ROLLUP_PAGE_SIZE)
        throw badInput(`pageSize is 1 to ${MAX_ROLLUP_PAGE_SIZE}.`, 'pageSize');
      if ((page ?? 1) < 1) throw badInput('page starts at 1.', 'page');
      const [rollup, visits] = await Promise.all([
        ctx.api.savedRollups.byId(id),
        ctx.api.savedRollups
          .visits(id, {
            page: page ?? 1,
            pageSize: size,
            sort:
              sort && (sort.questionCanonicalKey || sort.path)
                ? {
                    ...(sort.questionCanonicalKey ? { questionCanonicalKey: sort.questionCanonicalKey } : {}),
                    ...(sort.path && !sort.questionCanonicalKey ? { path: sort.path } : {}),
                    direction: sort.direction === 'ASC' ? 'asc' : 'desc',
                  }
                : null,
            omitIds: omitIds ?? [],
            // Only the row fields the query selects, and its answers and documents in the same call.
            ...rollupPageSelection(info),
          })
          .catch((e: unknown) => {
            // A roll-up not visible answers null (below); its visits call answers 404 for the same reason.
            if (isUserFacing(e) && e.status === 404) return null;
            throw e;
          }),
      ]);
      if (!rollup || !visits) return null;
      return { rollup, visits, answersByVisit: primePage(ctx, rollup, visits) };
    },
  },
  Mutation: {
    createSavedRollup: async (_p, { input }, ctx) => {
      const body: RestSavedRollupBody = {
        title: input.title,
        description: input.description ?? null,
        formQuestionCanonicalKeys: joinKeys(input.questionCanonicalKeys),
        filters: input.filters,
      };
      const meta = metaOf(input.meta);
      if (meta) body.metaJson = meta;
      if (input.restrictTokenUserId !== null && input.restrictTokenUserId !== undefined)
        body.restrictTokenUserId = input.restrictTokenUserId;
      if (input.tenancyClientId !== null && input.tenancyClientId !== undefined)
        body.tenancyClientId = input.tenancyClientId;
      try {
        return { savedRollup: await ctx.api.savedRollups.create(body), error: null };
      } catch (e) {
        return { savedRollup: null, error: refusal(e) };
      }
    },
    updateSavedRollup: async (_p, { id, input }, ctx) => {
      const body: RestSavedRollupBody = {};
      if (input.title !== null && input.title !== undefined) body.title = input.title;
      if (input.description !== undefined) body.description = input.description;
      if (input.questionCanonicalKeys) body.formQuestionCanonicalKeys = joinKeys(input.questionCanonicalKeys);
      if (input.filters) body.filters = input.filters;
      const meta = metaOf(input.meta);
      if (meta) body.metaJson = meta;
      if (Object.keys(body).length === 0)
        return {
          savedRollup: null,
          error: { message: 'Nothing to update: give the fields to change.', field: 'input' },
        };
      try {
        return { savedRollup: await ctx.api.savedRollups.update(id, body), error: null };
      } catch (e) {
        return { savedRollup: null, error: refusal(e) };
      }
    },
    setSavedRollupStatus: async (_p, { ids, status }, ctx) => {
      const unique = [...new Set(ids)];
      const none = { savedRollups: [], changed: 0 };
      if (status === 'DRAFT')
        return {
          ...none,
          error: { message: 'Roll-ups have no drafts: use ACTIVE, ARCHIVED or DELETED.', field: 'status' },
        };
      if (unique.length > MAX_ROLLUP_STATUS_IDS)
        return {
          ...none,
          error: { message: `Change at most ${MAX_ROLLUP_STATUS_IDS} roll-ups at a time.`, field: 'ids' },
        };
      if (unique.length === 0) return { ...none, error: null };
      // One REST call, one transaction: a refusal changes nothing and is shown as the payload's error.
      try {
        const result = await ctx.api.savedRollups.setStatus(unique, recordStatusCode(status));
        return { savedRollups: result.savedRollups, changed: result.changedCount, error: null };
      } catch (e) {
        return { ...none, error: { ...refusal(e), field: 'ids' } };
      }
    },
  },
  SavedRollup: {
    questionCanonicalKeys: (r) => keysOf(r),
    filters: (r) => savedViewFilters(r.filters),
    status: (r) => recordStatusName(r.status),
    meta: (r) => ({
      embedPhotosInExcelReport: flag(r.metaJson, 'embedPhotosInExcelReport'),
      includeMotivesInExcelReport: flag(r.metaJson, 'includeMotivesInExcelReport'),
      widgetType: typeof r.metaJson.widgetType === 'string' ? r.metaJson.widgetType : null,
      blockPhotos: uuidsOf(r.metaJson.blockPhotos),
    }),
  },
  RollupPage: {
    total: (p) => p.visits.total,
    page: (p) => p.visits.page,
    pageSize: (p) => p.visits.pageSize,
    columns: (p) => p.rollup.questions,
    rows: (p) =>
      p.visits.data.map((visit) => ({
        visit,
        columns: p.rollup.questions,
        answers: p.answersByVisit?.get(visit.id),
      })),
  },
  RollupRow: {
    reviewState: (r) => reviewStateName(r.visit.metaReviewState),
    greyed: (r) => r.visit.metaReviewState === ReviewStateCode.PendingSubmission,
    // The row's answers (answered with the page, else one loader call per row, not per cell), split by column; at
    // once when the page has them, so 2,000 cells cost no promise each.
    cells: (r, _a, ctx) => {
      const answers = rowAnswers(r, ctx);
      return Array.isArray(answers) ? byColumn(r, answers) : answers.then((list) => byColumn(r, list));
    },
    values: (r, _a, ctx) => {
      const answers = rowAnswers(r, ctx);
      return Array.isArray(answers) ? valuesOf(r, answers) : answers.then((list) => valuesOf(r, list));
    },
  },
};
