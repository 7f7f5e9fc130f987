/**
 * GraphQL execution compiled once per query (graphql-jit), handed to Apollo as a gateway executor.
 *
 * graphql-js walks the query anew for every result value: per field it collects the sub-selection, builds the
 * argument map (two dictionary objects, even for a field without arguments), and checks each value for a promise.
 * On the pages with thousands of leaves (a roll-up page of 100 rows × 20 cells, a dashboard's 600 slides with their
 * documents) that walk was the largest part of the server's CPU under load (issue 14's profile: graphql 16–18%, and
 * much of the 14–21% spent collecting garbage). graphql-jit turns a validated query into a JavaScript function over
 * the same schema and resolvers, once; each request then only runs the function.
 *
 * What stays as it was: Apollo parses, validates (our limits), runs every plugin hook (the cost limit, metrics,
 * the REST call count) and formats errors; the resolvers and their context are the schema's own. A query is
 * compiled the second time it is asked (as mercurius's `jit: 1`): the app's queries come again and again, while an
 * analyst's one-off query, or a caller sending a new query each time, costs no compilation (a few ms of the event
 * loop each) and runs through graphql-js's `execute`, as does a query graphql-jit will not compile. Queries are
 * known by their parsed document (Apollo keeps each distinct query's document in its own bounded cache, so a
 * document seen again is the same object) and operation name, at most COMPILED_KEPT documents.
 */
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/**
 * Distinct documents known; past it the oldest is forgotten (compiled again when it comes twice more). The web app
 * has 74 operations; a compiled page query holds ~150 kB (the review page, a dashboard, a roll-up page), so at most
 * ~30 MB whatever callers send.
 */
export const COMPILED_KEPT = 200;

/** A query seen once, compiled, or one graphql-jit would not compile. */
type Compiled = CompiledQuery | 'seen once' | 'not compiled';

/** The executor: a query compiled the second time it is asked, run by its compiled function from then on. */
export function compiledExecutor(schema: GraphQLSchema, kept = COMPILED_KEPT): GatewayExecutor {
  // By document, oldest first (a Map keeps insertion order), each with its operations by name.
  const known = new Map<DocumentNode, Map<string, Compiled>>();
  const compiledFor = (document: DocumentNode, operationName: string | undefined): Compiled => {
    const name = operationName ?? '';
    let operations = known.get(document);
    if (!operations) {
      known.set(document, (operations = new Map()));
      if (known.size > kept) known.delete(known.keys().next().value!);
    }
    const seen = operations.get(name);
    if (seen === undefined) {
      operations.set(name, 'seen once');
      return 'seen once';
    }
    if (seen !== 'seen once') return seen;
    const result = compileQuery(schema, document, operationName);
    const compiled: Compiled = isCompiledQuery(result) ? result : 'not compiled';
    operations.set(name, compiled);
    return compiled;
  };
  return async ({ document, request, context }): Promise<ExecutionResult> => {
    const variables = request.variables ?? {};
    const byGraphqlJs = () =>
      execute({
        schema,
        document,
        contextValue: context,
        variableValues: variables,
        operationName: request.operationName,
      });
    const compiled = compiledFor(document, request.operationName ?? undefined);
    if (typeof compiled === 'string') return byGraphqlJs();
    const result = await compiled.query(undefined, context, variables);
    // No data at all: the variables did not fit their types. graphql-js answers that, as before: its errors name the
    // variable's definition, which is how Apollo tells the caller's input (400 BAD_USER_INPUT) from a fault of ours.
    return 'data' in result ? result : byGraphqlJs();
  };
}

/** The schema as Apollo's gateway mode takes it: loaded once, never updated, with the compiled executor. */
export function compiledGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    async load() {
      return { schema, executor: compiledExecutor(schema) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}
