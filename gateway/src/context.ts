/**
 * Per-request context: a REST client carrying the caller's token and tenancy headers, the data
 * sources over it, and fresh DataLoaders. Nothing here outlives the request.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { createLoaders, type Loaders } from './loaders/index.js';
import { FORWARDED_HEADERS, RestClient, type ForwardedHeaders } from './rest/client.js';
import { createDataSources, type DataSources } from './rest/index.js';

export interface GatewayContext {
  /** The request's REST client; `rest.calls` is the number of REST calls made so far. */
  rest: RestClient;
  api: DataSources;
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

export function createContext(opts: { apiUrl: string; headers: IncomingHttpHeaders; fetch?: typeof fetch }): GatewayContext {
  const rest = new RestClient({ apiUrl: opts.apiUrl, headers: forwardedHeaders(opts.headers), fetch: opts.fetch });
  const api = createDataSources(rest);
  return { rest, api, loaders: createLoaders(api) };
}
