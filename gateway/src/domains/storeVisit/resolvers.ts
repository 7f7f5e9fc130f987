/** Visits and their answers. Answers and their photo documents are batched across every visit of a page. */
import { recordStatusName, reviewStateName } from '../../domain/enums.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { answerKey } from './loaders.js';
import { listFieldsFromSelection } from './fields.js';
import { isDocumentUuid } from './answers.js';
import { MAX_VISIT_PAGE_SIZE, multiDayEvents, visitMeta } from './rest.js';
import { badInput } from '../shared/errors.js';
import { reportWithParts } from '../review/page.js';

export function checkPaging(page: number, pageSize: number): void {
  if (!Number.isInteger(page) || page < 1) throw badInput(`page starts at 1 (got ${page}).`, 'page');
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw badInput(`pageSize must be at least 1 (got ${pageSize}).`, 'pageSize');
  if (pageSize > MAX_VISIT_PAGE_SIZE) {
    throw badInput(
      `pageSize is at most ${MAX_VISIT_PAGE_SIZE} (got ${pageSize}). Ask for the next page with page: 2, 3, ...`,
      'pageSize',
    );
  }
}

export const storeVisitResolvers: Resolvers = {
  Query: {
    // The review page's parts come with the report in one call (review/page.ts).
    storeVisit: (_p, { id }, ctx, info) => reportWithParts(ctx, id, info),
    storeVisits: async (
      _p,
      { filters, page, pageSize, sort, sortandcolors, groupMultiDaySvrs, fields, isDashboard, filterFor },
      ctx,
      info,
    ) => {
      const p = page ?? 1;
      const size = pageSize ?? 50;
      checkPaging(p, size);
      const result = await ctx.api.storeVisits.list({
        filters,
        page: p,
        pageSize: size,
        groupMultiDaySvrs,
        // Not given: only what the items select (a 50-row page answers a few kB, not whole visits).
        fields: fields?.length ? fields : listFieldsFromSelection(info),
        isDashboard,
        filterFor: filterFor === 'ROLLUP' ? 'rollup' : filterFor === 'WIDGET' ? 'widget' : null,
        sortandcolors,
        sort: sort
          ? { path: sort.path, direction: sort.direction === 'ASC' ? 'asc' : sort.direction === 'DESC' ? 'desc' : null }
          : null,
      });
      return { total: result.total, page: result.page, pageSize: result.pageSize, items: result.data };
    },
    storeVisitSuggestions: async (_p, { path, search }, ctx) => {
      const text = search.trim();
      if (!text || !path.trim()) return [];
      return ctx.api.storeVisits.suggestions(path.trim(), text);
    },
    mealPeriods: async (_p, { filters, page, pageSize, isDashboard }, ctx) => {
      const p = page ?? 1;
      const size = pageSize ?? 50;
      checkPaging(p, size);
      const result = await ctx.api.storeVisits.mealPeriods({ filters, page: p, pageSize: size, isDashboard });
      return { total: result.total, page: result.page, pageSize: result.pageSize, items: result.data };
    },
  },
  StoreVisit: {
    // The api withholds status, privacy and rejectedCounter from client users (null on the wire). A client
    // user is only ever served visible (privacy 0), non-deleted visits, so those are what we answer.
    status: (v) => recordStatusName(v.status ?? 1),
    privacy: (v) => v.privacy ?? 0,
    rejectedCounter: (v) => v.rejectedCounter ?? 0,
    reviewState: (v) => reviewStateName(v.metaReviewState),
    lastRejectedDate: (v) => v.metaLastRejectedDate ?? null,
    mcid: (v) => v.metaMcid ?? null,
    talentName: (v) => visitMeta(v).talentName,
    talentEmail: (v) => visitMeta(v).talentEmail,
    retailer: (v) => visitMeta(v).retailer,
    doorLocation: (v) => visitMeta(v).doorLocation,
    doorNumber: (v) => visitMeta(v).doorNumber,
    city: (v) => visitMeta(v).city,
    state: (v) => visitMeta(v).state,
    projectSegmentName: (v) => visitMeta(v).projectSegmentName,
    waitColor: (v) => v.waitColor ?? null,
    multiDayEventId: (v) => v.multiDayEventId ?? null,
    multiDayEvents: (v) => multiDayEvents(v.multiDayEvents),
    metaJson: (v) => v.metaJson ?? {},
    formState: (v) => v.formState ?? {},
    form: (v, _a, ctx) => (v.formId ? ctx.loaders.forms.load(v.formId) : null),
    answers: (v, { questionCanonicalKeys }, ctx) => ctx.loaders.answers.load(answerKey(v.id, questionCanonicalKeys)),
  },
  Answer: {
    value: (a) => a.answerValue,
    // What a page primed is answered at once (no promise per answer: a roll-up page has 2,000).
    document: (a, _args, ctx) =>
      isDocumentUuid(a.answerValue) ? ctx.loaders.documents.peekOrLoad(a.answerValue) : null,
  },
};
