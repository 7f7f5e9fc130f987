/** The committed list of spec calls (specCalls.json) is the spec's own list, wherever the spec is at hand. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callsFromSpec, snapshotFile, specAvailable } from './specCalls.js';

describe('spec call snapshot', () => {
  it.skipIf(!specAvailable())('matches section 7 of the spec documents (npm run spec:calls rewrites it)', () => {
    expect(JSON.parse(readFileSync(snapshotFile, 'utf8'))).toEqual(callsFromSpec());
  });

  it('holds the calls', () => {
    expect((JSON.parse(readFileSync(snapshotFile, 'utf8')) as string[]).length).toBeGreaterThan(50);
  });
});
