import { describe, expect, it } from 'vitest';
import {
  actionOf,
  EMPTY_DRAFT,
  earliestSchedule,
  formatSchedule,
  isDraftComplete,
  parseSchedule,
  recipientsOf,
  toInput,
  toPickerValue,
  type NotificationDraft,
} from './form';

const now = new Date('2026-03-07T14:05:30Z');
const full: NotificationDraft = { ...EMPTY_DRAFT, title: 'Reset', message: 'Reset the endcap', action: '2' };

describe('the Create Notification form (spec 001 §5)', () => {
  it('is complete with a title, a message, an action of at least 0 and a recipient', () => {
    expect(isDraftComplete(full, 1, now)).toBe(true);
    expect(isDraftComplete({ ...full, action: '0' }, 3, now)).toBe(true);
  });

  it('is incomplete without recipients, a blank title or message, or an action below 0 or not whole', () => {
    expect(isDraftComplete(full, 0, now)).toBe(false);
    expect(isDraftComplete({ ...full, title: '   ' }, 1, now)).toBe(false);
    expect(isDraftComplete({ ...full, message: '' }, 1, now)).toBe(false);
    expect(isDraftComplete({ ...full, action: '-1' }, 1, now)).toBe(false);
    expect(isDraftComplete({ ...full, action: '1.5' }, 1, now)).toBe(false);
    expect(isDraftComplete({ ...full, action: '' }, 1, now)).toBe(false);
  });

  it('needs a scheduled date no earlier than now (to the minute)', () => {
    const scheduled = { ...full, type: 'SCHEDULED' as const };
    expect(isDraftComplete(scheduled, 1, now)).toBe(false);
    expect(isDraftComplete({ ...scheduled, scheduledAt: new Date('2026-03-07T14:04:00Z') }, 1, now)).toBe(false);
    expect(isDraftComplete({ ...scheduled, scheduledAt: new Date('2026-03-07T14:05:00Z') }, 1, now)).toBe(true);
    expect(isDraftComplete({ ...scheduled, scheduledAt: new Date('2026-03-07T15:00:00Z') }, 1, now)).toBe(true);
    expect(earliestSchedule(now).toISOString()).toBe('2026-03-07T14:05:00.000Z');
  });

  it('reads the action as a whole number', () => {
    expect(actionOf(' 12 ')).toBe(12);
    expect(actionOf('x')).toBeNull();
    expect(actionOf('99999999999999999999')).toBeNull();
  });

  it('sends each talent of the selected rows once, with the visits they came from', () => {
    const rows = [
      { id: 10, talentId: 1 },
      { id: 11, talentId: 2 },
      { id: 12, talentId: 1 },
      { id: 13, talentId: null },
    ];
    expect(recipientsOf(rows)).toEqual({ talentIds: [1, 2], storeVisitIds: [10, 11, 12] });
    const input = toInput({ ...full, type: 'SCHEDULED', scheduledAt: new Date('2026-03-07T15:00:00Z') }, rows);
    expect(input).toEqual({
      title: 'Reset',
      message: 'Reset the endcap',
      action: 2,
      type: 'SCHEDULED',
      scheduledAt: '2026-03-07T15:00:00.000Z',
      talentIds: [1, 2],
      storeVisitIds: [10, 11, 12],
    });
    expect(toInput(full, rows).scheduledAt).toBeNull();
  });
});

describe('the scheduled date field', () => {
  it('reads and writes MM/DD/YYYY h:mm AM in local time', () => {
    const d = parseSchedule('03/07/2026 1:05 PM');
    expect(d).toEqual(new Date(2026, 2, 7, 13, 5));
    expect(d && formatSchedule(d)).toBe('03/07/2026 1:05 PM');
    expect(parseSchedule('3/7/2026 12:00 am')).toEqual(new Date(2026, 2, 7, 0, 0));
    expect(parseSchedule('02/30/2026 1:05 PM')).toBeNull();
    expect(parseSchedule('03/07/2026 13:05 PM')).toBeNull();
    expect(parseSchedule('tomorrow')).toBeNull();
    expect(toPickerValue(new Date(2026, 2, 7, 9, 5))).toBe('2026-03-07T09:05');
    expect(toPickerValue(null)).toBeNull();
  });
});
