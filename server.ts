/**
 * One process, one port: the REST api (/auth, /api/v2, /files), the GraphQL gateway (/graphql and its
 * explorer) and the built web app (/). `npm start` runs this; so do the e2e tests.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createApi, listenPort, loadConfig, openDatabase, type ApiConfig, type Database } from './api/src/index.js';
import { securityOptions, overloadConfig } from './api/src/config.js';
import { openFileStore } from './api/src/document/openStore.js';
import { applySecurity } from './api/src/http/security.js';
import { errorHandler, notFoundHandler } from './api/src/http/errors.js';
import { DEMO_PASSWORD, DEMO_USERS, isSeeded, seedDemo } from './api/src/db/seed/index.js';
import { callScopeOf, createGateway, inProcessTransport } from './gateway/src/index.js';
import { graphqlOverloadBody, overloadGuard } from './api/src/http/overload.js';
import { isOwnRestCall, keepApiConnections } from './gateway/src/rest/agent.js';
import { startJobWorker } from './api/src/jobs/start.js';
import { observabilityConfig } from './api/src/config.js';
import { assertValidConfig } from './api/src/configCheck.js';
import {
  databaseCheck,
  migrationsCheck,
  observe,
  observeDatabase,
  observeJobs,
  observeInnerCalls,
  shutdownOnSignals,
  type Observability,
} from './api/src/observability/index.js';
import type { DestinationStream } from 'pino';
import { compressAnswers, WEB_DIST, webApp } from './deploy/staticWeb.js';

export interface RunningServer {
  url: string;
  server: Server;
  database: Database;
  config: ApiConfig;
  /** Logger, metrics, /readyz checks and the shutdown lifecycle of this process (api/src/observability). */
  observability: Observability;
  /** The graceful shutdown: drains requests and the job worker within SHUTDOWN_TIMEOUT_SECONDS, closes the database. */
  stop(): Promise<void>;
}

/**
 * How the gateway of this process reaches its api: 'in-process' (the default) hands each REST call to the api's
 * handler without a socket (gateway/src/rest/inProcess.ts); 'socket' calls it over loopback HTTP like the split
 * services do (the bench compares the two: bench/gatewayHop.ts).
 */
export type ApiTransport = 'in-process' | 'socket';

export async function startServer(
  opts: {
    port?: number;
    config?: ApiConfig;
    seed?: boolean;
    quiet?: boolean;
    logDestination?: DestinationStream;
    apiTransport?: ApiTransport;
  } = {},
): Promise<RunningServer> {
  if (!opts.config) assertValidConfig(process.env); // every setting checked, each wrong one named (configCheck.ts)
  const config = opts.config ?? loadConfig();
  const port = opts.port ?? listenPort();
  const say = (line: string) => {
    if (!opts.quiet) console.log(line);
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
  });
  say(
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL server (DATABASE_URL)'}`,
  );
  if ((opts.seed ?? true) && !(await isSeeded(database.db))) {
    say('First start: loading the demo data…');
    const started = Date.now();
    const result = await seedDemo(database.db, {
      filesDir: openFileStore(config), // the demo's files go where the api reads them (FILE_STORE)
      clientRoleId: config.clientRoleId,
      log: say,
    });
    say(
      `Demo data loaded: ${result.visits} visits, ${result.answers} answers (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
  }

  const app = express();
  applySecurity(app, { ...securityOptions(), trustProxy: config.trustProxy });
  // Request ids, one log line and metrics per request, /healthz, /readyz, /metrics (api/src/observability).
  const observability = observe(app, {
    service: 'server',
    // A test capturing the lines reads them at info, whatever the silent default under vitest.
    config: { ...observabilityConfig(), ...(opts.logDestination ? { logLevel: 'info' } : {}) },
    logDestination: opts.logDestination,
  });
  const { checks, lifecycle, metrics, logger } = observability;
  checks.database = databaseCheck(database.db);
  checks.migrations = migrationsCheck(database.db);
  checks.jobWorker = async () => lifecycle.workerState();
  observeDatabase(metrics.registry, database);
  const stopObservingJobs = observeJobs(metrics.registry, database.db);
  app.use(compressAnswers()); // JSON answers above 1 kB; the web app's files come precompressed (deploy/staticWeb.ts)
  // The gateway below calls this api in-process (or over loopback): its calls were admitted by the gateway's guard
  // already. The api's guard counts only the api's own paths: /graphql has the gateway's (one admission per request,
  // refused with the GraphQL body), and the web app's files are never refused.
  const api = createApi({
    db: database.db,
    config,
    overloadExempt: (req) => isOwnRestCall(req) || !/^\/(api|auth|files)(\/|$)/.test(req.path),
    sessionScope: callScopeOf,
  });
  app.use(api);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, '0.0.0.0', () => resolve(s)).on('error', reject);
  });
  // Idle connections stay open 65 s, longer than the gateway's REST agent keeps them (gateway/src/rest/agent.ts).
  keepApiConnections(server);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // The gateway calls the api with the caller's token like any other client: in this process, through the api's
  // handler with a request id, a debug log line and metrics per call (DECISIONS: the in-process gateway hop).
  const inProcess = (opts.apiTransport ?? 'in-process') === 'in-process';
  const transport = inProcess
    ? inProcessTransport(observeInnerCalls(observability, api, (req, res) => notFoundHandler(req, res, () => {})))
    : undefined;
  app.use(
    await createGateway({
      apiUrl: `http://127.0.0.1:${actualPort}`,
      transport,
      registry: metrics.registry,
      logger,
      overload: overloadGuard(overloadConfig(), { body: graphqlOverloadBody }),
      responseCache: config.resultCache,
    }),
  );
  if (existsSync(WEB_DIST)) app.use(webApp());
  else {
    say('web/dist is missing: run `npm run build` to serve the web app.');
  }
  // Last: a path nothing else answered (no web app built) and an error nothing else handled get JSON
  // { err, message } with the security headers, never express's default page (its own CSP, and outside
  // NODE_ENV=production a stack trace and the server's file paths).
  app.use(notFoundHandler);
  app.use(errorHandler);

  // Exports and zips run as jobs (api/src/jobs); this process runs a worker unless SERVICE=worker ones do.
  const worker = config.jobs.runInApi ? await startJobWorker(database, config, { log: say }) : null;
  // A shutdown also waits for the api's work on in-process calls whose caller hung up, then closes the database.
  lifecycle.attach({ server, worker, database, pending: transport?.inFlight });

  const url = `http://localhost:${actualPort}`;
  return {
    url,
    server,
    database,
    config,
    observability,
    stop: async () => {
      await lifecycle.shutdown();
      stopObservingJobs();
    },
  };
}

async function main() {
  let running: RunningServer;
  try {
    running = await startServer();
  } catch (e) {
    console.error(`Could not start: ${(e as Error).message}`);
    process.exit(1);
  }
  console.log(`\nSVR back-office is running at ${running.url}`);
  console.log(`GraphQL explorer: ${running.url}/graphql`);
  console.log(`Sign in with (password ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(24)} ${u.role}`);
  shutdownOnSignals(running.observability.lifecycle);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
