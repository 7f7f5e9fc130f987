import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema.js';
import {
  DEFAULT_LIMITS,
  queryLimitRule,
  queryTooLargeMessage,
  tokenLimitMessage,
  type QueryLimits,
} from './queryLimits.js';

// The contract's SDL is all validation needs (no resolvers).
const schema = buildSchema(loadTypeDefs().join('\n'));
const check = (query: string, limits: Partial<QueryLimits> = {}) =>
  validate(schema, parse(query), [queryLimitRule({ ...DEFAULT_LIMITS, ...limits })]).map((e) => e.message);

// Deepest path: storeVisits > items > form > (FormFields) questions > options > uuid = 6 levels.
const pageQuery = `query Page($f: [FilterParameterInput!]!) {
  storeVisits(filters: $f) { items { id form { ...FormFields } answers { value document { url } } } }
}
fragment FormFields on Form { title questions { uuid depth options { uuid } } }`;

describe('query limits', () => {
  it('lets a real page query through', () => {
    expect(check(pageQuery)).toEqual([]);
  });

  it("lets GraphiQL's introspection query through", () => {
    expect(check(getIntrospectionQuery())).toEqual([]);
  });

  it('refuses deep nesting, counting through fragments, with a message saying what to do', () => {
    expect(check(pageQuery, { maxDepth: 4 })).toEqual([
      "Operation 'Page' nests fields 6 levels deep; the limit is 4. Form.questions gives a whole form tree as a flat list with parent links, so deep nesting is not needed.",
    ]);
  });

  it('refuses too many aliases, counted once per use of a fragment', () => {
    const query = `{ ...A ...A } fragment A on Query { a: me { id } b: me { id } c: me { id } }`;
    expect(check(query, { maxAliases: 5 })).toEqual([
      'The operation uses 6 aliases; the limit is 5. Split it into several queries.',
    ]);
  });

  it('counts aliases inside introspection: 100 aliased __schema are refused', () => {
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `s${i}: __schema { queryType { name } }`).join(' ')} }`;
    expect(check(query)).toEqual(['The operation uses 100 aliases; the limit is 30. Split it into several queries.']);
    expect(check(`{ a: __typename b: __type(name: "Query") { name } }`, { maxAliases: 1 })).toEqual([
      'The operation uses 2 aliases; the limit is 1. Split it into several queries.',
    ]);
  });

  it('refuses too many fields with fragments expanded', () => {
    const query = `query Big { ...F ...F ...F } fragment F on Query { me { id email name roleId } }`;
    expect(check(query, { maxFields: 10 })).toEqual([
      "Operation 'Big' selects 15 fields (fragments expanded); the limit is 10. Ask for fewer fields or split the query.",
    ]);
  });

  it('stays fast on a fragment chain that would expand exponentially', () => {
    const defs = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(
      '\n',
    );
    const started = Date.now();
    const messages = check(`{ ...F0 }\n${defs}\nfragment F40 on Query { me { id } }`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(messages[0]).toMatch(/selects \d+ fields/);
  });

  it('does not hang on a fragment cycle (graphql reports the cycle itself)', () => {
    const doc = parse(`{ ...A } fragment A on Query { me { id } ...B } fragment B on Query { ...A }`);
    expect(
      validate(schema, doc)
        .map((e) => e.message)
        .join(),
    ).toMatch('Cannot spread fragment');
    expect(check(`{ ...A } fragment A on Query { me { id } ...B } fragment B on Query { ...A }`)).toEqual([]);
  });

  it('gives the token and size limits a clear message', () => {
    let parserMessage = '';
    try {
      parse('{ me { id } }'.repeat(20), { maxTokens: 50 });
    } catch (e) {
      parserMessage = (e as Error).message;
    }
    expect(tokenLimitMessage(parserMessage, { ...DEFAULT_LIMITS, maxTokens: 50 })).toBe(
      'The query has more than 50 tokens, the limit for one query. Split it into several queries or use fragments.',
    );
    expect(tokenLimitMessage('Syntax Error: Unexpected Name', DEFAULT_LIMITS)).toBeNull();
    expect(queryTooLargeMessage('x'.repeat(60_000), DEFAULT_LIMITS)).toBe(
      'The query is 60,000 characters long; the limit is 50,000. Split it into several queries.',
    );
    expect(queryTooLargeMessage('{ me { id } }', DEFAULT_LIMITS)).toBeNull();
  });
});
