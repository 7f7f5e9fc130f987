/**
 * Graceful shutdown, the same for the one-process server (server.ts) and every split service
 * (deploy/service.ts): on SIGTERM or SIGINT the process
 *   1. drains: /readyz answers 503 (health.ts) and the listening socket closes, so no new connection is taken;
 *   2. lets requests in flight finish (kept-alive connections close as soon as they are idle) and the job
 *      worker finish or hand back its jobs (jobs/worker.ts stop), both within SHUTDOWN_TIMEOUT_SECONDS;
 *   3. past that bound cuts the connections still open; then waits, within the same bound, for work still running
 *      without a connection (`pending`: the one-process gateway's in-process calls to its api, which go on after
 *      their caller hung up), then closes the database.
 * A second signal exits at once.
 */
import type { Server } from 'node:http';
import type { Logger } from 'pino';

interface Stoppable {
  stop(): Promise<void>;
}
interface Closable {
  close(): Promise<void>;
}

export class Lifecycle {
  private server: Server | null = null;
  private worker: Stoppable | null = null;
  private database: Closable | null = null;
  private pending: () => number = () => 0;
  private stopping: Promise<void> | null = null;
  private workerStopped = false;

  constructor(private readonly opts: { timeoutSeconds: number; log?: Logger }) {}

  /** What to drain and close: the listening server, the job worker, the database (any of them, any time). */
  attach(parts: { server?: Server; worker?: Stoppable | null; database?: Closable; pending?: () => number }): this {
    if (parts.server) this.server = parts.server;
    if (parts.pending) this.pending = parts.pending;
    if (parts.worker !== undefined) this.worker = parts.worker;
    if (parts.database) this.database = parts.database;
    return this;
  }

  /** True from the moment a shutdown begins. */
  draining(): boolean {
    return this.stopping !== null;
  }

  /** For /readyz: 'ok' while this process's job worker runs (or it runs none), else why not. */
  workerState(): string {
    if (!this.worker) return 'ok';
    return this.workerStopped ? 'the job worker has stopped' : 'ok';
  }

  /** Drains and closes everything attached; the same promise for every caller. */
  shutdown(): Promise<void> {
    this.stopping ??= this.run();
    return this.stopping;
  }

  private async run(): Promise<void> {
    const deadline = Date.now() + this.opts.timeoutSeconds * 1000;
    const log = this.opts.log;
    log?.info({ timeoutSeconds: this.opts.timeoutSeconds }, 'shutting down: draining requests and jobs');
    const server = this.server;
    const closed = server ? closeServer(server) : Promise.resolve();
    const worker = this.worker;
    const workerDone = worker
      ? worker
          .stop()
          .catch((e: unknown) => log?.error({ err: e }, 'the job worker did not stop cleanly'))
          .finally(() => (this.workerStopped = true))
      : Promise.resolve();
    const inTime = await within(Promise.all([closed, workerDone]), deadline - Date.now());
    if (!inTime) {
      log?.warn('shutdown bound reached: cutting the connections still open');
      server?.closeAllConnections();
      await within(closed, 1000);
    }
    if (
      !(await within(
        until(() => this.pending() === 0),
        deadline - Date.now(),
      ))
    )
      log?.warn({ pending: this.pending() }, 'shutdown bound reached: closing the database under work still running');
    await this.database?.close().catch((e: unknown) => log?.error({ err: e }, 'closing the database failed'));
    log?.info('stopped');
  }
}

/** Stops accepting, and closes each kept-alive connection once its request is answered; resolves when all are gone. */
function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Resolves once `done()` holds (checked every 20 ms). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  const ok = await Promise.race([work.then(() => true as const), late]);
  clearTimeout(timer);
  return ok;
}

/** SIGTERM/SIGINT run the shutdown, then exit (0 when it finished, 1 when it threw); a second signal exits now. */
export function shutdownOnSignals(lifecycle: Lifecycle, exit: (code: number) => void = process.exit): void {
  let signalled = false;
  const onSignal = () => {
    if (signalled) return exit(1);
    signalled = true;
    lifecycle.shutdown().then(
      () => exit(0),
      () => exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
