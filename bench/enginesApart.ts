/**
 * Each engine's half of a bench in a process of its own. The PGlite half leaves the bench process with its
 * database's heap (WebAssembly memory, the data set's pages) and the garbage of its runs; the PostgreSQL half run
 * after it in the same process timed that process's collector as much as the server: a list page's floor and its
 * GraphQL call both ran 1–3 ms slower than in a process of their own. So with both engines on, the script runs
 * itself twice (BENCH_PG=0, then BENCH_PGLITE=0), in turn, never side by side, and the parent does only what
 * follows the engines (the login flood, the Excel export).
 */
import { spawnSync } from 'node:child_process';

/** True in a child this made (or with one engine only): run the engines here. */
export const runsEnginesHere = (): boolean =>
  process.env.BENCH_ENGINE_CHILD === '1' || process.env.BENCH_PGLITE === '0' || process.env.BENCH_PG === '0';

/**
 * Runs `script` (this process's entry, under the same node flags) once per engine, in turn; answers whether both
 * succeeded. Only for a parent: runsEnginesHere() false.
 */
export function runEnginesApart(script: string, env: Record<string, string> = {}): boolean {
  let ok = true;
  for (const only of [{ BENCH_PG: '0' }, { BENCH_PGLITE: '0' }]) {
    const run = spawnSync(process.execPath, [...process.execArgv, script, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, ...env, ...only, BENCH_ENGINE_CHILD: '1' },
    });
    if (run.status !== 0) ok = false;
  }
  return ok;
}
