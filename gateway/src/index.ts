/**
 * The GraphQL gateway: an express Router serving POST/GET /graphql (Apollo Server 5) and, for a
 * browser, the offline GraphiQL explorer. It holds no data: every field is read from api/ over HTTP
 * with the caller's token and tenancy headers, batched per request by DataLoaders.
 */
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { compiledGateway } from './compiledExecution.js';
import { createContext, type GatewayContext } from './context.js';
import { explorerAssets, explorerPage } from './explorer.js';
import {
  DEFAULT_LIMITS,
  queryLimitRule,
  queryTooLargeMessage,
  tokenLimitMessage,
  type QueryLimits,
} from './limits/queryLimits.js';
import { queryCostPlugin } from './limits/cost.js';
import { restCallsPlugin } from './plugins/restCalls.js';
import { operationMetricsPlugin } from './plugins/metrics.js';
import type { RestTransport } from './rest/client.js';
import { buildSchema } from './schema.js';
import { responseCache, type ResponseCacheOptions } from './responseCache.js';

export interface GatewayOptions {
  /** Base URL of api/, e.g. http://127.0.0.1:4000 (the gateway calls `${apiUrl}/api/v2/...` and `/auth/me`). */
  apiUrl: string;
  /**
   * How REST calls reach api/: HTTP over the gateway's keep-alive agent by default (the split services); the
   * one-process server passes inProcessTransport(its api's handler), so calls pay no socket (rest/inProcess.ts).
   */
  transport?: RestTransport;
  /** Overrides of the ad-hoc query limits (tests use small ones). */
  limits?: Partial<QueryLimits>;
  /** Where the built explorer lives (tests); gateway/explorer/dist by default. */
  explorerDist?: string;
  /** The process's metrics registry: operation counts, latency and REST calls per request (plugins/metrics.ts). */
  registry?: Registry;
  /** The process's logger: one line per operation with its request id. */
  logger?: Logger;
  /**
   * The host's overload guard (api/src/http/overload.ts, with the GraphQL body), run first on /graphql:
   * a bounded queue, then 503 with Retry-After. None: no bound (tests).
   */
  overload?: RequestHandler;
  /**
   * The response cache of dashboards and roll-up pages (responseCache.ts), under the api's data generation: the
   * host passes the api's results cache settings (RESULT_CACHE=0 turns both off). None: off (tests).
   */
  responseCache?: ResponseCacheOptions;
}

export type { GatewayContext } from './context.js';
export { DEFAULT_LIMITS, type QueryLimits } from './limits/queryLimits.js';
export { EXPLORER_BUILD_COMMAND } from './explorer.js';
export { callScopeOf, inProcessTransport, type ApiHandler } from './rest/inProcess.js';

/** Refuses oversized query text before it is parsed (413, in the GraphQL error shape). */
function refuseLargeQueries(limits: QueryLimits): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    const query = typeof body === 'object' && body !== null && 'query' in body ? body.query : req.query.query;
    const message = queryTooLargeMessage(query, limits);
    if (!message) return next();
    res.status(413).json({ errors: [{ message, extensions: { code: 'QUERY_TOO_LARGE' } }] });
  };
}

/** The most a /graphql request body may weigh (query text and variables). */
export const MAX_GRAPHQL_BODY = '2mb';

/**
 * Errors before Apollo runs (a body that is not JSON, too large, or a fault of the router) answer in the
 * GraphQL error shape, as JSON, with a sentence a person can act on: never express's default HTML page,
 * which shows a stack trace and the server's file paths.
 */
const graphqlBodyErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const type = (error as { type?: unknown })?.type;
  let status = 500;
  let code = 'INTERNAL_SERVER_ERROR';
  let message = 'Something went wrong in the GraphQL gateway. It has been logged; please try again.';
  if (type === 'entity.parse.failed') {
    [status, code, message] = [
      400,
      'BAD_REQUEST',
      'The request body is not valid JSON: send {"query": "...", "variables": {...}} as JSON.',
    ];
  } else if (type === 'entity.too.large') {
    [status, code, message] = [
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body is larger than ${MAX_GRAPHQL_BODY.toUpperCase()}: send a smaller query or fewer variables.`,
    ];
  } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    [status, code, message] = [
      415,
      'BAD_REQUEST',
      'Send the request body as UTF-8 JSON (content-type: application/json).',
    ];
  } else if (
    typeof (error as { status?: unknown })?.status === 'number' &&
    (error as { status: number }).status >= 400 &&
    (error as { status: number }).status < 500
  ) {
    [status, code, message] = [
      (error as { status: number }).status,
      'BAD_REQUEST',
      'The request could not be read: send {"query": "...", "variables": {...}} as JSON.',
    ];
  } else {
    console.error(
      `[gateway] ${req.method} ${req.originalUrl.split('?')[0]} failed (request ${req.headers['x-request-id'] ?? '-'}):`,
      error,
    );
  }
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
};

/** A UTF-16 surrogate without its pair: text JSON can carry but no UTF-8 store can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any variables the app sends (the api takes JSON 64 levels deep; the body adds a few). */
const MAX_BODY_DEPTH = 72;

/**
 * As long as the api's longest lists (visit ids of a notification and photo ids to block stop at 10,000), but for
 * the photo zip's uuids, which POST /document/zipJob takes up to 100,000: through GraphQL they stop here, as
 * PhotoZipInput.uuids says (schema/job.graphql). Coercing a 160,000-item list against a variable's type costs
 * graphql-jit 3–4 s of the one thread before the api would refuse it; refused here it costs a walk.
 */
export const MAX_BODY_LIST_ITEMS = 10_000;

/**
 * What makes a JSON body unfit to pass on: text that is not valid Unicode, nesting past MAX_BODY_DEPTH or a list
 * longer than MAX_BODY_LIST_ITEMS; null when fine.
 */
function bodyProblem(value: unknown): string | null {
  // Iterative, so a body nested 100,000 deep cannot overflow the stack while it is checked.
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: '', depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    const where = path || 'The request body';
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v))
        return `${where} holds text that is not valid Unicode (a lone surrogate such as \\ud800): send well-formed UTF-8 text.`;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_BODY_DEPTH)
        return `${where} is nested more than ${MAX_BODY_DEPTH} levels deep: send flatter JSON.`;
      if (Array.isArray(v) && v.length > MAX_BODY_LIST_ITEMS)
        return `${where} holds a list of ${v.length.toLocaleString('en-US')} items; at most ${MAX_BODY_LIST_ITEMS.toLocaleString('en-US')} go in one list: send fewer.`;
      for (const [k, item] of Object.entries(v)) {
        if (LONE_SURROGATE.test(k))
          return `A field name in ${where} is not valid Unicode: send well-formed UTF-8 text.`;
        stack.push({ v: item, path: path ? `${path}.${k}` : k, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** A body the api could not take (or the gateway could not even serialise to pass on): 400 naming where. */
const refuseUnfitBody: RequestHandler = (req, res, next) => {
  const problem = bodyProblem(req.body);
  if (!problem) return next();
  res.status(400).json({ errors: [{ message: problem, extensions: { code: 'BAD_USER_INPUT' } }] });
};

/** graphql-js stops coercing variables after 50 errors with an error of no code; it is the caller's input all the same. */
const TOO_MANY_VARIABLE_ERRORS = /^Too many errors processing variables/;

export async function createGateway(opts: GatewayOptions): Promise<Router> {
  const limits: QueryLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const server = new ApolloServer<GatewayContext>({
    // The schema, each query run by a function compiled for it (compiledExecution.ts).
    gateway: compiledGateway(buildSchema()),
    introspection: true, // analysts explore the schema; every field is still guarded by api/
    includeStacktraceInErrorResponses: false,
    // The host process (server.ts, deploy/service.ts) owns SIGINT/SIGTERM and its own shutdown.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [queryLimitRule(limits)],
    formatError: (formatted) => {
      const tokens = tokenLimitMessage(formatted.message, limits);
      if (TOO_MANY_VARIABLE_ERRORS.test(formatted.message))
        return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
      return tokens ? { ...formatted, message: tokens } : formatted;
    },
    // Our own explorer replaces Apollo's landing page, which loads its UI from a CDN. No cache hints: nothing
    // here is cacheable per field (every answer is the caller's), and the plugin hooks every resolved field.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      restCallsPlugin,
      queryCostPlugin(limits),
      operationMetricsPlugin({ registry: opts.registry, logger: opts.logger }),
    ],
  });
  await server.start();

  const graphql = expressMiddleware(server, {
    context: async ({ req, res }) =>
      createContext({
        apiUrl: opts.apiUrl,
        headers: req.headers,
        fetch: opts.transport,
        budgetMs: limits.requestBudgetMs,
        res,
      }),
  });
  // Apollo's express integration needs req.body set, also on GET (express 5 leaves it unset without a body).
  const json = express.json({ limit: MAX_GRAPHQL_BODY });
  const router = express.Router();
  const cached: RequestHandler = opts.responseCache?.enabled
    ? responseCache(opts.responseCache, { apiUrl: opts.apiUrl, transport: opts.transport })
    : (_req, _res, next) => next();
  const overload: RequestHandler = opts.overload ?? ((_req, _res, next) => next());
  router.use('/graphql/assets', explorerAssets(opts.explorerDist));
  router
    .route('/graphql')
    .get(explorerPage(opts.explorerDist), overload, json, refuseLargeQueries(limits), refuseUnfitBody, graphql)
    .post(overload, json, refuseLargeQueries(limits), refuseUnfitBody, cached, graphql);
  router.use('/graphql', graphqlBodyErrors);
  return router;
}
