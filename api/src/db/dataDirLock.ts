/**
 * PGlite takes no lock of its own and two processes on one folder corrupt it, so the embedded mode
 * holds the data folder with a lock the operating system keeps: a Unix domain socket listening in the
 * folder. The kernel closes it when the process ends, however it ends (crash, kill -9, power loss), so
 * nothing stale can block a start: a socket file nobody listens on is refused (ECONNREFUSED), removed and
 * taken over. A pid file could not tell a crashed owner from an unrelated process that reused its pid.
 * The holder answers its pid on the socket, so the refusal can name the process to stop.
 */
import { existsSync, mkdirSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The pid file of earlier versions: ignored and removed, since it cannot tell a live owner. */
const LEGACY_LOCK = 'LOCK';
const SOCKET = '.lock.sock';

export class DataDirInUseError extends Error {}

/** The pid answered by the process listening on the socket, or null when nobody does (a stale file). */
function holder(socketPath: string): Promise<number | 'unknown' | null> {
  return new Promise((resolve) => {
    const conn = net.connect(socketPath);
    let text = '';
    const done = (value: number | 'unknown' | null) => {
      conn.destroy();
      resolve(value);
    };
    conn.setTimeout(2000, () => done('unknown'));
    conn.on('data', (chunk) => {
      text += chunk.toString();
    });
    conn.on('end', () => done(Number(text) > 0 ? Number(text) : 'unknown'));
    conn.on('error', (e: NodeJS.ErrnoException) =>
      done(e.code === 'ECONNREFUSED' || e.code === 'ENOENT' ? null : 'unknown'),
    );
  });
}

function listen(socketPath: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((conn) => conn.end(String(process.pid)));
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      server.unref(); // the lock must not keep the process alive by itself
      resolve(server);
    });
  });
}

/**
 * Locks `dir` for this process; answers the unlock function. Refuses with a message a person can act on
 * when another live process holds it.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  // Relative and short: a socket path is limited to about 100 bytes, a data folder may be deeper.
  const socketPath = path.join(path.relative(process.cwd(), dir) || '.', SOCKET);
  const absolute = path.join(dir, SOCKET);
  const inUse = (pid: number | 'unknown') =>
    new DataDirInUseError(
      `The data folder ${dir} is in use by another process${pid === 'unknown' ? '' : ` (pid ${pid})`}. ` +
        'The embedded database allows one process at a time: stop the other one, or choose another folder with DATA_DIR.',
    );
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await listen(socketPath.length < 100 ? socketPath : absolute);
      try {
        unlinkSync(path.join(dir, LEGACY_LOCK));
      } catch {
        /* none */
      }
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
      const pid = await holder(socketPath.length < 100 ? socketPath : absolute);
      if (pid !== null) throw inUse(pid);
      // Left by a process that has ended: nobody listens. Remove it and take the lock.
      try {
        if (existsSync(absolute)) unlinkSync(absolute);
      } catch {
        /* another starter removed it first */
      }
    }
  }
  throw inUse('unknown');
}
