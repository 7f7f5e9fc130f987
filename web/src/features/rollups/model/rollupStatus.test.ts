import { describe, expect, it } from 'vitest';
import {
  changingIds,
  parseStatusFilter as parseRollupStatusFilter,
  statusActions as rollupActions,
} from '../../../ui/statusList';
import { rollupPath } from './rollupStatus';

describe('the roll-up list', () => {
  it('offers client users DELETE only', () => {
    expect(rollupActions(true)).toEqual(['DELETE']);
    expect(rollupActions(false)).toEqual(['ARCHIVE', 'ACTIVATE', 'DELETE']);
  });

  it('skips roll-ups already in the target status', () => {
    const rows = [
      { id: 1, status: 'ACTIVE' as const },
      { id: 2, status: 'ARCHIVED' as const },
    ];
    expect(changingIds(rows, 'ARCHIVE')).toEqual([1]);
    expect(changingIds(rows, 'ACTIVATE')).toEqual([2]);
    expect(changingIds(rows, 'DELETE')).toEqual([1, 2]);
  });

  it('defaults to Active and links rows to their page', () => {
    expect(parseRollupStatusFilter(null)).toBe('active');
    expect(parseRollupStatusFilter('all')).toBe('all');
    expect(rollupPath(12)).toBe('/dashboard/roll-ups/12/edit');
  });
});
