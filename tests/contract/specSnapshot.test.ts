/** The committed list of spec calls (specCalls.json) is the spec's own list, wherever the spec is at hand. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callsFromSpec, normalise, snapshotFile, specAvailable } from './specCalls.js';

const snapshot = () => JSON.parse(readFileSync(snapshotFile, 'utf8')) as string[];

describe('spec call snapshot', () => {
  it.skipIf(!specAvailable())('matches section 7 of the spec documents (npm run spec:calls rewrites it)', () => {
    expect(snapshot()).toEqual(callsFromSpec());
  });

  it('holds the calls: 65 normalised, sorted, distinct calls, among them one from each spec document', () => {
    const calls = snapshot();
    expect(calls).toHaveLength(65);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).toEqual([...calls].sort());
    for (const c of calls) expect(c).toMatch(/^(GET|POST|PUT|DELETE) \/[^\s?{}]*(\{\}[^\s?{}]*)*$/);
    // Calls from each of the three documents' section 7.
    expect(calls).toEqual(
      expect.arrayContaining([
        normalise('POST', '/auth/login'),
        normalise('POST', '/api/v2/commonFormQuestion'),
        normalise('PUT', '/api/v2/storeVisit/storevisitid/{id}'),
        normalise('POST', '/api/v2/svrfeedback/savefeedback'),
        normalise('POST', '/api/v2/savedRollup'),
        normalise('POST', '/api/v2/storeVisit/export/{type}'),
      ]),
    );
  });
});
