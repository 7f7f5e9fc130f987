import {
  buildSchema,
  getIntrospectionQuery,
  Kind,
  parse,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.js';
import { costProblem, operationCost } from './cost.js';
import { DEFAULT_LIMITS } from './queryLimits.js';

const schema = buildSchema(loadTypeDefs().join('\n'));
const cost = (query: string, variables: Record<string, unknown> = {}) => {
  const doc = parse(query);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return operationCost(schema, op, fragments, variables, DEFAULT_LIMITS.listSize);
};
const page = (alias: string, size: string) =>
  `${alias}: storeVisits(filters: [], pageSize: ${size}) { items { answers { document { url } } } }`;

describe('query cost', () => {
  it('multiplies what is under a page by its pageSize, and other lists by listSize', () => {
    // storeVisits 1 + items 1 + 1000 × (answers 1 + 10 × (document 1 + url 1))
    expect(cost(`{ ${page('a', '1000')} }`)).toBe(1 + 1 + 1000 * (1 + 10 * 2));
    expect(cost(`{ ${page('a', '10')} }`)).toBe(1 + 1 + 10 * (1 + 10 * 2));
  });

  it('uses the default page size when none is asked, and a pageSize passed as a variable', () => {
    expect(cost(`{ storeVisits(filters: []) { items { id } } }`)).toBe(1 + 1 + 50);
    expect(cost(`query Q($n: Int) { storeVisits(filters: [], pageSize: $n) { items { id } } }`, { n: 1000 })).toBe(
      1 + 1 + 1000,
    );
  });

  it('refuses 30 aliases of a 1000-row page of answers and documents, with what to do', () => {
    const query = `{ ${Array.from({ length: 30 }, (_, i) => page(`p${i}`, '1000')).join(' ')} }`;
    const problem = costProblem(cost(query), DEFAULT_LIMITS, '');
    expect(problem).toBe(
      'The operation would cost about 630,060 (each field once per row it is read for, lists multiplied by their pageSize); the limit is 200,000. ' +
        'Ask for a smaller pageSize, fewer fields under lists, or fewer aliases, or split it into several queries.',
    );
  });

  it("lets GraphiQL's introspection query and a full page through, counts introspection, and refuses many copies of it", () => {
    const introspection = cost(getIntrospectionQuery());
    expect(costProblem(introspection, DEFAULT_LIMITS, '')).toBeNull();
    expect(introspection).toBeGreaterThan(10_000);
    expect(costProblem(cost(`{ ${page('a', '1000')} }`), DEFAULT_LIMITS, '')).toBeNull();
    // Five aliased copies of GraphiQL's whole introspection.
    const full = getIntrospectionQuery();
    const schemaSelection = full.slice(full.indexOf('__schema'), full.lastIndexOf('}', full.indexOf('fragment')));
    const copies = `{ ${Array.from({ length: 5 }, (_, i) => `s${i}: ${schemaSelection}`).join(' ')} } ${full.slice(full.indexOf('fragment'))}`;
    expect(costProblem(cost(copies), DEFAULT_LIMITS, '')).toMatch(/^The operation would cost about/);
  });

  it('stays fast on a fragment chain that would expand exponentially', () => {
    const defs = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(
      '\n',
    );
    const started = Date.now();
    const c = cost(`{ ...F0 }\n${defs}\nfragment F40 on Query { me { id } }`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(c).toBeGreaterThan(DEFAULT_LIMITS.maxCost);
  });

  describe('dashboards', () => {
    const slideDoc = 'uuid title type slide: url(width: 800) detail: url(width: 1280) full: url';
    const widget = `fragment W on Widget {
      id title description widgetType formQuestionCanonicalKeys filters metaJson
      data {
        __typename
        ... on FeedbackWidgetData { total entries { storeVisitId checkinTime projectName retailer location doorNumber message } }
        ... on AnswerListWidgetData { total answers { storeVisitId value checkinTime retailer doorNumber doorLocation } }
        ... on ChartWidgetData { groupBy total points { label group count } }
        ... on NumberWidgetData { value count }
        ... on PercentageWidgetData { approved total }
        ... on MediaWidgetData {
          total
          slides {
            storeVisitId questionTitle retailer doorNumber doorLocation expectedCheckinTime checkinTime starred flagged blocked
            document { ${slideDoc} } before { ${slideDoc} }
          }
        }
        ... on WidgetProblem { message }
      }
    }`;
    const slides = `{ widgets(ids: [1]) { data { ... on MediaWidgetData { slides { storeVisitId } } } } }`;

    it('costs the slides, answers and entries the api caps at their cap, and widgets(ids) by the ids asked', () => {
      // widgets 1 + 1 × (data 1 + slides 1 + 200 × storeVisitId 1)
      expect(cost(slides)).toBe(1 + 1 * (1 + 1 + 200));
      expect(cost(slides.replace('[1]', '[1, 2, 3]'))).toBe(1 + 3 * (1 + 1 + 200));
      expect(cost(`query Q($ids: [Int!]!) ${slides.replace('[1]', '$ids')}`, { ids: [1, 2] })).toBe(
        1 + 2 * (1 + 1 + 200),
      );
      expect(cost(`{ documents(uuids: ["a", "b"]) { url } }`)).toBe(1 + 2);
    });

    it('lets the dashboard page through (its widgets with all their slides), and refuses every dashboard with them', () => {
      const page = cost(`{ dashboard(id: 1) { id title widgetIds widgets { ...W } } } ${widget}`);
      expect(costProblem(page, DEFAULT_LIMITS, '')).toBeNull();
      const twelve = cost(`{ widgets(ids: [1,2,3,4,5,6,7,8,9,10,11,12]) { ...W } } ${widget}`);
      expect(costProblem(twelve, DEFAULT_LIMITS, '')).toBeNull();
      // 12 widgets × 200 slides: at least the slides' fields and documents are counted.
      expect(twelve).toBeGreaterThan(12 * 200 * 20);
      const every = cost(`{ dashboards { widgets { ...W } } } ${widget}`);
      expect(costProblem(every, DEFAULT_LIMITS, '')).toMatch(/^The operation would cost about/);
    });
  });

  it("lets the roll-up page's own query through at every page size it offers (25 to 250 rows)", () => {
    const file = new URL('../../../web/src/features/rollups/graphql/rollups.graphql', import.meta.url);
    const doc = readFileSync(file, 'utf8');
    const op = doc.slice(doc.indexOf('query RollupPage'));
    const query = `${op.slice(0, op.indexOf('\n}\n') + 3)}\n${doc.replace(/(query|mutation) [\s\S]*?\n}\n/g, '')}`;
    for (const pageSize of [25, 50, 100, 250])
      expect(costProblem(cost(query, { id: 1, pageSize }), DEFAULT_LIMITS, '')).toBeNull();
  });

  it("costs a notification's recipients (one REST call per listed notification) at 100: a Sent page passes, 1,000 are refused", () => {
    const list = (n: number) =>
      cost(`{ notifications(pageSize: ${n}) { items { id recipients { mcid name dateSeen } } } }`);
    expect(costProblem(list(50), DEFAULT_LIMITS, '')).toBeNull();
    expect(costProblem(list(1000), DEFAULT_LIMITS, '')).toMatch(/^The operation would cost about/);
  });
});
