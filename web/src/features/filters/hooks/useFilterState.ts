/**
 * A page's filter panel state: the parameters being edited, the ones loaded (what the list shows), the
 * validateFilter problem to show, and the browser copy per namespace. On the reporting pages the chosen
 * client and project are injected as permanent parameters; they follow the header's choice.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../../app/session/SessionContext';
import { useTenancy } from '../../../app/tenancy/TenancyContext';
import { anyData, clearParams, initialParams, injectedParams, requestParams, withInjected } from '../model/filterState';
import { readSavedParams, writeSavedParams } from '../model/storage';
import type { FilterParam, FilterPageConfig } from '../model/types';
import { checkListFilters } from '../model/validation';

export interface FilterState {
  config: FilterPageConfig;
  /** What the panel shows: the user's parameters with the injected ones in place. */
  params: FilterParam[];
  /** Parameters the user cannot change (injected client and project). */
  isInjected: (param: FilterParam) => boolean;
  /** The loaded filters with data, as the list query sends them; null until loaded (or after CLEAR). */
  applied: FilterParam[] | null;
  /** The validateFilter message to show in the OK dialog. */
  problem: string | null;
  dismissProblem: () => void;
  canLoad: boolean;
  add: (param: FilterParam) => void;
  update: (before: FilterParam, after: FilterParam) => void;
  remove: (param: FilterParam) => void;
  /** LOAD RESULTS: validates, then loads and keeps the filters. Answers whether they loaded. */
  load: () => boolean;
  /** CLEAR PARAMETERS. */
  clear: () => void;
  /** Replaces the parameters (a saved view), without loading them. */
  replace: (params: FilterParam[]) => void;
}

export interface FilterStateOptions {
  /** Start from these instead of the saved copy (a saved view); nothing is kept in the browser then. */
  initial?: FilterParam[];
}

export function useFilterState(config: FilterPageConfig, options: FilterStateOptions = {}): FilterState {
  const { user } = useSession();
  const isClient = user?.isClient ?? false;
  const { client, projectId } = useTenancy();
  const persist = options.initial === undefined;
  const clientName = config.injectTenancy ? (client?.name ?? null) : null;
  const projectName = config.injectTenancy ? (client?.projects.find((p) => p.id === projectId)?.name ?? null) : null;
  const injected = useMemo(() => injectedParams({ clientName, projectName }), [clientName, projectName]);

  const [own, setOwn] = useState<FilterParam[]>(
    () => options.initial ?? initialParams(readSavedParams(localStorage, config.namespace), config, isClient),
  );
  const [loaded, setLoaded] = useState<FilterParam[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const params = useMemo(() => withInjected(own, injected), [own, injected]);
  const injectedSet = useMemo(() => new Set(injected), [injected]);

  const tryLoad = useCallback(
    (candidate: FilterParam[], shown: FilterParam[]): boolean => {
      if (!anyData(shown)) {
        setLoaded(null);
        return false;
      }
      const message = checkListFilters(shown, config, isClient);
      if (message) {
        setProblem(message);
        return false;
      }
      setLoaded(candidate);
      if (persist) writeSavedParams(localStorage, config.namespace, candidate);
      return true;
    },
    [config, isClient, persist],
  );

  // The page opens with the same checks as LOAD RESULTS (spec 002 §5), once, when the user's own parameters hold
  // values: the injected client and project chips alone (a client user has no default Visit Date) wait for LOAD RESULTS.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (anyData(own)) tryLoad(own, params);
  }, [own, params, tryLoad]);

  const applied = useMemo(() => (loaded ? requestParams(withInjected(loaded, injected)) : null), [loaded, injected]);

  return {
    config,
    params,
    isInjected: (p) => injectedSet.has(p),
    applied: applied && applied.length ? applied : null,
    problem,
    dismissProblem: () => setProblem(null),
    canLoad: anyData(params),
    add: (p) => setOwn((list) => [...list, p]),
    update: (before, after) => setOwn((list) => list.map((p) => (p === before ? after : p))),
    remove: (param) => setOwn((list) => list.filter((p) => p !== param)),
    load: () => tryLoad(own, params),
    clear: () => {
      setOwn(clearParams(own, config));
      setLoaded(null);
      if (persist) writeSavedParams(localStorage, config.namespace, null);
    },
    replace: (next) => setOwn(next),
  };
}
