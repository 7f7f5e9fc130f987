/** DateTime (ISO-8601 text, as the api answers) and JSON (documents kept whole: content, metaJson, filters). */
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import type { Resolvers } from '../../generated/resolvers.js';

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function toDateTime(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && ISO.test(value) && !Number.isNaN(Date.parse(value))) return value;
  throw new GraphQLError(
    `DateTime must be an ISO-8601 date-time such as 2026-11-22T15:04:05.000Z; got ${JSON.stringify(value)}.`,
  );
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: toDateTime,
  parseValue: toDateTime,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be written as a string.', { nodes: ast });
    return toDateTime(ast.value);
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

export const scalarResolvers: Resolvers = { DateTime, JSON: JSONScalar };
