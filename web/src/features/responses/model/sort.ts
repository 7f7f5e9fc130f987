/**
 * The list's sort (spec 002 §4): a first click on a column sorts ascending; a second click on the same
 * column while descending gives ascending, otherwise descending. Default: id descending (spec 001 §9).
 */
export interface ListSort {
  /** A filter path of docs/API.md, or waitColor. */
  path: string;
  desc: boolean;
}

export const DEFAULT_SORT: ListSort = { path: 'id', desc: true };
export const WAIT_COLOR_PATH = 'waitColor';
/**
 * 'Longest wait first' (staff, issue 15): the api's waitTime sort orders by what the rows show, the wait colour
 * then the oldest (Re)submitted; a column sort chosen afterwards turns it off.
 */
export const LONGEST_WAIT_SORT: ListSort = { path: 'waitTime', desc: false };

export function nextSort(current: ListSort, path: string): ListSort {
  if (current.path !== path) return { path, desc: false };
  return { path, desc: !current.desc };
}
