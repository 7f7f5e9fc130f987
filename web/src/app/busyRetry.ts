/**
 * A busy server answers 503 with Retry-After-Ms (api/src/http/overload.ts; the gateway's /graphql the same): a
 * read is sent again after that wait, a few times, and the page says it is retrying; a mutation never is (it may
 * have been refused before or after its write: the user decides). Past MAX_BUSY_RETRIES the error shows as usual.
 */
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import type { Operation } from '@apollo/client';

/** Retries of one query at most, and the longest wait honoured before one (a longer Retry-After is cut to it). */
export const MAX_BUSY_RETRIES = 3;
export const MAX_BUSY_WAIT_MS = 10_000;

const isQuery = (operation: Operation) => {
  const main = getMainDefinition(operation.query);
  return main.kind === 'OperationDefinition' && main.operation === 'query';
};

const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;

/** The wait a 503 asks for, in ms (Retry-After-Ms, the body's retryAfterMs, or Retry-After in seconds); null: not a busy answer. */
export function busyWaitMs(error: unknown): number | null {
  if (fieldOf(error, 'statusCode') !== 503) return null;
  const response = fieldOf(error, 'response');
  const headers = response instanceof Response ? response.headers : null;
  const candidates = [
    Number(headers?.get('retry-after-ms') ?? NaN),
    Number(fieldOf(fieldOf(error, 'result'), 'retryAfterMs') ?? NaN),
    Number(headers?.get('retry-after') ?? NaN) * 1000,
  ];
  const ms = candidates.find((n) => Number.isFinite(n) && n >= 0);
  return ms === undefined ? 1000 : Math.min(ms, MAX_BUSY_WAIT_MS);
}

/**
 * The link: `onRetry(waitMs)` is told before each retry (apollo.ts shows "busy, retrying"). The wait is the
 * server's, plus up to 20% so the callers it refused together do not all come back in the same millisecond.
 */
export function busyRetryLink(onRetry: (waitMs: number) => void, random: () => number = Math.random): RetryLink {
  return new RetryLink({
    attempts: (count, operation, error) => {
      if (count > MAX_BUSY_RETRIES || !isQuery(operation)) return false;
      const wait = busyWaitMs(error);
      if (wait === null) return false;
      onRetry(wait);
      return true;
    },
    delay: (_count, _operation, error) => {
      const wait = busyWaitMs(error) ?? 1000;
      return Math.round(wait * (1 + 0.2 * random()));
    },
  });
}
