import { describe, expect, it } from 'vitest';
import { CLIENT_HIDDEN_FIELDS, CLIENT_HIDDEN_META, clientDay, isClientHiddenField } from './clientVisibility.js';
import { exportColumns, EXPORT_COLUMNS } from '../export/columns.js';
import { clientMayUsePath, visitFilterLabels, visitPaths } from '../filters/paths.js';
import { presentVisit, type VisitRow } from './presenter.js';

/** Filter paths that read a withheld field under another name. */
const READS_HIDDEN: Record<string, string> = {
  visitLengthHours: 'expectedDurationMinutes',
  actualDurationMinutes: 'actualCheckinTime',
  actualVisitLengthHours: 'actualCheckinTime',
  actualCheckinDistanceMi: 'actualCheckinDistanceKm',
  checkinStatus: 'actualCheckinTime',
  checkoutStatus: 'actualCheckoutTime',
  talentType: 'talentType',
};

describe('one definition of what a client user may see, filter and sort', () => {
  it('makes every filter path that reads a withheld field internal (no filter, sort or suggestions for client users)', () => {
    for (const path of Object.keys(visitPaths)) {
      const reads = READS_HIDDEN[path] ?? path;
      if (isClientHiddenField(reads)) expect([path, clientMayUsePath(path)]).toEqual([path, false]);
    }
    // Spec 001 §6 by label: State, Talent Name, TD, PD, Visibility, Review State, check-in/out, Visit Length, Approved by.
    for (const label of [
      'State',
      'Location - State',
      'Talent Name',
      'TD',
      'PD',
      'Visibility',
      'Hidden From Client',
      'Review State',
      'Checkin Time',
      'Checkout Time',
      'Visit Length',
      'Actual Visit Length',
      'Approved by',
      'Checkin Status',
      'Checkout Status',
      'Checkin Distance mi',
    ]) {
      expect([label, clientMayUsePath(visitFilterLabels[label])]).toEqual([label, false]);
    }
    for (const label of [
      'Visit Date',
      'Client Name',
      'Project Name',
      'Retailer',
      'Door Number',
      'Location - City',
      'MCID',
    ]) {
      expect([label, clientMayUsePath(visitFilterLabels[label])]).toEqual([label, true]);
    }
  });

  it("drops from a client user's export every column of a withheld field", () => {
    const { columns } = exportColumns(
      EXPORT_COLUMNS.map((c) => c.key),
      [],
      true,
    );
    for (const c of columns) expect([c.key, isClientHiddenField(c.key)]).toEqual([c.key, false]);
    expect(columns.map((c) => c.header)).not.toContain('Location - State');
  });

  it("serves a multi-day report's days to a client user with the same fields withheld as the report", () => {
    const row = {
      id: 1,
      event_id: 'EV-1',
      form_id: 1,
      client_id: 1,
      client_name: 'C',
      project_id: 1,
      project_name: 'P',
      talent_id: 1,
      talent_type: 'Employee',
      mcid: 'MC1',
      talent_name: 'T',
      talent_email: 't@x',
      talent_approved_date: null,
      svr_type: 1,
      status: 1,
      privacy: 0,
      expected_checkin_time: '2026-01-01T10:00:00Z',
      expected_duration_minutes: 60,
      actual_checkin_time: '2026-01-01T10:05:00Z',
      actual_checkout_time: '2026-01-01T11:00:00Z',
      actual_checkin_latitude: 1,
      actual_checkin_longitude: 2,
      actual_checkin_distance_km: 0.1,
      rejected_counter: 1,
      approved_by: 'a@x',
      review_state: 3,
      last_submission_date: null,
      last_rejected_date: null,
      form_state: {},
      meta_json: { state: 'NY', retailer: 'R' },
      timestamp: '2026-01-01T12:00:00Z',
    } satisfies VisitRow;
    const day = {
      eventId: 'EV-1-1',
      status: 1,
      expectedCheckinTime: '2026-01-01T10:00:00Z',
      expectedDurationMinutes: 60,
      actualCheckinTime: '2026-01-01T10:05:00Z',
      actualCheckoutTime: '2026-01-01T11:00:00Z',
    };
    const client = presentVisit(row, true, { multiDayEvents: [day] });
    expect(client.multiDayEvents).toEqual([
      {
        eventId: 'EV-1-1',
        status: null,
        expectedCheckinTime: '2026-01-01T10:00:00Z',
        expectedDurationMinutes: null,
        actualCheckinTime: null,
        actualCheckoutTime: null,
      },
    ]);
    for (const f of CLIENT_HIDDEN_FIELDS) expect([f, (client as Record<string, unknown>)[f]]).toEqual([f, null]);
    for (const k of CLIENT_HIDDEN_META) expect(client.metaJson).not.toHaveProperty(k);
    expect(presentVisit(row, false, { multiDayEvents: [day] }).multiDayEvents).toEqual([day]);
    expect(clientDay('x')).toBeNull();
  });
});
