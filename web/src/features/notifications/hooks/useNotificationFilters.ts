/**
 * The Sent list's filter state: the parameters being edited, those loaded (what the list shows, loaded on
 * mount, empty = every notification), kept in the browser under the 'notifications' namespace.
 */
import { useState } from 'react';
import { readSavedParams, writeSavedParams } from '../../filters/model/storage';
import type { FilterParam } from '../../filters/model/types';
import { searchableParams, SENT_NAMESPACE, withData } from '../model/filters';

export interface NotificationFilters {
  params: FilterParam[];
  applied: FilterParam[];
  add: (p: FilterParam) => void;
  update: (before: FilterParam, after: FilterParam) => void;
  remove: (p: FilterParam) => void;
  load: () => void;
  clear: () => void;
}

export function useNotificationFilters(): NotificationFilters {
  const [params, setParams] = useState<FilterParam[]>(() =>
    searchableParams(readSavedParams(localStorage, SENT_NAMESPACE) ?? []),
  );
  const [applied, setApplied] = useState<FilterParam[]>(() => withData(params));
  return {
    params,
    applied,
    add: (p) => setParams((list) => [...list, p]),
    update: (before, after) => setParams((list) => list.map((p) => (p === before ? after : p))),
    remove: (p) => setParams((list) => list.filter((x) => x !== p)),
    load: () => {
      const loaded = withData(params);
      setApplied(loaded);
      writeSavedParams(localStorage, SENT_NAMESPACE, loaded);
    },
    clear: () => {
      setParams([]);
      setApplied([]);
      writeSavedParams(localStorage, SENT_NAMESPACE, null);
    },
  };
}
