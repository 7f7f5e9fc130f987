/**
 * The one way the gateway talks to api/: HTTP with the caller's own bearer token and tenancy headers,
 * so api/ applies every rule (roles, tenancy, hidden questions) exactly as it does for the web app.
 * One RestClient per GraphQL request; it counts its calls so tests and benchmarks can see batching work
 * (the count is answered in `extensions.restCalls`).
 */
import { GraphQLError } from 'graphql';
import type { z } from 'zod/v4';
import { agentFetch, isConnectionReset } from './agent.js';
import { plainCheckOf } from './plainCheck.js';

/** The request headers forwarded to api/ (lower-case names, as node gives them). */
export const FORWARDED_HEADERS = [
  'authorization',
  'x-tenancy-client-id',
  'x-tenancy-project-id',
  'x-request-id',
] as const;
export type ForwardedHeaders = Partial<Record<(typeof FORWARDED_HEADERS)[number], string>>;

/**
 * GraphQL error codes the gateway answers for REST failures. Any other 4xx (400, 404 outside a single
 * lookup, 409, 413, ...) is BAD_USER_INPUT with the api's own message; 5xx and an api that does not
 * answer are Apollo's standard INTERNAL_SERVER_ERROR.
 */
export type RestErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'INTERNAL_SERVER_ERROR';

/**
 * A failed REST call as a GraphQL error. `status` keeps the REST status so a resolver can decide
 * (a mutation turns a 4xx into a payload error; a single lookup turns 404 into null).
 * 401 and 403 also set the HTTP status of the GraphQL response (Apollo reads `extensions.http` and
 * strips it from the answer), so the web app logs out on them as the spec asks.
 */
export class RestCallError extends GraphQLError {
  constructor(
    readonly status: number,
    message: string,
    readonly restPath: string,
    /** The api's `details` (e.g. the reports a bulk action refused), when it sent any. */
    readonly details?: unknown,
    /** An api too busy (503, api/src/http/overload.ts): when to try again; the GraphQL answer is a 503 too. */
    retryAfterMs?: number,
  ) {
    const code = restErrorCode(status);
    const busy = status === 503 && retryAfterMs !== undefined;
    super(message, {
      extensions: {
        code,
        restStatus: status,
        ...(status === 401 || status === 403 ? { http: { status } } : {}),
        ...(busy
          ? {
              retryAfterMs,
              http: {
                status,
                headers: new Map([
                  ['retry-after', String(Math.ceil(retryAfterMs / 1000))],
                  ['retry-after-ms', String(retryAfterMs)],
                ]),
              },
            }
          : {}),
      },
    });
  }
}

export function restErrorCode(status: number): RestErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'INTERNAL_SERVER_ERROR';
}

/** True for a REST answer the caller can act on (bad input, conflict, not found), not auth or a crash. */
export const isUserFacing = (e: unknown): e is RestCallError =>
  e instanceof RestCallError && e.status >= 400 && e.status < 500 && e.status !== 401 && e.status !== 403;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The longest api address the gateway sends: node's servers read at most 16 KiB of request line and headers. */
export const MAX_PATH_CHARS = 12_000;

/** Where in an answer a problem is, as code would reach it: `data[3].metaJson`. */
function answerPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    'data',
  );
}

/**
 * An api answer whose `data` does not have the shape the gateway's schema for that call declares (the
 * api and the gateway disagree: a deploy out of step, a changed column). Raised at the seam, so a resolver
 * never works on a wrong record: INTERNAL_SERVER_ERROR naming the call and where in the answer it went wrong.
 */
export class RestShapeError extends RestCallError {
  constructor(method: string, path: string, error: z.ZodError) {
    const [first] = error.issues;
    const call = `${method} ${path.split('?')[0]}`;
    const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
    super(
      502,
      `The REST api's answer to ${call} does not have the shape the gateway expects: ` +
        `${answerPath(first?.path ?? [])}: ${first?.message ?? 'invalid'}${more}.`,
      path,
    );
  }
}

