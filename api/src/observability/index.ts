/**
 * What every service mounts first (server.ts, deploy/service.ts): the request id, the request log line and
 * metrics, /healthz and /readyz, /metrics, and the shutdown lifecycle they share. The checks of /readyz are
 * the host's (health.ts has them); add to `checks` as the parts they need come up.
 */
import type { Express } from 'express';
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
