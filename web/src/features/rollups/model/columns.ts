/**
 * The roll-up table's columns (spec 002 §2): the common columns of a visit, then one column per question in
 * the roll-up's order. Common columns sort by their filter path (docs/API.md), question columns by their
 * canonical key; the sort follows the lists' rule (model/../responses sort: first click ascending).
 */
import type { RollupPageQuery, RollupSortInput, RollupVisitFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/format';

export type RollupRow = NonNullable<RollupPageQuery['rollupPage']>['rows'][number];
export type RollupColumnDef = NonNullable<RollupPageQuery['rollupPage']>['columns'][number];
export type RollupAnswer = RollupRow['cells'][number]['answers'][number];

export interface CommonColumn {
  id: string;
  name: string;
  path: string;
  text: (v: RollupVisitFieldsFragment) => string;
}

export const COMMON_COLUMNS: readonly CommonColumn[] = [
  { id: 'id', name: 'Report #', path: 'id', text: (v) => String(v.id) },
  {
    id: 'visitDate',
    name: 'Visit Date',
    path: 'expectedCheckinTime',
    text: (v) => formatDateTime(v.expectedCheckinTime),
  },
  { id: 'project', name: 'Project', path: 'metaJson.projectName', text: (v) => v.projectName },
  { id: 'retailer', name: 'Retailer', path: 'metaJson.retailer', text: (v) => v.retailer ?? '' },
  { id: 'doorNumber', name: 'Door #', path: 'metaJson.doorNumber', text: (v) => v.doorNumber ?? '' },
  { id: 'doorLocation', name: 'Door Location', path: 'metaJson.doorLocation', text: (v) => v.doorLocation ?? '' },
  { id: 'city', name: 'City', path: 'metaJson.city', text: (v) => v.city ?? '' },
];

/** A sort of the page: a common column's path or a question's canonical key. */
export type PageSort = { kind: 'path' | 'question'; key: string; desc: boolean };

export const DEFAULT_PAGE_SORT: PageSort = { kind: 'path', key: 'id', desc: true };

/** Spec 002 §4: a first click sorts ascending; a second click on the same column flips it. */
export function nextPageSort(current: PageSort, kind: PageSort['kind'], key: string): PageSort {
  if (current.kind !== kind || current.key !== key) return { kind, key, desc: false };
  return { kind, key, desc: !current.desc };
}

export const sortInput = (s: PageSort): RollupSortInput =>
  s.kind === 'path'
    ? { path: s.key, direction: s.desc ? 'DESC' : 'ASC' }
    : { questionCanonicalKey: s.key, direction: s.desc ? 'DESC' : 'ASC' };

/** The text of an answer value as the table shows it: JSON lists (checkboxes) joined. */
export function answerText(value: string | null): string {
  if (value === null) return '';
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String).join(', ');
    } catch {
      // Not JSON: shown as written.
    }
  }
  return value;
}
