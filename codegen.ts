import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { ACTIVITY_KINDS, enumValuesOf, QUESTION_TYPES, WIDGET_TYPES } from '@svr/domain';

/**
 * The gateway's mappers by convention, so a new domain needs no edit here: a GraphQL object type <Type> whose
 * domain exports a REST answer schema `Rest<Type>` from gateway/src/domains/<domain>/schemas.ts has that
 * schema's z.infer type as its resolvers' parent (e.g. Form: RestForm, StoreVisit: RestStoreVisit).
 */
function domainMappers(): Record<string, string> {
  const sdl = readdirSync('schema')
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(path.join('schema', f), 'utf8'))
    .join('\n');
  const objectTypes = new Set([...sdl.matchAll(/^type\s+(\w+)/gm)].map((m) => m[1]));
  const mappers: Record<string, string> = {};
  const domains = 'gateway/src/domains';
  for (const domain of readdirSync(domains).sort()) {
    const file = path.join(domains, domain, 'schemas.ts');
    if (!existsSync(file)) continue;
    for (const [, type] of readFileSync(file, 'utf8').matchAll(/^export const Rest(\w+) = /gm)) {
      if (!objectTypes.has(type)) continue;
      if (mappers[type]) throw new Error(`codegen: two domains export Rest${type} (${mappers[type]} and ${file}).`);
      mappers[type] = `../domains/${domain}/schemas.js#Rest${type}`;
    }
  }
  return mappers;
}

/** One codegen config: resolver types for the gateway, typed hooks for the web app, both from schema/. */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GatewayContext',
        mappers: {
          ...domainMappers(),
          Question: '../domain/formTree.js#FlatQuestion',
          QuestionType: 'QuestionType',
          WidgetType: 'WidgetType',
          ActivityKind: 'ActivityKind',
        },
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        // Vocabularies the api stores in other spellings ('radio-button-input'): resolvers take and answer the
        // stored names of @svr/domain, and the schema's enum resolvers (gateway/src/domain/vocabularies.ts) map
        // them to its values (RADIO_BUTTON_INPUT) by the same rule. The mappers below make the resolver types
        // use those stored names too (codegen leaves them null otherwise).
        enumValues: {
          QuestionType: enumValuesOf(QUESTION_TYPES),
          WidgetType: enumValuesOf(WIDGET_TYPES),
          ActivityKind: enumValuesOf(ACTIVITY_KINDS),
        },
      },
    },
    'web/src/generated/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        withHooks: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