/** One REST call as a transport sends it: lower-case header names, a JSON text body. */
export interface RestInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /**
   * The GraphQL request the call is made for (one object per RestClient). The in-process transport hands it to the
   * api, which then checks the caller's session once for all the calls of one request (inProcess.ts, callScopeOf).
   */
  scope?: object;
}
/** What RestClient reads of an answer (a fetch Response has it). */
export interface RestAnswer {
  status: number;
  ok: boolean;
  text(): Promise<string>;
  /** The answer's JSON value itself, when the transport has it without text (inProcess.ts): read instead of text. */
  value?: () => unknown;
}
/**
 * How the gateway reaches api/: HTTP over its keep-alive agent (agent.ts), or in the one-process server the api's
 * handler called in-process (inProcess.ts); tests inject a fetch.
 */
export type RestTransport = (url: string, init: RestInit) => Promise<RestAnswer>;

export interface RestClientOptions {
  apiUrl: string;
  headers: ForwardedHeaders;
  /** The transport: agentFetch (HTTP over the gateway's keep-alive agent, agent.ts) unless given. */
  fetch?: RestTransport;
  /** The request's time budget: once aborted, calls in flight are cut and new ones refused. */
  signal?: AbortSignal;
}

/** The GraphQL error of a request stopped by its time budget (gateway limits, requestBudgetMs). */
export class RequestBudgetError extends GraphQLError {
  constructor(budgetMs: number | undefined) {
    const budget = !budgetMs
      ? 'its time budget'
      : budgetMs < 1000
        ? `${budgetMs} ms`
        : `${Math.round(budgetMs / 100) / 10} s`;
    super(
      `The request ran longer than ${budget}, the limit for one request, and was stopped. ` +
        'Ask for a smaller pageSize or fewer fields under lists, or split it into several queries.',
      { extensions: { code: 'REQUEST_BUDGET_EXCEEDED' } },
    );
  }
}

/**
 * Batched look-ups the spec makes with POST (their bodies carry the ids or filters): reads, not writes.
 * A read whose connection drops is sent once more (RestClient.request); a write never is.
 */
const READ_POSTS = [
  /^\/api\/v2\/document\/uuids$/,
  /^\/api\/v2\/storeVisitFormAnswer\/questionCanonicalKeys$/,
  /^\/api\/v2\/storeVisit\/userStoreVisits$/,
  /^\/api\/v2\/storeVisit\/meal\/query$/,
  /^\/api\/v2\/savedWidget\/ids$/,
  /^\/api\/v2\/savedWidget\/data$/,
  /^\/api\/v2\/savedRollup\/id\/[^/]+\/visits$/,
  /^\/api\/v2\/membership\/notification\/all$/,
];
export const isRestWrite = (method: string, path: string) =>
  method !== 'GET' && method !== 'HEAD' && !READ_POSTS.some((p) => p.test(path.split('?')[0]));

/**
 * REST calls one GraphQL request has in flight at most; the others wait their turn in the gateway. A list
 * whose fields each make a call (100 rows) does not take 100 of the api's places at once (its overload
 * guard, api/src/http/overload.ts) and crowd out every other request.
 */
export const MAX_PARALLEL_CALLS = 8;

export class RestClient {
  /** REST calls made so far in this GraphQL request. */
  calls = 0;
  /** Of those, the writes (every call but GET and the batched POST look-ups): a mutation makes at most one. */
  writes = 0;
  /** Reads sent a second time after their connection dropped (isConnectionReset). */
  retries = 0;
  private readonly base: string;
  private readonly fetchFn: RestTransport;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** This GraphQL request, as its REST calls name it (RestInit.scope). */
  private readonly scope = {};

  constructor(private readonly opts: RestClientOptions) {
    this.base = opts.apiUrl.replace(/\/+$/, '');
    this.fetchFn = opts.fetch ?? agentFetch;
  }

