/**
 * The widget creator's filter rules (spec 002 §2, §5, §6): the panel's page config per widget type, the
 * default filters (Visit Date, last 7 days, and Review State Approved for staff), a saved widget's filters
 * read back, validateFilter for widgets ('12 months', Review State for staff), what the mutation takes, and
 * the bar chart's 'data grouped by' choices (the fixed column labels: the text columns a widget may filter on).
 */
import { defaultFilters, validateFilter, type WidgetType } from '@svr/domain';
import { availableParameters } from '../../../filters/model/catalogue';
import { anyData, requestParams } from '../../../filters/model/filterState';
import { parseParams } from '../../../filters/model/storage';
import type { FilterParam, FilterPageConfig } from '../../../filters/model/types';

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

/** The first validateFilter rule for widgets the parameters break (null when they pass or have no values). */
export function widgetFilterProblem(params: readonly FilterParam[], isClient: boolean): string | null {
  if (!anyData(params)) return null;
  return validateFilter([...params], { isClient, target: 'widget' });
}

/** What WidgetInput.filters takes: the parameters with values. */
export const filterInput = (params: readonly FilterParam[]) =>
  requestParams(params).map((f) => ({ label: f.label, path: f.path, type: f.type, data: f.data, exclude: f.exclude }));

/** 'data grouped by' (spec 002 §5): the text columns of the visit a widget may filter on, by label, with their path. */
export function groupByOptions(isClient: boolean): { label: string; path: string }[] {
  return availableParameters({ isDashboard: false, widget: 'widget' }, isClient)
    .filter((p) => p.type === 'String' && p.path.startsWith('metaJson.'))
    .map((p) => ({ label: p.label, path: p.path }));
}

/** A fresh namespace for a new widget's browser filters (kept in its metaJson.namespace). */
export const newWidgetNamespace = (now: number = Date.now(), random: number = Math.random()): string =>
  `widget-${now.toString(36)}${Math.floor(random * 1e6).toString(36)}`;
