/** The chosen Excel columns, kept in the browser (spec 002 §3): the choices the user turned off, so new questions start chosen. */
export const EXPORT_UNCHOSEN_KEY = 'svr.export.unchosen';

export function readUnchosen(storage: Pick<Storage, 'getItem'>): Set<string> {
  try {
    const v: unknown = JSON.parse(storage.getItem(EXPORT_UNCHOSEN_KEY) ?? '[]');
    return new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeUnchosen(storage: Pick<Storage, 'setItem'>, unchosen: ReadonlySet<string>): void {
  try {
    storage.setItem(EXPORT_UNCHOSEN_KEY, JSON.stringify([...unchosen]));
  } catch {
    // Storage full or blocked: the choice still applies to this export.
  }
}
