/**
 * `npm run bench` after the build: every part of the bench in turn, each in a process of its own, whatever the part
 * before it answered. Parts exit non-zero when a budget or target is missed (chunks.ts, lighthouse.ts) as well as when
 * they fail, and `a && b && …` then skipped the rest: on a slower machine Lighthouse's scores under 90 stopped the run
 * before its load part, so the figures the issue asks for were never printed. Here a part's exit only decides the
 * summary: each part's time and exit code, and the run's exit code (1 when any part did not exit 0). BENCH_PARTS
 * (comma-separated names) runs some of them, e.g. BENCH_PARTS=run,load.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printGrid } from './measure.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** The parts, in the order the bench has always run them: what each prints is its own. */
const PARTS = [
  ['chunks', 'bench/chunks.ts', "each route's JavaScript against the first screen's budget"],
  ['run', 'bench/run.ts', 'list pages three ways on both engines, EXPLAIN, PostGraphile beside us, the login flood'],
  ['volume', 'bench/volume.ts', 'roll-up page and dashboard three ways on both engines, the Excel export'],
  ['builder', 'bench/builder.ts', 'the builder on a 500-question form in Chromium'],
  ['lighthouse', 'bench/lighthouse.ts', 'Lighthouse scores of the responses list and the review page'],
  ['load', 'bench/load.ts', '50 connections for 60 s on both engines, RSS'],
] as const;

const asked = process.env.BENCH_PARTS?.split(',').map((p) => p.trim());
const unknown = asked?.filter((p) => !PARTS.some(([name]) => name === p)) ?? [];
if (unknown.length) {
  console.error(`BENCH_PARTS names no part ${unknown.join(', ')}: the parts are ${PARTS.map(([n]) => n).join(', ')}.`);
  process.exit(2);
}

const results: { name: string; what: string; seconds: number; code: number | null; signal: string | null }[] = [];
for (const [name, file, what] of PARTS) {
  if (asked && !asked.includes(name)) continue;
  console.log(`\n== bench part ${name}: ${what}\n`);
  const started = Date.now();
  const run = spawnSync(tsx, [file], { cwd: root, stdio: 'inherit', env: process.env });
  results.push({
    name,
    what,
    seconds: (Date.now() - started) / 1000,
    code: run.status,
    signal: run.signal,
  });
}

console.log('\nThe bench, part by part:\n');
printGrid(
  ['part', 'what', 'time', 'exit'],
  results.map((r) => [
    r.name,
    r.what,
    `${r.seconds.toFixed(0)} s`,
    r.signal ? `killed (${r.signal})` : r.code === 0 ? '0' : `${r.code} (see its output above)`,
  ]),
);
const failed = results.filter((r) => r.code !== 0);
console.log(
  failed.length
    ? `\n${failed.map((r) => r.name).join(', ')} did not exit 0 (a budget or target missed, or a failure: its output says which).`
    : '\nEvery part ran and exited 0.',
);
process.exit(failed.length ? 1 : 0);
