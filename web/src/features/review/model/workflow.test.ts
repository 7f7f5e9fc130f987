import { describe, expect, it } from 'vitest';
import {
  asksKeepOrClear,
  confirmText,
  feedbackToSend,
  isReviewMode,
  OWN_REPORT_MESSAGE,
  whyNot,
  type ViewerCan,
} from './workflow';

const yes = { allowed: true, reason: null };
const no = (reason: string) => ({ allowed: false, reason });
const viewer = (ownReport: boolean): Pick<ViewerCan, 'ownReport'> => ({ ownReport });

describe('the review workflow (spec 001 §4, §5)', () => {
  it('is in review mode only In Review', () => {
    expect(isReviewMode('IN_REVIEW')).toBe(true);
    for (const s of ['PENDING_REVIEW', 'RESUBMITTED', 'APPROVED', 'REJECTED'] as const)
      expect(isReviewMode(s)).toBe(false);
  });

  it('disables a button with the reason the api gives, and enables what the api allows', () => {
    expect(whyNot(yes, viewer(false))).toBeNull();
    expect(whyNot(no('Press EDIT RESPONSES first: an SVR is approved in review mode.'), viewer(false))).toBe(
      'Press EDIT RESPONSES first: an SVR is approved in review mode.',
    );
    expect(whyNot({ allowed: false, reason: null }, viewer(false))).toBe('This is not possible now.');
  });

  it("keeps a button the state allows active on the viewer's own report: pressing it shows the impossible-edit dialog", () => {
    expect(whyNot(no(OWN_REPORT_MESSAGE), viewer(true))).toBeNull();
    expect(whyNot(no('This SVR is already Approved.'), viewer(true))).toBe('This SVR is already Approved.');
  });

  it('asks to keep or clear the marks with more than one marked, in state 5 or 2', () => {
    expect(asksKeepOrClear({ reviewState: 'RESUBMITTED', revisionCount: 2 })).toBe(true);
    expect(asksKeepOrClear({ reviewState: 'RESUBMITTED', revisionCount: 1 })).toBe(false);
    expect(asksKeepOrClear({ reviewState: 'PENDING_REVIEW', revisionCount: 5 })).toBe(false);
  });

  it('words the confirm and trims the feedback', () => {
    expect(confirmText('APPROVED')).toBe('Are you sure you want to mark this SVR as Approved?');
    expect(confirmText('REJECTED')).toBe('Are you sure you want to mark this SVR as Rejected?');
    expect(feedbackToSend('  ')).toBeNull();
    expect(feedbackToSend(' Retake the shelf photo ')).toBe('Retake the shelf photo');
  });
});
