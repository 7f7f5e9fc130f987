/**
 * The filter panel state of a widget type's modal, the panel's own FilterState contract with the widget rules:
 * validateFilter for widgets on LOAD RESULTS (and silently when the modal opens), no browser copy while
 * editing (the saved widget keeps its filters), CLEAR PARAMETERS keeps Visit Date.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FilterState } from '../../../filters/hooks/useFilterState';
import { anyData, clearParams, requestParams } from '../../../filters/model/filterState';
import type { FilterParam, FilterPageConfig } from '../../../filters/model/types';
import { widgetFilterProblem } from '../model/widgetFilters';

export function useWidgetFilters(config: FilterPageConfig, initial: FilterParam[], isClient: boolean): FilterState {
  const [params, setParams] = useState<FilterParam[]>(initial);
  const [loaded, setLoaded] = useState<FilterParam[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const tryLoad = useCallback(
    (candidate: FilterParam[], quiet: boolean): boolean => {
      if (!anyData(candidate)) {
        setLoaded(null);
        return false;
      }
      const message = widgetFilterProblem(candidate, isClient);
      if (message) {
        if (!quiet) setProblem(message);
        return false;
      }
      setLoaded(requestParams(candidate));
      return true;
    },
    [isClient],
  );

  // The modal opens on its filters loaded when they pass (the question picker then lists their forms).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    tryLoad(params, true);
  }, [params, tryLoad]);

  const isInjected = useCallback(() => false, []);
  return useMemo(
    () => ({
      config,
      params,
      isInjected,
      applied: loaded && loaded.length ? loaded : null,
      problem,
      dismissProblem: () => setProblem(null),
      canLoad: anyData(params),
      add: (p) => setParams((list) => [...list, p]),
      update: (before, after) => setParams((list) => list.map((p) => (p === before ? after : p))),
      remove: (param) => setParams((list) => list.filter((p) => p !== param)),
      load: () => tryLoad(params, false),
      clear: () => {
        setParams(clearParams(params, config));
        setLoaded(null);
      },
      replace: (next) => setParams(next),
    }),
    [config, params, isInjected, loaded, problem, tryLoad],
  );
}
