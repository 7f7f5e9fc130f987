/**
 * The review page's keyboard shortcuts (issue 15, reviewer throughput), pure so they are unit-tested: which
 * key does what, and when a key is the user typing rather than a shortcut. The page listens on the window
 * (hooks/useReviewShortcuts.ts); '?' lists them in a help overlay (components/ShortcutHelp.tsx).
 */

export type ShortcutAction =
  'next' | 'previous' | 'nextPending' | 'editResponses' | 'approve' | 'reject' | 'needsRevision' | 'help';

export interface Shortcut {
  key: string;
  action: ShortcutAction;
  /** What the help overlay says it does. */
  label: string;
  /** Only for staff (client users have no review tools). */
  staff: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'j', action: 'next', label: 'Next report in the list you came from', staff: false },
  { key: 'k', action: 'previous', label: 'Previous report in the list you came from', staff: false },
  { key: 'n', action: 'nextPending', label: 'Next pending report (the review queue)', staff: true },
  { key: 'e', action: 'editResponses', label: 'EDIT RESPONSES (review mode)', staff: true },
  { key: 'a', action: 'approve', label: 'APPROVE', staff: true },
  { key: 'r', action: 'reject', label: 'REJECT', staff: true },
  { key: 'x', action: 'needsRevision', label: 'NEEDS REVISION on the focused answer', staff: true },
  { key: '?', action: 'help', label: 'Show these shortcuts', staff: false },
];

/** The shortcuts a viewer has. */
export const shortcutsFor = (isClient: boolean) => SHORTCUTS.filter((s) => !s.staff || !isClient);

/** What a key press looks like to the rules (a KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: unknown;
}

/** What the rules need to know of an element (an HTMLElement fits). */
interface ElementLike {
  tagName: string;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
}

const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
]);

const isElementLike = (t: unknown): t is ElementLike =>
  typeof t === 'object' && t !== null && typeof (t as ElementLike).tagName === 'string';

/** The key goes to a field the user types in: a text input, a text area, a select, an editable element. */
export function isTypingTarget(target: unknown): boolean {
  if (!isElementLike(target)) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return TEXT_INPUTS.has((target.getAttribute('type') ?? 'text').toLowerCase());
  if (target.isContentEditable) return true;
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/**
 * The shortcut a key press asks for, or null: never while typing in a field, never with Ctrl, Cmd or Alt
 * (the browser's own shortcuts), never while a dialog is open (`overlayOpen`: its own keys apply there).
 */
export function shortcutFor(e: KeyPress, options: { isClient: boolean; overlayOpen: boolean }): ShortcutAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || options.overlayOpen || isTypingTarget(e.target)) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return shortcutsFor(options.isClient).find((s) => s.key === key)?.action ?? null;
}
