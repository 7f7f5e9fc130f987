/**
 * Test harness: a fresh database per test file (in-memory PGlite, or a new database on the server
 * named by TEST_DATABASE_URL), the demo data unless the file builds its own, and the api on a free port.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type ApiConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemo } from '../db/seed/index.js';
import { createApi, filesDir } from '../index.js';
import { LocalFileUrlSigner } from '../document/fileUrls.js';

export interface TestDatabase extends Database {
  /** Drops the per-file server database (no-op for PGlite). */
  drop(): Promise<void>;
}

/** A fresh, migrated database: PGlite in memory, or a new database on the server of TEST_DATABASE_URL. */
export async function freshDatabase(): Promise<TestDatabase> {
  // eslint-disable-next-line no-restricted-syntax -- tests choose their database from the environment
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ pgliteDir: null });
    return { ...db, drop: async () => db.close() };
  }
  const pg = (await import('pg')).default;
  const name = `svr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    drop: async () => {
      await db.close();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface TestApi {
  url: string;
  database: TestDatabase;
  config: ApiConfig;
  /** Where the api keeps its files (DATA_DIR/files): factories write real images there (buildDocument). */
  filesDir: string;
  /** Signs in and answers a fetch helper carrying that user's token (and optional tenancy headers). */
  as(email: string, tenancy?: { clientId?: number; projectId?: number }): Promise<ApiClient>;
  /**
   * A signed /files address of a stored key, as the api hands out (document/fileUrls.ts): for tests of
   * /files itself (resizing, caching). Tests of who may see a file take the addresses from the api's answers.
   */
  signedFileUrl(key: string, width?: number): string;
  close(): Promise<void>;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: { data?: T; err?: string; message?: string } & Record<string, unknown>;
}

export type ApiClient = <T = unknown>(method: string, path: string, body?: unknown) => Promise<ApiResult<T>>;

/**
 * An api on a fresh database, seeded with the demo data unless `seed` is false (then the file builds what it
 * reads with the factories of ./factories.ts); `visits` sizes the demo data (520 by default).
 */
export async function startTestApi(
  opts: { seed?: boolean; visits?: number; config?: Partial<ApiConfig> } = {},
): Promise<TestApi> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svr-api-test-'));
  const config = loadConfig(
    {},
    { dataDir, databaseUrl: null, jwtSecret: randomBytes(32).toString('hex'), clientRoleId: 3, ...opts.config },
  );
  if (opts.seed ?? true)
    await seedDemo(database.db, { filesDir: filesDir(config), clientRoleId: config.clientRoleId, visits: opts.visits });
  const app = createApi({ db: database.db, config });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call = async (
    headers: Record<string, string>,
    method: string,
    p: string,
    body?: unknown,
  ): Promise<ApiResult> => {
    // A FormData body goes as multipart (fetch sets the boundary); anything else as JSON.
    const multipart = body instanceof FormData;
    const res = await fetch(url + p, {
      method,
      headers: multipart ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : multipart || typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  };

  return {
    url,
    database,
    config,
    filesDir: filesDir(config),
    async as(email, tenancy = {}) {
      const login = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'demo1234', strategy: 'local' }),
      });
      if (login.status !== 200) throw new Error(`Sign-in of ${email} failed: ${login.status} ${await login.text()}`);
      const headers: Record<string, string> = { authorization: `Bearer ${login.headers.get('x-access-token')}` };
      if (tenancy.clientId) headers['x-tenancy-client-id'] = String(tenancy.clientId);
      if (tenancy.projectId) headers['x-tenancy-project-id'] = String(tenancy.projectId);
      return ((method: string, p: string, body?: unknown) => call(headers, method, p, body)) as ApiClient;
    },
    signedFileUrl(key, width) {
      return new LocalFileUrlSigner(config.jwtSecret).sign(key, { width });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await database.drop();
    },
  };
}
