/**
 * One service of the split deployment (docker-compose.yml), chosen by SERVICE:
 *   api      the REST service over DATABASE_URL (migrates at start; never seeds demo data)
 *   gateway  the GraphQL gateway over API_URL
 *   web      the built web app, proxying /auth, /api and /files to API_URL and /graphql to GATEWAY_URL
 *   worker   a job worker over DATABASE_URL (exports, zips: api/src/jobs), no port; the api runs one too
 *            unless JOB_WORKER_IN_API=false. PGlite cannot be shared between processes, so it needs DATABASE_URL.
 */
import path from 'node:path';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createApi, listenPort, loadConfig, openDatabase } from '../api/src/index.js';
import { securityOptions, overloadConfig } from '../api/src/config.js';
import { applySecurity } from '../api/src/http/security.js';
import { errorHandler, notFoundHandler } from '../api/src/http/errors.js';
import { createGateway } from '../gateway/src/index.js';
import { graphqlOverloadBody, overloadGuard } from '../api/src/http/overload.js';
import { keepApiConnections } from '../gateway/src/rest/agent.js';
import { startJobWorker } from '../api/src/jobs/start.js';
import { observabilityConfig, resultCacheConfig } from '../api/src/config.js';
import { assertValidConfig } from '../api/src/configCheck.js';
import {
  Lifecycle,
  createLogger,
  databaseCheck,
  migrationsCheck,
  observe,
  observeDatabase,
  observeJobs,
  remoteReadyCheck,
  shutdownOnSignals,
} from '../api/src/observability/index.js';
import { compressAnswers, webApp } from './staticWeb.js';

const env = process.env;
const required = (name: string): string => {
  const value = env[name];
  if (!value) {
    console.error(`${name} must be set for SERVICE=${env.SERVICE}.`);
    process.exit(1);
  }
  return value;
};

async function main() {
  try {
    assertValidConfig(env); // every setting checked, each wrong one named (api/src/configCheck.ts)
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const port = listenPort();
  const app = express();
  // Security headers and trust proxy on every service (api, gateway and web answer browsers alike).
  applySecurity(app, securityOptions());
  // Request ids, one log line and metrics per request, /healthz, /readyz, /metrics; SIGTERM drains (api/src/observability).
  const { checks, lifecycle, metrics, logger } = observe(app, {
    service: env.SERVICE ?? 'service',
    config: observabilityConfig(),
  });
  // JSON answers above 1 kB (REST, GraphQL); proxied ones arrive compressed already and pass as they are.
  app.use(compressAnswers());
  switch (env.SERVICE) {
    case 'api': {
      const config = loadConfig();
      if (!config.databaseUrl)
        console.warn('SERVICE=api without DATABASE_URL: using the embedded database in DATA_DIR.');
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
      });
      app.use(createApi({ db: database.db, config }));
      checks.database = databaseCheck(database.db);
      checks.migrations = migrationsCheck(database.db);
      checks.jobWorker = async () => lifecycle.workerState();
      observeDatabase(metrics.registry, database);
      observeJobs(metrics.registry, database.db);
      const worker = config.jobs.runInApi ? await startJobWorker(database, config) : null;
      lifecycle.attach({ database, worker });
      break;
    }
    case 'worker': {
      // No port: the worker's health is its jobs' leases (a stalled worker's jobs are taken over).
      const config = loadConfig({ ...env, DATABASE_URL: required('DATABASE_URL') });
      const database = await openDatabase({ databaseUrl: config.databaseUrl });
      const worker = await startJobWorker(database, config);
      const log = createLogger({ service: 'worker', config: observabilityConfig() });
      shutdownOnSignals(
        new Lifecycle({ timeoutSeconds: observabilityConfig().shutdownTimeoutSeconds, log }).attach({
          worker,
          database,
        }),
      );
      console.log(`worker ${worker.id} running jobs`);
      return;
    }
    case 'gateway':
      checks.api = remoteReadyCheck(required('API_URL'));
      app.use(
        await createGateway({
          apiUrl: required('API_URL'),
          registry: metrics.registry,
          logger,
          overload: overloadGuard(overloadConfig(), { body: graphqlOverloadBody }),
          responseCache: resultCacheConfig(),
        }),
      );
      break;
    case 'web': {
      // xfwd: the api sees the caller's address and protocol (X-Forwarded-*), for its sign-in limits and
      // Secure cookies; it trusts them from this service through TRUST_PROXY (docker-compose.yml).
      const api = createProxyMiddleware({ target: required('API_URL'), changeOrigin: true, xfwd: true });
      const gateway = createProxyMiddleware({ target: required('GATEWAY_URL'), changeOrigin: true, xfwd: true });
      app.use(['/auth', '/api', '/files'], (req, res, next) => {
        req.url = req.originalUrl;
        return api(req, res, next);
      });
      app.use('/graphql', (req, res, next) => {
        req.url = req.originalUrl;
        return gateway(req, res, next);
      });
      app.use(webApp()); // web/dist, precompressed, hashed files immutable (deploy/staticWeb.ts)
      checks.api = remoteReadyCheck(required('API_URL'));
      checks.gateway = remoteReadyCheck(required('GATEWAY_URL'));
      break;
    }
    default:
      console.error('SERVICE must be api, gateway, web or worker.');
      process.exit(1);
  }
  // Whatever escapes a service answers JSON with a message, never express's HTML page with a stack.
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(port, '0.0.0.0', () => console.log(`${env.SERVICE} listening on ${port}`));
  keepApiConnections(server); // idle connections outlive the gateway's REST agent's (gateway/src/rest/agent.ts)
  shutdownOnSignals(lifecycle.attach({ server }));
}

void main();
