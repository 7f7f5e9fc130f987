/**
 * One gateway domain: everything the gateway knows of one area of the schema (schema/<name>.graphql) in one
 * folder, domains/<name>/ (Hive Console's modules are the model):
 *
 *   schemas.ts   zod schemas of the REST answers (the seam: every answer is checked on arrival), and their
 *                z.infer types. `Rest<Type>` is the parent of GraphQL type <Type>: codegen.ts finds it by
 *                that name and makes it the type's mapper, with no edit per domain.
 *   rest.ts      the data source: the REST calls, each with the schema of its answer
 *   loaders.ts   its per-request DataLoaders, if any
 *   resolvers.ts its resolvers (typed by codegen)
 *   module.ts    this shape, filled in; one line in domains/registry.ts adds it to the gateway
 */
import type { Resolvers } from '../generated/resolvers.js';
import type { RestClient } from '../rest/client.js';

export interface GatewayModule<Api extends object = object, L extends object = object> {
  /** The folder's name, and the schema file it serves (schema/<name>.graphql). */
  name: string;
  /** Its data sources, merged into `ctx.api` (keys must be unique across modules). */
  api?: (rest: RestClient) => Api;
  /** Its DataLoaders over its own data sources, merged into `ctx.loaders`. Created per request. */
  loaders?: (api: Api) => L;
  /** Its resolver maps; makeExecutableSchema merges every module's. */
  resolvers: readonly Resolvers[];
}

/** A module with its data source and loader types inferred (ctx.api and ctx.loaders are typed from them). */
export const defineModule = <Api extends object = object, L extends object = object>(module: GatewayModule<Api, L>) =>
  module;
