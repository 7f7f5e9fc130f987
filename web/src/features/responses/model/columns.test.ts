import { describe, expect, it } from 'vitest';
import type { ResponseRowFragment } from '../../../generated/graphql';
import { columnsFor, NA } from './columns';

/** The table's width at a 1440 px window: the page's 24 px gutters and the vertical scrollbar taken off. */
const TABLE_AT_1440 = 1440 - 2 * 24 - 18;
const CHECKBOX_COLUMN = 40;

/** Where each column ends, from the table's left edge. */
function rightEdges(isClient: boolean): Map<string, number> {
  let x = CHECKBOX_COLUMN;
  return new Map(columnsFor(isClient).map((c) => [c.name, (x += c.width)]));
}

describe('responses columns at 1440 px (issue 15)', () => {
  it('show a reviewer the dates, Review State, MCID and State without scrolling sideways', () => {
    const edges = rightEdges(false);
    for (const name of ['Report #', 'Visit Date', '(Re)submitted', 'Review State', 'MCID', 'City', 'State'])
      expect(edges.get(name), name).toBeLessThanOrEqual(TABLE_AT_1440);
  });

  it('show a client user every column they may see', () => {
    const edges = [...rightEdges(true).values()];
    expect(Math.max(...edges)).toBeLessThanOrEqual(TABLE_AT_1440);
    expect([...rightEdges(true).keys()]).not.toContain('State');
  });

  it("write an empty value as 'NA', as the review page and the spec do", () => {
    const row = {
      id: 7,
      reviewState: 'PENDING_REVIEW',
      status: 'ACTIVE',
      privacy: 0,
      clientName: 'Northwind Beauty',
      projectName: 'Spring Counter Refresh',
      mcid: null,
      city: null,
      state: null,
      retailer: null,
      doorNumber: null,
      doorLocation: null,
      expectedCheckinTime: null,
      lastSubmissionDate: null,
      expectedDurationMinutes: null,
    } as Partial<ResponseRowFragment> as ResponseRowFragment;
    const text = new Map(columnsFor(false).map((c) => [c.name, c.text(row)]));
    for (const name of ['MCID', 'City', 'State', 'Retailer', 'Door #', 'Door Location', 'Visit Date', '(Re)submitted'])
      expect(text.get(name), name).toBe(NA);
  });
});
