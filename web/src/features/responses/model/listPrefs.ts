/**
 * The list's own settings kept in the browser per namespace (spec 002 §9 keeps list state per namespace):
 * rows per page, sort, and the wait-colour display and sort (staff).
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../ui/Pager';
import { DEFAULT_SORT, type ListSort } from './sort';

export interface ListPrefs {
  pageSize: number;
  sort: ListSort;
  /** Wait colours shown as row backgrounds (sortandcolors.colors). */
  colors: boolean;
  /** Longest-waiting reports first (sortandcolors.sort). */
  colorSort: boolean;
}

export const DEFAULT_PREFS: ListPrefs = {
  pageSize: DEFAULT_PAGE_SIZE,
  sort: DEFAULT_SORT,
  colors: true,
  colorSort: false,
};

export const prefsKey = (namespace: string) => `svr.list.${namespace}`;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored settings, with defaults for anything missing or unreadable. */
export function parsePrefs(raw: string | null): ListPrefs {
  try {
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (!isObj(v)) return DEFAULT_PREFS;
    const sort =
      isObj(v.sort) && typeof v.sort.path === 'string' && v.sort.path
        ? { path: v.sort.path, desc: v.sort.desc === true }
        : DEFAULT_SORT;
    return {
      pageSize: (PAGE_SIZES as readonly number[]).includes(v.pageSize as number)
        ? (v.pageSize as number)
        : DEFAULT_PAGE_SIZE,
      sort,
      colors: typeof v.colors === 'boolean' ? v.colors : DEFAULT_PREFS.colors,
      colorSort: typeof v.colorSort === 'boolean' ? v.colorSort : DEFAULT_PREFS.colorSort,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}
