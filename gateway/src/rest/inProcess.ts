/**
 * The gateway's transport to api/ when both run in one process (server.ts): each REST call is handed to the api's
 * express handler as a node IncomingMessage / ServerResponse pair over a socket that goes nowhere, so a call pays
 * no TCP connection, no HTTP parsing and no second pass through the host's helmet, compression and request log.
 * The api sees the same request it would over HTTP (method, path, the forwarded headers with x-request-id, host,
 * content-length, the JSON body, remote address 127.0.0.1) and runs every rule it runs for any caller. Real node
 * classes, not a look-alike: express swaps the prototypes of req and res to its own, which keep node's.
 * The split deployment (deploy/service.ts) keeps HTTP (agent.ts). light-my-request does this for fastify, but given
 * an express app it re-parents express's shared request prototype, which breaks every real request of the process.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { jsonSafe } from './jsonSafe.js';
import { Duplex } from 'node:stream';
import type { RestAnswer, RestInit, RestTransport } from './client.js';

/** An api mounted in this process: express's `(req, res)` handler (with its own fall-through answer). */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The requests this process's gateway handed to its api (isOwnRestCall reads it). */
const inProcessCalls = new WeakSet<object>();

/** True for a request the gateway of this process dispatched in-process: nothing from outside can be one. */
export const isInProcessCall = (req: object): boolean => inProcessCalls.has(req);

/** The GraphQL request each in-process call was made for (RestInit.scope). */
const callScopes = new WeakMap<object, object>();

/**
 * The GraphQL request an in-process call belongs to, or undefined for any other request (one from the network
 * never has one). The api checks a caller's session once per scope (api/src/auth/session.ts, authenticate).
 */
export const callScopeOf = (req: object): object | undefined => callScopes.get(req);

/** A socket of no network: what the answer writes to it is dropped (the body is taken at res.write/end). */
class NoNetworkSocket extends Duplex {
  readonly remoteAddress = '127.0.0.1';
  readonly remoteFamily = 'IPv4';
  override _read() {}
  override _write(_chunk: unknown, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    callback();
  }
}

function chunkOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, Buffer.isEncoding(String(encoding)) ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** The in-process transport, with how many of its calls the api is still working on. */
export type InProcessTransport = RestTransport & {
  /**
   * Calls handed to the api and not yet answered by it, including those whose caller gave up (the api's work goes
   * on): a shutdown waits for none before closing the database (api/src/observability/shutdown.ts, `pending`).
   */
  inFlight(): number;
};

/** A fetch-shaped transport (RestClient's) over `handler`, called in this process. */
export function inProcessTransport(handler: ApiHandler): InProcessTransport {
  let inFlight = 0;
  const transport: RestTransport = (url, init: RestInit) =>
    new Promise<RestAnswer>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) return reject(abortError(signal));
      const target = new URL(url);
      const socket = new NoNetworkSocket();
      const req = new IncomingMessage(socket as never);
      const body = init.body === undefined ? null : Buffer.from(init.body, 'utf8');
      const headers: Record<string, string> = { host: target.host };
      for (const [name, value] of Object.entries(init.headers)) headers[name.toLowerCase()] = value;
      if (body) headers['content-length'] = String(body.length);
      req.method = init.method;
      req.url = target.pathname + target.search;
      req.httpVersionMajor = 1;
      req.httpVersionMinor = 1;
      req.httpVersion = '1.1';
      req.headers = headers;
      req.rawHeaders = Object.entries(headers).flat();
      req.complete = true;
      if (body) req.push(body);
      req.push(null);

      const res = new ServerResponse(req);
      res.assignSocket(socket as never);
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((...args: unknown[]) => {
        const chunk = chunkOf(args[0], args[1]);
        if (chunk) chunks.push(chunk);
        return write(...args);
      }) as ServerResponse['write'];
      res.end = ((...args: unknown[]) => {
        const chunk = typeof args[0] === 'function' ? null : chunkOf(args[0], args[1]);
        if (chunk) chunks.push(chunk);
        return end(...args);
      }) as ServerResponse['end'];

      // The api's `res.json(value)` hands the value over as it is: no JSON text written by the api and parsed
      // again by the gateway (for a roll-up page, 700 kB each way). Outside production it is checked to be what
      // JSON would carry (plain objects, arrays, strings, finite numbers, booleans, null; jsonSafe.ts): a value that
      // is not throws, and a handed one is frozen, so a Date, a class instance or a gateway that changed the api's
      // objects fails every test that reaches it instead of differing from the HTTP transport. In production the
      // value is not walked again (a roll-up page's 2,000 answers: ~1.7 ms of a request): every presenter has been
      // held to plain JSON by the tests, and what the gateway reads of it is checked by the call's schema, where a
      // Date in place of a string is refused as a wrong answer (502), never served.
      let handed: { value: unknown } | null = null;
      Object.defineProperty(res, 'json', {
        configurable: true,
        writable: true,
        value(this: ServerResponse, value: unknown) {
          if (process.env.NODE_ENV !== 'production') jsonSafe(value, `${init.method} ${req.url}`);
          handed = value === undefined ? null : { value };
          if (!this.getHeader('content-type')) this.setHeader('content-type', 'application/json; charset=utf-8');
          this.end();
          return this;
        },
      });

      const onAbort = () => reject(abortError(signal!));
      signal?.addEventListener('abort', onAbort, { once: true });
      res.once('finish', () => {
        signal?.removeEventListener('abort', onAbort);
        const status = res.statusCode;
        const bodyless = status === 204 || status === 304 || init.method === 'HEAD';
        const value = handed && !bodyless ? handed : null;
        const text = bodyless || value ? '' : Buffer.concat(chunks).toString('utf8');
        resolve({
          status,
          ok: status >= 200 && status < 300,
          text: () => Promise.resolve(value ? JSON.stringify(value.value) : text),
          ...(value && { value: () => value.value }),
        });
        // As node's server does once an answer is sent: the answer closes (listeners of 'close' run), the socket ends.
        process.nextTick(() => {
          res.detachSocket(socket as never);
          res.emit('close');
          socket.destroy();
        });
      });
      inProcessCalls.add(req);
      if (init.scope) callScopes.set(req, init.scope);
      inFlight++;
      let counted = true;
      const done = () => {
        if (counted) inFlight--;
        counted = false;
      };
      res.once('finish', done);
      res.once('close', done);
      try {
        handler(req, res);
      } catch (e) {
        done();
        signal?.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  return Object.assign(transport, { inFlight: () => inFlight });
}
