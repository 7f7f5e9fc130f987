import { RecordStatus } from '@svr/domain';
import { describe, expect, it } from 'vitest';
import { modeLine } from './modeLine';
import { newForm } from './serverForm';

describe('builder mode line (spec 000 §4)', () => {
  it("reads 'Draft {date}' when the status is 3", () => {
    expect(RecordStatus.Draft).toBe(3);
    expect(modeLine({ status: 3, timestamp: '2026-03-05T12:00:00' })).toBe('Draft 03/05/2026');
  });

  it("reads 'Latest publish {date}' for any other status", () => {
    expect(modeLine({ status: 1, timestamp: '2026-03-05T12:00:00' })).toBe('Latest publish 03/05/2026');
    expect(modeLine({ status: 2, timestamp: '2026-11-20T08:00:00' })).toBe('Latest publish 11/20/2026');
  });

  it("a new form reads 'Latest publish', never 'New SVR'", () => {
    const line = modeLine(newForm(7));
    expect(line).toBe('Latest publish');
    expect(line).not.toContain('New SVR');
  });
});
