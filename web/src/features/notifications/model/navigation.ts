/**
 * Stepping through the Sent list's result on the detail page (spec 001 §2.4): the list passes the ids of its
 * result and the index of the opened row; View Previous / Next are greyed at the ends of that list.
 */

export interface DetailNavState {
  ids: number[];
  index: number;
  /** Steps taken with View Previous / Next since the list opened the detail (BACK goes back over them). */
  steps?: number;
}

/** The navigation state the list passed, or null when the page was opened directly. */
export function navStateOf(state: unknown, currentId: number): DetailNavState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { ids, index, steps } = state as { ids?: unknown; index?: unknown; steps?: unknown };
  if (!Array.isArray(ids) || !ids.every((i) => Number.isInteger(i))) return null;
  const list = ids as number[];
  const at = typeof index === 'number' && list[index] === currentId ? index : list.indexOf(currentId);
  if (at < 0) return null;
  return { ids: list, index: at, steps: typeof steps === 'number' && steps > 0 ? Math.floor(steps) : 0 };
}

/** The previous and next ids around the current one; null at the ends (or without a list). */
export function neighbours(nav: DetailNavState | null): { previous: number | null; next: number | null } {
  if (!nav) return { previous: null, next: null };
  return {
    previous: nav.index > 0 ? nav.ids[nav.index - 1] : null,
    next: nav.index < nav.ids.length - 1 ? nav.ids[nav.index + 1] : null,
  };
}

/** The state to pass when stepping to the neighbour at `index`. */
export const stepTo = (nav: DetailNavState, index: number): DetailNavState => ({
  ids: nav.ids,
  index,
  steps: (nav.steps ?? 0) + 1,
});

/**
 * Where BACK TO NOTIFICATIONS goes: back in history past the steps taken to the list (a number for
 * navigate(-n)) when the list opened the page, otherwise '/'.
 */
export const backTarget = (nav: DetailNavState | null): number | '/' => (nav ? -((nav.steps ?? 0) + 1) : '/');
