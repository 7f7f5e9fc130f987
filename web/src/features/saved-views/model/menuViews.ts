/**
 * The Saved Views menu's entries (spec 002 §2): sorted by title, without the views whose
 * restrictTokenUserId is the current user's id. The api serves such a view to its owner (restricting hides a
 * view from others, docs/DECISIONS.md), so the menu is where the spec's rule applies: the owner reaches a
 * restricted view from Manage › Saved Views or its address.
 */
export interface MenuViewLike {
  id: number;
  title: string;
  restrictTokenUserId?: number | null;
}

export function menuViews<T extends MenuViewLike>(views: readonly T[], userId: number | null | undefined): T[] {
  return views
    .filter((v) => userId === null || userId === undefined || v.restrictTokenUserId !== userId)
    .sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true }) || a.id - b.id);
}
