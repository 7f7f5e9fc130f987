/**
 * The process's logger (pino): one JSON line per event in production, pino-pretty's readable lines in
 * development, nothing under vitest (LOG_LEVEL=silent by default there). Secrets never reach a line: the
 * paths below are redacted wherever a caller logs an object carrying them, and the request log writes the
 * path without its query (requestLog.ts), so signed file addresses and tokens in query strings stay out.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { createRequire } from 'node:module';
import type PinoPretty from 'pino-pretty';
import type { ObservabilityConfig } from '../config.js';

export type { Logger } from 'pino';

/** Fields a log line may carry that hold credentials: replaced by '[redacted]'. */
export const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.authorization',
  '*.cookie',
  'url',
  '*.url',
];

export interface LoggerOptions {
  /** The service name on every line (server, api, gateway, web, worker). */
  service: string;
  config: Pick<ObservabilityConfig, 'logLevel' | 'logFormat'>;
  /** Where lines go (tests capture them); stdout by default, through pino-pretty when the format is pretty. */
  destination?: DestinationStream;
}

export function createLogger({ service, config, destination }: LoggerOptions): Logger {
  const options = {
    level: config.logLevel,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  if (config.logFormat === 'pretty') {
    // Loaded only when asked for: pino-pretty is a development dependency, absent from the production image.
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    return pino(
      options,
      pretty({ colorize: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' }),
    );
  }
  return pino(options);
}
