/**
 * A list's `fields` path computes only the fields asked (listedFieldsPresenter): it must answer exactly what
 * picking them from the whole presented visit answers, for staff and client users, whatever the selection.
 */
import { describe, expect, it } from 'vitest';
import { presentVisitDetail, type VisitRow } from '../visit/presenter.js';
import type { VisitEvent } from '../visit/store.js';
import {
  LISTED_FIELD_NAMES,
  pickFields,
  listedFieldsPresenter,
  presentListedVisit,
  type ListedExtra,
} from './presenter.js';

const row = (over: Partial<VisitRow> = {}): VisitRow => ({
  id: 41,
  event_id: 'EV-41',
  form_id: 7,
  client_id: 2,
  client_name: 'Northwind',
  project_id: 3,
  project_name: 'Spring reset',
  talent_id: 9,
  talent_type: 'Brand Ambassador',
  mcid: 'MC9',
  talent_name: 'Tess Talent',
  talent_email: 'tess@example.com',
  talent_approved_date: new Date('2026-01-02T03:04:05Z'),
  svr_type: 2,
  status: 1,
  privacy: 0,
  expected_checkin_time: new Date('2026-11-01T09:00:00Z'),
  expected_duration_minutes: 240,
  actual_checkin_time: '2026-11-01T09:05:00Z',
  actual_checkout_time: null,
  actual_checkin_latitude: 47.6,
  actual_checkin_longitude: -122.3,
  actual_checkin_distance_km: 0.2,
  rejected_counter: 1,
  approved_by: 'rita@example.com',
  review_state: 1,
  last_submission_date: new Date('2026-11-02T10:00:00Z'),
  last_rejected_date: new Date('2026-11-01T18:00:00Z'),
  form_state: { visitedQuestions: ['q1'], feedback: 'internal' },
  meta_json: {
    retailer: "Macy's",
    city: 'Seattle',
    state: 'WA',
    reviewedBy: 'rita@example.com',
    TalentDivision: 'Field',
    blockPhotos: [{ uuid: 'AAAAAAAA-0000-0000-0000-000000000001' }],
    starPhotos: [
      { uuid: 'aaaaaaaa-0000-0000-0000-000000000001', motive: 'nice' },
      { uuid: 'bbbbbbbb-0000-0000-0000-000000000002', motive: 'sharp' },
    ],
  },
  timestamp: new Date('2026-11-02T10:00:01Z'),
  ...over,
});

const extras: ListedExtra[] = [
  { waitBandRank: 0, day: null, multiDayEvents: [{ eventId: 'D1', status: 1, actualCheckinTime: 'x' }] },
  { waitBandRank: null, day: { id: 5, eventId: 'EV-41-2' } },
];

const selections: string[][] = [
  [],
  ['clientName', 'projectName'],
  ['svrType', 'multiDayEvents', 'metaJson.retailer', 'metaJson.mcFullName', 'metaJson.nothing'],
  ['metaJson', 'formState', 'expectedCheckinTime', 'metaMcEmail'],
  ['metaJson.starPhotos', 'metaJson.blockPhotos', 'talentType', 'status'],
  [...LISTED_FIELD_NAMES],
  ['metaJson.reviewState', 'metaJson.corporation', 'metaApprovedDate', 'submissions', 'waitColor'],
];

describe('listedFieldsPresenter', () => {
  const rows = [
    row(),
    row({ meta_json: '{"retailer":"Target","reviewState":3}', form_state: null, last_rejected_date: null }),
    row({ expected_checkin_time: null, talent_id: null, talent_name: null, svr_type: 1, review_state: 3 }),
  ];
  for (const isClient of [false, true])
    for (const fields of selections)
      it(`equals the fields picked from the whole row (${isClient ? 'client user' : 'staff'}, ${fields.length} fields)`, () => {
        for (const r of rows)
          for (const extra of extras) {
            const fast = listedFieldsPresenter(fields, isClient)(r, extra);
            const whole = pickFields(presentListedVisit(r, isClient, extra), fields);
            expect(fast).toStrictEqual(whole);
            // The same keys in the same order: the JSON answer is byte for byte the same.
            expect(JSON.stringify(fast)).toBe(JSON.stringify(whole));
          }
      });

  it('computes no field it was not asked for', () => {
    const fast = listedFieldsPresenter(['clientName'], false)(row(), extras[0]);
    expect(Object.keys(fast)).not.toContain('formState');
    expect(Object.keys(fast)).not.toContain('metaJson');
  });
});

describe('presentVisitDetail', () => {
  it('gives the days of a multi-day visit as ISO text, whatever the driver returns (a Date on PostgreSQL)', () => {
    const day = {
      eventId: 'D1',
      status: 1,
      expectedCheckinTime: new Date('2026-11-01T09:00:00Z'),
      expectedDurationMinutes: 60,
      actualCheckinTime: new Date('2026-11-01T09:05:00Z'),
      actualCheckoutTime: null,
    } as unknown as VisitEvent;
    const visit = presentVisitDetail(row(), false, [day], []);
    expect(visit.multiDayEvents).toEqual([
      {
        eventId: 'D1',
        status: 1,
        expectedCheckinTime: '2026-11-01T09:00:00.000Z',
        expectedDurationMinutes: 60,
        actualCheckinTime: '2026-11-01T09:05:00.000Z',
        actualCheckoutTime: null,
      },
    ]);
  });
});
