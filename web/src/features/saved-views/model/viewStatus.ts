/** The saved-view list's status filter (spec 002 §4): Active (default), Archived, or All (deleted views are never listed). */
import type { RecordStatus } from '../../../generated/graphql';

export const VIEW_STATUS_FILTERS = [
  { value: 'active', label: 'Active', statuses: ['ACTIVE'] },
  { value: 'archived', label: 'Archived', statuses: ['ARCHIVED'] },
  { value: 'all', label: 'All', statuses: ['ACTIVE', 'ARCHIVED'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly RecordStatus[] }[];

export type ViewStatusFilter = (typeof VIEW_STATUS_FILTERS)[number]['value'];

export function parseViewStatusFilter(value: string | null): ViewStatusFilter {
  return VIEW_STATUS_FILTERS.find((f) => f.value === value)?.value ?? 'active';
}
