/**
 * Saved roll-ups in the spec's wire shape (spec 002 §3), plus `questions` (each key's title and type, the roll-up
 * page's columns). Client users get no internal filter parameter, no question they may not see, no motives flag
 * and no block list.
 */
import { storedFilters } from '../savedView/presenter.js';
import { servedKeys } from './rules.js';
import type { CatalogueQuestion, SavedRollupRow } from './store.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored comma-joined keys as a list, in order, each once. */
export const keysOf = (row: Pick<SavedRollupRow, 'formQuestionCanonicalKeys'>): string[] => [
  ...new Set(row.formQuestionCanonicalKeys.split(',').filter((k) => k !== '')),
];

/** metaJson as served: client users never get the motives flag set or the block list. */
export function presentMeta(value: unknown, isClient: boolean) {
  const m = isObject(value) ? value : {};
  return {
    embedPhotosInExcelReport: m.embedPhotosInExcelReport === true,
    includeMotivesInExcelReport: !isClient && m.includeMotivesInExcelReport === true,
    widgetType: typeof m.widgetType === 'string' ? m.widgetType : null,
    blockPhotos: isClient ? [] : Array.isArray(m.blockPhotos) ? m.blockPhotos : [],
  };
}

export function presentSavedRollup(
  row: SavedRollupRow,
  isClient: boolean,
  catalogue: ReadonlyMap<string, CatalogueQuestion>,
) {
  const keys = servedKeys(isClient, keysOf(row), catalogue);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    formQuestionCanonicalKeys: keys.join(','),
    questions: keys
      .map((k) => catalogue.get(k))
      .filter((q): q is CatalogueQuestion => q !== undefined)
      .map((q) => ({ canonicalKey: q.canonicalKey, title: q.title, type: q.type })),
    filters: storedFilters(row.filters, isClient),
    restrictTokenUserId: row.restrictTokenUserId,
    tenancyClientId: row.tenancyClientId,
    status: row.status,
    createdBy: row.createdBy,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    metaJson: presentMeta(row.metaJson, isClient),
  };
}
export type SavedRollup = ReturnType<typeof presentSavedRollup>;
