/**
 * The form being built: loaded by the page's one query (or new), the newer of the server copy and the
 * local copy (spec 000 §4), every change through the reducer, and the local copy of unsaved changes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBuilderFormQuery } from '../../../generated/graphql';
import { clearLocalCopy, differs, preferNewer, readLocalCopy, writeLocalCopy } from '../model/draftStorage';
import { builderReducer, type BuilderAction } from '../model/reducer';
import { fromServer, newForm, type ServerForm } from '../model/serverForm';
import type { BuilderForm } from '../model/types';

interface Loaded {
  form: BuilderForm;
  /** The form as loaded or last saved: what 'unsaved changes' compares with. */
  baseline: BuilderForm;
}

/** How long typing may pause before the local copy is written. */
const LOCAL_COPY_DELAY_MS = 400;

export interface BuilderFormState {
  form: BuilderForm | null;
  loading: boolean;
  error: string | null;
  /** No form has this canonical key (or not for the selected client). */
  notFound: boolean;
  dirty: boolean;
  /** When the local copy of the unsaved changes was written. */
  localSavedAt: string | null;
  dispatch: (action: BuilderAction) => void;
  /** After a save: the saved record becomes what is loaded, and the local copy goes. */
  commitSaved: (saved: ServerForm) => void;
  /** Leaving without saving: forget the local copy. */
  discardLocal: () => void;
  /** Writes the local copy now (before opening the preview). */
  flushLocal: () => void;
  /** Forgets the unsaved changes and loads the server's copy again (after a stale save). */
  reloadFromServer: () => void;
}

export function useBuilderForm(canonicalKey: string | null, clientId: number | null): BuilderFormState {
  const query = useBuilderFormQuery({
    variables: { canonicalKey: canonicalKey ?? '' },
    skip: !canonicalKey,
    fetchPolicy: 'network-only',
  });
  const [state, setState] = useState<Loaded | null>(null);
  const [localSavedAt, setLocalSavedAt] = useState<string | null>(null);
  /** id:revision of the record on screen; a refetch of the same record does not reload it. */
  const loadedMarker = useRef<string | null>(null);

  useEffect(() => {
    if (canonicalKey) return;
    const baseline = newForm(clientId);
    const local = readLocalCopy(localStorage, null);
    setState({ form: local ? { ...local.form, tenancyClientId: clientId } : baseline, baseline });
    setLocalSavedAt(local?.savedAt ?? null);
    // A new form is set up once per mount; the client it is for is read when it is saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canonicalKey]);

  const server = query.data?.form ?? null;
  useEffect(() => {
    if (!server) return;
    const marker = `${server.id}:${server.revision}`;
    if (loadedMarker.current === marker) return;
    loadedMarker.current = marker;
    const baseline = fromServer(server);
    const chosen = preferNewer(baseline, readLocalCopy(localStorage, baseline.id));
    setState({ form: chosen.form ?? baseline, baseline });
    setLocalSavedAt(chosen.fromLocal?.savedAt ?? null);
  }, [server]);

  const dispatch = useCallback((action: BuilderAction) => {
    setState((s) => (s ? { ...s, form: builderReducer(s.form, action) } : s));
  }, []);

  const dirty = useMemo(() => (state ? differs(state.form, state.baseline) : false), [state]);

  // The local copy follows the unsaved changes, keyed by form id.
  useEffect(() => {
    if (!state) return;
    if (!dirty) {
      clearLocalCopy(localStorage, state.form.id);
      setLocalSavedAt(null);
      return;
    }
    const timer = window.setTimeout(
      () => setLocalSavedAt(writeLocalCopy(localStorage, state.form).savedAt),
      LOCAL_COPY_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state, dirty]);

  // The id the local copy of the form on screen is kept under (a publish or a new form changes it).
  const shownId = useRef<number | null>(null);
  const currentId = state?.form.id ?? null;
  useEffect(() => {
    shownId.current = currentId;
  }, [currentId]);

  const commitSaved = useCallback((saved: ServerForm) => {
    clearLocalCopy(localStorage, shownId.current);
    clearLocalCopy(localStorage, saved.id);
    const form = fromServer(saved);
    loadedMarker.current = `${saved.id}:${saved.revision}`;
    setState({ form, baseline: form });
    setLocalSavedAt(null);
  }, []);

  const discardLocal = useCallback(() => {
    if (state) clearLocalCopy(localStorage, state.form.id);
  }, [state]);

  const flushLocal = useCallback(() => {
    if (state && dirty) setLocalSavedAt(writeLocalCopy(localStorage, state.form).savedAt);
  }, [state, dirty]);

  const { refetch } = query;
  const reloadFromServer = useCallback(() => {
    if (state) clearLocalCopy(localStorage, state.form.id);
    loadedMarker.current = null;
    if (state) setState({ form: state.baseline, baseline: state.baseline });
    void refetch();
  }, [state, refetch]);

  return {
    flushLocal,
    reloadFromServer,
    form: state?.form ?? null,
    loading: canonicalKey ? query.loading && !state : false,
    error: query.error && !state ? query.error.message : null,
    notFound: Boolean(canonicalKey && query.data && query.data.form === null),
    dirty,
    localSavedAt,
    dispatch,
    commitSaved,
    discardLocal,
  };
}
