/**
 * The gateway's response cache: the whole answer of a query that reads only a dashboard or a roll-up page, kept as
 * its JSON text (and that text compressed, per encoding, once) and served again to the same caller while the api's
 * data generation and day are still those it was computed under. Those two are read first, from the api on every
 * request (GET /api/v2/dataGeneration, one call that also checks the caller's session, so a signed-out token is
 * never served from here), as the api's own results cache reads them (api/src/cache/resultCache.ts): an answer
 * computed after reading generation g is never stale while the generation is g, since any write committed anywhere
 * makes it g + 1.
 *
 * Why at the gateway too: with the api's results cache hit, a dashboard's request still cost ~45 ms of this
 * process's CPU (checking 800 slides against their schemas, resolving them, writing and compressing 400 kB of JSON),
 * the most of any page under load (issue 14).
 *
 * What is kept: a POST whose operation is a query with only the root fields of CACHED_ROOT_FIELDS (and __typename),
 * answered 200 as one JSON text without errors, under its caller's forwarded headers (token and tenancy), its query
 * text, operation name and variables. At most maxEntries answers and maxBytes, least recently used first, each for
 * ttlMs at most (its documents' signed addresses live an hour). Client users are not served from here: the api
 * tells the generation to staff only, and a refusal lets the request run as usual. RESULT_CACHE=0 turns it off
 * with the api's.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { z } from 'zod/v4';
import { forwardedHeaders } from './context.js';
import { RestCallError, RestClient, type ForwardedHeaders, type RestTransport } from './rest/client.js';

export interface ResponseCacheOptions {
  enabled: boolean;
  /** How long an answer is served at most after its computation began (ms, ≤ 60 s). */
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

/** Root fields whose answers depend only on the caller, the arguments, the data and the day. */
export const CACHED_ROOT_FIELDS: ReadonlySet<string> = new Set(['dashboard', 'rollupPage']);

/** Query texts whose verdict (cacheable or not, per operation name) is remembered; past this they are parsed again. */
const VERDICTS_KEPT = 200;
/** Callers refused the generation that are remembered; past this the list starts again. */
const REFUSALS_KEPT = 10_000;

const stampSchema = z.object({ generation: z.number(), day: z.string() });
type Stamp = z.output<typeof stampSchema>;

interface Entry {
  generation: number;
  day: string;
  expires: number;
  text: string;
  bytes: number;
  /** The text compressed, per encoding, made on the first hit that asks for it. */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

const compressors = {
  br: promisify((b: Buffer, cb: (e: Error | null, r: Buffer) => void) =>
    brotliCompress(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }, cb),
  ),
  gzip: promisify((b: Buffer, cb: (e: Error | null, r: Buffer) => void) => gzip(b, { level: 6 }, cb)),
};

/** Whether the operation of a query text (by name, or its only one) is a query of cached root fields only. */
export function readsOnlyCachedFields(query: string, operationName: string | null): boolean {
  let doc;
  try {
    doc = parse(query, { maxTokens: 20_000 });
  } catch {
    return false; // Apollo answers the syntax error
  }
  const operations = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!op || (!operationName && operations.length !== 1) || op.operation !== 'query') return false;
  return op.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (CACHED_ROOT_FIELDS.has(s.name.value) || s.name.value === '__typename'),
  );
}

/** The answer's body with its own extensions: the one REST call a served answer made. */
function servedText(answer: { data: unknown }): string {
  return JSON.stringify({ data: answer.data, extensions: { restCalls: 1, restWrites: 0, responseCache: 'hit' } });
}

