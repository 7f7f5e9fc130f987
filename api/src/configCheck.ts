/**
 * Every setting checked before a service starts (server.ts, deploy/service.ts), each wrong one named with
 * what it must be, all at once: a service refuses to start on a typo instead of running on a zero or a
 * silently ignored value. config.ts reads the settings; this file says what a valid value is. Secrets are
 * never echoed back. config.test.ts holds that every setting config.ts reads has a rule here.
 */
import { isIP } from 'node:net';

/** A problem with a set value, as the end of a sentence ("must be …"); null when the value is fine. */
type Rule = (value: string) => string | null;

const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER, unit = ''): Rule =>
  (v) =>
    /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max
      ? null
      : `must be a whole number${unit ? ` of ${unit}` : ''} from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`;

const oneOf =
  (...values: string[]): Rule =>
  (v) =>
    values.includes(v.trim()) ? null : `must be one of ${values.join(', ')}`;

const url =
  (...protocols: string[]): Rule =>
  (v) => {
    try {
      const parsed = new URL(v.trim());
      return protocols.includes(parsed.protocol.replace(/:$/, ''))
        ? null
        : `must be a ${protocols.join(' or ')} URL (it starts with ${parsed.protocol}//)`;
    } catch {
      return `must be a ${protocols.join(' or ')} URL such as ${protocols[0]}://host:port`;
    }
  };

const optional =
  (rule: Rule): Rule =>
  (v) =>
    v.trim() === '' ? null : rule(v);

const atLeastChars =
  (n: number): Rule =>
  (v) =>
    v.trim().length >= n ? null : `must be at least ${n} characters long`;

const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxy: Rule = (v) => {
  const value = v.trim();
  if (value === '' || value === 'true' || value === 'false' || /^\d+$/.test(value)) return null;
  const bad = value
    .split(/\s*,\s*/)
    .filter((item) => !TRUST_PROXY_NAMES.includes(item) && isIP(item.split('/')[0]) === 0);
  return bad.length === 0
    ? null
    : `must be true, false, a number of hops, or addresses/subnets and ${TRUST_PROXY_NAMES.join(', ')} (not ${bad.join(', ')})`;
};

const hostList: Rule = (v) => {
  const bad = v
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h && !/^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9a-fA-F:]+\](:\d+)?$/.test(h));
  return bad.length === 0 ? null : `must list host names (host, host:port or *.domain), not ${bad.join(', ')}`;
};

const originList: Rule = (v) => {
  const bad = v.split(/[\s,]+/).filter((o) => o && url('http', 'https')(o) !== null);
  return bad.length === 0 ? null : `must list http(s) origins, not ${bad.join(', ')}`;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Every setting, with its rule. Secret ones are not shown in messages. */
export const SETTINGS: Record<string, { rule: Rule; secret?: boolean }> = {
  NODE_ENV: { rule: oneOf('production', 'development', 'test') },
  SERVICE: { rule: oneOf('api', 'gateway', 'web', 'worker') },
  PORT: { rule: integer(0, 65535) },
  API_URL: { rule: url('http', 'https') },
  GATEWAY_URL: { rule: url('http', 'https') },
  DATABASE_URL: { rule: optional(url('postgres', 'postgresql')), secret: true },
  DATA_DIR: { rule: (v) => (v.trim() ? null : 'must name a folder') },
  JWT_SECRET: { rule: atLeastChars(16), secret: true },
  CLIENT_ROLE_ID: { rule: integer(1) },
  ACCESS_TOKEN_SECONDS: { rule: integer(30, 86_400, 'seconds') },
  REFRESH_TOKEN_DAYS: { rule: integer(1, 365, 'days') },
  MAX_UPLOAD_BYTES: { rule: integer(1024, 10 * 1024 ** 3, 'bytes') },
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: { rule: integer(1) },
  LOGIN_FAILURES_PER_ACCOUNT: { rule: integer(1) },
  LOGIN_FAILURES_PER_ADDRESS: { rule: integer(1) },
  LOGIN_LIMIT_WINDOW_SECONDS: { rule: integer(1, Number.MAX_SAFE_INTEGER, 'seconds') },
  TRUST_PROXY: { rule: trustProxy },
  CSP_MEDIA_SOURCES: { rule: originList },
  APPROVED_HOSTS: { rule: hostList },
  PUBLIC_SITE_URL: {
    rule: (v) => (v.trim() === '' || v.trim().startsWith('/') ? null : url('http', 'https')(v)),
  },
  JOB_RETENTION_HOURS: { rule: integer(1, Number.MAX_SAFE_INTEGER, 'hours') },
  JOB_LEASE_SECONDS: { rule: integer(5, Number.MAX_SAFE_INTEGER, 'seconds') },
  JOB_HEARTBEAT_SECONDS: { rule: integer(1, Number.MAX_SAFE_INTEGER, 'seconds') },
  JOB_POLL_SECONDS: { rule: integer(1, Number.MAX_SAFE_INTEGER, 'seconds') },
  JOB_CONCURRENCY: { rule: integer(1, 64) },
  JOB_WORKER_IN_API: { rule: oneOf('true', 'false') },
  JOB_STOP_TIMEOUT_SECONDS: { rule: integer(0, Number.MAX_SAFE_INTEGER, 'seconds') },
  PHOTO_ZIP_PART_MB: { rule: integer(1, Number.MAX_SAFE_INTEGER, 'MiB') },
  SMTP_URL: { rule: optional(url('smtp', 'smtps')), secret: true },
  SMTP_FROM: { rule: () => null },
  NOTIFICATION_RETRY_BASE_SECONDS: { rule: integer(1, Number.MAX_SAFE_INTEGER, 'seconds') },
  NOTIFICATION_RETRY_CAP_SECONDS: { rule: integer(1, Number.MAX_SAFE_INTEGER, 'seconds') },
  NOTIFICATION_MAX_ATTEMPTS: { rule: integer(1, 100) },
  TALENT_TOKEN_DAYS: { rule: integer(1, 365, 'days') },
  FILE_STORE: { rule: oneOf('local', 's3') },
  S3_ENDPOINT: { rule: optional(url('http', 'https')) },
  S3_BUCKET: {
    rule: optional((v) =>
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v.trim())
        ? null
        : 'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
    ),
  },
  S3_REGION: {
    rule: optional((v) => (/^[a-z0-9-]+$/.test(v.trim()) ? null : 'must be a region name such as us-east-1')),
  },
  S3_ACCESS_KEY_ID: { rule: () => null, secret: true },
  S3_SECRET_ACCESS_KEY: { rule: () => null, secret: true },
  S3_FORCE_PATH_STYLE: { rule: optional(oneOf('true', 'false')) },
  S3_PUBLIC_URL: { rule: optional(url('http', 'https')) },
  MAX_INFLIGHT_REQUESTS: { rule: optional(integer(1)) }, // empty: the default (config.ts overloadConfig)
  MAX_QUEUED_REQUESTS: { rule: optional(integer(0)) },
  MAX_QUEUE_WAIT_MS: { rule: optional(integer(1, Number.MAX_SAFE_INTEGER, 'milliseconds')) },
  LOG_LEVEL: { rule: oneOf(...LOG_LEVELS) },
  LOG_FORMAT: { rule: oneOf('json', 'pretty') },
  METRICS_TOKEN: { rule: optional(atLeastChars(16)), secret: true },
  SHUTDOWN_TIMEOUT_SECONDS: { rule: integer(1, 3600, 'seconds') },
  RESULT_CACHE: { rule: oneOf('0', '1') }, // the results cache (api/src/cache): 0 turns it off
  RESULT_CACHE_TTL_MS: { rule: optional(integer(0, 60_000, 'milliseconds')) },
  RESULT_CACHE_ENTRIES: { rule: optional(integer(1)) },
  RESULT_CACHE_MB: { rule: optional(integer(1)) },
};

