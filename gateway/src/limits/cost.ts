/**
 * The estimated cost of an operation, checked once its variables are known (an Apollo plugin, so a
 * pageSize passed as a variable counts the same as one written in the query), before anything runs.
 *
 * Every field costs 1 per object it is resolved on. A list multiplies what is under it by its size:
 * the field's pageSize/first/limit argument (or that argument's default), or, for a page type
 * (storeVisits → StoreVisitPage.items), the size asked on the field above; any other list is assumed to
 * hold `listSize` items, but a list of ids asked (widgets(ids), documents(uuids)) its ids' count and a list the
 * api caps (LIST_SIZE_HINTS) that cap. So `storeVisits(pageSize: 1000) { items { answers { document { url } } } }`
 * costs 1 + 1 + 1000 × (1 + 10 × (1 + 1)) ≈ 21,000, and 30 aliases of it 630,000.
 *
 * Fragments are costed once per (fragment, pending page size) and cycles are skipped (graphql's own
 * rules report them), so the estimate itself stays fast on any query. Repeated spreads and @skip are
 * counted as written: the estimate errs high.
 */
import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { QueryLimits } from './queryLimits.js';

const SIZE_ARGS = ['pageSize', 'first', 'limit'];
/** Arguments listing what a list answers (widgets(ids), documents(uuids)): the list is at most that long. */
const KEY_LIST_ARGS = ['ids', 'uuids'];

/**
 * Lists without a size argument whose length the api caps, costed at that cap rather than listSize
 * (schema/dashboard.graphql): a photo or video widget's slides and a question-response widget's answers at most
 * 200, a feedback widget's entries at most 100. A dashboard page of 12 widgets with 200 slides each is then
 * costed near its real work, and many dashboards' widgets with all their slides are refused. A notification's
 * recipients come with one REST call per notification of a list (the list answers none): costed at 100, so a Sent page
 * of 50 with recipients passes and 1,000 notifications with theirs (1,000 REST calls) are refused.
 */
export const LIST_SIZE_HINTS: Readonly<Record<string, number>> = {
  'MediaWidgetData.slides': 200,
  'AnswerListWidgetData.answers': 200,
  'FeedbackWidgetData.entries': 100,
  'Notification.recipients': 100,
  // A roll-up cell holds one question's answers of one visit: one, or one per day of a multi-day visit.
  'RollupCell.answers': 3,
};

function fieldDef(
  schema: GraphQLSchema,
  parent: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === '__typename') return TypeNameMetaFieldDef;
  if (parent && parent === schema.getQueryType()) {
    if (name === '__schema') return SchemaMetaFieldDef;
    if (name === '__type') return TypeMetaFieldDef;
  }
  if (parent && (isObjectType(parent) || isInterfaceType(parent))) return parent.getFields()[name];
  return undefined;
}

function intValue(node: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const v = variables[node.name.value];
    return typeof v === 'number' ? v : undefined;
  }
  return undefined;
}

/** The size a field asks for, from its arguments or their defaults; undefined when it asks none. */
function askedSize(
  node: FieldNode,
  def: GraphQLField<unknown, unknown> | undefined,
  variables: Record<string, unknown>,
): number | undefined {
  for (const name of SIZE_ARGS) {
    const arg = node.arguments?.find((a) => a.name.value === name);
    const given = intValue(arg?.value, variables);
    if (given !== undefined) return Math.max(1, given);
    const fallback = def?.args.find((a) => a.name === name)?.defaultValue;
    if (typeof fallback === 'number') return Math.max(1, fallback);
  }
  for (const name of KEY_LIST_ARGS) {
    const arg = node.arguments?.find((a) => a.name.value === name);
    const length = listLength(arg?.value, variables);
    if (length !== undefined) return Math.max(1, length);
  }
  return undefined;
}

function listLength(node: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.LIST) return node.values.length;
  if (node.kind === Kind.VARIABLE) {
    const v = variables[node.name.value];
    return Array.isArray(v) ? v.length : undefined;
  }
  return undefined;
}

export function operationCost(
  schema: GraphQLSchema,
  op: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  listSize: number,
): number {
  const memo = new Map<string, number>();
  const visiting = new Set<string>();

  const costOf = (
    set: SelectionSetNode | undefined,
    parent: GraphQLNamedType | undefined,
    pending: number | undefined,
  ): number => {
    if (!set) return 0;
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const def = fieldDef(schema, parent, sel.name.value);
        const asked = askedSize(sel, def, variables);
        const isList = def ? isListType(getNullableType(def.type)) : false;
        // A list takes the size asked on it, or the one its page field asked; a page passes its size down.
        const hint = parent ? LIST_SIZE_HINTS[`${parent.name}.${sel.name.value}`] : undefined;
        const count = isList ? (asked ?? pending ?? hint ?? listSize) : 1;
        const childType = def ? getNamedType(def.type) : undefined;
        const under = sel.selectionSet
          ? costOf(
              sel.selectionSet,
              childType && isCompositeType(childType) ? childType : undefined,
              isList ? undefined : asked,
            )
          : 0;
        total += 1 + count * under;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
        total += costOf(sel.selectionSet, type ?? undefined, pending);
      } else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        const key = `${name}|${pending ?? ''}`;
        let known = memo.get(key);
        if (known === undefined) {
          visiting.add(name);
          known = costOf(
            fragment.selectionSet,
            schema.getType(fragment.typeCondition.name.value) ?? undefined,
            pending,
          );
          visiting.delete(name);
          memo.set(key, known);
        }
        total += known;
      }
    }
    return total;
  };

  const root =
    op.operation === 'mutation'
      ? schema.getMutationType()
      : op.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return costOf(op.selectionSet, root ?? undefined, undefined);
}

export function costProblem(cost: number, limits: QueryLimits, operationName: string): string | null {
  if (cost <= limits.maxCost) return null;
  const what = operationName ? `Operation '${operationName}'` : 'The operation';
  return (
    `${what} would cost about ${Math.round(cost).toLocaleString('en-US')} (each field once per row it is read for, lists multiplied by their pageSize); ` +
    `the limit is ${limits.maxCost.toLocaleString('en-US')}. Ask for a smaller pageSize, fewer fields under lists, or fewer aliases, or split it into several queries.`
  );
}

/** Refuses an operation over maxCost once its variables are known, before anything runs (400). */
export function queryCostPlugin(limits: QueryLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          if (!operation) return;
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const def of document.definitions) {
            if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
          }
          const cost = operationCost(schema, operation, fragments, request.variables ?? {}, limits.listSize);
          const problem = costProblem(cost, limits, operation.name?.value ?? '');
          if (problem) {
            throw new GraphQLError(problem, {
              extensions: {
                code: 'QUERY_TOO_COSTLY',
                cost: Math.round(cost),
                maxCost: limits.maxCost,
                http: { status: 400 },
              },
            });
          }
        },
      };
    },
  };
}
