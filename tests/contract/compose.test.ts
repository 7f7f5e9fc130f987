/**
 * The deployment files, checked without a Docker engine (none runs on the dev machines or in CI):
 *  - docker-compose.yml passes Compose's own validation (`docker compose config -q`, or Debian's docker-compose
 *    where the compose plugin is missing: .ci/run installs it, so CI always validates; on a machine with neither
 *    the validation is skipped with a message, and under CI it fails) and refuses to start without its secrets;
 *  - the resolved configuration wires what a deployment needs: health checks on /readyz, plain node on the
 *    bundle, the object store with its bucket, the worker, two api and two gateway replicas behind the proxy,
 *    and settings every service accepts (the app's own rules, api/src/configCheck.ts);
 *  - the Dockerfile's runtime stage ships what the bundle reads, runs as a non-root user on a supported Node;
 *  - the bundle imports only production dependencies (the image installs with --omit=dev).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { configProblems } from '../../api/src/configCheck.js';
import { bundleServer, RUNTIME_PATHS } from '../../scripts/buildServer.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const composeFile = path.join(root, 'docker-compose.yml');
const SECRETS = {
  JWT_SECRET: 'compose-test-secret-0123456789',
  POSTGRES_PASSWORD: 'compose-test-password',
  S3_SECRET_ACCESS_KEY: 'compose-test-s3-secret',
};

/** The Compose command line on this machine: the docker plugin, else the standalone docker-compose. */
function findCompose(): { cmd: string; args: string[]; json: boolean } | null {
  const works = (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8' }).status === 0;
  if (works('docker', ['compose', 'version'])) return { cmd: 'docker', args: ['compose'], json: true };
  if (works('docker-compose', ['version'])) return { cmd: 'docker-compose', args: [], json: false };
  return null;
}
const compose = findCompose();
if (!compose) {
  const why = 'neither `docker compose` nor `docker-compose` is installed (Debian: apt-get install docker-compose)';
  if (process.env.CI) throw new Error(`compose.test: ${why}; CI must validate docker-compose.yml.`);
  console.warn(`compose.test: ${why}: Compose's own validation is skipped; the structure is checked from the file.`);
}

/** Only the secrets and what the command line needs: the caller's own settings must not leak into the check. */
const composeEnv = (extra: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '/tmp',
  ...extra,
});

function runCompose(args: string[], env: Record<string, string>) {
  if (!compose) throw new Error('no compose command');
  return spawnSync(compose.cmd, [...compose.args, '-f', composeFile, ...args], {
    cwd: root,
    env: composeEnv(env),
    encoding: 'utf8',
  });
}

/** `${NAME}`, `${NAME:-default}`, `${NAME:?message}` and `$$`, as Compose interpolates them. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (all, name?: string, op?: string, arg?: string) => {
    if (all === '$$') return '$';
    const value = env[name!];
    if (value) return value;
    if (op === '?') throw new Error(`${name}: ${arg}`);
    return op === '-' ? arg! : '';
  });
}

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  entrypoint?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string[] | string };
  depends_on?: Record<string, { condition?: string }> | string[];
  deploy?: { replicas?: number };
  ports?: (string | { published?: string | number; target?: number })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
}

/** The resolved configuration: Compose's own output when it is installed, else the file interpolated here. */
function resolvedConfig(): { services: Record<string, Service> } {
  if (compose) {
    const out = runCompose(compose.json ? ['config', '--format', 'json'] : ['config'], SECRETS);
    if (out.status !== 0) throw new Error(out.stderr);
    return parse(out.stdout) as { services: Record<string, Service> };
  }
  return parse(interpolate(readFileSync(composeFile, 'utf8'), SECRETS), { merge: true }) as {
    services: Record<string, Service>;
  };
}

const env = (s: Service): Record<string, string> =>
  Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));
