/** The form a preview shows: the server's copy, or the builder's newer local copy (unsaved changes). */
import { useMemo } from 'react';
import { useBuilderFormQuery } from '../../../generated/graphql';
import { preferNewer, readLocalCopy } from '../model/draftStorage';
import { fromServer } from '../model/serverForm';
import type { BuilderForm } from '../model/types';

export function usePreviewForm(canonicalKey: string | null): {
  form: BuilderForm | null;
  loading: boolean;
  error: string | null;
  fromLocal: boolean;
} {
  const query = useBuilderFormQuery({ variables: { canonicalKey: canonicalKey ?? '' }, skip: !canonicalKey });
  const server = query.data?.form ?? null;
  return useMemo(() => {
    if (!canonicalKey) {
      const local = readLocalCopy(localStorage, null);
      return { form: local?.form ?? null, loading: false, error: null, fromLocal: local !== null };
    }
    if (!server) return { form: null, loading: query.loading, error: query.error?.message ?? null, fromLocal: false };
    const base = fromServer(server);
    const chosen = preferNewer(base, readLocalCopy(localStorage, base.id));
    return { form: chosen.form, loading: false, error: null, fromLocal: chosen.fromLocal !== null };
  }, [canonicalKey, server, query.loading, query.error]);
}
