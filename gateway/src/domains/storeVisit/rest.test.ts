import { describe, expect, it } from 'vitest';
import { isDocumentUuid } from './answers.js';
import { visitMeta } from './rest.js';
import type { RestStoreVisit } from './schemas.js';

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

describe('document answers', () => {
  it('treats only uuids as document references', () => {
    expect(isDocumentUuid('0e9f7c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6')).toBe(true);
    expect(isDocumentUuid('0E9F7C1A-2B3C-4D5E-8F90-A1B2C3D4E5F6')).toBe(true);
    expect(isDocumentUuid('Yes')).toBe(false);
    expect(isDocumentUuid(null)).toBe(false);
  });
});
