/**
 * The plain check accepts exactly what zod's safeParse accepts, for every REST answer schema of the gateway that has
 * one: values generated from each schema (mostly fitting, some fields missing, wrong or replaced by any JSON) are
 * judged alike by both. The schemas with something a plain check cannot judge (a default, a check, a map) have none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import * as commonQuestion from '../domains/commonQuestion/schemas.js';
import * as dashboard from '../domains/dashboard/schemas.js';
import * as document from '../domains/document/schemas.js';
import * as form from '../domains/form/schemas.js';
import * as job from '../domains/job/schemas.js';
import * as notification from '../domains/notification/schemas.js';
import * as review from '../domains/review/schemas.js';
import * as rollup from '../domains/rollup/schemas.js';
import * as savedView from '../domains/savedView/schemas.js';
import * as shared from '../domains/shared/schemas.js';
import * as storeVisit from '../domains/storeVisit/schemas.js';
import * as user from '../domains/user/schemas.js';
import { plainCheckOf } from './plainCheck.js';

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const MISSING = Symbol('missing');

/** Values shaped like `schema`'s answers: each value fits one time in ~20 less at each level. */
function answersOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const fitting = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return fc.string({ maxLength: 5 });
      case 'number':
        return fc.oneof(fc.integer(), fc.double());
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'undefined':
        return fc.constant(undefined);
      case 'literal':
        return fc.constantFrom(...(def.values ?? []));
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? {}));
      case 'nullable':
        return fc.oneof(fc.constant(null), answersOf(def.innerType!));
      case 'optional':
        return fc.oneof(fc.constant(undefined), answersOf(def.innerType!));
      case 'array':
        return fc.array(answersOf(def.element!), { maxLength: 3 });
      case 'union':
        return fc.oneof(...def.options!.map(answersOf));
      case 'object': {
        const fields = Object.entries(def.shape!).map(
          ([key, field]) =>
            [
              key,
              fc.oneof({ weight: 30, arbitrary: answersOf(field) }, { weight: 1, arbitrary: fc.constant(MISSING) }),
            ] as const,
        );
        return fc
          .tuple(...fields.map(([, a]) => a), fc.option(fc.string({ maxLength: 3 }), { nil: undefined }))
          .map((values) => {
            const out: Record<string, unknown> = {};
            fields.forEach(([key], i) => {
              if (values[i] !== MISSING) out[key] = values[i];
            });
            // A key the schema does not name: stripped by zod, kept by the plain check, accepted by both.
            if (values[fields.length] !== undefined) out[`extra${values[fields.length] as string}`] = 1;
            return out;
          });
      }
      default: // custom, unknown, any
        return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue()));
    }
  })();
  return fc.oneof({ weight: 40, arbitrary: fitting }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

const modules = {
  commonQuestion,
  dashboard,
  document,
  form,
  job,
  notification,
  review,
  rollup,
  savedView,
  shared,
  storeVisit,
  user,
};
const schemas = Object.entries(modules).flatMap(([domain, m]) =>
  Object.entries(m)
    .filter(([, s]) => s instanceof z.ZodType)
    .map(([name, s]) => [`${domain}.${name}`, s as z.ZodType] as const),
);

describe('plainCheckOf', () => {
  it('has a plain check for the answers of the pages read most', () => {
    for (const s of [
      storeVisit.RestStoreVisitNarrowedList,
      storeVisit.RestStoreVisitList,
      storeVisit.RestStoreVisitRecord,
      storeVisit.RestAnswer,
      rollup.RestRollupVisits,
      rollup.RestSavedRollup,
      form.RestForm,
    ])
      expect(plainCheckOf(s)).not.toBeNull();
  });

  it.each(schemas.filter(([, s]) => plainCheckOf(s) !== null))('%s: accepts what safeParse accepts', (_name, s) => {
    const check = plainCheckOf(s)!;
    let accepted = 0;
    fc.assert(
      fc.property(answersOf(s), (value) => {
        const zod = s.safeParse(value).success;
        if (zod) accepted++;
        expect(check(value)).toBe(zod);
      }),
      { numRuns: 300 },
    );
    // The generated values fit often enough for the test to compare acceptances, not only refusals.
    expect(accepted).toBeGreaterThan(0);
  });

  it('leaves to zod what its output may change or what a check decides', () => {
    expect(plainCheckOf(z.object({ files: z.array(z.string()).default([]) }))).toBeNull();
    expect(plainCheckOf(z.object({ n: z.number().int() }))).toBeNull();
    expect(plainCheckOf(z.map(z.number(), z.string()))).toBeNull();
    expect(plainCheckOf(z.strictObject({ a: z.string() }))).toBeNull();
    expect(plainCheckOf(z.object({ a: z.string() }).catchall(z.number()))).toBeNull();
    expect(plainCheckOf(z.string().transform((s) => s.length))).toBeNull();
    expect(plainCheckOf(z.object({ a: z.string() }).refine((o) => o.a !== ''))).toBeNull();
  });

  it('refuses what zod refuses, by kind', () => {
    const s = z.object({ n: z.number(), t: z.string().nullable(), o: z.boolean().optional(), l: z.array(z.number()) });
    const check = plainCheckOf(s)!;
    expect(check({ n: 1, t: null, l: [] })).toBe(true);
    expect(check({ n: Infinity, t: null, l: [] })).toBe(false);
    expect(check({ n: NaN, t: null, l: [] })).toBe(false);
    expect(check({ n: 1, l: [] })).toBe(false);
    expect(check({ n: 1, t: 'x', o: 'yes', l: [] })).toBe(false);
    expect(check({ n: 1, t: 'x', l: [1, '2'] })).toBe(false);
    expect(check([{ n: 1, t: null, l: [] }])).toBe(false);
    expect(check(null)).toBe(false);
  });
});
