import { execute, Kind, parse, type DocumentNode, type GraphQLError, type OperationDefinitionNode } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { compileQuery } from 'graphql-jit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compiledExecutor } from './compiledExecution.js';

vi.mock('graphql-jit', async (importOriginal) => {
  const jit = await importOriginal<typeof import('graphql-jit')>();
  return { ...jit, compileQuery: vi.fn(jit.compileQuery) };
});

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      doc(uuid: ID!): Doc
      items(ids: [Int!]!): [Item!]!
      failing: Int
    }
    type Doc {
      uuid: ID!
      url(width: Int): String!
    }
    union Item = Photo | Note
    type Photo {
      id: Int!
      slides: [Doc!]!
    }
    type Note {
      id: Int!
      text: String
    }
  `,
  resolvers: {
    Query: {
      doc: (_: unknown, { uuid }: { uuid: string }) => ({ uuid }),
      items: (_: unknown, { ids }: { ids: number[] }, ctx: { calls: number }) => {
        ctx.calls += 1;
        return ids.map((id) => (id % 2 ? { id, slides: [{ uuid: `u${id}` }] } : { id, text: null }));
      },
      failing: () => {
        throw new Error('the api refused');
      },
    },
    Doc: {
      url: (d: { uuid: string }, { width }: { width?: number }) => `/files/${d.uuid}${width ? `?w=${width}` : ''}`,
    },
    Item: { __resolveType: (i: { slides?: unknown }) => (i.slides ? 'Photo' : 'Note') },
  },
});

const operationOf = (document: DocumentNode, name?: string) =>
  document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!name || d.name?.value === name),
  )!;

/**
 * The executor as Apollo calls it, three times (the first by graphql-js, then compiled, then compiled as kept),
 * beside graphql-js's own execute of the same request.
 */
async function both(query: string, variables: Record<string, unknown> = {}, operationName?: string) {
  const document = parse(query);
  const run = compiledExecutor(schema);
  const request = { query, variables, operationName };
  const call = () =>
    run({ document, request, context: { calls: 0 }, operation: operationOf(document, operationName) } as never);
  const first = await call();
  const compiled = await call();
  const again = await call();
  const reference = await execute({
    schema,
    document,
    variableValues: variables,
    operationName,
    contextValue: { calls: 0 },
  });
  expect(first).toEqual(reference);
  return { compiled, reference, again };
}

beforeEach(() => {
  vi.mocked(compileQuery).mockClear();
});

describe('compiledExecutor', () => {
  it('answers what graphql-js answers: aliases, arguments, lists, unions, nulls', async () => {
    const { compiled, reference, again } = await both(
      `query Page($ids: [Int!]!) {
        doc(uuid: "a") { uuid slide: url(width: 800) full: url }
        items(ids: $ids) { __typename ... on Photo { id slides { uuid url(width: 135) } } ... on Note { id text } }
      }`,
      { ids: [1, 2, 3] },
    );
    expect(compiled).toEqual(reference);
    expect(again).toEqual(reference);
    expect(compiled.data).toMatchObject({ doc: { slide: '/files/a?w=800', full: '/files/a' } });
    expect(compileQuery).toHaveBeenCalledTimes(1);
  });

  it('compiles a query only when it comes a second time: a one-off query runs through graphql-js', async () => {
    const run = compiledExecutor(schema);
    const ask = (query: string) => {
      const document = parse(query);
      return run({ document, request: { variables: {} }, context: {}, operation: operationOf(document) } as never);
    };
    await ask('{ doc(uuid: "a") { uuid } }');
    await ask('{ doc(uuid: "b") { uuid } }');
    expect(compileQuery).not.toHaveBeenCalled();
  });

  it('compiles again a query dropped from what it keeps', async () => {
    const run = compiledExecutor(schema, 1);
    const documents = [parse('{ doc(uuid: "a") { uuid } }'), parse('{ doc(uuid: "b") { uuid } }')];
    const ask = (document: DocumentNode) =>
      run({ document, request: { variables: {} }, context: {}, operation: operationOf(document) } as never);
    await ask(documents[0]);
    await ask(documents[0]); // compiled
    await ask(documents[1]); // the first is dropped
    await ask(documents[0]); // seen once again
    await ask(documents[0]); // compiled again
    expect(compileQuery).toHaveBeenCalledTimes(2);
    expect(await ask(documents[0])).toEqual({ data: { doc: { uuid: 'a' } } });
  });

  it("keeps a resolver's error at its path with the rest of the data, as graphql-js does", async () => {
    const { compiled, reference } = await both('{ failing doc(uuid: "b") { uuid } }');
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(JSON.parse(JSON.stringify(reference)));
    expect(compiled.errors?.[0]).toMatchObject({ message: 'the api refused', path: ['failing'] });
  });

  it("refuses variables that do not fit with graphql-js's own errors, which name the variable's definition", async () => {
    const { compiled, reference } = await both('query Page($ids: [Int!]!) { items(ids: $ids) { __typename } }', {
      ids: [1.5, null],
    });
    expect(compiled).toEqual(reference);
    expect(compiled.errors).toHaveLength(2);
    expect((compiled.errors![0] as GraphQLError).nodes?.[0].kind).toBe(Kind.VARIABLE_DEFINITION);
  });

  it('runs the named operation of a document with several', async () => {
    const query = 'query A { doc(uuid: "a") { uuid } } query B { doc(uuid: "b") { uuid } }';
    const { compiled, reference } = await both(query, {}, 'B');
    expect(compiled).toEqual(reference);
    expect(compiled.data).toEqual({ doc: { uuid: 'b' } });
  });

  it('gives each request its own context', async () => {
    const document = parse('{ items(ids: [1]) { __typename } }');
    const run = compiledExecutor(schema);
    const contexts = [{ calls: 0 }, { calls: 0 }, { calls: 0 }];
    for (const ctx of contexts)
      await run({ document, request: { variables: {} }, context: ctx, operation: operationOf(document) } as never);
    expect(contexts.map((c) => c.calls)).toEqual([1, 1, 1]);
  });
});
