/** Roll-up statuses and paths; the list's status filter and bulk actions are ui/statusList.ts (shared with saved views). */
import { RECORD_STATUS_LABEL_BY_NAME } from '@svr/domain';
import type { RecordStatus } from '../../../generated/graphql';

export const statusLabel = (status: RecordStatus): string => RECORD_STATUS_LABEL_BY_NAME[status];

export const ROLLUPS_PATH = '/dashboard/roll-ups';
export const rollupPath = (id: number) => `${ROLLUPS_PATH}/${id}/edit`;
export const BACK_TO_ALL = 'BACK TO ALL ROLL-UPS';
