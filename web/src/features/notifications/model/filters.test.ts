import { describe, expect, it } from 'vitest';
import { remainingParameters, searchableParams, withData } from './filters';

describe("the Sent list's filters (spec 001 §2.4)", () => {
  it('keeps only parameters of its searchable columns', () => {
    const title = {
      label: 'Title',
      path: 'title',
      pathStr: 'title',
      type: 'String' as const,
      data: ['x'],
      exclude: false,
    };
    const visitDate = { ...title, label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date' as const };
    const renamed = { ...title, path: 'metaJson.title' };
    expect(searchableParams([title, visitDate, renamed])).toEqual([title]);
    expect(withData([title, { ...title, data: [] }])).toEqual([title]);
    expect(remainingParameters([title]).map((d) => d.label)).not.toContain('Title');
    expect(remainingParameters([]).map((d) => d.path)).toEqual([
      'title',
      'message',
      'createUserEmail',
      'type',
      'sent',
      'created',
      'sentTimestamp',
    ]);
  });
});
