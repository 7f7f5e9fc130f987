/**
 * What a rollupPage query selects, so its one REST call asks only that: the row fields of `rows { visit { … } }`
 * (userStoreVisits' `fields`), and whether the page's answers (`cells`, `values`) and their documents
 * (`cells { answers { document } }`) come in the same call. @include and @skip are not read: a field they drop
 * is still asked, never one they keep left out.
 */
import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { restFieldsFor } from '../storeVisit/fields.js';

function eachField(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  visit: (field: FieldNode) => void,
): void {
  for (const s of set.selections) {
    if (s.kind === 'Field') visit(s);
    else if (s.kind === 'InlineFragment') eachField(s.selectionSet, fragments, visit);
    else {
      const fragment = fragments[s.name.value];
      if (fragment) eachField(fragment.selectionSet, fragments, visit);
    }
  }
}

/** The field names selected at a path under the resolved field (every occurrence, alias and fragment merged). */
function namesAt(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets = info.fieldNodes.map((n) => n.selectionSet).filter((s): s is SelectionSetNode => s !== undefined);
  for (const name of path) {
    const next: SelectionSetNode[] = [];
    for (const set of sets)
      eachField(set, info.fragments, (f) => {
        if (f.name.value === name && f.selectionSet) next.push(f.selectionSet);
      });
    sets = next;
  }
  const out = new Set<string>();
  for (const set of sets) eachField(set, info.fragments, (f) => out.add(f.name.value));
  return out;
}

export interface RollupPageSelection {
  /** The REST `fields` of the rows; null for whole rows. */
  fields: string[] | null;
  include: ('answers' | 'documents')[];
}

export function rollupPageSelection(info: GraphQLResolveInfo): RollupPageSelection {
  const row = namesAt(info, ['rows']);
  const include: RollupPageSelection['include'] = [];
  if (row.has('cells') || row.has('values')) include.push('answers');
  if (namesAt(info, ['rows', 'cells', 'answers']).has('document')) include.push('documents');
  return { fields: restFieldsFor(namesAt(info, ['rows', 'visit'])), include };
}
