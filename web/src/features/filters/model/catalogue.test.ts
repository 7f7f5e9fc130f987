import { describe, expect, it } from 'vitest';
import { availableParameters, PARAMETERS } from './catalogue';
import type { FilterPageConfig } from './types';

/** Spec 002 §3: "Filter labels seen". */
const SPEC_LABELS = [
  'Visit Date',
  'Review State',
  'Client Name',
  'Project Name',
  'Project Segment Name',
  'Project Number',
  'Project #',
  'Report Number',
  'Talent Name',
  '(Re)submitted Date',
  'Approved Date',
  'Approved by',
  'Checkin Time',
  'Checkout Time',
  'Checkin Distance mi',
  'Door Number',
  'Door Location',
  'Location Zone',
  'Location Territory',
  'Retailer',
  'Department Type',
  'Visit Length',
  'Actual Visit Length',
  'Work Classification',
  'TD',
  'PD',
  'Checkin Status',
  'Checkout Status',
  'Hidden From Client',
  'Authorized by',
  'Event ID',
  'Form Canonical Key',
  'Call Out',
  'Exclude Client Name',
  'Exclude Project Number',
  'Exclude Project Name',
  'Exclude Project Segment Name',
  'MCID',
  'Zone',
  'State',
  'Waived',
  'Visibility',
  'Location - City',
  'Location - State',
  'Door Latitude',
  'Door Longitude',
  'Checkin Latitude',
  'Checkin Longitude',
  'Device OS',
  'Device OS Version',
  'Device Model',
  'App Version',
];

/**
 * Spec 002 §5: "Available filter parameters exclude the location, device, Visit Length, Approved by, Work
 * Classification, Event ID and Authorized by entries" (Zone and State are the location zone and state by other names).
 */
const EXCLUDED = [
  'Location Zone',
  'Location Territory',
  'Location - City',
  'Location - State',
  'Zone',
  'State',
  'Door Latitude',
  'Door Longitude',
  'Checkin Latitude',
  'Checkin Longitude',
  'Device OS',
  'Device OS Version',
  'Device Model',
  'App Version',
  'Visit Length',
  'Approved by',
  'Work Classification',
  'Event ID',
  'Authorized by',
];
/** Another label of an offered path (Project Number). */
const ALIASES = ['Project #'];

type Page = Pick<FilterPageConfig, 'isDashboard' | 'widget'>;
const PAGES: Page[] = [
  { isDashboard: false },
  { isDashboard: true },
  { isDashboard: false, widget: 'widget' },
  { isDashboard: false, widget: 'percentage' },
];
const labels = (page: Page, isClient: boolean) => availableParameters(page, isClient).map((p) => p.label);

describe('the filter catalogue (spec 002 §3, §5)', () => {
  it('offers only labels of spec 002 §3', () => {
    for (const p of PARAMETERS) expect(SPEC_LABELS).toContain(p.label);
  });

  it('offers staff every §3 label but the §5 exclusions, on the responses and the dashboard responses page alike', () => {
    const expected = SPEC_LABELS.filter((l) => !EXCLUDED.includes(l) && !ALIASES.includes(l)).sort();
    expect([...labels({ isDashboard: false }, false)].sort()).toEqual(expected);
    expect(labels({ isDashboard: true }, false)).toEqual(labels({ isDashboard: false }, false));
  });

  it('never offers the location, device, Visit Length, Approved by, Work Classification, Event ID or Authorized by entries', () => {
    for (const page of PAGES) {
      for (const isClient of [false, true]) {
        const offered = labels(page, isClient);
        for (const excluded of EXCLUDED) expect(offered).not.toContain(excluded);
        if (page.widget !== 'percentage') expect(offered).toContain('Door Location');
      }
    }
  });

  it('leaves MCID and the Exclude entries out of widgets (spec 002 §5), and offers them to lists', () => {
    const list = labels({ isDashboard: false }, false);
    expect(list).toContain('MCID');
    expect(list.filter((l) => l.startsWith('Exclude '))).toHaveLength(4);
    for (const widget of ['widget', 'percentage'] as const) {
      for (const isClient of [false, true]) {
        const offered = availableParameters({ isDashboard: false, widget }, isClient);
        expect(offered.map((p) => p.label)).not.toContain('MCID');
        expect(offered.filter((p) => p.exclude || p.label.startsWith('Exclude'))).toEqual([]);
      }
    }
  });

  it("limits the percentage widget to meta_corporation, meta_project_name and expected_checkin_time, and staff's Review State (spec 002 §5, §6)", () => {
    expect(labels({ isDashboard: false, widget: 'percentage' }, false)).toEqual([
      'Visit Date',
      'Review State',
      'Client Name',
      'Project Name',
    ]);
    expect(labels({ isDashboard: false, widget: 'percentage' }, true)).toEqual(['Visit Date', 'Project Name']);
  });
});