export function responseCache(
  opts: ResponseCacheOptions,
  api: { apiUrl: string; transport?: RestTransport },
): RequestHandler {
  const entries = new Map<string, Entry>();
  const verdicts = new Map<string, boolean>();
  let bytes = 0;
  let newest = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const cacheable = (body: unknown): body is { query: string; operationName?: string | null } => {
    if (typeof body !== 'object' || body === null) return false;
    const { query, operationName } = body as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string' || (operationName != null && typeof operationName !== 'string')) return false;
    const verdictKey = `${operationName ?? ''}\n${query}`;
    let verdict = verdicts.get(verdictKey);
    if (verdict === undefined) {
      verdict = readsOnlyCachedFields(query, operationName ?? null);
      if (verdicts.size >= VERDICTS_KEPT) verdicts.clear();
      verdicts.set(verdictKey, verdict);
    }
    return verdict;
  };
  /**
   * Callers the api refused the generation (client users), by their forwarded headers, until when: their requests run
   * as usual without asking again each time.
   */
  const refused = new Map<string, number>();
  /** The api's generation and day for this caller, or null when it refuses (not staff, signed out) or fails. */
  const stampOf = async (caller: ForwardedHeaders, callerKey: string, now: number): Promise<Stamp | null> => {
    if ((refused.get(callerKey) ?? 0) > now) return null;
    try {
      return await new RestClient({ apiUrl: api.apiUrl, headers: caller, fetch: api.transport }).get(
        '/api/v2/dataGeneration',
        stampSchema,
      );
    } catch (e) {
      if (e instanceof RestCallError && e.status === 403) {
        if (refused.size >= REFUSALS_KEPT) refused.clear();
        refused.set(callerKey, now + opts.ttlMs);
      }
      return null;
    }
  };
  const store = (key: string, stamp: Stamp, expires: number, text: string) => {
    const entry: Entry = { ...stamp, expires, text, bytes: 2 * text.length + key.length + 64, encoded: {} };
    if (entry.bytes > opts.maxBytes || stamp.generation < newest) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [k, e] of entries) {
      if (entries.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
      remove(k, e);
    }
  };
  const serve = async (req: Parameters<RequestHandler>[0], res: Response, entry: Entry) => {
    res.status(200);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('x-response-cache', 'hit');
    res.vary('Accept-Encoding');
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding !== 'br' && encoding !== 'gzip') return res.end(entry.text);
    entry.encoded[encoding] ??= compressors[encoding](Buffer.from(entry.text));
    const body = await entry.encoded[encoding];
    res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.end(body);
  };
  /** Keeps the answer Apollo writes (one `end` with the whole JSON text), when it is one to keep. */
  const keepAnswer = (res: Response, keep: (text: string) => void) => {
    const end = res.end;
    let streamed = false;
    const write = res.write;
    res.write = function (this: Response, ...args: Parameters<Response['write']>) {
      streamed = true;
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      const [chunk] = args;
      const type = String(res.getHeader('content-type') ?? '');
      if (!streamed && res.statusCode === 200 && /^application\/(graphql-response\+)?json/.test(type)) {
        const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : null;
        if (text) keep(text);
      }
      return end.apply(this, args as Parameters<Response['end']>);
    } as Response['end'];
  };

  return (req, res, next) => {
    if (!opts.enabled || req.method !== 'POST' || !cacheable(req.body)) return next();
    const body = req.body as { query: string; operationName?: string | null; variables?: unknown };
    const started = Date.now();
    const caller = forwardedHeaders(req.headers);
    const callerKey = JSON.stringify([
      caller.authorization ?? null,
      caller['x-tenancy-client-id'] ?? null,
      caller['x-tenancy-project-id'] ?? null,
    ]);
    void stampOf(caller, callerKey, started).then(
      (stamp) => {
        if (!stamp) return next();
        if (stamp.generation > newest) {
          newest = stamp.generation;
          entries.clear();
          bytes = 0;
        }
        const key = createHash('sha256')
          .update(JSON.stringify([callerKey, body.operationName ?? null, body.query, body.variables ?? null]))
          .digest('base64url');
        const entry = entries.get(key);
        if (entry && entry.generation === stamp.generation && entry.day === stamp.day && entry.expires > started) {
          entries.delete(key); // most recently used last
          entries.set(key, entry);
          return serve(req, res, entry).catch(next);
        }
        if (entry) remove(key, entry);
        keepAnswer(res, (text) => {
          let answer: { data?: unknown; errors?: unknown };
          try {
            answer = JSON.parse(text) as typeof answer;
          } catch {
            return;
          }
          if (answer.errors !== undefined || answer.data === undefined || answer.data === null) return;
          store(key, stamp, started + opts.ttlMs, servedText({ data: answer.data }));
        });
        res.setHeader('x-response-cache', 'miss');
        next();
      },
      (e: unknown) => next(e),
    );
  };
}
