/**
 * The one place that reads the environment (lint forbids process.env elsewhere in api/).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
}

export const ADMIN_ROLE_ID = 1;
export const REVIEWER_ROLE_ID = 2;

function secretFor(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
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
  };
}

export function listenPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.PORT ?? 4000);
}
