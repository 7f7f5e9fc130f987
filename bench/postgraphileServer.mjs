/**
 * PostGraphile 4 as a server of its own (bench/postgraphile.ts starts it as a child process): library mode,
 * postgraphile(pgPool, schemas, options) on a plain node:http server, over DATABASE_URL; prints its port.
 * The install holds two copies of graphql 15 (postgraphile's and graphile-build-pg's, beside the app's graphql 16),
 * and PostGraphile refuses types of two copies: every `graphql` require of this process is sent to postgraphile's.
 */
import { createServer } from 'node:http';
import process from 'node:process';
import Module, { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const graphqlDir = path.join(path.dirname(require.resolve('postgraphile/package.json')), 'node_modules', 'graphql');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const own = request === 'graphql' || request.startsWith('graphql/');
  return resolve.call(this, own ? graphqlDir + request.slice('graphql'.length) : request, ...rest);
};
const pg = require('pg');
const { postgraphile } = require('postgraphile');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 20) });
const handler = postgraphile(pool, ['postgraphile_bench', 'public'], {
  disableDefaultMutations: true,
  dynamicJson: true,
  setofFunctionsContainNulls: false,
  ignoreRBAC: true,
  disableQueryLog: true,
  retryOnInitFail: false,
});
const server = createServer(handler);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
