/**
 * Delivery (issue 14): the built web app's files precompressed at build (scripts/buildServer.ts precompress) and
 * served with the right Content-Encoding and caching (deploy/staticWeb.ts webApp); large REST and GraphQL answers
 * compressed by the one-process server (compressAnswers), small ones and /files streams left as they are.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.js';
import { seedOrganisation } from '../../api/src/db/seed/organisation.js';
import { seedCommonQuestions } from '../../api/src/db/seed/formRows.js';
import { Random } from '../../api/src/db/seed/random.js';
import { DEMO_PASSWORD } from '../../api/src/db/seed/index.js';
import { errorHandler, notFoundHandler } from '../../api/src/http/errors.js';
import { noBodyEtag } from '../../api/src/http/security.js';
import { compressAnswers, IMMUTABLE, webApp } from '../../deploy/staticWeb.js';
import { precompress } from '../../scripts/buildServer.js';
import { startServer, type RunningServer } from '../../server.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP exchange: the body as it travelled (fetch would decode it and hide what was sent). */
function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const decoded = (a: Answer) =>
  a.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(a.body)
    : a.headers['content-encoding'] === 'gzip'
      ? gunzipSync(a.body)
      : a.body;

describe('the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'svr-web-dist-'));
  const script = `export const rows = [${Array.from({ length: 800 }, (_, i) => `{ id: ${i}, label: 'row ${i}' }`).join(', ')}];\n`;
  const page = `<!doctype html><html><head><title>SVR</title>${'<meta name="x" content="padding">'.repeat(60)}</head><body><div id="root"></div><script type="module" src="/assets/index-3f9a1c.js"></script></body></html>`;
  let base = '';
  let server: http.Server;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), script);
    writeFileSync(path.join(dist, 'assets', 'tiny-77aa01.js'), 'export const one = 1;\n');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await precompress(dist);
    const app = express();
    app.set('etag', noBodyEtag); // as the servers set it (applySecurity)
    app.use(compressAnswers());
    app.use(webApp(dist));
    app.use(notFoundHandler);
    app.use(errorHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('writes brotli and gzip copies beside the files worth it at build, not beside tiny ones', () => {
    const js = path.join(dist, 'assets', 'index-3f9a1c.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'tiny-77aa01.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'favicon.svg.gz'))).toBe(false);
  });

  it('serves a hashed file precompressed as the browser accepts it, cached for a year as immutable', async () => {
    const url = `${base}/assets/index-3f9a1c.js`;
    const br = await request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 4);
    expect(decoded(br).toString()).toBe(script);

    const gz = await request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz).toString()).toBe(script);

    const plain = await request(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString()).toBe(script);

    // A file keeps its ETag (from its size and date) though answers made whole get none (noBodyEtag).
    expect(plain.headers.etag).toMatch(/^W\/"/);

    const tiny = await request(`${base}/assets/tiny-77aa01.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers index.html with no-cache for the root and for every app route, so a deploy shows at the next load', async () => {
    for (const route of ['/', '/manage/svrs', '/svr-response/12']) {
      const a = await request(base + route, { headers: { 'accept-encoding': 'br' } });
      expect(a.status, route).toBe(200);
      expect(a.headers['cache-control'], route).toBe('no-cache');
      expect(a.headers['content-type'], route).toMatch(/^text\/html/);
      expect(a.headers['content-encoding'], route).toBe('br');
      expect(decoded(a).toString(), route).toBe(page);
    }
    expect((await request(`${base}/favicon.svg`)).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing hashed file 404, not index.html, and leaves the api paths to the api', async () => {
    const missing = await request(`${base}/assets/index-000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    for (const p of ['/api/v2/nothing', '/graphql', '/files/x', '/healthz']) {
      expect((await request(base + p)).headers['content-type'], p).toMatch(/^application\/json/);
    }
    // No way out of the folder, however the path is spelled.
    for (const p of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json']) {
      const a = await request(base + p);
      expect(a.body.toString(), p).not.toContain('root:');
      expect(a.body.toString(), p).not.toContain('"dependencies"');
    }
  });
});

describe('answers of the one-process server', () => {
  let running: RunningServer;
  let token = '';

  beforeAll(async () => {
    running = await startServer({
      port: 0,
      seed: false,
      quiet: true,
      config: loadConfig(
        {},
        {
          dataDir: mkdtempSync(path.join(tmpdir(), 'svr-delivery-')),
          databaseUrl: null,
          jwtSecret: randomBytes(32).toString('hex'),
        },
      ),
    });
    await seedOrganisation(running.database.db, running.config.clientRoleId);
    await seedCommonQuestions(running.database.db, new Random(7));
    const login = await fetch(`${running.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD, strategy: 'local' }),
    });
    expect(login.status).toBe(200);
    token = login.headers.get('x-access-token') ?? '';
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('compresses a large REST answer for a client that accepts it, and only then', async () => {
    const url = `${running.url}/api/v2/commonFormQuestion`;
    const gz = await request(url, { headers: { ...auth(), 'accept-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    const body = JSON.parse(decoded(gz).toString()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(3);
    expect(decoded(gz).length).toBeGreaterThan(1024);

    const plain = await request(url, { headers: auth() });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(body);
    // No ETag: express would hash the whole answer to make one nobody reads (noBodyEtag).
    expect([gz.headers.etag, plain.headers.etag]).toEqual([undefined, undefined]);
  });

  it('compresses a large GraphQL answer, not a small one', async () => {
    const post = (query: string) =>
      request(`${running.url}/graphql`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        body: JSON.stringify({ query }),
      });
    const large = await post('{ __schema { types { name description fields { name description } } } }');
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(large).toString()).data.__schema.types.length).toBeGreaterThan(20);
    expect(large.headers.etag).toBeUndefined();
    const small = await post('{ __typename }');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data).toEqual({ __typename: 'Query' });
  });
});
