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
import { securityOptions } from '../api/src/config.js';
import { applySecurity } from '../api/src/http/security.js';
import { errorHandler, notFoundHandler } from '../api/src/http/errors.js';
import { createGateway } from '../gateway/src/index.js';
import { startJobWorker } from '../api/src/jobs/start.js';
import type { JobWorker } from '../api/src/jobs/worker.js';
import { compressAnswers, webApp } from './staticWeb.js';

const env = process.env;
/** Stops the job worker of this process (it hands back or finishes its jobs), then exits. */
const stopOnSignal = (worker: JobWorker) => {
  const stop = () => void worker.stop().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
};
const required = (name: string): string => {
  const value = env[name];
  if (!value) {
    console.error(`${name} must be set for SERVICE=${env.SERVICE}.`);
    process.exit(1);
  }
  return value;
};

async function main() {
  const port = listenPort();
  const app = express();
  // Security headers and trust proxy on every service (api, gateway and web answer browsers alike).
  applySecurity(app, securityOptions());
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
      if (config.jobs.runInApi) stopOnSignal(await startJobWorker(database, config));
      break;
    }
    case 'worker': {
      const config = loadConfig({ ...env, DATABASE_URL: required('DATABASE_URL') });
      const worker = await startJobWorker(await openDatabase({ databaseUrl: config.databaseUrl }), config);
      stopOnSignal(worker);
      console.log(`worker ${worker.id} running jobs`);
      return;
    }
    case 'gateway':
      app.use(await createGateway({ apiUrl: required('API_URL') }));
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
      break;
    }
    default:
      console.error('SERVICE must be api, gateway, web or worker.');
      process.exit(1);
  }
  // Whatever escapes a service answers JSON with a message, never express's HTML page with a stack.
  app.use(notFoundHandler);
  app.use(errorHandler);
  app.listen(port, '0.0.0.0', () => console.log(`${env.SERVICE} listening on ${port}`));
}

void main();
