/**
 * A REST answer's shape checked without zod's copy (client.ts). zod's `safeParse` of an object builds a new object
 * key by key, so the check of a list page's 50 visits of 40 fields made 50 objects and 2,000 property writes that
 * the gateway then threw away: ~5% of the server's CPU for the responses list (a profile of the one-process server
 * on PostgreSQL). A plain check walks the same schema and answers yes or no, and the answer passes on as it came.
 *
 * Compiled once per schema from its zod 4 definition, for the kinds the REST answers use: string, number, boolean,
 * null, undefined, unknown, any, literal, enum, nullable, optional, object, array, union, discriminated union and
 * custom (its predicate). A schema with anything else inside (a default, a transform, a refinement or a check such
 * as `.int()`, a map, a record, strict or catch-all objects) has no plain check: zod parses it as before, since its
 * output may differ from its input. Where a plain check exists it accepts exactly what `safeParse` accepts
 * (plainCheck.test.ts holds that on generated values of every REST schema of the gateway), so zod still runs, and
 * names the problem, when the answer does not fit. What differs is the value passed on: the answer itself, with any
 * key the schema does not name, where zod gave a copy without them. Values handed over in-process are frozen
 * outside production (inProcess.ts), so a resolver that wrote into an answer would fail the tests.
 */
import type { z } from 'zod/v4';

type Check = (value: unknown) => boolean;

interface Def {
  type: string;
  checks?: unknown[];
  innerType?: Schema;
  shape?: Record<string, Schema>;
  catchall?: unknown;
  element?: Schema;
  options?: Schema[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  fn?: (value: unknown) => unknown;
}
interface Schema {
  _zod: { def: Def };
}

const compiled = new WeakMap<object, Check | null>();

/** Whether `value` carries a zod 4 definition (`_zod.def` with a type): what compile reads. */
function isSchema(value: unknown): value is Schema {
  if (typeof value !== 'object' || value === null || !('_zod' in value)) return false;
  const inner = value._zod;
  if (typeof inner !== 'object' || inner === null || !('def' in inner)) return false;
  const def = inner.def;
  return typeof def === 'object' && def !== null && 'type' in def && typeof def.type === 'string';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The plain check of a zod 4 schema, or null when it has none (zod must parse it). Compiled once per schema. */
export function plainCheckOf(schema: z.ZodType): Check | null {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = isSchema(schema) ? compile(schema) : null;
    compiled.set(schema, check);
  }
  return check;
}

function compile(schema: Schema | undefined): Check | null {
  if (!isSchema(schema)) return null;
  const def = schema._zod.def;
  if (def.checks && def.checks.length > 0) return null;
  switch (def.type) {
    case 'string':
      return (v) => typeof v === 'string';
    case 'number':
      return (v) => typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    case 'undefined':
      return (v) => v === undefined;
    case 'unknown':
    case 'any':
      return () => true;
    case 'literal': {
      const values = def.values ?? [];
      return (v) => values.includes(v);
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return (v) => values.includes(v);
    }
    case 'custom': {
      const fn = def.fn;
      return fn ? (v) => Boolean(fn(v)) : () => true;
    }
    case 'nullable': {
      const inner = def.innerType && compile(def.innerType);
      return inner ? (v) => v === null || inner(v) : null;
    }
    case 'optional': {
      const inner = def.innerType && compile(def.innerType);
      return inner ? (v) => v === undefined || inner(v) : null;
    }
    case 'array': {
      const element = def.element && compile(def.element);
      if (!element) return null;
      return (v) => {
        if (!Array.isArray(v)) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case 'union': {
      const options = (def.options ?? []).map(compile);
      if (options.length === 0 || options.some((o) => o === null)) return null;
      const checks = options as Check[];
      return (v) => checks.some((c) => c(v));
    }
    case 'object': {
      // Unknown keys are stripped by default (no catch-all): a strict or catch-all object is zod's to parse.
      if (def.catchall !== undefined || !def.shape) return null;
      const fields: [string, Check][] = [];
      for (const [key, field] of Object.entries(def.shape)) {
        const check = compile(field);
        if (!check) return null;
        fields.push([key, check]);
      }
      return (v) => {
        if (!isObject(v)) return false;
        for (let i = 0; i < fields.length; i++) if (!fields[i][1](v[fields[i][0]])) return false;
        return true;
      };
    }
    default:
      return null;
  }
}
