/**
 * The status rules the saved-item lists share (spec 002 §4, §6): the status filter (Active by default, Archived,
 * or All; deleted items are never listed), the bulk actions ARCHIVE, ACTIVATE and DELETE (client users DELETE
 * only), and the ids an action changes (those already in its target status are skipped).
 */
import type { RecordStatus } from '../generated/graphql';

export const STATUS_FILTERS = [
  { value: 'active', label: 'Active', statuses: ['ACTIVE'] },
  { value: 'archived', label: 'Archived', statuses: ['ARCHIVED'] },
  { value: 'all', label: 'All', statuses: ['ACTIVE', 'ARCHIVED'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly RecordStatus[] }[];

export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const parseStatusFilter = (value: string | null): StatusFilter =>
  STATUS_FILTERS.find((f) => f.value === value)?.value ?? 'active';

/** The record statuses a filter lists. */
export const statusesOf = (filter: StatusFilter): RecordStatus[] => [
  ...STATUS_FILTERS.find((f) => f.value === filter)!.statuses,
];

export type StatusAction = 'ARCHIVE' | 'ACTIVATE' | 'DELETE';
export const ACTION_TARGET: Record<StatusAction, RecordStatus> = {
  ARCHIVE: 'ARCHIVED',
  ACTIVATE: 'ACTIVE',
  DELETE: 'DELETED',
};
/** How a toast and a tooltip say an action was done. */
export const ACTION_DONE: Record<StatusAction, string> = {
  ARCHIVE: 'archived',
  ACTIVATE: 'activated',
  DELETE: 'deleted',
};

/** Client users have only DELETE (spec 002 §4, §6). */
export const statusActions = (isClient: boolean): StatusAction[] =>
  isClient ? ['DELETE'] : ['ARCHIVE', 'ACTIVATE', 'DELETE'];

/** The ids an action changes: those already in its target status are skipped (spec 002 §4). */
export const changingIds = (rows: readonly { id: number; status: RecordStatus }[], action: StatusAction): number[] =>
  rows.filter((r) => r.status !== ACTION_TARGET[action]).map((r) => r.id);
