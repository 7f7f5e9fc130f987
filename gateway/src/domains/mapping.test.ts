import { describe, expect, it } from 'vitest';
import { isDocumentUuid } from './storeVisit/answers.js';
import { parseIdList, parseJsonText, parseKeyList, widgetTypeOf } from './dashboard/rest.js';
import { formSettings, pickFormVersion } from './form/rest.js';
import { visitMeta } from './storeVisit/rest.js';
import type { RestFormRecord, RestStoreVisit, RestWidget } from './restTypes.js';

describe('form mapping', () => {
  const record = (id: number, status: number) => ({ id, status }) as RestFormRecord;

  it('serves the draft when asked, else the newest published (active or archived) version', () => {
    const family = [record(3, 3), record(2, 2), record(1, 1)];
    expect(pickFormVersion(family, true)?.id).toBe(3);
    expect(pickFormVersion(family, false)?.id).toBe(2);
    expect(pickFormVersion([record(5, 3)], false)).toBeNull();
  });

  it('reads the settings kept in content, 0/1 and booleans alike', () => {
    expect(
      formSettings({
        hideFromClient: 1,
        bypassDuplicatePhotoCheck: true,
        callOut: { active: true, mailing: 'a@b.co' },
      }),
    ).toEqual({
      hideFromClient: true,
      bypassDuplicatePhotoCheck: true,
      callOutActive: true,
      callOutMailing: 'a@b.co',
    });
    expect(formSettings({ hideFromClient: 0, callOut: { active: false, mailing: '' } })).toEqual({
      hideFromClient: false,
      bypassDuplicatePhotoCheck: false,
      callOutActive: false,
      callOutMailing: null,
    });
    expect(formSettings(null).callOutActive).toBe(false);
  });
});

describe('visit mapping', () => {
  it('lifts door and talent details out of metaJson', () => {
    const v = {
      metaMcEmail: null,
      metaJson: {
        mcFullName: 'Morgan',
        mcEmail: 'm@x.co',
        retailer: 'Target',
        doorNumber: 1017,
        doorLocation: 'Austin Plaza',
        city: 'Austin',
        state: 'TX',
        projectSegmentName: 'Holiday',
      },
    } as unknown as RestStoreVisit;
    expect(visitMeta(v)).toEqual({
      talentName: 'Morgan',
      talentEmail: 'm@x.co',
      retailer: 'Target',
      doorNumber: '1017',
      doorLocation: 'Austin Plaza',
      city: 'Austin',
      state: 'TX',
      projectSegmentName: 'Holiday',
    });
  });

  it('answers null for what the api stripped (client users)', () => {
    const v = { metaMcEmail: null, metaJson: { retailer: 'Target' } } as unknown as RestStoreVisit;
    expect(visitMeta(v)).toMatchObject({ talentName: null, talentEmail: null, state: null, retailer: 'Target' });
  });
});

describe('dashboard and widget mapping', () => {
  it('parses comma-separated ids and keys in order, skipping blanks', () => {
    expect(parseIdList('3,1, 2,,x')).toEqual([3, 1, 2]);
    expect(parseIdList('')).toEqual([]);
    expect(parseKeyList('k1, k2,')).toEqual(['k1', 'k2']);
  });

  it('reads the widget type from metaJson, object or JSON text', () => {
    expect(widgetTypeOf({ metaJson: { widgetType: 'pieChart' } } as RestWidget)).toBe('pieChart');
    expect(widgetTypeOf({ metaJson: '{"widgetType":"sum"}' } as RestWidget)).toBe('sum');
    expect(widgetTypeOf({ metaJson: {} } as RestWidget)).toBeNull();
    expect(parseJsonText('not json')).toBe('not json');
  });
});

describe('document answers', () => {
  it('treats only uuids as document references', () => {
    expect(isDocumentUuid('0e9f7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6')).toBe(true);
    expect(isDocumentUuid('0E9F7C1A-2B3C-4D5E-8F90-A1B2C3D4E5F6')).toBe(true);
    expect(isDocumentUuid('Yes')).toBe(false);
    expect(isDocumentUuid(null)).toBe(false);
  });
});
