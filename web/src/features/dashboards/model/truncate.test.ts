import { describe, expect, it } from 'vitest';
import { truncateWidgetText } from './truncate';

describe('truncateWidgetText (spec 002 §9)', () => {
  it('keeps up to 40 characters as they are', () => {
    const forty = 'x'.repeat(40);
    expect(truncateWidgetText(forty)).toEqual({ text: forty, truncated: false });
  });

  it('cuts longer text at 40 characters with an ellipsis', () => {
    const text = 'Average number of facings per door in the last month';
    expect(truncateWidgetText(text)).toEqual({ text: `${text.slice(0, 40)}…`, truncated: true });
  });
});
