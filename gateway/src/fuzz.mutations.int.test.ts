/**
 * Property-based fuzz of EVERY GraphQL mutation (issue 9), enumerated from the schema: variables built
 * from each argument's type and then broken (ints at and past the 32-bit bounds, NUL bytes, `%`,
 * unicode, huge lists, deep JSON, wrong enum values, missing and extra input fields, nulls), sent as no
 * one, the administrator, a reviewer and a client user. The property: no answer is ≥ 500, no error is
 * INTERNAL_SERVER_ERROR (what a REST 5xx or a resolver crash becomes), none carries a stack or a server
 * path, and a refused mutation writes nothing (the fingerprint of every table is unchanged).
 * Also: a /graphql body that is not JSON, or over 2 MB, answers JSON GraphQL errors, never an HTML page.
 * FUZZ_RUNS (per mutation and caller, default 12) and FUZZ_SEED tune a run.
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the fuzz tests' shared plumbing (deep JSON, write detection)
import { deep, fingerprint as tableFingerprint, toJson, writeMark as dbWriteMark } from '../../api/src/testing/fuzz.js';
// eslint-disable-next-line no-restricted-imports -- the fuzz reads the api's database to prove a refusal wrote nothing
import { rows, sql } from '../../api/src/db/client.js';
import type { Server } from 'node:http';
import express from 'express';
// eslint-disable-next-line no-restricted-imports -- the integration test starts the real api in-process
import { startTestApi, type TestApi } from '../../api/src/testing/harness.js';
import { createGateway } from './index.js';
import { buildSchema } from './schema.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const UUID = '0b7f3c52-6c1e-4b7e-9d55-000000000000';
/** A hostile call must be refused quickly: one that runs longer stalls the gateway for everyone. */
const SLOW_MS = 5_000;
const CALL_TIMEOUT_MS = 20_000;

/** The real api and the gateway in front of it, as gateway/src/testing/harness.ts starts them, keeping the gateway's address. */
let api: TestApi;
let server: Server;
let graphqlUrl = '';
const tokens: Record<string, string | null> = { anonymous: null };
const USERS = ['admin@example.com', 'reviewer@example.com', 'client@example.com'];
let tables: string[] = [];

// ---- generators ---------------------------------------------------------------------------------

const hostileInt = fc.oneof(
  fc.constantFrom(2 ** 31 - 1, -(2 ** 31), -1, 0, 1, 2, 999_999, 2 ** 31, 2 ** 53, 1e308, 1.5),
  fc.integer(),
);
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%',
    '%25',
    '%E0%A4%A',
    '\\',
    "'; DROP TABLE users; --",
    '💥',
    '\uD800',
    '0000-01-01',
    '2026-02-30',
    '',
    ' ',
    UUID,
    UUID.toUpperCase(),
    '2147483648',
    '1e308',
    'NaN',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, {}, [], 'text', 1e308, { __proto__: { admin: true } }, { a: '\u0000' }),
  fc.constantFrom(40, 1_000, 10_000).map(deep),
  fc.constant(Array.from({ length: 70_000 }, (_, i) => i)),
  fc.anything({ maxDepth: 3 }),
);
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(true, 'text', 3.5, [], {}, [1, 'a'], null),
  hostileJson,
);

