import { describe, expect, it } from 'vitest';
import { actionTooltip, canChange, CANCELED, CANT_MODIFY, SENT_ALREADY, sentLabel, sentTooltip } from './sentState';

describe('sent states (spec 001 §3, §4)', () => {
  it('allows SEND and CANCEL only while not sent', () => {
    expect(canChange('NO')).toBe(true);
    expect(actionTooltip('NO')).toBeNull();
    expect(canChange('YES')).toBe(false);
    expect(canChange('CANCELLED')).toBe(false);
    expect(actionTooltip('YES')).toBe(CANT_MODIFY);
    expect(actionTooltip('CANCELLED')).toBe("This notification can't be modified");
  });

  it('tells why a sent or cancelled notification cannot change', () => {
    expect(sentTooltip('YES')).toBe(SENT_ALREADY);
    expect(sentTooltip('CANCELLED')).toBe(CANCELED);
    expect(SENT_ALREADY).toBe('This notification has been sent already');
    expect(CANCELED).toBe('This notification has been canceled');
    expect(sentTooltip('NO')).toBeNull();
    expect(sentLabel('YES')).toBe('Yes');
    expect(sentLabel('NO')).toBe('No');
    expect(sentLabel('CANCELLED')).toBe('Cancelled');
  });
});
