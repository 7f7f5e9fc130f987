/** Filters kept in the browser per namespace (spec 002 §3, §9): `svr.filters.{namespace}`. */
import { isRelativeRange, resolveRelativeDates } from '@svr/domain';
import type { FilterParam, FilterType, FilterValue } from './types';

export const filterStorageKey = (namespace: string) => `svr.filters.${namespace}`;

const TYPES: readonly FilterType[] = ['Date', 'String', 'Number', 'range'];
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isValue = (v: unknown): v is FilterValue =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/**
 * A filter list read from storage, a saved view or JSON: entries that are not parameters are skipped. A relative
 * date range ('Past week') gets its days today, so kept filters and saved views move with time.
 */
export function parseParams(value: unknown, now: Date = new Date()): FilterParam[] {
  if (!Array.isArray(value)) return [];
  const params = value
    .filter(isObj)
    .filter((p) => typeof p.label === 'string' && typeof p.path === 'string')
    .map((p): FilterParam => ({
      label: p.label as string,
      path: p.path as string,
      pathStr: typeof p.pathStr === 'string' ? p.pathStr : (p.path as string),
      type: TYPES.includes(p.type as FilterType) ? (p.type as FilterType) : 'String',
      data: Array.isArray(p.data) ? p.data.filter(isValue) : [],
      exclude: p.exclude === true,
      ...(p.type === 'Date' && isRelativeRange(p.relative) ? { relative: p.relative } : {}),
    }));
  return resolveRelativeDates(params, now);
}

/** null when nothing is saved (or it cannot be read). */
export function readSavedParams(storage: Pick<Storage, 'getItem'>, namespace: string): FilterParam[] | null {
  try {
    const raw = storage.getItem(filterStorageKey(namespace));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parseParams(parsed) : null;
  } catch {
    return null;
  }
}

export function writeSavedParams(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  namespace: string,
  params: readonly FilterParam[] | null,
): void {
  try {
    if (params === null) storage.removeItem(filterStorageKey(namespace));
    else storage.setItem(filterStorageKey(namespace), JSON.stringify(params));
  } catch {
    // Storage full or blocked: the filters still work for this visit.
  }
}
