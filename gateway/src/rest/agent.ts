/**
 * The gateway's HTTP transport to api/: a fetch-shaped function over node's http/https with a dedicated
 * keep-alive agent. Its idle sockets are dropped after REST_KEEP_ALIVE_MS, well before the api closes
 * them (the api keeps an idle connection API_KEEP_ALIVE_MS, set where its server is created), so the
 * gateway does not send a request on a socket the api is closing at that moment: the ECONNRESET the bench
 * met under load with the global fetch, whose idle timeout (4 s) sat one second under node's default 5 s.
 * What still races (a socket the api dropped for another reason) is caught by RestClient's one retry of
 * idempotent reads (isConnectionReset).
 */
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { RestAnswer, RestTransport } from './client.js';
import { isInProcessCall } from './inProcess.js';

/** How long the gateway keeps an idle connection to the api (shorter than the api's API_KEEP_ALIVE_MS). */
export const REST_KEEP_ALIVE_MS = 5_000;
/** How long the api keeps an idle connection open (server.keepAliveTimeout), and its headersTimeout just above. */
export const API_KEEP_ALIVE_MS = 65_000;
export const API_HEADERS_TIMEOUT_MS = 66_000;

/** Applies the api's keep-alive settings to a node server (server.ts, deploy/service.ts). */
export function keepApiConnections(server: http.Server): void {
  server.keepAliveTimeout = API_KEEP_ALIVE_MS;
  server.headersTimeout = API_HEADERS_TIMEOUT_MS;
}

const agentOptions = { keepAlive: true, timeout: REST_KEEP_ALIVE_MS, maxSockets: 256, maxFreeSockets: 64 };
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

/**
 * The local ports of this process's connections to the api. In the one-process server (server.ts) the api
 * sees the gateway's own REST calls arrive from one of these: isOwnRestCall lets its overload guard pass
 * them, since the GraphQL request they serve was already admitted by the gateway's guard (queueing it
 * twice would refuse work half-way through a query). No other caller can come from a port this process holds.
 */
const ownPorts = new Set<number>();
const tracked = new WeakSet<object>();
function track(socket: Socket) {
  if (tracked.has(socket)) return;
  tracked.add(socket);
  const add = () => {
    const port = socket.localPort;
    if (port === undefined) return;
    ownPorts.add(port);
    socket.once('close', () => ownPorts.delete(port));
  };
  if (socket.connecting) socket.once('connect', add);
  else add();
}

/**
 * True for a request this process's gateway sent to its own api: in-process (inProcess.ts), or over loopback
 * (see ownPorts).
 */
export function isOwnRestCall(req: { socket: { remoteAddress?: string; remotePort?: number } }): boolean {
  if (isInProcessCall(req)) return true;
  const { remoteAddress, remotePort } = req.socket;
  return (
    remotePort !== undefined &&
    ownPorts.has(remotePort) &&
    (remoteAddress === '127.0.0.1' || remoteAddress === '::1' || remoteAddress === '::ffff:127.0.0.1')
  );
}

/** Error codes of a connection the other side closed or reset under a request (node http and undici). */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNABORTED']);

/** True when a failed call died on a dropped connection (not a refusal, a timeout or an abort). */
export function isConnectionReset(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RESET_CODES.has(code)) return true;
    if (e instanceof Error && /socket hang up|other side closed/i.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * RestClient's transport over the keep-alive agent: (url, init) → the status and the text of the answer, read
 * whole (the api answers JSON), for string bodies and a signal.
 */
export const agentFetch: RestTransport = (input, init) =>
  new Promise<RestAnswer>((resolve, reject) => {
    const url = new URL(input);
    const secure = url.protocol === 'https:';
    const headers: Record<string, string> = { ...init.headers };
    const body = init.body;
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const req = (secure ? https : http).request(
      url,
      {
        method: init.method,
        headers,
        agent: secure ? httpsAgent : httpAgent,
        signal: init.signal ?? undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 502;
          const text = status === 204 || status === 304 ? '' : Buffer.concat(chunks).toString('utf8');
          resolve({ status, ok: status >= 200 && status < 300, text: () => Promise.resolve(text) });
        });
      },
    );
    req.on('socket', track);
    req.on('error', reject);
    req.end(body);
  });
