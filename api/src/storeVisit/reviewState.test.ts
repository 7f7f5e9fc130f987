import { describe, expect, it } from 'vitest';
import { ReviewState } from '@svr/domain';
import { deriveReviewState } from './reviewState.js';

const d = (s: string) => new Date(s);

describe('deriveReviewState', () => {
  it('is Resubmitted when pending review and submitted after the last rejection', () => {
    expect(deriveReviewState(1, d('2026-11-02T10:00:00Z'), d('2026-11-01T10:00:00Z'))).toBe(ReviewState.Resubmitted);
  });
  it('stays Pending Review when never rejected', () => {
    expect(deriveReviewState(1, d('2026-11-02T10:00:00Z'), null)).toBe(ReviewState.PendingReview);
  });
  it('stays Pending Review when the rejection is later than the submission', () => {
    expect(deriveReviewState(1, d('2026-11-01T10:00:00Z'), d('2026-11-02T10:00:00Z'))).toBe(ReviewState.PendingReview);
  });
  it('stays Pending Review when submission and rejection are at the same instant', () => {
    expect(deriveReviewState(1, d('2026-11-01T10:00:00Z'), d('2026-11-01T10:00:00Z'))).toBe(ReviewState.PendingReview);
  });
  it('never changes a state other than Pending Review', () => {
    for (const s of [0, 2, 3, 4]) {
      expect(deriveReviewState(s, d('2026-11-02T10:00:00Z'), d('2026-11-01T10:00:00Z'))).toBe(s);
    }
  });
});

describe('deriveReviewState without dates', () => {
  it('stays Pending Review without a submission date or when never submitted again', () => {
    expect(deriveReviewState(1, null, new Date('2026-11-01T10:00:00Z'))).toBe(ReviewState.PendingReview);
    expect(deriveReviewState(1, null, null)).toBe(ReviewState.PendingReview);
  });
  it('reads a resubmission one millisecond after the rejection as Resubmitted', () => {
    expect(deriveReviewState(1, new Date('2026-11-01T10:00:00.001Z'), new Date('2026-11-01T10:00:00Z'))).toBe(
      ReviewState.Resubmitted,
    );
  });
});
