import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { assertValidConfig, ConfigError, configProblems, SETTINGS } from './configCheck.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('configCheck', () => {
  it('has a rule for every setting config.ts reads', () => {
    const source = readFileSync(path.join(here, 'config.ts'), 'utf8');
    // env.NAME, and names handed as a quoted string to a reader (overloadConfig's whole('MAX_QUEUE_WAIT_MS', …)).
    const read = new Set(
      [...source.matchAll(/env\.([A-Z][A-Z0-9_]*)|'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)].map((m) => m[1] ?? m[2]),
    );
    expect(read.size).toBeGreaterThan(40);
    read.delete('VITEST'); // set by the test runner, not an operator's setting
    const missing = [...read].filter((name) => !(name in SETTINGS));
    expect(missing).toEqual([]);
  });

  it('accepts an empty environment and a valid split-service one', () => {
    expect(configProblems({})).toEqual([]);
    expect(
      configProblems({
        NODE_ENV: 'production',
        SERVICE: 'api',
        PORT: '4001',
        DATABASE_URL: 'postgres://svr:svr@postgres:5432/svr',
        JWT_SECRET: 'a-long-enough-secret-value',
        TRUST_PROXY: 'uniquelocal, 10.0.0.0/8',
        JOB_WORKER_IN_API: 'false',
        FILE_STORE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'svr-files',
        S3_ACCESS_KEY_ID: 'svr',
        S3_SECRET_ACCESS_KEY: 'svr-secret',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        SMTP_URL: '',
        APPROVED_HOSTS: 'svr.example.com, *.example.org, localhost:4000',
        PUBLIC_SITE_URL: 'https://svr.example.com',
      }),
    ).toEqual([]);
  });

  it('names each wrong setting with what it must be, all at once', () => {
    const problems = configProblems({
      PORT: 'eighty',
      JOB_CONCURRENCY: '0',
      ACCESS_TOKEN_SECONDS: '',
      LOG_LEVEL: 'loud',
      LOG_FORMAT: 'xml',
      FILE_STORE: 'ftp',
      DATABASE_URL: 'mysql://db/svr',
      JOB_WORKER_IN_API: 'yes',
      TRUST_PROXY: 'my-proxy',
      SHUTDOWN_TIMEOUT_SECONDS: '-5',
    });
    expect(problems).toEqual(
      [
        'PORT="eighty" must be a whole number from 0 to 65535.',
        'ACCESS_TOKEN_SECONDS="" must be a whole number of seconds from 30 to 86400.',
        'TRUST_PROXY="my-proxy" must be true, false, a number of hops, or addresses/subnets and loopback, linklocal, uniquelocal (not my-proxy).',
        'JOB_CONCURRENCY="0" must be a whole number from 1 to 64.',
        'JOB_WORKER_IN_API="yes" must be one of true, false.',
        'FILE_STORE="ftp" must be one of local, s3.',
        'LOG_LEVEL="loud" must be one of fatal, error, warn, info, debug, trace, silent.',
        'LOG_FORMAT="xml" must be one of json, pretty.',
        'SHUTDOWN_TIMEOUT_SECONDS="-5" must be a whole number of seconds from 1 to 3600.',
        // A secret setting is named, never shown.
        'DATABASE_URL must be a postgres or postgresql URL (it starts with mysql://).',
      ].sort((a, b) => problems.indexOf(a) - problems.indexOf(b)),
    );
    expect(problems).toHaveLength(10);
  });

  it('never echoes a secret', () => {
    const [problem] = configProblems({ JWT_SECRET: 'short-pw', METRICS_TOKEN: 'tiny' });
    expect(problem).toBe('JWT_SECRET must be at least 16 characters long.');
    expect(configProblems({ METRICS_TOKEN: 'tiny' }).join(' ')).not.toContain('tiny');
  });

  it('checks settings that go together', () => {
    expect(configProblems({ JOB_HEARTBEAT_SECONDS: '60', JOB_LEASE_SECONDS: '30' })).toEqual([
      'JOB_HEARTBEAT_SECONDS must be shorter than JOB_LEASE_SECONDS, or running jobs lose their lease between beats.',
    ]);
    expect(configProblems({ FILE_STORE: 's3' })).toEqual([
      'S3_BUCKET must be set when FILE_STORE=s3: the bucket that holds the stored files.',
    ]);
    expect(configProblems({ S3_ACCESS_KEY_ID: 'key' })[0]).toMatch(
      /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(configProblems({ SERVICE: 'worker' })).toEqual([
      'DATABASE_URL must be set for SERVICE=worker: the embedded database cannot be shared between processes.',
    ]);
    expect(configProblems({ SERVICE: 'web', API_URL: 'http://api:4001' })).toEqual([
      'GATEWAY_URL must be set for SERVICE=web.',
    ]);
  });

  it('refuses NODE_ENV=production without JWT_SECRET instead of generating one per container', () => {
    expect(() => assertValidConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => assertValidConfig({ NODE_ENV: 'production' })).toThrow(
      /The configuration is not valid:\n {2}- JWT_SECRET must be set when NODE_ENV=production/,
    );
    // loadConfig itself refuses too, before writing a secret file.
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-created' })).toThrow(
      'JWT_SECRET must be set when NODE_ENV=production.',
    );
    expect(() => assertValidConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
  });
});
