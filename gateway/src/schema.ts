/** The executable schema: the SDL of schema/*.graphql (the contract with the web app) and the resolvers. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context.js';
import { resolvers } from './domains/registry.js';

export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    // A resolver for a field the schema lacks is a typo that would silently never run.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
