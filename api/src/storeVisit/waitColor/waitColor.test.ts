import { describe, expect, it } from 'vitest';
import {
  colorOfRank,
  compareWaitColor,
  isWaitColored,
  talentGroup,
  waitBand,
  waitColor,
  WAIT_COLORS,
  type WaitColorInput,
} from './waitColor.js';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const input = (over: Partial<WaitColorInput>): WaitColorInput => ({
  reviewState: 1,
  talentType: 'Employee',
  lastSubmissionDate: hoursAgo(80),
  now,
  ...over,
});

describe('waitBand (hours since last submission)', () => {
  it('is red from 72 hours', () => {
    expect(waitBand(72)).toBe('red');
    expect(waitBand(500)).toBe('red');
  });
  it('is orange from 48 to under 72', () => {
    expect(waitBand(48)).toBe('orange');
    expect(waitBand(71.99)).toBe('orange');
  });
  it('is yellow from 24 to under 48', () => {
    expect(waitBand(24)).toBe('yellow');
    expect(waitBand(47.99)).toBe('yellow');
  });
  it('is none under 24', () => {
    expect(waitBand(23.99)).toBeNull();
    expect(waitBand(0)).toBeNull();
  });
});

describe('waitColor', () => {
  it('answers the spec colours', () => {
    expect(waitColor(input({ lastSubmissionDate: hoursAgo(72) })).color).toBe('#ff8080');
    expect(waitColor(input({ lastSubmissionDate: hoursAgo(50) })).color).toBe('#ffd280');
    expect(waitColor(input({ lastSubmissionDate: hoursAgo(30) })).color).toBe('#ffff99');
    expect(waitColor(input({ lastSubmissionDate: hoursAgo(2) })).color).toBeNull();
    expect(WAIT_COLORS).toEqual({ red: '#ff8080', orange: '#ffd280', yellow: '#ffff99' });
  });

  it('colours employees in Pending Review and Resubmitted', () => {
    expect(waitColor(input({ talentType: 'Employee', reviewState: 1 })).band).toBe('red');
    expect(waitColor(input({ talentType: 'Employee', reviewState: 5 })).band).toBe('red');
  });
  it('colours blank talent types like employees', () => {
    for (const talentType of [null, undefined, '', '  ']) {
      expect(waitColor(input({ talentType, reviewState: 1 })).band).toBe('red');
      expect(waitColor(input({ talentType, reviewState: 5 })).band).toBe('red');
    }
  });
  it('colours contractors only when Resubmitted', () => {
    expect(waitColor(input({ talentType: 'Contractor', reviewState: 1 })).band).toBeNull();
    expect(waitColor(input({ talentType: 'contractor', reviewState: 5 })).band).toBe('red');
  });
  it('never colours In Review, nor any other state', () => {
    for (const reviewState of [0, 2, 3, 4]) {
      for (const talentType of ['Employee', 'Contractor', null])
        expect(waitColor(input({ reviewState, talentType })).color).toBeNull();
    }
  });
  it('has no colour without a submission date', () => {
    expect(waitColor(input({ lastSubmissionDate: null }))).toMatchObject({ band: null, hours: null });
  });
  it('reports whole hours waited', () => {
    expect(waitColor(input({ lastSubmissionDate: hoursAgo(49.6) })).hours).toBe(49);
  });
});

describe('talent type rules', () => {
  it('groups Employee, Contractor and blank (unknown types read as blank)', () => {
    expect(talentGroup('Employee')).toBe('employee');
    expect(talentGroup(' EMPLOYEE ')).toBe('employee');
    expect(talentGroup('Contractor')).toBe('contractor');
    expect(talentGroup(null)).toBe('blank');
    expect(talentGroup('Temp')).toBe('blank');
  });
  it('isWaitColored follows the state table', () => {
    expect(isWaitColored(1, 'employee')).toBe(true);
    expect(isWaitColored(1, 'blank')).toBe(true);
    expect(isWaitColored(1, 'contractor')).toBe(false);
    expect(isWaitColored(5, 'contractor')).toBe(true);
    expect(isWaitColored(2, 'employee')).toBe(false);
  });
});

describe('colour sort order', () => {
  it('puts Employee, then Contractor, then blank; red, orange, yellow, none within each; longest wait first', () => {
    const rows: (WaitColorInput & { name: string })[] = [
      { name: 'blank red', ...input({ talentType: null, lastSubmissionDate: hoursAgo(100) }) },
      {
        name: 'contractor red',
        ...input({ talentType: 'Contractor', reviewState: 5, lastSubmissionDate: hoursAgo(90) }),
      },
      { name: 'employee yellow', ...input({ lastSubmissionDate: hoursAgo(30) }) },
      { name: 'employee none', ...input({ reviewState: 3 }) },
      { name: 'employee red older', ...input({ lastSubmissionDate: hoursAgo(200) }) },
      { name: 'employee red', ...input({ lastSubmissionDate: hoursAgo(80) }) },
      { name: 'contractor none', ...input({ talentType: 'Contractor', reviewState: 1 }) },
      { name: 'employee orange', ...input({ lastSubmissionDate: hoursAgo(60) }) },
    ];
    expect([...rows].sort(compareWaitColor).map((r) => r.name)).toEqual([
      'employee red older',
      'employee red',
      'employee orange',
      'employee yellow',
      'employee none',
      'contractor red',
      'contractor none',
      'blank red',
    ]);
  });
  it('maps the SQL band ranks to colours', () => {
    expect([0, 1, 2, 3, null].map(colorOfRank)).toEqual(['#ff8080', '#ffd280', '#ffff99', null, null]);
  });
});
