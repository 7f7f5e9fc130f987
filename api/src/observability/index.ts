/**
 * What every service mounts first (server.ts, deploy/service.ts): the request id, the request log line and
 * metrics, /healthz and /readyz, /metrics, and the shutdown lifecycle they share. The checks of /readyz are
 * the host's (health.ts has them); add to `checks` as the parts they need come up.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, Response } from 'express';
import type { DestinationStream, Logger } from 'pino';
import type { ObservabilityConfig } from '../config.js';
import { healthRouter, type Check } from './health.js';
import { createLogger } from './logger.js';
import { createMetrics, type HttpMetrics } from './metrics.js';
import { metricsRoute } from './metricsRoute.js';
import { requestId } from './requestId.js';
import { requestLog } from './requestLog.js';
import { Lifecycle } from './shutdown.js';

export { databaseCheck, migrationsCheck, remoteReadyCheck, type Check } from './health.js';
export { createLogger, type Logger } from './logger.js';
export { observeDatabase, observeJobs } from './metrics.js';
export { Lifecycle, shutdownOnSignals } from './shutdown.js';

export interface Observability {
  logger: Logger;
  metrics: HttpMetrics;
  lifecycle: Lifecycle;
  /** /readyz's checks by name: the host adds its own (database, migrations, jobWorker, api, gateway). */
  checks: Record<string, Check>;
}

export interface ObserveOptions {
  /** The name on every log line: server, api, gateway, web. */
  service: string;
  config: ObservabilityConfig;
  /** Where log lines go (tests capture them). */
  logDestination?: DestinationStream;
}

export function observe(app: Express, { service, config, logDestination }: ObserveOptions): Observability {
  const logger = createLogger({ service, config, destination: logDestination });
  const metrics = createMetrics();
  const lifecycle = new Lifecycle({ timeoutSeconds: config.shutdownTimeoutSeconds, log: logger });
  const checks: Record<string, Check> = {};
  app.use(requestId);
  app.use((_req, res, next) => {
    // Draining: answer what is in flight, and let no kept-alive connection bring another request.
    if (lifecycle.draining()) res.setHeader('connection', 'close');
    next();
  });
  app.use(requestLog(logger, metrics.observe));
  app.use(healthRouter({ checks, draining: () => lifecycle.draining() }));
  app.get('/metrics', metricsRoute(metrics.registry, config.metricsToken));
  return { logger, metrics, lifecycle, checks };
}

/**
 * The api as this process's own gateway calls it in-process (server.ts, gateway/src/rest/inProcess.ts): the
 * request id the gateway forwards, the log line and the metric sample per route, as over HTTP (one GraphQL
 * request is followed through the api's lines by its id); not the host's helmet headers, compression or draining
 * header, which the user's request got. `api` answers what it serves; `fallthrough` anything it passes on.
 */
export function observeInnerCalls(
  { logger, metrics }: Observability,
  api: Express,
  fallthrough: (req: Request, res: Response) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  const log = requestLog(logger, metrics.observe);
  return (incoming, outgoing) => {
    // express turns node's request and answer into its own when `api` handles them (it swaps their prototypes).
    const req = incoming as Request;
    const res = outgoing as Response;
    requestId(req, res, () => log(req, res, () => api(req, res, () => fallthrough(req, res))));
  };
}
