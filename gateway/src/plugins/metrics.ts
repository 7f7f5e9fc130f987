/**
 * Per GraphQL operation: a log line with the request's id (the `x-request-id` the host's middleware set and
 * the REST client forwards to the api, so one request is followed through the api's lines), and metrics in
 * the process's registry (api/src/observability/metrics.ts serves it at /metrics):
 *   graphql_operations_total{operation,outcome}   outcome: success, error (it ran, with errors), invalid
 *                                                  (refused before running: syntax, validation, limits)
 *   graphql_operation_duration_seconds{operation}
 *   graphql_rest_calls{operation}                  REST calls one GraphQL request made (DataLoader batching)
 * The operation label is the operationName when it is a plain name, among the first MAX_OPERATION_NAMES
 * seen; later new names count as 'other' and nameless ones as 'anonymous', so callers cannot grow the series.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from 'pino';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { GatewayContext } from '../context.js';

export const MAX_OPERATION_NAMES = 200;
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

interface OperationMetrics {
  operations: Counter<'operation' | 'outcome'>;
  duration: Histogram<'operation'>;
  restCalls: Histogram<'operation'>;
  names: Set<string>;
}

const byRegistry = new WeakMap<Registry, OperationMetrics>();

function metricsIn(registry: Registry): OperationMetrics {
  let found = byRegistry.get(registry);
  if (found) return found;
  found = {
    operations: new Counter({
      name: 'graphql_operations_total',
      help: 'GraphQL operations answered, by operation name and outcome (success, error, invalid).',
      labelNames: ['operation', 'outcome'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'Time to answer a GraphQL operation, by operation name.',
      labelNames: ['operation'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    restCalls: new Histogram({
      name: 'graphql_rest_calls',
      help: 'REST calls to the api made by one GraphQL request, by operation name.',
      labelNames: ['operation'],
      buckets: [0, 1, 2, 3, 5, 8, 13, 21, 50, 100],
      registers: [registry],
    }),
    names: new Set(),
  };
  byRegistry.set(registry, found);
  return found;
}

/** The label for an operation name: bounded in form and in number. */
export function operationLabel(name: string | null | undefined, names: Set<string>): string {
  if (!name) return 'anonymous';
  if (!PLAIN_NAME.test(name)) return 'other';
  if (names.has(name)) return name;
  if (names.size >= MAX_OPERATION_NAMES) return 'other';
  names.add(name);
  return name;
}

export function operationMetricsPlugin(opts: {
  registry?: Registry;
  logger?: Logger;
}): ApolloServerPlugin<GatewayContext> {
  const metrics = opts.registry ? metricsIn(opts.registry) : null;
  return {
    async requestDidStart({ request }) {
      const started = process.hrtime.bigint();
      const reqId = request.http?.headers.get('x-request-id') ?? undefined;
      let resolved = false;
      let failed = false;
      return {
        async didResolveOperation() {
          resolved = true;
        },
        async didEncounterErrors() {
          failed = true;
        },
        async willSendResponse({ contextValue, operationName, response }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const errors = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
          const outcome = !resolved ? 'invalid' : failed || errors ? 'error' : 'success';
          const calls = contextValue?.rest?.calls ?? 0;
          if (metrics) {
            const operation = operationLabel(operationName ?? request.operationName, metrics.names);
            metrics.operations.inc({ operation, outcome });
            metrics.duration.observe({ operation }, seconds);
            metrics.restCalls.observe({ operation }, calls);
          }
          opts.logger?.info(
            {
              reqId,
              operationName: operationName ?? request.operationName ?? undefined,
              outcome,
              ms: Math.round(seconds * 10_000) / 10,
              restCalls: calls,
              restWrites: contextValue?.rest?.writes ?? 0,
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
