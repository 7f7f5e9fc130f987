/**
 * The one place that reads the environment (lint forbids process.env elsewhere in api/).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoginLimitConfig } from './auth/loginLimits.js';
import { RESULT_CACHE_DEFAULTS, type ResultCacheConfig } from './cache/resultCache.js';

export interface ApiConfig {
  /** PostgreSQL server URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | null;
  /** Folder for the embedded database and the file store. */
  dataDir: string;
  /** Secret for signing access tokens. */
  jwtSecret: string;
  /** Role id of external client users (spec: "comes from global configuration"). */
  clientRoleId: number;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Largest accepted upload, in bytes. */
  maxUploadBytes: number;
  /** How many failed sign-ins are allowed, and for how long one is refused after (auth/loginLimits.ts). */
  loginLimits: LoginLimitConfig;
  /**
   * Express's `trust proxy`: which proxies in front may set X-Forwarded-For/-Proto, so the address the
   * sign-in limits count and the https detection (Secure cookies) are the caller's, not the proxy's.
   * false (default: no proxy), true (any), a number of hops, or addresses/subnets ("loopback, 10.0.0.0/8").
   */
  trustProxy: boolean | number | string;
  /** The job queue and its workers (api/src/jobs, docs/DECISIONS.md "Jobs"). */
  jobs: JobsConfig;
  /** How sent notifications reach the talent (api/src/notification/delivery, docs/DECISIONS.md). */
  delivery: DeliveryConfig;
  /** Sign-in from a passed identity (spec 000 §5): the approved application hosts, and where others are sent. */
  identitySignIn: IdentitySignInConfig;
  /** Where stored files live: DATA_DIR/files (local) or an S3 bucket (document/fileStore.ts, s3Store.ts). */
  fileStore: FileStoreConfig;
  /** The results cache of dashboards' and roll-ups' data (api/src/cache); absent: its defaults, on. */
  resultCache?: ResultCacheConfig;
}

/** FILE_STORE=s3: the bucket of an S3-protocol object store (AWS S3, MinIO, …) holds every stored file. */
export interface S3StoreConfig {
  kind: 's3';
  /** S3_ENDPOINT: the store's address (MinIO, a local server); null for AWS's own. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; null: the SDK's default credentials (instance role, ~/.aws). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Addresses as {endpoint}/{bucket}/{key} (MinIO, local servers); default true when S3_ENDPOINT is set. */
  forcePathStyle: boolean;
  /**
   * S3_PUBLIC_URL: the store's address as browsers reach it. When set, /files answers a checked address with
   * a redirect to a pre-signed URL there, so bytes go straight from the store; unset, the api streams them.
   */
  publicUrl: string | null;
}

export type FileStoreConfig = { kind: 'local' } | S3StoreConfig;

export function fileStoreConfig(env: NodeJS.ProcessEnv = process.env): FileStoreConfig {
  const kind = (env.FILE_STORE ?? 'local').trim() || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`FILE_STORE is 'local' or 's3' (got '${kind}').`);
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET, the bucket that holds the stored files.');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || null,
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== null,
    publicUrl: env.S3_PUBLIC_URL?.trim() || null,
  };
}

export interface IdentitySignInConfig {
  /**
   * APPROVED_HOSTS, comma separated: host names (any port), host:port, or *.domain (api/src/auth/approvedHosts.ts).
   * Default: the local machine's names (localhost, 127.0.0.1, [::1]), which is what `npm start` serves.
   */
  approvedHosts: string[];
  /** PUBLIC_SITE_URL: where a page on any other host is sent (default /login, our sign-in page). */
  publicSiteUrl: string;
}

export function identitySignInConfig(env: NodeJS.ProcessEnv = process.env): IdentitySignInConfig {
  const listed = (env.APPROVED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return {
    approvedHosts: listed.length ? listed : ['localhost', '127.0.0.1', '[::1]'],
    publicSiteUrl: env.PUBLIC_SITE_URL?.trim() || '/login',
  };
}

export interface DeliveryConfig {
  /** smtp(s)://user:pass@host:port of the mail server (SMTP_URL); null: no e-mail channel, the inbox only. */
  smtpUrl: string | null;
  /** The From of notification e-mails (SMTP_FROM). */
  smtpFrom: string;
  /** A failed delivery is tried again after base × 2^(failures − 1) seconds, at most capSeconds later. */
  retryBaseSeconds: number;
  retryCapSeconds: number;
  /** Tries in all before a delivery is marked failed for good. */
  maxAttempts: number;
  /** Days a talent token (the mobile app's key to the talent inbox) is valid. */
  talentTokenDays: number;
}

export function deliveryConfig(env: NodeJS.ProcessEnv = process.env): DeliveryConfig {
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    smtpFrom: env.SMTP_FROM?.trim() || 'Store Visit Reports <no-reply@localhost>',
    retryBaseSeconds: Number(env.NOTIFICATION_RETRY_BASE_SECONDS ?? 30),
    retryCapSeconds: Number(env.NOTIFICATION_RETRY_CAP_SECONDS ?? 3600),
    maxAttempts: Number(env.NOTIFICATION_MAX_ATTEMPTS ?? 8),
    talentTokenDays: Number(env.TALENT_TOKEN_DAYS ?? 30),
  };
}

