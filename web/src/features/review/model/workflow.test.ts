import { describe, expect, it } from 'vitest';
import { approveBlocked, asksKeepOrClear, confirmText, editResponsesBlocked, feedbackToSend, isOwnReport, isReviewMode, rejectBlocked } from './workflow';

describe('the review workflow (spec 001 §4, §5)', () => {
  it('is in review mode only In Review', () => {
    expect(isReviewMode('IN_REVIEW')).toBe(true);
    for (const s of ['PENDING_REVIEW', 'RESUBMITTED', 'APPROVED', 'REJECTED'] as const) expect(isReviewMode(s)).toBe(false);
  });

  it('lets EDIT RESPONSES move Pending Review and Resubmitted reports only', () => {
    expect(editResponsesBlocked({ reviewState: 'PENDING_REVIEW', revisionCount: 0 })).toBeNull();
    expect(editResponsesBlocked({ reviewState: 'RESUBMITTED', revisionCount: 3 })).toBeNull();
    expect(editResponsesBlocked({ reviewState: 'APPROVED', revisionCount: 0 })).toMatch(/Approved/);
    expect(editResponsesBlocked({ reviewState: 'REJECTED', revisionCount: 0 })).toMatch(/Rejected/);
    expect(editResponsesBlocked({ reviewState: 'IN_REVIEW', revisionCount: 0 })).toMatch(/already/);
  });

  it('approves only in review mode, not Approved, with no question marked', () => {
    expect(approveBlocked({ reviewState: 'IN_REVIEW', revisionCount: 0 })).toBeNull();
    expect(approveBlocked({ reviewState: 'IN_REVIEW', revisionCount: 2 })).toMatch(/2 questions are marked NEEDS REVISION/);
    expect(approveBlocked({ reviewState: 'PENDING_REVIEW', revisionCount: 0 })).toMatch(/EDIT RESPONSES/);
    expect(approveBlocked({ reviewState: 'APPROVED', revisionCount: 0 })).toMatch(/already Approved/);
  });

  it('rejects only in review mode, neither Rejected nor Approved', () => {
    expect(rejectBlocked({ reviewState: 'IN_REVIEW', revisionCount: 4 })).toBeNull();
    expect(rejectBlocked({ reviewState: 'REJECTED', revisionCount: 0 })).not.toBeNull();
    expect(rejectBlocked({ reviewState: 'APPROVED', revisionCount: 0 })).not.toBeNull();
    expect(rejectBlocked({ reviewState: 'RESUBMITTED', revisionCount: 0 })).not.toBeNull();
  });

  it('asks to keep or clear the marks with more than one marked, in state 5 or 2', () => {
    expect(asksKeepOrClear({ reviewState: 'RESUBMITTED', revisionCount: 2 })).toBe(true);
    expect(asksKeepOrClear({ reviewState: 'RESUBMITTED', revisionCount: 1 })).toBe(false);
    expect(asksKeepOrClear({ reviewState: 'PENDING_REVIEW', revisionCount: 5 })).toBe(false);
  });

  it('knows a report the reviewer filed, whatever the case of the e-mail', () => {
    expect(isOwnReport('Reviewer@Example.com', 'reviewer@example.com')).toBe(true);
    expect(isOwnReport('reviewer@example.com', null)).toBe(false);
    expect(isOwnReport('a@example.com', 'b@example.com')).toBe(false);
  });

  it('words the confirm and trims the feedback', () => {
    expect(confirmText('APPROVED')).toBe('Are you sure you want to mark this SVR as Approved?');
    expect(confirmText('REJECTED')).toBe('Are you sure you want to mark this SVR as Rejected?');
    expect(feedbackToSend('  ')).toBeNull();
    expect(feedbackToSend(' Retake the shelf photo ')).toBe('Retake the shelf photo');
  });
});
