/**
 * Per-request context: a REST client carrying the caller's token and tenancy headers, the data
 * sources over it, and fresh DataLoaders (every domain's, from domains/registry.ts). Nothing here
 * outlives the request.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { createDataSources, createLoaders, type DataSources, type Loaders } from './domains/registry.js';
import { FORWARDED_HEADERS, RestClient, type ForwardedHeaders, type RestTransport } from './rest/client.js';

export interface GatewayContext {
  /** The request's REST client; `rest.calls` is the number of REST calls made so far. */
  rest: RestClient;
  /** Aborted when the request's time budget is spent: the REST client stops calling api/. */
  signal?: AbortSignal;
  /** Every domain's data sources (ctx.api.forms, ctx.api.storeVisits, ...). */
  api: DataSources;
  /** Every domain's DataLoaders, fresh for this request. */
  loaders: Loaders;
}

/** The incoming headers api/ must see: the bearer token and the chosen client and project. */
export function forwardedHeaders(incoming: IncomingHttpHeaders): ForwardedHeaders {
  const out: ForwardedHeaders = {};
  for (const name of FORWARDED_HEADERS) {
    const raw = incoming[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value) out[name] = value;
  }
  return out;
}

/** A signal aborted after `ms` (its budget is kept on it for the error message). */
export function budgetSignal(ms: number): AbortSignal {
  return Object.assign(AbortSignal.timeout(ms), { budgetMs: ms });
}

/** The answer of the GraphQL request, as far as the context needs it: whether its caller went away. */
interface Answer {
  readonly writableFinished: boolean;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * A signal aborted when the caller hangs up before its answer is written (a closed tab, a client's timeout): the
 * REST client then stops calling api/ for an answer nobody will read, which under load frees the api for callers
 * still waiting (and a server shutting down closes its database with no work for a gone caller still starting).
 */
export function callerGoneSignal(res: Answer): AbortSignal {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort(new Error('The caller closed the request before its answer.'));
  });
  return gone.signal;
}

export function createContext(opts: {
  apiUrl: string;
  headers: IncomingHttpHeaders;
  /** How the REST client reaches api/ (HTTP over the gateway's agent unless given). */
  fetch?: RestTransport;
  budgetMs?: number;
  /** The request's answer: calls stop once its caller has gone (callerGoneSignal). */
  res?: Answer;
}): GatewayContext {
  const budget = opts.budgetMs ? budgetSignal(opts.budgetMs) : undefined;
  const gone = opts.res ? callerGoneSignal(opts.res) : undefined;
  const signal =
    budget && gone ? Object.assign(AbortSignal.any([budget, gone]), { budgetMs: opts.budgetMs }) : (budget ?? gone);
  const rest = new RestClient({
    apiUrl: opts.apiUrl,
    headers: forwardedHeaders(opts.headers),
    fetch: opts.fetch,
    signal,
  });
  const api = createDataSources(rest);
  return { rest, api, loaders: createLoaders(api), signal };
}
