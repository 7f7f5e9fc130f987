/**
 * Contract: every GraphQL operation the web app sends validates against schema/ (the gateway serves
 * exactly those files), and the schema describes its types for analysts reading the explorer.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType, parse, validate, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath, e.name));
}

const schemaFiles = filesUnder(path.join(root, 'schema'), '.graphql');
const schema: GraphQLSchema = buildSchema(schemaFiles.map((f) => readFileSync(f, 'utf8')).join('\n'));
const operationFiles = filesUnder(path.join(root, 'web/src'), '.graphql');

// Fragments are shared between files, as codegen shares them: validate each file with all fragments.
const allFragments = operationFiles
  .flatMap((f) => parse(readFileSync(f, 'utf8')).definitions)
  .filter((d) => d.kind === 'FragmentDefinition');

describe('web operations against schema/', () => {
  it('finds the web app operations', () => {
    expect(operationFiles.length).toBeGreaterThan(0);
  });

  it.each(operationFiles.map((f) => [path.relative(root, f), f]))('%s validates', (_name, file) => {
    const doc = parse(readFileSync(file, 'utf8'));
    const own = new Set(doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [d.name.value] : [])));
    const withFragments = {
      ...doc,
      definitions: [...doc.definitions, ...allFragments.filter((f) => !own.has(f.name.value))],
    };
    const errors = validate(schema, withFragments).filter((e) => !/Fragment ".*" is never used/.test(e.message));
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

describe('schema descriptions', () => {
  it('describes every object type the gateway serves', () => {
    const undescribed = Object.values(schema.getTypeMap())
      .filter((t) => isObjectType(t) && !t.name.startsWith('__') && !['Query', 'Mutation'].includes(t.name))
      .filter((t) => !t.description)
      .map((t) => t.name);
    expect(undescribed).toEqual([]);
  });
});
