/**
 * The widget creator's filter rules (spec 002 §2, §5, §6): the panel's page config per widget type, the
 * default filters (Visit Date, last 7 days, and Review State Approved for staff), a saved widget's filters
 * read back, validateFilter for widgets ('12 months', Review State for staff), what the mutation takes, and
 * the bar chart's 'data grouped by' choices (the fixed column labels: the text columns a widget may filter on).
 */
import {
  defaultFilters,
  FILTER_LIMITS,
  REVIEW_STATE_PATH,
  ReviewState,
  validateFilter,
  VISIT_DATE_PATH,
  type WidgetType,
} from '@svr/domain';
import { availableParameters, REVIEW_STATE_OPTIONS } from '../../../filters/model/catalogue';
import { anyData, requestParams } from '../../../filters/model/filterState';
import { parseParams } from '../../../filters/model/storage';
import type { FilterParam, FilterPageConfig } from '../../../filters/model/types';
import { toFilterInput } from '../../../filters/model/filterInput';

/** The filter panel of a widget type's modal: its own namespace, never kept in the browser while editing. */
export function widgetFilterConfig(widget: WidgetType, namespace: string): FilterPageConfig {
  return {
    namespace,
    isDashboard: false,
    reviewQueue: false,
    injectTenancy: false,
    widget: widget === 'percentage' ? 'percentage' : 'widget',
  };
}

/** The filters a new widget starts from (spec 002 §5 defaults for widgets). */
export function defaultWidgetParams(isClient: boolean, now: Date = new Date()): FilterParam[] {
  return parseParams(defaultFilters({ isClient, target: 'widget' }, now));
}

/** An edited widget's saved filters, or the defaults when it has none. */
export function initialWidgetParams(saved: unknown, isClient: boolean, now: Date = new Date()): FilterParam[] {
  const params = parseParams(saved);
  return params.length > 0 ? params : defaultWidgetParams(isClient, now);
}

/** Parameters a type's panel does not offer are dropped (a type changed in step one, a client user's view). */
export function keepOffered(
  params: readonly FilterParam[],
  config: FilterPageConfig,
  isClient: boolean,
): FilterParam[] {
  const offered = new Set(availableParameters(config, isClient).map((p) => p.label));
  return params.filter((p) => offered.has(p.label));
}

/**
 * A new percentage widget (approved visits out of all the filter's visits) starts from every Review State where the
 * widget defaults say Approved alone, which would always give 100%; staff still need a Review State (spec 002 §6).
 */
export function percentageParams(params: readonly FilterParam[]): FilterParam[] {
  const approvedOnly = (p: FilterParam) =>
    p.path === REVIEW_STATE_PATH && !p.exclude && p.data.length === 1 && p.data[0] === ReviewState.Approved;
  return params.map((p) => (approvedOnly(p) ? { ...p, data: REVIEW_STATE_OPTIONS.map((o) => o.value) } : p));
}

/** The first validateFilter rule for widgets the parameters break (null when they pass or have no values). */
export function widgetFilterProblem(params: readonly FilterParam[], isClient: boolean): string | null {
  if (!anyData(params)) return null;
  return validateFilter([...params], { isClient, target: 'widget' });
}

/** What WidgetInput.filters takes: the parameters with values. */
export const filterInput = (params: readonly FilterParam[]) => requestParams(params).map(toFilterInput);

/** 'data grouped by' (spec 002 §5): the text columns of the visit a widget may filter on, by label, with their path. */
export function groupByOptions(isClient: boolean): { label: string; path: string }[] {
  return availableParameters({ isDashboard: false, widget: 'widget' }, isClient)
    .filter((p) => p.type === 'String' && p.path.startsWith('metaJson.'))
    .map((p) => ({ label: p.label, path: p.path }));
}

/** A fresh namespace for a new widget's browser filters (kept in its metaJson.namespace). */
export const newWidgetNamespace = (now: number = Date.now(), random: number = Math.random()): string =>
  `widget-${now.toString(36)}${Math.floor(random * 1e6).toString(36)}`;

const DAY_MS = 86_400_000;
const dayOf = (value: unknown): number | null => {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS : null;
};
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The visit list the picker and the percentage count read (storeVisits) takes at most 45 days (validateFilter for
 * lists), a widget up to 366: a widget's filter as the same filter over consecutive Visit Date ranges of at most 45
 * days each, newest first, which together select exactly its visits (a visit has one Visit Date). A filter of 45 days
 * or less is itself.
 */
export function visitDateChunks(
  params: readonly FilterParam[],
  maxSpan: number = FILTER_LIMITS.listDays,
): FilterParam[][] {
  const at = params.findIndex((p) => p.path === VISIT_DATE_PATH && !p.exclude);
  const date = at >= 0 ? params[at] : null;
  const start = date && date.data.length === 2 ? dayOf(date.data[0]) : null;
  const end = date && date.data.length === 2 ? dayOf(date.data[1]) : null;
  if (!date || start === null || end === null || end - start <= maxSpan) return [[...params]];
  const chunks: FilterParam[][] = [];
  for (let last = end; last >= start; last -= maxSpan + 1) {
    const first = Math.max(start, last - maxSpan);
    const range = { ...date, data: [isoDay(first), `${isoDay(last)} 23:59:59`] };
    chunks.push(params.map((p, i) => (i === at ? range : p)));
  }
  return chunks;
}
