/**
 * `storeVisit(id)` in one REST call when the query asks for more than the report (the review page: its form,
 * answers and their documents, what the viewer may do, feedback, rejections, the trail): GET
 * storeVisit/reviewParts answers the report with those parts, and they prime the per-request loaders the field
 * resolvers read (answers, documents, forms, reviewParts). A query for the report alone stays GET storeVisit/id.
 */
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { isDocumentUuid } from '../storeVisit/answers.js';
import { answerKey } from '../storeVisit/loaders.js';
import { hasAddress } from '../document/schemas.js';
import { DEFAULT_ACTIVITY_LIMIT, type ListedPart } from './loaders.js';
import type { ReviewPart } from './rest.js';
import type { RestReviewPartsItem } from './schemas.js';
import type { RestStoreVisit } from '../storeVisit/schemas.js';

interface Selected {
  names: Set<string>;
  /** The trail lengths asked (activity(limit:), clamped as its resolver does). */
  activityLimits: Set<number>;
  /** Arguments given to a field (any occurrence): a part asked with arguments is left to its own loader. */
  withArgs: Set<string>;
  answerFields: Set<string>;
}

function collect(set: SelectionSetNode | undefined, info: GraphQLResolveInfo, out: Selected, inAnswers: boolean) {
  for (const s of set?.selections ?? []) {
    if (s.kind === 'Field') {
      if (inAnswers) {
        out.answerFields.add(s.name.value);
        continue;
      }
      out.names.add(s.name.value);
      if (s.name.value === 'activity') {
        const arg = s.arguments?.find((a) => a.name.value === 'limit')?.value;
        const given =
          arg?.kind === 'IntValue'
            ? Number(arg.value)
            : arg?.kind === 'Variable'
              ? info.variableValues[arg.name.value]
              : null;
        const limit = typeof given === 'number' ? given : DEFAULT_ACTIVITY_LIMIT;
        out.activityLimits.add(Math.min(Math.max(limit, 1), 1000));
      } else if (s.arguments?.length) out.withArgs.add(s.name.value);
      if (s.name.value === 'answers') collect(s.selectionSet, info, out, true);
    } else if (s.kind === 'InlineFragment') collect(s.selectionSet, info, out, inAnswers);
    else collect(info.fragments[s.name.value]?.selectionSet, info, out, inAnswers);
  }
}

/** The parts a selection of the report (its selection sets) will read, beyond the report itself. */
function partsOfSelection(sets: readonly (SelectionSetNode | undefined)[], info: GraphQLResolveInfo) {
  const sel: Selected = { names: new Set(), activityLimits: new Set(), withArgs: new Set(), answerFields: new Set() };
  for (const set of sets) collect(set, info, sel, false);
  const parts = new Set<ReviewPart>();
  for (const p of ['viewerCan', 'feedback', 'rejections', 'reviewers', 'form'] as const)
    if (sel.names.has(p)) parts.add(p);
  // One trail length per call: a query asking two is left to the loader.
  if (sel.activityLimits.size === 1) parts.add('activity');
  const answers = sel.names.has('answers') && !sel.withArgs.has('answers');
  // Media marks read the answers' documents (photo rotations live in their urls).
  if (answers || sel.names.has('mediaMarks')) parts.add('answers');
  if ((answers && sel.answerFields.has('document')) || sel.names.has('mediaMarks')) parts.add('documents');
  return { parts: [...parts], activityLimit: [...sel.activityLimits][0] ?? DEFAULT_ACTIVITY_LIMIT };
}

/** The parts the query's selection of the report (the resolved field) will read. */
export const pagePartsOf = (info: GraphQLResolveInfo) =>
  partsOfSelection(
    info.fieldNodes.map((n) => n.selectionSet),
    info,
  );

/** The selection sets of `child` under the resolved field (a mutation payload's `storeVisit`), through fragments. */
function childSets(info: GraphQLResolveInfo, child: string): SelectionSetNode[] {
  const out: SelectionSetNode[] = [];
  const walk = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') {
        if (s.name.value === child && s.selectionSet) out.push(s.selectionSet);
      } else if (s.kind === 'InlineFragment') walk(s.selectionSet);
      else walk(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return out;
}

/** Puts a reviewParts item's parts into the request's loaders, as each loader would answer them. */
function prime(ctx: GatewayContext, item: RestReviewPartsItem, formId: number | null, activityLimit: number) {
  const { loaders } = ctx;
  const id = item.id;
  for (const part of ['viewerCan', 'feedback', 'rejections', 'reviewers', 'activity'] as const satisfies ListedPart[])
    if (item[part] !== undefined) {
      const key = { visitId: id, part, ...(part === 'activity' ? { limit: activityLimit } : {}) };
      // Fresh after a write: what an earlier mutation of the same operation primed is replaced.
      loaders.reviewParts.clear(key).prime(key, item);
    }
  if (item.answers) loaders.answers.clear(answerKey(id, null)).prime(answerKey(id, null), item.answers);
  if (item.documents && item.answers) {
    const byUuid = new Map(item.documents.map((d) => [d.uuid.toLowerCase(), d]));
    for (const a of item.answers) {
      if (!isDocumentUuid(a.answerValue)) continue;
      const doc = byUuid.get(a.answerValue.toLowerCase());
      // As the documents loader answers: a placeholder without an address (blocked for a client user) is none.
      loaders.documents.clear(a.answerValue).prime(a.answerValue, doc && hasAddress(doc) ? doc : null);
    }
  }
  if (item.form !== undefined && formId) loaders.forms.prime(formId, item.form);
}

/** The report (null when absent or not the caller's to see), its asked parts primed into the request's loaders. */
export async function reportWithParts(ctx: GatewayContext, id: number, info: GraphQLResolveInfo) {
  const { parts, activityLimit } = pagePartsOf(info);
  if (parts.length === 0) return ctx.api.storeVisits.byId(id);
  const [item] = await ctx.api.review.parts([id], ['visit', ...parts], activityLimit);
  if (!item?.visit) return null;
  prime(ctx, item, item.visit.formId, activityLimit);
  return item.visit;
}

/**
 * After a review write that answered the report: the parts the payload's `storeVisit` selection reads (the page's
 * ReviewVisitChanging fragment), read in one call after the write and primed, instead of one read per part.
 */
export async function primeAfterWrite(ctx: GatewayContext, visit: RestStoreVisit, info: GraphQLResolveInfo) {
  const { parts, activityLimit } = partsOfSelection(childSets(info, 'storeVisit'), info);
  if (parts.length === 0) return;
  const [item] = await ctx.api.review.parts([visit.id], parts, activityLimit);
  if (item) prime(ctx, item, visit.formId ?? null, activityLimit);
}
