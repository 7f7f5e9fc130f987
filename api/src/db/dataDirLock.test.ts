/**
 * The embedded database's data folder is held with an OS lock (issue 9): a leftover lock file naming a
 * live but unrelated process does not block a start, a process killed with SIGKILL leaves nothing that
 * blocks, and a second live process is refused with a message naming it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { lockDataDir } from './dataDirLock.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

/** Another node process holding the lock of `dir` until killed; resolves once it holds it. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `import(${JSON.stringify(path.join(here, 'dataDirLock.ts'))}).then((m) => m.lockDataDir(${JSON.stringify(dir)})).then(() => { console.log('locked'); setInterval(() => {}, 1000); }, (e) => { console.error(e.message); process.exit(1); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let err = '';
    child.stdout!.on('data', (c: Buffer) => {
      if (c.toString().includes('locked')) resolve();
    });
    child.stderr!.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited ${code}: ${err}`)));
  });
  return child;
}

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'svr-lock-'));

describe('data folder lock', () => {
  it('is not blocked by a lock file naming a live, unrelated process', async () => {
    const dir = freshDir();
    // The pid file of earlier versions, naming a process that is alive but is not a server (our parent).
    writeFileSync(path.join(dir, 'LOCK'), String(process.ppid));
    const unlock = await lockDataDir(dir);
    await unlock();
  });

  it('refuses a second live process with a message naming it, and frees the folder when that process is killed', async () => {
    const dir = freshDir();
    const other = await holdInAnotherProcess(dir);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
      `The data folder ${dir} is in use by another process (pid ${other.pid}). The embedded database allows one process at a time: stop the other one, or choose another folder with DATA_DIR.`,
    );
    other.kill('SIGKILL');
    await new Promise((r) => other.once('exit', r));
    // Its socket file is still there, but the kernel closed it with the process: the folder is free.
    const db = await openDatabase({ pgliteDir: dir });
    await db.close();
  }, 60_000);

  it('lets the same process lock again after closing', async () => {
    const dir = freshDir();
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.pid})`);
    await first();
    await (
      await lockDataDir(dir)
    )();
  });
});
