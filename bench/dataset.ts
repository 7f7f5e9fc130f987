/**
 * The benchmark data set: 100,000 visits (with answers, photos, feedback …) from the demo generator,
 * built once into .bench-data/ and reused by later runs.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, openDatabase, filesDir } from '../api/src/index.js';
import { seedDemo } from '../api/src/db/seed/index.js';

export const BENCH_VISITS = Number(process.env.BENCH_VISITS ?? 100_000);
export const benchDir = path.resolve('.bench-data', String(BENCH_VISITS));

export async function ensureDataset(): Promise<string> {
  const marker = path.join(benchDir, 'READY');
  if (existsSync(marker)) return benchDir;
  rmSync(benchDir, { recursive: true, force: true });
  const config = loadConfig({}, { dataDir: benchDir, databaseUrl: null });
  console.log(
    `Building the ${BENCH_VISITS.toLocaleString('en-US')}-visit data set in ${benchDir} (once; later runs reuse it)…`,
  );
  const started = Date.now();
  const database = await openDatabase({ pgliteDir: path.join(benchDir, 'db') });
  const result = await seedDemo(database.db, {
    filesDir: filesDir(config),
    clientRoleId: config.clientRoleId,
    visits: BENCH_VISITS,
    log: (line) => {
      if (/\b\d*0,000 \//.test(line)) console.log(line);
    },
  });
  await database.db.execute('ANALYZE');
  await database.close();
  writeFileSync(marker, JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }));
  console.log(
    `Data set built: ${result.visits.toLocaleString('en-US')} visits, ${result.answers.toLocaleString('en-US')} answers in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  return benchDir;
}

if (process.argv[1]?.endsWith('dataset.ts')) {
  await ensureDataset();
}