  /**
   * Calls api/ and answers the `data` of its `{ data }` envelope, checked against the call's schema
   * (RestShapeError when it does not fit); throws RestCallError for a refusal or no answer.
   */
  async request<S extends z.ZodType>(method: Method, path: string, schema: S, body?: unknown): Promise<z.output<S>> {
    // An address the api's HTTP server would not read (request line and headers share 16 KiB in node): refused here
    // as the caller's input, the same way on every node version, instead of a connection the server drops (a 500).
    if (path.length > MAX_PATH_CHARS)
      throw new RestCallError(
        414,
        `A value in this request is too long to send (${path.length.toLocaleString('en-US')} characters in the address, at most ${MAX_PATH_CHARS.toLocaleString('en-US')}).`,
        path.slice(0, 200),
      );
    if (this.active >= MAX_PARALLEL_CALLS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await this.send(method, path, schema, body);
    } finally {
      // The place goes straight to the next waiting call (active stays counted for it).
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  private async send<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    this.calls += 1;
    if (isRestWrite(method, path)) this.writes += 1;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED_HEADERS) {
      const value = this.opts.headers[name];
      if (value) headers[name] = value;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const signal = this.opts.signal;
    const budgetMs = (signal as { budgetMs?: number } | undefined)?.budgetMs;
    if (signal?.aborted) throw new RequestBudgetError(budgetMs);
    const init: RestInit = {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      scope: this.scope,
    };
    let res: RestAnswer;
    let text: string;
    try {
      try {
        res = await this.fetchFn(this.base + path, init);
        text = res.value ? '' : await res.text();
      } catch (e) {
        // A read is sent once more when the connection dropped under it (a kept-alive socket the api
        // closed): it changes nothing, so a second try is safe. A write is never repeated.
        if (signal?.aborted || isRestWrite(method, path) || !isConnectionReset(e)) throw e;
        this.retries += 1;
        res = await this.fetchFn(this.base + path, init);
        text = res.value ? '' : await res.text();
      }
    } catch (e) {
      if (signal?.aborted) throw new RequestBudgetError(budgetMs);
      console.error(`[gateway] ${method} ${path}: the api did not answer`, e);
      throw new RestCallError(502, 'The REST api did not answer. Please try again in a moment.', path);
    }
    let parsed:
      { data?: unknown; err?: unknown; message?: unknown; details?: unknown; retryAfterMs?: unknown } | undefined;
    try {
      parsed = (res.value ? res.value() : text ? JSON.parse(text) : undefined) as typeof parsed;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const message =
        typeof parsed?.err === 'string'
          ? parsed.err
          : typeof parsed?.message === 'string'
            ? parsed.message
            : `The REST api answered ${res.status}.`;
      if (res.status >= 500) console.error(`[gateway] ${method} ${path}: ${res.status} ${message}`);
      const retryAfterMs = typeof parsed?.retryAfterMs === 'number' ? parsed.retryAfterMs : undefined;
      throw new RestCallError(res.status, message, path, parsed?.details, retryAfterMs);
    }
    if (!parsed || !('data' in parsed)) {
      const shown = res.value ? (JSON.stringify(parsed) ?? '') : text;
      console.error(`[gateway] ${method} ${path}: answer without data: ${shown.slice(0, 200)}`);
      throw new RestCallError(502, 'The REST api gave an answer the gateway cannot read.', path);
    }
    // The answer passes as it came when its plain check accepts it (plainCheck.ts: no copy); zod parses the rest,
    // and names the problem of an answer that does not fit.
    if (plainCheckOf(schema)?.(parsed.data)) return parsed.data as z.output<S>;
    const checked = schema.safeParse(parsed.data);
    if (!checked.success) {
      const error = new RestShapeError(method, path, checked.error);
      console.error(`[gateway] ${error.message}`);
      throw error;
    }
    return checked.data;
  }

  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return this.request('GET', path, schema);
  }

  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
    return this.request('POST', path, schema, body);
  }

  put<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>> {
    return this.request('PUT', path, schema, body);
  }

  delete<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return this.request('DELETE', path, schema);
  }

  /** A single lookup: 404 (unknown, or outside the caller's tenancy) answers null instead of an error. */
  async getOrNull<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null> {
    try {
      return await this.get(path, schema);
    } catch (e) {
      if (e instanceof RestCallError && e.status === 404) return null;
      throw e;
    }
  }
}

/**
 * One path segment of a REST call. Text that cannot be encoded (a lone UTF-16 surrogate) is the caller's
 * mistake: a 400 the payload can carry, never a crash of the resolver.
 */
export function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    throw new RestCallError(
      400,
      'This text holds a character that is not valid Unicode (a lone surrogate): remove it and try again.',
      '(path segment)',
    );
  }
}
