import { describe, expect, it } from 'vitest';
import {
  changeRefusal,
  restrictionAllows,
  restrictionRefusal,
  SAVED_VIEW_RULES,
  withheldFilterLabels,
  type ViewFacts,
} from './rules.js';

const staffView: ViewFacts = {
  id: 1,
  createdBy: 10,
  creatorIsClient: false,
  restrictTokenUserId: null,
  tenancyClientId: 1,
};
const clientView: ViewFacts = {
  id: 2,
  createdBy: 20,
  creatorIsClient: true,
  restrictTokenUserId: null,
  tenancyClientId: 1,
};
const clientUser = { id: 20, isClient: true, tenancyClientId: 1 };
const otherClientUser = { id: 21, isClient: true, tenancyClientId: 1 };
const staff = { id: 11, isClient: false, tenancyClientId: null };

describe('saved-view rules', () => {
  it('lets a client user change only views they created', () => {
    expect(changeRefusal(clientUser, staffView)).toBe(SAVED_VIEW_RULES.notYours);
    expect(changeRefusal(otherClientUser, clientView)).toBe(SAVED_VIEW_RULES.notYours);
    expect(changeRefusal(clientUser, clientView)).toBeNull();
  });

  it('lets staff change staff views, and client views of the client selected (any with none selected)', () => {
    expect(changeRefusal(staff, staffView)).toBeNull();
    expect(changeRefusal(staff, clientView)).toBeNull();
    expect(changeRefusal({ ...staff, tenancyClientId: 1 }, clientView)).toBeNull();
    expect(changeRefusal({ ...staff, tenancyClientId: 2 }, clientView)).toBe(SAVED_VIEW_RULES.otherClient);
  });

  it('hides a restricted view from others, never from the user it names or its creator', () => {
    const restricted = { ...clientView, restrictTokenUserId: 20 };
    expect(restrictionAllows(clientUser, restricted)).toBe(true);
    expect(restrictionAllows(staff, restricted)).toBe(false);
    expect(restrictionAllows({ ...staff, id: 10 }, { ...staffView, restrictTokenUserId: 99 })).toBe(true);
    expect(restrictionAllows(staff, staffView)).toBe(true);
  });

  it('lets a restriction name only the caller', () => {
    expect(restrictionRefusal(staff, 11)).toBeNull();
    expect(restrictionRefusal(staff, null)).toBeNull();
    expect(restrictionRefusal(staff, 20)).toBe(SAVED_VIEW_RULES.restrictOwn);
  });

  it('names the filter parameters withheld from client users, once each', () => {
    expect(
      withheldFilterLabels([
        { label: 'Visit Date', path: 'expectedCheckinTime' },
        { label: 'Review State', path: 'metaJson.reviewState' },
        { label: 'Review State', path: 'metaJson.reviewState' },
        { label: 'Retailer', path: 'metaJson.retailer' },
      ]),
    ).toEqual(['Review State']);
  });
});
