/**
 * Who may see and change which saved view (docs/DECISIONS.md, "Saved views: who may change which view").
 * Pure: the router reads the view and its creator, these rules decide. Unit-tested in rules.test.ts.
 *
 * - restrictTokenUserId hides a view from everyone but its owners: the user it names and the user who
 *   created it. It never hides a view from them.
 * - A client user changes or deletes only views they created.
 * - Staff change staff views, and client users' views of the client selected (any client when none is).
 * - A view whose filter uses parameters withheld from client users (Review State, Visibility …) is not
 *   served to client users at all: serving it without them would list every state under its title.
 */
import { isInternalPath } from '../storeVisit/filters/paths.js';

export interface Viewer {
  id: number;
  isClient: boolean;
  /** The client selected in the tenancy headers (a client user's own); null = all clients. */
  tenancyClientId: number | null;
}

export interface ViewFacts {
  id: number;
  createdBy: number | null;
  /** Whether the creator is a client user (false for staff, or when the creator is unknown). */
  creatorIsClient: boolean;
  restrictTokenUserId: number | null;
  tenancyClientId: number | null;
}

export const SAVED_VIEW_RULES = {
  notYours: 'You can change or delete only the saved views you created; this one was made by someone else.',
  otherClient:
    'This saved view belongs to a client user of another client than the one selected: select its client first.',
  restrictOwn: 'restrictTokenUserId can only be your own user id (only visible to me), or empty.',
  clientFilter: (labels: string[]) =>
    `This saved view uses the filter ${labels.join(', ')}, which client users cannot use, so it is not shown to client users. Ask staff for a view without ${labels.length > 1 ? 'those filters' : 'that filter'}.`,
  clientOwnedFilter: (labels: string[]) =>
    `This saved view belongs to a client user, who cannot use the filter ${labels.join(', ')}: leave ${labels.length > 1 ? 'them' : 'it'} out.`,
} as const;

/** Whether the viewer is one of the view's owners (its creator or the user it is restricted to). */
export const ownsView = (viewer: Viewer, view: ViewFacts): boolean =>
  view.createdBy === viewer.id || view.restrictTokenUserId === viewer.id;

/** A restricted view is seen by its owners only. */
export const restrictionAllows = (viewer: Viewer, view: ViewFacts): boolean =>
  view.restrictTokenUserId === null || ownsView(viewer, view);

/** Why the viewer may not change (edit, archive, activate, delete) a view they can see; null when they may. */
export function changeRefusal(viewer: Viewer, view: ViewFacts): string | null {
  if (viewer.isClient) return view.createdBy === viewer.id ? null : SAVED_VIEW_RULES.notYours;
  if (!view.creatorIsClient) return null;
  if (viewer.tenancyClientId !== null && view.tenancyClientId !== viewer.tenancyClientId)
    return SAVED_VIEW_RULES.otherClient;
  return null;
}

/** A restriction may name only the caller (ONLY VISIBLE TO ME), or be lifted. */
export function restrictionRefusal(viewer: Viewer, restrictTokenUserId: number | null | undefined): string | null {
  if (restrictTokenUserId === undefined || restrictTokenUserId === null || restrictTokenUserId === viewer.id)
    return null;
  return SAVED_VIEW_RULES.restrictOwn;
}

/** Labels of the filter parameters a client user may not use, in the order saved (each once). */
export function withheldFilterLabels(filters: readonly { label?: string; path: string }[]): string[] {
  return [...new Set(filters.filter((p) => isInternalPath(p.path)).map((p) => p.label || p.path))];
}
