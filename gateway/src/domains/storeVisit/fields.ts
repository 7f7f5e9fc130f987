/**
 * The list call's `fields` from the GraphQL selection: a `storeVisits { items { … } }` query that does not pass
 * `fields` itself asks the api only for what its items select (spec userStoreVisits `fields`), so a 50-row page is
 * a few kB instead of whole visits with metaJson and formState. A selected field this map does not know, or one
 * that needs the whole visit (metaJson, formState), sends no `fields`: the api answers whole rows as before.
 */
import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** What each StoreVisit field reads of a REST list row, beyond the always-listed fields (lists/presenter.ts). */
const REST_FIELDS: Readonly<Record<string, readonly string[]>> = {
  __typename: [],
  id: [],
  eventId: [],
  formId: [],
  form: [],
  status: [],
  privacy: [],
  approvedBy: [],
  reviewState: [],
  waitColor: [],
  multiDayEventId: [],
  answers: [],
  svrType: ['svrType'],
  expectedCheckinTime: ['expectedCheckinTime'],
  expectedDurationMinutes: ['expectedDurationMinutes'],
  actualCheckinTime: ['actualCheckinTime'],
  actualCheckoutTime: ['actualCheckoutTime'],
  lastSubmissionDate: ['lastSubmissionDate'],
  lastRejectedDate: ['metaLastRejectedDate'],
  rejectedCounter: ['rejectedCounter'],
  clientId: ['clientId'],
  clientName: ['clientName'],
  projectId: ['projectId'],
  projectName: ['projectName'],
  talentId: ['talentId'],
  talentType: ['talentType'],
  mcid: ['metaMcid'],
  talentName: ['metaJson.mcFullName'],
  talentEmail: ['metaMcEmail', 'metaJson.mcEmail'],
  retailer: ['metaJson.retailer'],
  doorLocation: ['metaJson.doorLocation'],
  doorNumber: ['metaJson.doorNumber'],
  city: ['metaJson.city'],
  state: ['metaJson.state'],
  projectSegmentName: ['metaJson.projectSegmentName'],
  multiDayEvents: ['svrType', 'multiDayEvents'],
};

/** The field names a selection set selects, through fragments and inline fragments. */
function selectedNames(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  out: Set<string>,
): void {
  for (const s of set?.selections ?? []) {
    if (s.kind === 'Field') out.add(s.name.value);
    else if (s.kind === 'InlineFragment') selectedNames(s.selectionSet, fragments, out);
    else selectedNames(fragments[s.name.value]?.selectionSet, fragments, out);
  }
}

/** The sub-fields `child` selects under the resolved field (all its occurrences merged). */
function childSelection(info: GraphQLResolveInfo, child: string): Set<string> {
  const out = new Set<string>();
  for (const node of info.fieldNodes) {
    const children = new Set<string>();
    const fields: FieldNode[] = [];
    const collect = (set: SelectionSetNode | undefined) => {
      for (const s of set?.selections ?? []) {
        if (s.kind === 'Field') {
          if (s.name.value === child) fields.push(s);
        } else if (s.kind === 'InlineFragment') collect(s.selectionSet);
        else collect(info.fragments[s.name.value]?.selectionSet);
      }
    };
    collect(node.selectionSet);
    for (const f of fields) selectedNames(f.selectionSet, info.fragments, children);
    for (const c of children) out.add(c);
  }
  return out;
}

/** The REST `fields` for a page's `items` selection, or null to ask for whole rows. */
export function listFieldsFromSelection(info: GraphQLResolveInfo): string[] | null {
  return restFieldsFor(childSelection(info, 'items'));
}

/** The REST `fields` for the StoreVisit fields selected, or null to ask for whole rows. */
export function restFieldsFor(selected: Iterable<string>): string[] | null {
  const fields = new Set<string>();
  for (const name of selected) {
    const rest = REST_FIELDS[name];
    if (!rest) return null;
    for (const f of rest) fields.add(f);
  }
  // Nothing beyond the always-listed fields: one of them keeps the list narrowed.
  return fields.size ? [...fields] : ['id'];
}
