/** Status filter of the form list (spec 000 §2): Active (default), Archived, Draft, All (all but deleted). */
import type { RecordStatus } from '../../generated/graphql';

export const STATUS_FILTERS = [
  { value: 'active', label: 'Active', statuses: ['ACTIVE'] },
  { value: 'archived', label: 'Archived', statuses: ['ARCHIVED'] },
  { value: 'draft', label: 'Draft', statuses: ['DRAFT'] },
  { value: 'all', label: 'All', statuses: ['ACTIVE', 'ARCHIVED', 'DRAFT'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly RecordStatus[] }[];

export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((f) => f.value === value)?.value ?? 'active';
}
