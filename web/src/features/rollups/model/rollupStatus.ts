/** The roll-up list's status filter (spec 002 §4): Active by default, Archived, or All (deleted ones never listed). */
import { RECORD_STATUS_LABEL_BY_NAME } from '@svr/domain';
import type { RecordStatus } from '../../../generated/graphql';

export const ROLLUP_STATUS_FILTERS = [
  { value: 'active', label: 'Active', statuses: ['ACTIVE'] },
  { value: 'archived', label: 'Archived', statuses: ['ARCHIVED'] },
  { value: 'all', label: 'All', statuses: ['ACTIVE', 'ARCHIVED'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly RecordStatus[] }[];

export type RollupStatusFilter = (typeof ROLLUP_STATUS_FILTERS)[number]['value'];

export const parseRollupStatusFilter = (value: string | null): RollupStatusFilter =>
  ROLLUP_STATUS_FILTERS.find((f) => f.value === value)?.value ?? 'active';

export const statusLabel = (status: RecordStatus): string => RECORD_STATUS_LABEL_BY_NAME[status];

export type RollupAction = 'ARCHIVE' | 'ACTIVATE' | 'DELETE';
export const ACTION_TARGET: Record<RollupAction, RecordStatus> = {
  ARCHIVE: 'ARCHIVED',
  ACTIVATE: 'ACTIVE',
  DELETE: 'DELETED',
};

/** Client users have only DELETE on the roll-up list (spec 002 §4, §6). */
export const rollupActions = (isClient: boolean): RollupAction[] =>
  isClient ? ['DELETE'] : ['ARCHIVE', 'ACTIVATE', 'DELETE'];

/** The ids an action changes: those already in its target status are skipped (spec 002 §4). */
export const changingIds = (rows: readonly { id: number; status: RecordStatus }[], action: RollupAction): number[] =>
  rows.filter((r) => r.status !== ACTION_TARGET[action]).map((r) => r.id);

export const ROLLUPS_PATH = '/dashboard/roll-ups';
export const rollupPath = (id: number) => `${ROLLUPS_PATH}/${id}/edit`;
export const BACK_TO_ALL = 'BACK TO ALL ROLL-UPS';
