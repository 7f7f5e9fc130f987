import { describe, expect, it } from 'vitest';
import type { ResponseRowFragment } from '../../../generated/graphql';
import { actionsFor, BULK_ACTIONS, MULTI_DAY_RESET, OWN_REPORTS, refusalFor, resultText } from './bulkActions';

const row = (id: number, patch: Partial<ResponseRowFragment> = {}): ResponseRowFragment => ({
  id,
  eventId: null,
  formId: 1,
  svrType: 0,
  status: 'ACTIVE',
  privacy: 0,
  reviewState: 'PENDING_REVIEW',
  expectedCheckinTime: '2026-03-02T15:00:00Z',
  expectedDurationMinutes: 60,
  actualCheckinTime: null,
  actualCheckoutTime: null,
  lastSubmissionDate: null,
  approvedBy: null,
  rejectedCounter: 0,
  clientName: 'Northwind Beauty',
  projectName: 'Holiday Gift Sets',
  talentId: 7,
  mcid: 'MC1',
  talentName: 'Riley Reviewer',
  talentEmail: 'reviewer@example.com',
  talentType: 'Employee',
  retailer: 'Target',
  doorNumber: '1000',
  doorLocation: 'Chicago Plaza',
  city: 'Chicago',
  state: 'IL',
  waitColor: null,
  multiDayEventId: null,
  ...patch,
});
const def = (action: string) => BULK_ACTIONS.find((a) => a.action === action)!;

describe('bulk actions (spec 001 §4-§6)', () => {
  it('gives client users none, reviewers APPROVE, administrators all five', () => {
    expect(actionsFor({ email: 'c@x', roleId: 3, isClient: true })).toEqual([]);
    expect(actionsFor({ email: 'r@x', roleId: 2, isClient: false }).map((a) => a.action)).toEqual(['APPROVE']);
    expect(actionsFor({ email: 'a@x', roleId: 1, isClient: false }).map((a) => a.action)).toEqual([
      'APPROVE',
      'ARCHIVE',
      'ACTIVATE',
      'DELETE',
      'RESET',
    ]);
  });

  it('refuses approving one’s own not-yet-approved reports, listing them', () => {
    const refusal = refusalFor(
      def('APPROVE'),
      [row(1), row(2, { talentEmail: 'x@y' }), row(3, { reviewState: 'APPROVED' })],
      'Reviewer@Example.com',
    );
    expect(refusal).toEqual({
      message: OWN_REPORTS,
      reports: [{ id: 1, date: expect.stringMatching(/^2026-03-0[12]$/), projectName: 'Holiday Gift Sets' }],
    });
    expect(refusalFor(def('APPROVE'), [row(2, { talentEmail: 'x@y' })], 'reviewer@example.com')).toBeNull();
  });

  it('refuses resetting multi-day reports', () => {
    expect(refusalFor(def('RESET'), [row(1), row(2, { svrType: 1 })], 'a@x')?.message).toBe(MULTI_DAY_RESET);
    expect(refusalFor(def('RESET'), [row(1)], 'a@x')).toBeNull();
  });

  it('says what changed and what was skipped', () => {
    expect(resultText(def('APPROVE'), 2, 0)).toBe('2 SVR(s) approved.');
    expect(resultText(def('ARCHIVE'), 1, 2)).toBe('1 SVR(s) archived; 2 skipped (already archived).');
  });
});
