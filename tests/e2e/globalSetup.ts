/**
 * Starts the app the way a user does (`npm start`: build, then serve with fresh demo data) in a
 * temporary data folder on its own port, and stops it after the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 4173);
  dataDir = mkdtempSync(path.join(tmpdir(), 'svr-e2e-'));
  const started = Date.now();
  child = spawn('npm', ['start'], {
    // APPROVED_HOSTS: identity sign-in only from `localhost`, so security.e2e.ts can try another host (127.0.0.1).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', APPROVED_HOSTS: 'localhost' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The app did not start within 240 s:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child!.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  console.log(`e2e: app started by npm start in ${((Date.now() - started) / 1000).toFixed(1)} s on port ${port}`);
  project.provide('baseUrl', `http://localhost:${port}`);
  return async () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 1500));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