/** A value for a GraphQL input type: mostly of the right type with hostile content, sometimes of the wrong type. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof(
      { weight: 12, arbitrary: valueFor(type.ofType, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  const right = rightTypeFor(type, depth);
  return fc.oneof(
    { weight: 10, arbitrary: right },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function rightTypeFor(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) {
    const item = valueFor(type.ofType, depth + 1);
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
      // A huge list of one small item (a huge list of huge items would only test the test's memory).
      {
        weight: 1,
        arbitrary: fc.constantFrom(1_001, 20_000).chain((n) =>
          item.map((v) => {
            const small = toJson(v).length > 200 ? null : v;
            return Array.from({ length: n }, () => small);
          }),
        ),
      },
    );
  }
  if (isEnumType(type))
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) },
      { weight: 1, arbitrary: hostileText },
    );
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    if (depth > 4) return fc.constant({});
    return fc
      .record({
        values: fc.tuple(...fields.map((f) => valueFor(f.type, depth + 1))),
        drop: fc.subarray(fields.map((f) => f.name)),
        extra: fc.option(fc.tuple(fc.constantFrom('id', 'status', 'extra', '__proto__'), hostileJson), {
          nil: undefined,
        }),
      })
      .map(({ values, drop, extra }) => {
        const out: Record<string, unknown> = {};
        fields.forEach((f, i) => {
          if (!drop.includes(f.name) || isNonNullType(f.type)) out[f.name] = values[i];
        });
        if (extra) out[extra[0]] = extra[1];
        return out;
      });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return hostileInt;
      case 'Float':
        return fc.oneof(hostileInt, fc.double());
      case 'Boolean':
        return fc.boolean();
      case 'JSON':
        return hostileJson;
      case 'DateTime':
        return fc.oneof(
          fc.constantFrom('0000-01-01T00:00:00Z', '275760-09-14T00:00:00Z', '2026-11-23T10:00:00Z', 'yesterday'),
          hostileText,
        );
      default:
        return hostileText; // String, ID
    }
  }
  return wrongType;
}

interface Mutation {
  name: string;
  query: string;
  args: readonly GraphQLArgument[];
}

function mutations(): Mutation[] {
  const type = buildSchema().getMutationType();
  if (!type) return [];
  return Object.values(type.getFields()).map((f: GraphQLField<unknown, unknown>) => {
    const decl = f.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const use = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = isObjectType(getNamedType(f.type)) ? ' { __typename }' : '';
    return {
      name: f.name,
      args: f.args,
      query: `mutation Fuzz${decl ? `(${decl})` : ''} { ${f.name}${use ? `(${use})` : ''}${selection} }`,
    };
  });
}

// ---- the run ------------------------------------------------------------------------------------

const writeMark = () => dbWriteMark(api.database.db);
const fingerprint = () => tableFingerprint(api.database.db, tables);

beforeAll(async () => {
  api = await startTestApi({ visits: 60 });
  const app = express();
  app.use(await createGateway({ apiUrl: api.url, explorerDist: '/nonexistent' }));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  graphqlUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  for (const email of USERS) {
    const login = await fetch(`${api.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234', strategy: 'local' }),
    });
    tokens[email] = login.headers.get('x-access-token');
    if (!tokens[email]) throw new Error(`Sign-in of ${email} failed: ${login.status}`);
  }
  const found = await rows<{ table_name: string }>(
    api.database.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  tables = found.map((r) => r.table_name).filter((t) => !/rate|limit|attempt|drizzle|migration/i.test(t));
});
afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  await api?.close();
});

const short = (v: unknown) => {
  const s = toJson(v);
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
};
/** A stack frame ("\n    at fn (file…") or a server path; the caller's own input echoed in a message is not one. */
const leaks = (text: string) => /(\\n|\n)\s+at\s+\S+\s+\(|node_modules|\/work\/|file:\/\/|stacktrace/.test(text);

/** A POST /graphql with any body: status, content type and text. */
async function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  let res: Response;
  const started = Date.now();
  try {
    res = await fetch(graphqlUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (e) {
    if ((e as Error).name === 'TimeoutError')
      return { status: 0, type: '', text: `no answer within ${CALL_TIMEOUT_MS / 1000} s`, ms: Date.now() - started };
    // After refusing an oversized body (413) the server closes that connection; a request that fetch sent
    // on it again is reset. Send it once more on a fresh connection.
    res = await fetch(graphqlUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  }
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
    ms: Date.now() - started,
  };
}

describe('GraphQL fuzz: hostile variables never answer ≥ 500, INTERNAL_SERVER_ERROR or a write on refusal', () => {
  it('the schema has mutations to fuzz', () => {
    expect(mutations().length).toBeGreaterThan(10);
  });

  it(`${RUNS} hostile calls per mutation and caller (seed ${SEED})`, async () => {
    const failures: string[] = [];
    let sent = 0;
    let baseline = await fingerprint();
    let mark = await writeMark();
    const who = ['anonymous', ...USERS];
    const took: string[] = [];
    for (const [i, m] of mutations().entries()) {
      const from = Date.now();
      const variables = fc.record(
        Object.fromEntries(m.args.map((a) => [a.name, valueFor(a.type)])) as Record<string, fc.Arbitrary<unknown>>,
      );
      const calls = fc.sample(fc.tuple(fc.constantFrom(...who), variables), {
        numRuns: RUNS * who.length,
        seed: SEED + i,
      });
      for (const [user, vars] of calls) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (tokens[user]) headers.authorization = `Bearer ${tokens[user]}`;
        const res = await post(toJson({ query: m.query, variables: vars }), headers);
        sent++;
        const what = `${m.name} as ${user} with ${short(vars)} → ${res.status} ${short(res.text)}`;
        let answer: {
          data?: Record<string, unknown> | null;
          errors?: { message: string; extensions?: { code?: string } }[];
          extensions?: { restWrites?: number };
        } = {};
        try {
          answer = JSON.parse(res.text) as typeof answer;
        } catch {
          if (res.status !== 0) failures.push(`not JSON: ${what}`);
        }
        if (res.status === 0 || res.ms > SLOW_MS) failures.push(`took ${res.ms} ms: ${what}`);
        if (res.status >= 500) failures.push(what);
        if (answer.errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
          failures.push(`INTERNAL_SERVER_ERROR: ${what}`);
          if (process.env.FUZZ_DUMP)
            appendFileSync(process.env.FUZZ_DUMP, `${toJson({ mutation: m.name, user, vars })}\n`);
        }
        if (leaks(res.text)) failures.push(`stack or server path: ${what}`);
        if ((answer.extensions?.restWrites ?? 0) > 1)
          failures.push(`${answer.extensions!.restWrites} REST writes (one action is one call): ${what}`);
        const now = await writeMark();
        if (now === mark) continue;
        mark = now;
        const after = await fingerprint();
        const payload = answer.data?.[m.name] as { error?: unknown } | null | undefined;
        const refused =
          (answer.errors?.length ?? 0) > 0 || !payload || (payload.error !== undefined && payload.error !== null);
        if (refused) {
          const changed = Object.keys(after).filter((k) => after[k] !== baseline[k]);
          if (changed.length) failures.push(`refusal wrote to ${changed.join(', ')}: ${what}`);
        }
        baseline = after;
      }
      took.push(`${m.name} ${Date.now() - from} ms`);
    }
    console.log(`GraphQL fuzz: ${took.join(', ')}`);
    console.log(
      `GraphQL fuzz: ${sent} calls over ${mutations().length} mutations, ${failures.length} failures (seed ${SEED}, FUZZ_RUNS=${RUNS})`,
    );
    expect(failures).toEqual([]);
  }, 900_000);

  it('a body that is not JSON answers 400 in the GraphQL error shape, without stack or paths', async () => {
    for (const body of [
      '{"query": "mutation {',
      'not json at all',
      '{"query": "{ __typename }", "variables": {"a": "\\ud800"',
      '[1,',
    ]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(res.type).toMatch(/json/);
      expect(leaks(res.text), res.text).toBe(false);
      const answer = JSON.parse(res.text) as { errors: { message: string; extensions: { code: string } }[] };
      expect(answer.errors[0].message).toMatch(/not valid JSON/);
    }
  });

  it('a body over 2 MB answers 413 in the GraphQL error shape, without stack or paths', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }', variables: { big: 'x'.repeat(2_200_000) } }));
    expect(res.status).toBe(413);
    expect(res.type).toMatch(/json/);
    expect(leaks(res.text), res.text).toBe(false);
    const answer = JSON.parse(res.text) as { errors: { message: string }[] };
    expect(answer.errors[0].message).toMatch(/larger than 2MB/);
  });
});
