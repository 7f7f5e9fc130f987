/**
 * The GraphQL gateway: an express Router serving POST/GET /graphql (Apollo Server 5) and, for a
 * browser, the offline GraphiQL explorer. It holds no data: every field is read from api/ over HTTP
 * with the caller's token and tenancy headers, batched per request by DataLoaders.
 */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler, type Router } from 'express';
import { createContext, type GatewayContext } from './context.js';
import { explorerAssets, explorerPage } from './explorer.js';
import { DEFAULT_LIMITS, queryLimitRule, queryTooLargeMessage, tokenLimitMessage, type QueryLimits } from './limits/queryLimits.js';
import { queryCostPlugin } from './limits/cost.js';
import { restCallsPlugin } from './plugins/restCalls.js';
import { buildSchema } from './schema.js';

export interface GatewayOptions {
  /** Base URL of api/, e.g. http://127.0.0.1:4000 (the gateway calls `${apiUrl}/api/v2/...` and `/auth/me`). */
  apiUrl: string;
  /** Overrides of the ad-hoc query limits (tests use small ones). */
  limits?: Partial<QueryLimits>;
  /** Where the built explorer lives (tests); gateway/explorer/dist by default. */
  explorerDist?: string;
}

export type { GatewayContext } from './context.js';
export { DEFAULT_LIMITS, type QueryLimits } from './limits/queryLimits.js';
export { EXPLORER_BUILD_COMMAND } from './explorer.js';

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

export async function createGateway(opts: GatewayOptions): Promise<Router> {
  const limits: QueryLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const server = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    introspection: true, // analysts explore the schema; every field is still guarded by api/
    includeStacktraceInErrorResponses: false,
    // The host process (server.ts, deploy/service.ts) owns SIGINT/SIGTERM and its own shutdown.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [queryLimitRule(limits)],
    formatError: (formatted) => {
      const tokens = tokenLimitMessage(formatted.message, limits);
      return tokens ? { ...formatted, message: tokens } : formatted;
    },
    // Our own explorer replaces Apollo's landing page, which loads its UI from a CDN.
    plugins: [ApolloServerPluginLandingPageDisabled(), restCallsPlugin, queryCostPlugin(limits)],
  });
  await server.start();

  const graphql = expressMiddleware(server, {
    context: async ({ req }) => createContext({ apiUrl: opts.apiUrl, headers: req.headers, budgetMs: limits.requestBudgetMs }),
  });
  // Apollo's express integration needs req.body set, also on GET (express 5 leaves it unset without a body).
  const json = express.json({ limit: '2mb' });
  const router = express.Router();
  router.use('/graphql/assets', explorerAssets(opts.explorerDist));
  router
    .route('/graphql')
    .get(explorerPage(opts.explorerDist), json, refuseLargeQueries(limits), graphql)
    .post(json, refuseLargeQueries(limits), graphql);
  return router;
}
