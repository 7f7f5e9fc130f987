/** The list settings of a namespace (model/listPrefs), kept in the browser as they change. */
import { useCallback, useState } from 'react';
import { parsePrefs, prefsKey, type ListPrefs } from '../model/listPrefs';

export function useListPrefs(namespace: string): [ListPrefs, (change: Partial<ListPrefs>) => void] {
  const [prefs, setPrefs] = useState<ListPrefs>(() => {
    try {
      return parsePrefs(localStorage.getItem(prefsKey(namespace)));
    } catch {
      return parsePrefs(null);
    }
  });
  const change = useCallback(
    (patch: Partial<ListPrefs>) =>
      setPrefs((current) => {
        const next = { ...current, ...patch };
        try {
          localStorage.setItem(prefsKey(namespace), JSON.stringify(next));
        } catch {
          // Storage full or blocked: the settings still apply to this visit.
        }
        return next;
      }),
    [namespace],
  );
  return [prefs, change];
}
