/** Filter autocomplete (spec 002 §7): debounced 200 ms, sends the path and the typed text; skipped when not wanted. */
import { useFilterSuggestionsQuery } from '../../../generated/graphql';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

export const SUGGEST_DEBOUNCE_MS = 200;

export function useSuggestions(path: string, text: string, enabled: boolean): string[] {
  const search = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data, previousData } = useFilterSuggestionsQuery({
    variables: { path, search },
    skip: !enabled || search === '',
    fetchPolicy: 'cache-first',
  });
  if (!enabled || text.trim() === '') return [];
  const typed = text.trim().toLowerCase();
  // Results of an older search still match while the user types on, as long as they contain the text.
  return ((data ?? previousData)?.storeVisitSuggestions ?? []).filter((s) => s.toLowerCase().includes(typed));
}
