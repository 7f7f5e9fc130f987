/**
 * The seam's schemas against the SDL. A field served by the default resolver reads the REST record's key of
 * the same name; the checked record holds only the keys its zod schema declares. So every such field of a
 * mapped type (and of the plain objects under it) must be declared in the schema, or it would answer null.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { loadTypeDefs } from '../schema.js';
import { resolvers } from './registry.js';

const DOMAINS = path.dirname(fileURLToPath(import.meta.url));

/** `Rest<Type>` of each domain's schemas.ts, for the object types of the SDL: codegen's mapper convention. */
async function mappedSchemas(schema: GraphQLSchema): Promise<Map<string, z.ZodType>> {
  const out = new Map<string, z.ZodType>();
  for (const domain of readdirSync(DOMAINS).sort()) {
    const file = path.join(DOMAINS, domain, 'schemas.ts');
    if (!existsSync(file)) continue;
    const exports: Record<string, unknown> = await import(file);
    for (const [name, value] of Object.entries(exports)) {
      const type = schema.getType(name.replace(/^Rest/, ''));
      if (name.startsWith('Rest') && type && isObjectType(type) && value instanceof z.ZodType)
        out.set(type.name, value);
    }
  }
  return out;
}

const hasResolver = (type: string, field: string) =>
  resolvers.some((r) => {
    const map: unknown = r[type as keyof typeof r];
    return typeof map === 'object' && map !== null && field in map;
  });

/** The object schema inside nullable / optional / array wrappers, if it is one. */
function objectInside(s: z.ZodType): z.ZodObject | null {
  if (s instanceof z.ZodObject) return s;
  if (s instanceof z.ZodNullable || s instanceof z.ZodOptional) return objectInside(s.unwrap() as z.ZodType);
  if (s instanceof z.ZodArray) return objectInside(s.element as z.ZodType);
  return null;
}

function undeclared(type: GraphQLObjectType, shape: z.ZodObject, mapped: Map<string, z.ZodType>, at: string): string[] {
  const problems: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (hasResolver(type.name, field.name)) continue;
    const where = `${at}.${field.name}`;
    const declared = shape.shape[field.name] as z.ZodType | undefined;
    if (!declared) {
      problems.push(`${where} is served by the default resolver but not declared in the REST schema`);
      continue;
    }
    const named: GraphQLNamedType = getNamedType(field.type);
    if (!isObjectType(named) || mapped.has(named.name)) continue;
    const inner = objectInside(declared);
    if (inner) problems.push(...undeclared(named, inner, mapped, `${where}`));
    else problems.push(`${where} is a ${named.name} but its REST schema is not an object`);
  }
  return problems;
}

describe('REST answer schemas (the seam) against the SDL', () => {
  it('declare every field the default resolvers read, for each mapped type and the objects under it', async () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const mapped = await mappedSchemas(schema);
    expect([...mapped.keys()].sort()).toEqual(
      expect.arrayContaining(['Answer', 'CommonQuestion', 'Document', 'Form', 'MealPeriodDay', 'StoreVisit', 'User']),
    );
    const problems = [...mapped].flatMap(([name, s]) => {
      const shape = objectInside(s);
      if (!shape) return [`Rest${name} is not an object schema`];
      return undeclared(schema.getType(name) as GraphQLObjectType, shape, mapped, `Rest${name}`);
    });
    expect(problems).toEqual([]);
  });
});
