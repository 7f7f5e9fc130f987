/**
 * What the type's modal needs of the visits its filter selects: how many (the percentage modal's 'Visits') and the
 * forms they were filed on (the question picker's). The visit list takes at most 45 days and a widget up to 366, so a
 * longer filter is read as consecutive ranges of at most 45 days (model/widgetFilters.ts visitDateChunks), at once;
 * the count is their sum, the forms their union (the newest 1,000 visits of each range, as the roll-up picker reads).
 */
import { useApolloClient } from '@apollo/client';
import { useEffect, useMemo, useState } from 'react';
import {
  RollupFilterCountDocument,
  RollupPickerVisitsDocument,
  type RollupFilterCountQuery,
  type RollupPickerVisitsQuery,
} from '../../../../generated/graphql';
import type { FilterParam } from '../../../filters/model/types';
import { filterInput, visitDateChunks } from '../model/widgetFilters';

export interface FilterVisits {
  total: number | null;
  formIds: number[];
  loading: boolean;
  error: string | null;
}

const NONE: FilterVisits = { total: null, formIds: [], loading: false, error: null };

/** forms: also the forms of the visits (the picker); otherwise only the count (percentage). */
export function useFilterVisits(filters: readonly FilterParam[] | null, forms: boolean): FilterVisits {
  const client = useApolloClient();
  const chunks = useMemo(() => (filters ? visitDateChunks(filters) : []), [filters]);
  const [state, setState] = useState<FilterVisits>(NONE);

  useEffect(() => {
    if (chunks.length === 0) {
      setState(NONE);
      return;
    }
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    const read = async (chunk: FilterParam[]): Promise<{ total: number; formIds: number[] }> => {
      const variables = { filters: filterInput(chunk) };
      if (!forms) {
        const { data } = await client.query<RollupFilterCountQuery>({ query: RollupFilterCountDocument, variables });
        return { total: data.storeVisits.total, formIds: [] };
      }
      const { data } = await client.query<RollupPickerVisitsQuery>({ query: RollupPickerVisitsDocument, variables });
      const ids = data.storeVisits.items.map((v) => v.formId).filter((id): id is number => id !== null);
      return { total: data.storeVisits.total, formIds: ids };
    };
    Promise.all(chunks.map(read)).then(
      (parts) => {
        if (!current) return;
        const total = parts.reduce((sum, p) => sum + p.total, 0);
        setState({ total, formIds: [...new Set(parts.flatMap((p) => p.formIds))], loading: false, error: null });
      },
      (error: unknown) => {
        if (!current) return;
        setState({ ...NONE, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [chunks, forms, client]);
  return state;
}
