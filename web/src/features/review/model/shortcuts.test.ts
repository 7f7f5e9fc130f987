import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor, shortcutsFor, SHORTCUTS, type KeyPress } from './shortcuts';

const el = (tagName: string, attrs: Record<string, string> = {}, isContentEditable = false) => ({
  tagName,
  isContentEditable,
  getAttribute: (name: string) => attrs[name] ?? null,
});
const press = (key: string, target: unknown = el('BODY'), mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: target as EventTarget,
  ...mods,
});
const staff = { isClient: false, overlayOpen: false };

describe('review shortcuts', () => {
  it('maps each key to its action, in either case', () => {
    expect(shortcutFor(press('j'), staff)).toBe('next');
    expect(shortcutFor(press('k'), staff)).toBe('previous');
    expect(shortcutFor(press('n'), staff)).toBe('nextPending');
    expect(shortcutFor(press('E'), staff)).toBe('editResponses');
    expect(shortcutFor(press('a'), staff)).toBe('approve');
    expect(shortcutFor(press('r'), staff)).toBe('reject');
    expect(shortcutFor(press('x'), staff)).toBe('needsRevision');
    expect(shortcutFor(press('?'), staff)).toBe('help');
    expect(shortcutFor(press('q'), staff)).toBeNull();
    expect(shortcutFor(press('Enter'), staff)).toBeNull();
  });

  it('never fires while typing in a field, with a modifier, or while a dialog is open', () => {
    for (const field of [
      el('INPUT'),
      el('input', { type: 'search' }),
      el('TEXTAREA'),
      el('SELECT'),
      el('DIV', {}, true),
      el('DIV', { role: 'textbox' }),
    ])
      expect(shortcutFor(press('a', field), staff)).toBeNull();
    expect(shortcutFor(press('a', el('INPUT', { type: 'checkbox' })), staff)).toBe('approve');
    expect(shortcutFor(press('a', el('BUTTON')), staff)).toBe('approve');
    expect(shortcutFor(press('a', undefined, { ctrlKey: true }), staff)).toBeNull();
    expect(shortcutFor(press('r', undefined, { metaKey: true }), staff)).toBeNull();
    expect(shortcutFor(press('n', undefined, { altKey: true }), staff)).toBeNull();
    expect(shortcutFor(press('a'), { isClient: false, overlayOpen: true })).toBeNull();
  });

  it('client users get only stepping through the list and the help', () => {
    const client = { isClient: true, overlayOpen: false };
    expect(shortcutFor(press('j'), client)).toBe('next');
    expect(shortcutFor(press('?'), client)).toBe('help');
    for (const k of ['n', 'e', 'a', 'r', 'x']) expect(shortcutFor(press(k), client)).toBeNull();
    expect(shortcutsFor(true).map((s) => s.key)).toEqual(['j', 'k', '?']);
    expect(shortcutsFor(false)).toHaveLength(SHORTCUTS.length);
  });

  it('tells fields from other elements', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(el('A'))).toBe(false);
    expect(isTypingTarget(el('INPUT', { type: 'radio' }))).toBe(false);
    expect(isTypingTarget(el('INPUT', { type: 'number' }))).toBe(true);
  });
});