export interface JobsConfig {
  /** Hours a finished job (done, failed, cancelled) and its result file are kept before the sweep deletes them. */
  retentionHours: number;
  /** Seconds a running job's lease lasts without a heartbeat; past it, another worker resumes or fails the job. */
  leaseSeconds: number;
  /** Seconds between a worker's heartbeats (lease renewal, progress, whether a cancel was asked). */
  heartbeatSeconds: number;
  /** Seconds an idle worker waits before looking for queued jobs again (jobs queued in the same process wake it). */
  pollSeconds: number;
  /** Jobs one worker runs at once. */
  concurrency: number;
  /** Whether the api process runs a worker too; false when SERVICE=worker processes do the work. */
  runInApi: boolean;
  /** Seconds a graceful stop waits for running jobs before it aborts them and hands them back. */
  stopTimeoutSeconds: number;
  /** A photo zip job splits its zip into parts above this many bytes (PHOTO_ZIP_PART_MB, default 1024 MiB). */
  zipPartBytes: number;
}

export function jobsConfig(env: NodeJS.ProcessEnv = process.env): JobsConfig {
  return {
    retentionHours: Number(env.JOB_RETENTION_HOURS ?? 24),
    leaseSeconds: Number(env.JOB_LEASE_SECONDS ?? 60),
    heartbeatSeconds: Number(env.JOB_HEARTBEAT_SECONDS ?? 5),
    pollSeconds: Number(env.JOB_POLL_SECONDS ?? 2),
    concurrency: Number(env.JOB_CONCURRENCY ?? 1),
    runInApi: (env.JOB_WORKER_IN_API ?? 'true') !== 'false',
    stopTimeoutSeconds: Number(env.JOB_STOP_TIMEOUT_SECONDS ?? 20),
    zipPartBytes: Number(env.PHOTO_ZIP_PART_MB ?? 1024) * 1024 * 1024,
  };
}

export function trustProxySetting(raw: string | undefined): boolean | number | string {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export const ADMIN_ROLE_ID = 1;
export const REVIEWER_ROLE_ID = 2;

function secretFor(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  // One generated secret per container would sign tokens no other container accepts (configCheck.ts says so first).
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET must be set when NODE_ENV=production.');
  // Embedded mode: keep one generated secret with the data so tokens survive a restart.
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  return {
    databaseUrl: overrides.databaseUrl !== undefined ? overrides.databaseUrl : env.DATABASE_URL || null,
    dataDir,
    jwtSecret: overrides.jwtSecret ?? secretFor(dataDir, env),
    clientRoleId: overrides.clientRoleId ?? Number(env.CLIENT_ROLE_ID ?? 3),
    accessTokenSeconds: overrides.accessTokenSeconds ?? Number(env.ACCESS_TOKEN_SECONDS ?? 15 * 60),
    refreshTokenDays: overrides.refreshTokenDays ?? Number(env.REFRESH_TOKEN_DAYS ?? 14),
    maxUploadBytes: overrides.maxUploadBytes ?? Number(env.MAX_UPLOAD_BYTES ?? 50 * 1024 * 1024),
    loginLimits: overrides.loginLimits ?? {
      perAccountAddress: Number(env.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS ?? 5),
      perAccount: Number(env.LOGIN_FAILURES_PER_ACCOUNT ?? 20),
      perAddress: Number(env.LOGIN_FAILURES_PER_ADDRESS ?? 100),
      windowSeconds: Number(env.LOGIN_LIMIT_WINDOW_SECONDS ?? 15 * 60),
    },
    trustProxy: overrides.trustProxy ?? trustProxySetting(env.TRUST_PROXY),
    jobs: { ...jobsConfig(env), ...overrides.jobs },
    delivery: { ...deliveryConfig(env), ...overrides.delivery },
    identitySignIn: { ...identitySignInConfig(env), ...overrides.identitySignIn },
    fileStore: overrides.fileStore ?? fileStoreConfig(env),
    resultCache: { ...resultCacheConfig(env), ...overrides.resultCache },
  };
}

/** RESULT_CACHE=0 turns the results cache off; RESULT_CACHE_TTL_MS (≤ 60 s), _ENTRIES and _MB bound it. */
export function resultCacheConfig(env: NodeJS.ProcessEnv = process.env): ResultCacheConfig {
  const number = (raw: string | undefined, fallback: number) => (raw?.trim() ? Number(raw) : fallback);
  const d = RESULT_CACHE_DEFAULTS;
  return {
    enabled: (env.RESULT_CACHE ?? '1').trim() !== '0',
    ttlMs: Math.min(60_000, number(env.RESULT_CACHE_TTL_MS, d.ttlMs)),
    maxEntries: number(env.RESULT_CACHE_ENTRIES, d.maxEntries),
    maxBytes: number(env.RESULT_CACHE_MB, d.maxBytes / 1024 / 1024) * 1024 * 1024,
  };
}

/** The security settings every service applies (http/security.ts), also those without an ApiConfig. */
export function securityOptions(env: NodeJS.ProcessEnv = process.env): {
  trustProxy: boolean | number | string;
  mediaSources: string[];
} {
  return {
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    // Origins images, videos and downloads may also come from (the S3-compatible store's public URL).
    mediaSources: (env.CSP_MEDIA_SOURCES ?? '').split(/[\s,]+/).filter(Boolean),
  };
}

export function listenPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.PORT ?? 4000);
}

