/**
 * Limits for analysts' ad-hoc queries: nesting depth, aliases and selected fields (with fragments
 * expanded), checked once per distinct query during validation; plus a token cap for the parser and a
 * size cap on the query text (see index.ts). Each refusal says what was measured and what the limit is.
 *
 * Hand-written rather than graphql-depth-limit because one walk measures all three, fragments are
 * measured once (memoised) so a query built from many spreads cannot make the check itself slow, a
 * fragment cycle cannot send it into endless recursion (graphql's NoFragmentCycles reports those), and
 * it is typed.
 */
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

export interface QueryLimits {
  /** Nesting levels of fields. The deepest page (visits → answers → document → url) needs 5. */
  maxDepth: number;
  /** Aliased fields per operation (fragments expanded): aliases are how one query multiplies its work. */
  maxAliases: number;
  /** Selected fields per operation (fragments expanded), a cheap measure of the work asked. */
  maxFields: number;
  /** Lexical tokens the parser reads before giving up (graphql's parse option maxTokens). */
  maxTokens: number;
  /** Characters of query text accepted at all. */
  maxQueryChars: number;
  /**
   * Estimated work of one operation (see operationCost): every field counts once per object it is
   * resolved on, so list sizes multiply what is under them.
   */
  maxCost: number;
  /** The size assumed for a list without a pageSize/first/limit argument (answers of a visit, ...). */
  listSize: number;
  /** Milliseconds one request may run; then its REST calls are cut and it stops with a clear error. */
  requestBudgetMs: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: 10,
  maxAliases: 30,
  maxFields: 500,
  maxTokens: 5000,
  maxQueryChars: 50_000,
  // GraphiQL's introspection costs about 49,000; one page of 1000 visits with 30 fields and their answers
  // (10 fields and a document each) about 190,000; 30 aliases of such a page millions.
  maxCost: 200_000,
  listSize: 10,
  requestBudgetMs: 10_000,
};

export interface Measure {
  depth: number;
  aliases: number;
  fields: number;
}

const ZERO: Measure = { depth: 0, aliases: 0, fields: 0 };

/**
 * Introspection (__schema, __type, __typename) counts like any field for aliases, fields and cost: 100
 * aliased __schema are 100 copies of the schema. Only its nesting is not limited by depth (GraphiQL's
 * own query nests ofType 9 deep); the cost bounds it instead.
 */
const isIntrospection = (name: string) => name.startsWith('__');

export function measureOperation(
  op: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Measure {
  const memo = new Map<string, Measure>();
  const visiting = new Set<string>();

  const measureSet = (set: SelectionSetNode | undefined): Measure => {
    if (!set) return ZERO;
    let depth = 0;
    let aliases = 0;
    let fields = 0;
    for (const sel of set.selections) {
      let m: Measure;
      if (sel.kind === Kind.FIELD) {
        const child = measureSet(sel.selectionSet);
        const depth = isIntrospection(sel.name.value) ? 0 : child.depth + 1;
        m = { depth, aliases: child.aliases + (sel.alias ? 1 : 0), fields: child.fields + 1 };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        m = measureSet(sel.selectionSet);
      } else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue; // unknown or cyclic: graphql's own rules report it
        let known = memo.get(name);
        if (!known) {
          visiting.add(name);
          known = measureSet(fragment.selectionSet);
          visiting.delete(name);
          memo.set(name, known);
        }
        m = known;
      }
      depth = Math.max(depth, m.depth);
      aliases += m.aliases;
      fields += m.fields;
    }
    return { depth, aliases, fields };
  };

  return measureSet(op.selectionSet);
}

export function limitProblems(m: Measure, limits: QueryLimits, operationName: string): string[] {
  const what = operationName ? `Operation '${operationName}'` : 'The operation';
  const problems: string[] = [];
  if (m.depth > limits.maxDepth) {
    problems.push(
      `${what} nests fields ${m.depth} levels deep; the limit is ${limits.maxDepth}. ` +
        'Form.questions gives a whole form tree as a flat list with parent links, so deep nesting is not needed.',
    );
  }
  if (m.aliases > limits.maxAliases) {
    problems.push(
      `${what} uses ${m.aliases} aliases; the limit is ${limits.maxAliases}. Split it into several queries.`,
    );
  }
  if (m.fields > limits.maxFields) {
    problems.push(
      `${what} selects ${m.fields} fields (fragments expanded); the limit is ${limits.maxFields}. Ask for fewer fields or split the query.`,
    );
  }
  return problems;
}

/** A validation rule refusing operations over the limits. */
export function queryLimitRule(limits: QueryLimits): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    return {
      OperationDefinition(op) {
        for (const message of limitProblems(measureOperation(op, fragments), limits, op.name?.value ?? '')) {
          context.reportError(new GraphQLError(message, { nodes: op }));
        }
        return false; // measured whole; no need to visit inside
      },
    };
  };
}

/** The parser's own message for too many tokens ("Document contains more that N tokens") made actionable. */
export function tokenLimitMessage(message: string, limits: QueryLimits): string | null {
  return /Document contains more tha[nt] \d+ tokens/.test(message)
    ? `The query has more than ${limits.maxTokens} tokens, the limit for one query. Split it into several queries or use fragments.`
    : null;
}

/** The size check on raw query text, before parsing. */
export function queryTooLargeMessage(query: unknown, limits: QueryLimits): string | null {
  if (typeof query !== 'string' || query.length <= limits.maxQueryChars) return null;
  return `The query is ${query.length.toLocaleString('en-US')} characters long; the limit is ${limits.maxQueryChars.toLocaleString('en-US')}. Split it into several queries.`;
}
