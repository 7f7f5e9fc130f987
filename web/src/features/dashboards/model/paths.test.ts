import { describe, expect, it } from 'vitest';
import { dashboardToOpen, forgetDashboard, rememberDashboard } from './paths';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('dashboardToOpen', () => {
  it('opens the first dashboard when none is remembered, and none when there are none', () => {
    expect(dashboardToOpen(memory(), [7, 3])).toBe(7);
    expect(dashboardToOpen(memory(), [])).toBeNull();
  });

  it('reopens the remembered dashboard while the list has it', () => {
    const s = memory();
    rememberDashboard(s, 3);
    expect(dashboardToOpen(s, [7, 3])).toBe(3);
    expect(dashboardToOpen(s, [7])).toBe(7);
  });

  it('forgets a deleted dashboard only when it is the remembered one', () => {
    const s = memory();
    rememberDashboard(s, 3);
    forgetDashboard(s, 7);
    expect(dashboardToOpen(s, [7, 3])).toBe(3);
    forgetDashboard(s, 3);
    expect(dashboardToOpen(s, [7, 3])).toBe(7);
  });
});
