/**
 * The PostgreSQL engine of the benchmarks. BENCH_DATABASE_URL names a server to use as it is (seeded with the
 * bench data set when it holds no users); otherwise, when Debian's postgresql is installed, a server of the
 * bench's own is started as .ci/run starts CI's (initdb as the postgres user, trust on 127.0.0.1, a port of its
 * own): its cluster lives in .bench-data/<visits>-pg/cluster, is seeded once and reused by later runs (the READY
 * marker says the data set is whole); the server is stopped when the bench ends. BENCH_PG=0 skips it.
 * The data set: BENCH_PG_VISITS visits (1,000,000 by default) over three years — the demo seed on SEED_VISITS
 * visits, multiplied with set-based SQL (bench/bigData.ts): about 4 minutes on this 2-core machine.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesDir, loadConfig, openDatabase, type ApiConfig } from '../api/src/index.js';
import { isSeeded, seedDemo } from '../api/src/db/seed/index.js';
import { multiplyVisits } from './bigData.js';

const PORT = Number(process.env.BENCH_PG_PORT ?? 55491);
/** Visits of the PostgreSQL data set. */
export const PG_VISITS = Number(process.env.BENCH_PG_VISITS ?? 1_000_000);
/** Visits the demo seed makes before SQL multiplies them. */
const SEED_VISITS = Math.min(PG_VISITS, 2000);

export interface PgEngine {
  config: ApiConfig;
  /** Where the server is, for the tables (no password in it). */
  label: string;
  /** Its connection string (PostGraphile's pool). */
  url: string;
  stop: () => void;
}

function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length ? path.join(root, versions[versions.length - 1], 'bin') : null;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : null;
}

const asPostgres = (command: string) => execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });

/** Seeds the bench data set into an empty database (the demo generator, as dataset.ts does for PGlite). */
async function ensureSeeded(url: string, dataDir: string) {
  const config = loadConfig({}, { dataDir, databaseUrl: url });
  const database = await openDatabase({ databaseUrl: url });
  try {
    const started = Date.now();
    if (!(await isSeeded(database.db))) {
      console.log(`Seeding the ${PG_VISITS.toLocaleString('en-US')}-visit data set into PostgreSQL (once)…`);
      await seedDemo(database.db, {
        filesDir: filesDir(config),
        clientRoleId: config.clientRoleId,
        visits: SEED_VISITS,
      });
      console.log(
        `  demo seed of ${SEED_VISITS.toLocaleString('en-US')} visits: ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    await multiplyVisits(database.db, PG_VISITS, (line) => console.log(line));
    await database.db.execute('ANALYZE');
    console.log(
      `PostgreSQL data set ready: ${PG_VISITS.toLocaleString('en-US')} visits in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await database.close();
  }
}

const engineLock = (dataDir: string) => path.join(dataDir, 'ENGINE.pid');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Gives the server back, when this process holds it. */
function releaseEngine(dataDir: string): void {
  try {
    if (readFileSync(engineLock(dataDir), 'utf8') === String(process.pid)) rmSync(engineLock(dataDir), { force: true });
  } catch {
    // Not held.
  }
}

/**
 * One bench process at a time on the server of its own (run.ts, volume.ts and load.ts each start and stop it):
 * a pid file taken with an exclusive create; a later one waits until the holder ends or gives the server back.
 */
async function takeEngine(dataDir: string): Promise<void> {
  const lock = engineLock(dataDir);
  for (let waited = 0; ; waited++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      process.once('exit', () => releaseEngine(dataDir));
      return;
    } catch {
      const holder = Number(readFileSync(lock, 'utf8'));
      if (!holder || !alive(holder)) rmSync(lock, { force: true });
      else {
        if (waited === 0) console.log(`Waiting for process ${holder}, which has the PostgreSQL bench server…`);
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }
}

/** The PostgreSQL server to bench on, seeded; null when none is given and none can be started. */
export async function startPgEngine(): Promise<PgEngine | null> {
  if (process.env.BENCH_PG === '0') return null;
  const given = process.env.BENCH_DATABASE_URL;
  const dataDir = path.resolve('.bench-data', `${PG_VISITS}-pg`);
  mkdirSync(dataDir, { recursive: true });
  if (given) {
    await ensureSeeded(given, dataDir);
    return {
      config: loadConfig({}, { dataDir, databaseUrl: given }),
      label: `PostgreSQL ${given.replace(/\/\/[^@]*@/, '//')}`,
      url: given,
      stop: () => {},
    };
  }
  const bin = pgBin();
  if (!bin || process.getuid?.() !== 0) {
    console.log('No PostgreSQL server: set BENCH_DATABASE_URL, or install Debian postgresql (run as root).\n');
    return null;
  }
  await takeEngine(dataDir);
  const cluster = path.join(dataDir, 'cluster');
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    rmSync(cluster, { recursive: true, force: true });
    mkdirSync(cluster, { recursive: true });
    chownSync(cluster, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    asPostgres(`${bin}/initdb -D ${cluster} -A trust -U postgres`);
  }
  // 512 MB of shared buffers (the default 128 MB holds a fraction of the data set); no fsync wait per commit; room
  // for the data set's bulk inserts and index builds.
  const options = `-p ${PORT} -k /tmp -c listen_addresses=127.0.0.1 -c shared_buffers=512MB -c work_mem=32MB -c synchronous_commit=off -c maintenance_work_mem=512MB -c max_wal_size=4GB`;
  asPostgres(`${bin}/pg_ctl -D ${cluster} -o '${options}' -l ${cluster}/server.log -w start`);
  const stop = () => {
    try {
      asPostgres(`${bin}/pg_ctl -D ${cluster} -m fast stop`);
    } catch {
      // Already stopped.
    } finally {
      releaseEngine(dataDir);
    }
  };
  const url = `postgres://postgres@127.0.0.1:${PORT}/bench`;
  try {
    // A seed cut short leaves users behind: the marker, written after it, says the data set is whole.
    const marker = path.join(dataDir, 'READY');
    if (!existsSync(marker)) {
      asPostgres(`${bin}/dropdb -h 127.0.0.1 -p ${PORT} -U postgres --if-exists bench`);
      asPostgres(`${bin}/createdb -h 127.0.0.1 -p ${PORT} -U postgres bench`);
      await ensureSeeded(url, dataDir);
      writeFileSync(marker, new Date().toISOString());
    }
  } catch (e) {
    stop();
    throw e;
  }
  return { config: loadConfig({}, { dataDir, databaseUrl: url }), label: `PostgreSQL ${url}`, url, stop };
}

/** `npx tsx bench/pgServer.ts`: builds (once) the PostgreSQL data set alone, then stops the server. */
if (process.argv[1]?.endsWith('pgServer.ts')) {
  const started = Date.now();
  const engine = await startPgEngine();
  engine?.stop();
  console.log(`PostgreSQL engine ready and stopped in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
