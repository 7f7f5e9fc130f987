import { describe, expect, it } from 'vitest';
import { recordStatusCode, recordStatusName, REVIEW_TARGET_CODE, reviewStateName } from './enums.js';

describe('status codes', () => {
  it('maps record statuses both ways', () => {
    expect([0, 1, 2, 3].map(recordStatusName)).toEqual(['DELETED', 'ACTIVE', 'ARCHIVED', 'DRAFT']);
    expect(recordStatusCode('ARCHIVED')).toBe(2);
  });

  it('maps review states, 5 being resubmitted', () => {
    expect([0, 1, 2, 3, 4, 5].map(reviewStateName)).toEqual([
      'PENDING_SUBMISSION',
      'PENDING_REVIEW',
      'IN_REVIEW',
      'APPROVED',
      'REJECTED',
      'RESUBMITTED',
    ]);
  });

  it('refuses codes it does not know rather than guessing', () => {
    expect(() => recordStatusName(7)).toThrow('unknown status code 7');
    expect(() => reviewStateName(-1)).toThrow('unknown review state code -1');
  });

  it('sends the code of each review target', () => {
    expect(REVIEW_TARGET_CODE).toEqual({ IN_REVIEW: 2, APPROVED: 3, REJECTED: 4 });
  });
});
