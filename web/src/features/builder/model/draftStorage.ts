/**
 * The local copy of unsaved changes (spec 000 §4): stored with a timestamp, keyed by form id ('new' for a
 * form not saved yet), and preferred on load when newer than the server's copy.
 */
import type { BuilderForm } from './types';

export const DRAFT_KEY_PREFIX = 'svr.builder.draft.';
export const draftKey = (formId: number | null) => `${DRAFT_KEY_PREFIX}${formId ?? 'new'}`;

export interface LocalCopy {
  savedAt: string;
  form: BuilderForm;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readLocalCopy(store: KeyValueStore, formId: number | null): LocalCopy | null {
  try {
    const raw = store.getItem(draftKey(formId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalCopy>;
    if (typeof value.savedAt !== 'string' || typeof value.form !== 'object' || value.form === null) return null;
    return { savedAt: value.savedAt, form: value.form };
  } catch {
    return null;
  }
}

export function writeLocalCopy(store: KeyValueStore, form: BuilderForm, now: Date = new Date()): LocalCopy {
  const copy = { savedAt: now.toISOString(), form };
  try {
    store.setItem(draftKey(form.id), JSON.stringify(copy));
  } catch {
    // A full storage loses the local copy, not the editing.
  }
  return copy;
}

export function clearLocalCopy(store: KeyValueStore, formId: number | null): void {
  store.removeItem(draftKey(formId));
}

/** The copy to open: the local one when it is newer than the server's record (or there is no record). */
export function preferNewer(
  server: BuilderForm | null,
  local: LocalCopy | null,
): { form: BuilderForm | null; fromLocal: LocalCopy | null } {
  if (!local) return { form: server, fromLocal: null };
  if (!server) return { form: local.form, fromLocal: local };
  if (local.form.id !== server.id) return { form: server, fromLocal: null };
  const serverTime = server.timestamp ? Date.parse(server.timestamp) : 0;
  return Date.parse(local.savedAt) > serverTime
    ? { form: local.form, fromLocal: local }
    : { form: server, fromLocal: null };
}

/** Unsaved: the form differs from its state at load. */
export const differs = (a: BuilderForm, b: BuilderForm) => JSON.stringify(a) !== JSON.stringify(b);
