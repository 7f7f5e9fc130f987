/**
 * Runs the api integration suite again on a PostgreSQL server when TEST_DATABASE_URL names one
 * (CI starts one), so both drivers are held to the same tests.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'test:pg: TEST_DATABASE_URL is not set, so the api suite ran on PGlite only (CI sets it to a PostgreSQL server).',
  );
  process.exit(0);
}
console.log(`test:pg: running the api integration suite on ${url.replace(/\/\/[^@]*@/, '//')}`);
const run = spawnSync('npx', ['vitest', 'run', 'tests/integration'], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