/** Rules between settings. */
function crossProblems(env: NodeJS.ProcessEnv): string[] {
  const out: string[] = [];
  const num = (name: string, fallback: number) => Number(env[name] ?? fallback);
  // The gateway and web services never sign or check a token: they forward the caller's.
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET && env.SERVICE !== 'gateway' && env.SERVICE !== 'web')
    out.push(
      'JWT_SECRET must be set when NODE_ENV=production: every api and worker container must sign and check tokens with the same secret (outside production one is generated into DATA_DIR).',
    );
  if ((env.FILE_STORE ?? '').trim() === 's3' && !env.S3_BUCKET?.trim())
    out.push('S3_BUCKET must be set when FILE_STORE=s3: the bucket that holds the stored files.');
  if (Boolean(env.S3_ACCESS_KEY_ID?.trim()) !== Boolean(env.S3_SECRET_ACCESS_KEY?.trim()))
    out.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default credentials.',
    );
  if (num('JOB_HEARTBEAT_SECONDS', 5) >= num('JOB_LEASE_SECONDS', 60))
    out.push(
      'JOB_HEARTBEAT_SECONDS must be shorter than JOB_LEASE_SECONDS, or running jobs lose their lease between beats.',
    );
  if (num('NOTIFICATION_RETRY_BASE_SECONDS', 30) > num('NOTIFICATION_RETRY_CAP_SECONDS', 3600))
    out.push('NOTIFICATION_RETRY_BASE_SECONDS must not be above NOTIFICATION_RETRY_CAP_SECONDS.');
  if (env.SERVICE === 'worker' && !env.DATABASE_URL)
    out.push('DATABASE_URL must be set for SERVICE=worker: the embedded database cannot be shared between processes.');
  for (const [service, names] of [
    ['gateway', ['API_URL']],
    ['web', ['API_URL', 'GATEWAY_URL']],
  ] as const)
    for (const name of names)
      if (env.SERVICE === service && !env[name]) out.push(`${name} must be set for SERVICE=${service}.`);
  return out;
}

/** Every problem with the settings in `env`, one sentence each; empty when all are valid. */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  const out: string[] = [];
  for (const [name, { rule, secret }] of Object.entries(SETTINGS)) {
    const value = env[name];
    if (value === undefined) continue;
    const problem = rule(value);
    if (problem) out.push(`${name}${secret ? '' : `=${JSON.stringify(value)}`} ${problem}.`);
  }
  return [...out, ...crossProblems(env)];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Throws a ConfigError listing every problem; a service calls it before anything else. */
export function assertValidConfig(env: NodeJS.ProcessEnv): void {
  const problems = configProblems(env);
  if (problems.length) throw new ConfigError(problems);
}
