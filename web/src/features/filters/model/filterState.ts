/**
 * The filter panel's rules as pure functions (spec 002 §2, §5, §6): defaults when nothing is saved,
 * locked parameters, the client and project chips injected on the reporting pages, values added from
 * free text, CLEAR PARAMETERS, and what is kept in the browser per namespace.
 */
import { parameterByLabel } from './catalogue';
import type { FilterParam, FilterPageConfig, FilterType, FilterValue, ParameterDef } from './types';
import { defaultVisitDate, hasFilterData } from './validation';

export const VISIT_DATE = 'Visit Date';
export const REVIEW_STATE = 'Review State';
export const CLIENT_NAME = 'Client Name';
export const PROJECT_NAME = 'Project Name';
/** The review queue's default: Pending Review or Resubmitted (spec 001 §2.2). */
export const REVIEW_QUEUE_STATES: readonly number[] = [1, 5];

/** The client and project chosen in the header, by name, for the injected chips. */
export interface InjectedTenancy {
  clientName: string | null;
  projectName: string | null;
}

export function newParam(def: ParameterDef): FilterParam {
  return {
    label: def.label,
    path: def.path,
    pathStr: def.path,
    type: def.type,
    data: [],
    exclude: def.exclude ?? false,
  };
}

function paramOf(label: string, data: FilterValue[]): FilterParam {
  const def = parameterByLabel(label);
  if (!def) throw new Error(`Unknown filter parameter ${label}`);
  return { ...newParam(def), data };
}

/**
 * Defaults when none are saved: Visit Date, last 7 days, for staff (a client user gets the Visit Date parameter to
 * fill in: spec 002 §5, 001 §2.2); on the review queue (staff) also Review State Pending Review or Resubmitted.
 */
export function defaultParams(
  page: Pick<FilterPageConfig, 'reviewQueue'>,
  isClient: boolean,
  now: Date = new Date(),
): FilterParam[] {
  const params = [defaultVisitDate(now, isClient)];
  if (page.reviewQueue && !isClient) params.push(paramOf(REVIEW_STATE, [...REVIEW_QUEUE_STATES]));
  return params;
}

/** Locked parameters cannot be removed: Visit Date always, Review State on the review queue, and the injected chips. */
export function isLocked(param: FilterParam, page: Pick<FilterPageConfig, 'reviewQueue'>): boolean {
  return param.label === VISIT_DATE || (page.reviewQueue && param.label === REVIEW_STATE);
}

/** The permanent Client Name and Project Name parameters of the chosen client and project (reporting pages). */
export function injectedParams(tenancy: InjectedTenancy): FilterParam[] {
  const out: FilterParam[] = [];
  if (tenancy.clientName) out.push(paramOf(CLIENT_NAME, [tenancy.clientName]));
  if (tenancy.projectName) out.push(paramOf(PROJECT_NAME, [tenancy.projectName]));
  return out;
}

const isInjectable = (p: FilterParam) => !p.exclude && (p.label === CLIENT_NAME || p.label === PROJECT_NAME);

/** The user's parameters with the injected ones in place of their own Client Name / Project Name, after Visit Date. */
export function withInjected(params: readonly FilterParam[], injected: readonly FilterParam[]): FilterParam[] {
  if (injected.length === 0) return [...params];
  const replaced = new Set(injected.map((p) => p.label));
  const own = params.filter((p) => !(isInjectable(p) && replaced.has(p.label)));
  const at = own.findIndex((p) => p.label === VISIT_DATE) + 1;
  return [...own.slice(0, at), ...injected, ...own.slice(at)];
}

/** Filters to start from: the saved ones, unless none are saved or they are a lone Client Name (spec 002 §5); locked ones are always there. */
export function initialParams(
  saved: FilterParam[] | null,
  page: Pick<FilterPageConfig, 'reviewQueue'>,
  isClient: boolean,
  now: Date = new Date(),
): FilterParam[] {
  const withData = (saved ?? []).filter(hasFilterData);
  const loneClient = withData.length === 1 && withData[0].label === CLIENT_NAME;
  if (!saved || saved.length === 0 || loneClient) {
    const defaults = defaultParams(page, isClient, now);
    return loneClient ? [...defaults, withData[0]] : defaults;
  }
  const params = [...saved];
  for (const locked of defaultParams(page, isClient, now)) {
    if (!params.some((p) => p.label === locked.label)) params.unshift({ ...locked, data: [] });
  }
  return params;
}

/** CLEAR PARAMETERS: unlocked parameters go, locked ones stay without values. */
export function clearParams(
  params: readonly FilterParam[],
  page: Pick<FilterPageConfig, 'reviewQueue'>,
): FilterParam[] {
  return params.filter((p) => isLocked(p, page)).map((p) => ({ ...p, data: [] }));
}

export type ParsedValue = { ok: true; value: FilterValue } | { ok: false; message: string };

/** A typed value for a parameter: trimmed text, or an integer for Number parameters (number filters compare as integers). */
export function parseValue(type: FilterType, raw: string, label: string): ParsedValue {
  const text = raw.trim();
  if (text === '') return { ok: false, message: '' };
  if (type !== 'Number') return { ok: true, value: text };
  const n = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(n)) return { ok: false, message: `${label} takes numbers only.` };
  return { ok: true, value: Math.trunc(n) };
}

/** Adds a value unless the parameter already has it. */
export function addValue(param: FilterParam, value: FilterValue): FilterParam {
  return param.data.some((v) => String(v) === String(value)) ? param : { ...param, data: [...param.data, value] };
}

export const anyData = (params: readonly FilterParam[]): boolean => params.some(hasFilterData);

/** What goes to the api: parameters with values only (an empty parameter is no filter). */
export const requestParams = (params: readonly FilterParam[]): FilterParam[] => params.filter(hasFilterData);