/** Logs, metrics, health and shutdown of every service (api/src/observability, docs/DECISIONS.md "Operations"). */
export interface ObservabilityConfig {
  /** pino level (LOG_LEVEL): fatal, error, warn, info, debug, trace or silent; silent by default under vitest. */
  logLevel: string;
  /** LOG_FORMAT: one JSON line per event, or pino-pretty's lines (default outside NODE_ENV=production). */
  logFormat: 'json' | 'pretty';
  /** METRICS_TOKEN: when set, GET /metrics asks `Authorization: Bearer <token>`; else loopback/private callers only. */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long SIGTERM waits for requests in flight and the job worker (default 20). */
  shutdownTimeoutSeconds: number;
}

export function observabilityConfig(env: NodeJS.ProcessEnv = process.env): ObservabilityConfig {
  const production = env.NODE_ENV === 'production';
  return {
    logLevel: env.LOG_LEVEL?.trim() || (env.VITEST ? 'silent' : 'info'),
    logFormat: (env.LOG_FORMAT?.trim() || (production ? 'json' : 'pretty')) === 'pretty' ? 'pretty' : 'json',
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    shutdownTimeoutSeconds: Number(env.SHUTDOWN_TIMEOUT_SECONDS ?? 20),
  };
}

/**
 * Overload (api/src/http/overload.ts): each process runs at most maxInflight requests at once (the api's
 * REST requests; the gateway's /graphql requests), holds up to maxQueued more in order, each at most
 * maxQueueWaitMs, and answers the rest 503 with Retry-After at once. /healthz, /readyz and /metrics never wait.
 */
export interface OverloadConfig {
  /**
   * MAX_INFLIGHT_REQUESTS: default 8 on a PostgreSQL server (DATABASE_URL), 4 on PGlite, whose queries run one
   * at a time on this thread: more in flight only makes each slower (bench/load.ts: 32 gave 10 s timeouts).
   */
  maxInflight: number;
  /** MAX_QUEUED_REQUESTS (default 64). */
  maxQueued: number;
  /** MAX_QUEUE_WAIT_MS (default 1000). */
  maxQueueWaitMs: number;
}

export function overloadConfig(env: NodeJS.ProcessEnv = process.env): OverloadConfig {
  const whole = (name: string, fallback: number, min: number): number => {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : fallback;
    if (!Number.isInteger(value) || value < min)
      throw new Error(`${name} must be a whole number ≥ ${min} (got ${raw}).`);
    return value;
  };
  return {
    maxInflight: whole('MAX_INFLIGHT_REQUESTS', env.DATABASE_URL ? 8 : 4, 1),
    maxQueued: whole('MAX_QUEUED_REQUESTS', 64, 0),
    maxQueueWaitMs: whole('MAX_QUEUE_WAIT_MS', 1000, 1),
  };
}
