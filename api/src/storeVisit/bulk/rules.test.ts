import { describe, expect, it } from 'vitest';
import {
  BULK_MESSAGES,
  isAlreadyReset,
  planApprove,
  planReset,
  planStatus,
  resetFormState,
  resetMetaJson,
  type BulkVisit,
} from './rules.js';

const visit = (over: Partial<BulkVisit>): BulkVisit => ({
  id: 1,
  status: 1,
  reviewState: 1,
  svrType: 0,
  formId: 7,
  talentEmail: 'talent@example.com',
  expectedCheckinTime: new Date('2026-11-02T15:00:00Z'),
  actualCheckinTime: new Date('2026-11-02T15:10:00Z'),
  actualCheckoutTime: new Date('2026-11-02T17:00:00Z'),
  approvedBy: null,
  projectName: 'Spring Counter Refresh',
  ...over,
});

describe('planApprove', () => {
  it('approves what is not approved yet and skips what is', () => {
    expect(
      planApprove(
        [
          visit({ id: 1 }),
          visit({ id: 2, reviewState: 3 }),
          visit({ id: 3, reviewState: 4 }),
          visit({ id: 4, reviewState: 2 }),
        ],
        'me@example.com',
      ),
    ).toEqual({ ok: true, change: [1, 3, 4], skip: [2] });
  });
  it("refuses the whole action when a report still to approve is the caller's own, listing them by date and project", () => {
    const plan = planApprove(
      [visit({ id: 1 }), visit({ id: 2, talentEmail: 'Reviewer@Example.com' })],
      'reviewer@example.com',
    );
    expect(plan).toEqual({
      ok: false,
      message: 'You can not edit the status of an SVR you have submitted.',
      reports: [{ id: 2, date: '2026-11-02', projectName: 'Spring Counter Refresh' }],
    });
  });
  it("ignores the caller's own reports that are already approved", () => {
    expect(planApprove([visit({ id: 2, talentEmail: 'me@example.com', reviewState: 3 })], 'me@example.com')).toEqual({
      ok: true,
      change: [],
      skip: [2],
    });
  });
  it('refuses reports in Pending Submission', () => {
    const plan = planApprove([visit({ id: 1 }), visit({ id: 5, reviewState: 0 })], 'me@example.com');
    expect(plan).toMatchObject({ ok: false, message: BULK_MESSAGES.notSubmitted, reports: [{ id: 5 }] });
  });
});

describe('planStatus', () => {
  it('skips reports already in the target status', () => {
    const list = [visit({ id: 1, status: 1 }), visit({ id: 2, status: 2 }), visit({ id: 3, status: 0 })];
    expect(planStatus(list, 2)).toEqual({ ok: true, change: [1, 3], skip: [2] });
    expect(planStatus(list, 1)).toEqual({ ok: true, change: [2, 3], skip: [1] });
    expect(planStatus(list, 0)).toEqual({ ok: true, change: [1, 2], skip: [3] });
  });
});

describe('planReset', () => {
  it('refuses multi-day reports with the spec message', () => {
    expect(planReset([visit({ id: 1 }), visit({ id: 9, svrType: 1 })])).toMatchObject({
      ok: false,
      message: 'MultiDay SVRs can’t be reset.',
      reports: [{ id: 9 }],
    });
  });
  it('skips reports with nothing left to reset', () => {
    const done = visit({ id: 2, reviewState: 0, formId: null, actualCheckinTime: null, actualCheckoutTime: null });
    expect(isAlreadyReset(done)).toBe(true);
    expect(isAlreadyReset({ ...done, status: 2 })).toBe(false);
    expect(planReset([visit({ id: 1 }), done])).toEqual({ ok: true, change: [1], skip: [2] });
  });
  it('writes Pending Submission and the awaitingOverwrite note, and clears feedback and visited questions', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    expect(
      resetMetaJson({ retailer: 'Target', reviewState: 3, reviewedBy: 'x@example.com' }, 'admin@example.com', at),
    ).toEqual({
      retailer: 'Target',
      reviewState: 0,
      reviewedBy: null,
      awaitingOverwrite: true,
      resetBy: 'admin@example.com',
      resetDate: '2026-11-22T10:00:00.000Z',
    });
    expect(
      resetFormState({ visitedQuestions: ['a'], feedback: { message: 'Redo', questions: { a: 'blurry' } }, other: 1 }),
    ).toEqual({
      visitedQuestions: [],
      feedback: { message: '', questions: {} },
      other: 1,
    });
  });
});