const dependsOn = (s: Service) => (Array.isArray(s.depends_on) ? {} : (s.depends_on ?? {}));
const words = (v: string[] | string | undefined) => (Array.isArray(v) ? v.join(' ') : (v ?? ''));
const bindSources = (s: Service) =>
  (s.volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':')[0] : (v.source ?? '')));

describe('docker-compose.yml', () => {
  it.skipIf(!compose)('passes `docker compose config -q` with its secrets set', () => {
    const out = runCompose(['config', '-q'], SECRETS);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
  });

  it.skipIf(!compose)('refuses to start without JWT_SECRET, POSTGRES_PASSWORD or S3_SECRET_ACCESS_KEY', () => {
    for (const missing of Object.keys(SECRETS)) {
      const rest = Object.fromEntries(Object.entries(SECRETS).filter(([k]) => k !== missing));
      const out = runCompose(['config', '-q'], rest);
      expect(out.status, missing).not.toBe(0);
      expect(out.stderr, missing).toContain(missing);
    }
  });

  const { services } = resolvedConfig();
  const app = Object.entries(services).filter(([, s]) => s.build !== undefined);

  it('starts every app service with plain node on the compiled bundle, never tsx', () => {
    expect(app.map(([name]) => name).sort()).toEqual(['api', 'gateway', 'web', 'worker']);
    for (const [name, s] of app) {
      expect(s.command, name).toEqual(['node', 'dist/service.js']);
      expect(env(s).SERVICE, name).toBe(name);
    }
    expect(readFileSync(composeFile, 'utf8')).not.toMatch(/\btsx\b/);
  });

  it('checks the health of every service that answers HTTP on /readyz with node (no curl in slim images)', () => {
    for (const name of ['api', 'gateway', 'web']) {
      const test = words(services[name].healthcheck?.test);
      expect(test, name).toMatch(/^CMD node -e /);
      expect(test, name).toContain('/readyz');
      expect(test, name).toContain('process.env.PORT');
    }
    for (const name of ['postgres', 'objectstore', 'proxy'])
      expect(services[name].healthcheck?.test, name).toBeTruthy();
    // The services start in order of readiness, not of creation.
    expect(dependsOn(services.api).postgres?.condition).toBe('service_healthy');
    expect(dependsOn(services.gateway).api?.condition).toBe('service_healthy');
    expect(dependsOn(services.web).gateway?.condition).toBe('service_healthy');
    for (const [name, s] of Object.entries(services))
      for (const dep of Object.keys(dependsOn(s))) expect(services[dep], `${name} → ${dep}`).toBeDefined();
  });

  it('keeps files in the object store, whose bucket a one-shot service creates before the api and worker start', () => {
    const store = env(services.objectstore);
    const bucket = services.bucket;
    expect(words(bucket.entrypoint)).toContain('mc mb --ignore-existing');
    for (const name of ['api', 'worker']) {
      const e = env(services[name]);
      expect(e.FILE_STORE, name).toBe('s3');
      expect(new URL(e.S3_ENDPOINT).hostname, name).toBe('objectstore');
      expect(e.S3_BUCKET, name).toBe(env(bucket).S3_BUCKET);
      expect(e.S3_ACCESS_KEY_ID, name).toBe(store.MINIO_ROOT_USER);
      expect(e.S3_SECRET_ACCESS_KEY, name).toBe(store.MINIO_ROOT_PASSWORD);
      expect(e.S3_FORCE_PATH_STYLE, name).toBe('true');
      expect(dependsOn(services[name]).bucket?.condition, name).toBe('service_completed_successfully');
    }
  });

  it('runs the jobs in a worker over the shared database, not in the api replicas', () => {
    const worker = env(services.worker);
    const api = env(services.api);
    expect(worker.SERVICE).toBe('worker');
    expect(worker.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(worker.DATABASE_URL).toBe(api.DATABASE_URL);
    expect(api.JOB_WORKER_IN_API).toBe('false');
    // Tokens signed by one api replica are checked by the other and by the worker's links: one secret.
    expect(api.JWT_SECRET).toBe(SECRETS.JWT_SECRET);
    expect(worker.JWT_SECRET).toBe(SECRETS.JWT_SECRET);
  });

  it('runs two api and two gateway replicas behind the nginx proxy, the only published port', () => {
    expect(services.api.deploy?.replicas).toBe(2);
    expect(services.gateway.deploy?.replicas).toBe(2);
    const proxy = services.proxy;
    expect(proxy.image).toMatch(/^nginx:/);
    expect(bindSources(proxy).some((s) => s.endsWith('deploy/nginx.conf'))).toBe(true);
    const published = Object.entries(services).filter(([, s]) => (s.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    // nginx's upstreams name the services on the ports they listen on; the gateways reach the api through it.
    const nginx = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
    expect(nginx).toContain(`server api:${env(services.api).PORT} resolve;`);
    expect(nginx).toContain(`server gateway:${env(services.gateway).PORT} resolve;`);
    expect(nginx).toContain(`server web:${env(services.web).PORT} resolve;`);
    const apiUrl = new URL(env(services.gateway).API_URL);
    expect(apiUrl.hostname).toBe('proxy');
    expect(nginx).toContain(`listen ${apiUrl.port};`);
    expect(nginx).toMatch(/location ~ \^\/\(api\|auth\)\(\/\|\$\) \{\s+proxy_pass http:\/\/api;/);
    expect(nginx).toMatch(/location ~ \^\/graphql\(\/\|\$\) \{\s+proxy_pass http:\/\/gateway;/);
    // /metrics answers private addresses without a token, and the proxy is one: never through its doors.
    expect(nginx.match(/location = \/metrics \{\s+return 404;/g)).toHaveLength(2);
  });

  it('gives every app service settings the app accepts in production (api/src/configCheck.ts)', () => {
    for (const [name, s] of app) expect(configProblems({ ...env(s), NODE_ENV: 'production' }), name).toEqual([]);
    // The gateway and the web app forward tokens; only the services that sign or check them hold the secret.
    expect(env(services.gateway).JWT_SECRET).toBeUndefined();
    expect(env(services.web).JWT_SECRET).toBeUndefined();
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('builds in one stage and runs a slim image of a supported Node LTS with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]).toMatch(/RUN npm run build/);
    const node = /^node:(\d+)-\w+-slim\b/.exec(runtime);
    expect(node, runtime.split('\n')[0]).not.toBeNull();
    // Even majors are the LTS lines; 20 left support in April 2026.
    expect(Number(node![1]) % 2).toBe(0);
    expect(Number(node![1])).toBeGreaterThanOrEqual(22);
    expect(runtime).toMatch(/RUN npm ci --omit=dev/);
    expect(runtime).not.toMatch(/\btsx\b/);
    expect(runtime).toMatch(/^CMD \["node", "dist\/server\.js"\]/m);
    const user = /^USER (\S+)/m.exec(runtime);
    expect(user?.[1]).toBeDefined();
    expect(user?.[1]).not.toMatch(/^(root|0)$/);
  });

  it('copies every path the bundle reads at run time into the runtime stage', () => {
    for (const p of RUNTIME_PATHS) expect(runtime, p).toMatch(new RegExp(`^COPY (--from=build /app/)?${p} ${p}$`, 'm'));
  });
});

describe('server bundle', () => {
  it('imports only production dependencies, so the image installed with --omit=dev runs it', async () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const outputs = await bundleServer({ out: path.join(root, 'dist'), write: false });
    expect(outputs.map((o) => path.basename(o.file)).sort()).toEqual(['server.js', 'service.js']);
    for (const out of outputs) {
      expect(out.packages.length, out.file).toBeGreaterThan(5);
      expect(
        out.packages.filter((p) => !(p in pkg.dependencies)),
        out.file,
      ).toEqual([]);
    }
  });
});
