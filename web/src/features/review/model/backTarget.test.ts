import { describe, expect, it } from 'vitest';
import { rememberDashboard, rememberedDashboard } from '../../dashboards/model/paths';
import { backTarget } from './backTarget';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe("'BACK TO SVR RESPONSES' (spec 001 §2.1)", () => {
  it('goes to /dashboard/saved/{id} when a saved dashboard id is remembered, wherever the user came from', () => {
    const s = memory();
    rememberDashboard(s, 12);
    expect(backTarget(rememberedDashboard(s), true)).toBe('/dashboard/saved/12');
    expect(backTarget(rememberedDashboard(s), false)).toBe('/dashboard/saved/12');
  });

  it("otherwise goes back in browser history, or to '/' when the app did not bring the user here", () => {
    const s = memory();
    expect(rememberedDashboard(s)).toBeNull();
    expect(backTarget(rememberedDashboard(s), true)).toBe('history');
    expect(backTarget(rememberedDashboard(s), false)).toBe('/');
  });

  it('ignores a remembered value that is no dashboard id', () => {
    const s = memory();
    s.setItem('svr.dashboardId', 'abc');
    expect(backTarget(rememberedDashboard(s), false)).toBe('/');
  });
});
