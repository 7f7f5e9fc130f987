/**
 * `storeVisit(id)` in one REST call when the query asks for more than the report (the review page: its form,
 * answers and their documents, what the viewer may do, feedback, rejections, the trail): POST
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

/** The parts the query's selection of the report will read, beyond the report itself. */
export function pagePartsOf(info: GraphQLResolveInfo): { parts: ReviewPart[]; activityLimit: number } {
  const sel: Selected = { names: new Set(), activityLimits: new Set(), withArgs: new Set(), answerFields: new Set() };
  for (const node of info.fieldNodes) collect(node.selectionSet, info, sel, false);
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

/** The report (null when absent or not the caller's to see), its asked parts primed into the request's loaders. */
export async function reportWithParts(ctx: GatewayContext, id: number, info: GraphQLResolveInfo) {
  const { parts, activityLimit } = pagePartsOf(info);
  if (parts.length === 0) return ctx.api.storeVisits.byId(id);
  const [item] = await ctx.api.review.parts([id], ['visit', ...parts], activityLimit);
  if (!item?.visit) return null;
  const { loaders } = ctx;
  for (const part of ['viewerCan', 'feedback', 'rejections', 'reviewers', 'activity'] as const satisfies ListedPart[])
    if (item[part] !== undefined)
      loaders.reviewParts.prime({ visitId: id, part, ...(part === 'activity' ? { limit: activityLimit } : {}) }, item);
  if (item.answers) loaders.answers.prime(answerKey(id, null), item.answers);
  if (item.documents && item.answers) {
    const byUuid = new Map(item.documents.map((d) => [d.uuid.toLowerCase(), d]));
    for (const a of item.answers) {
      if (!isDocumentUuid(a.answerValue)) continue;
      const doc = byUuid.get(a.answerValue.toLowerCase());
      // As the documents loader answers: a placeholder without an address (blocked for a client user) is none.
      loaders.documents.prime(a.answerValue, doc && hasAddress(doc) ? doc : null);
    }
  }
  if (item.form !== undefined && item.visit.formId) loaders.forms.prime(item.visit.formId, item.form);
  return item.visit;
}
