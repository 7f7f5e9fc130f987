/**
 * GET /metrics: the registry in Prometheus text. With METRICS_TOKEN set it asks `Authorization: Bearer
 * <token>`; without, it answers only callers on loopback or private addresses (the socket's address, and the
 * forwarded one when a trusted proxy set it), so a public caller never reads it.
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import type { Registry } from 'prom-client';

const privateRanges = new BlockList();
for (const [net, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateRanges.addSubnet(net, bits, 'ipv6');

/** Loopback or a private network address (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return privateRanges.check(v4, 'ipv4');
  if (isIP(address) === 6) return privateRanges.check(address, 'ipv6');
  return false;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function allowed(req: Request, token: string | null): boolean {
  if (token) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return match !== null && sameToken(match[1], token);
  }
  return isPrivateAddress(req.socket.remoteAddress) && isPrivateAddress(req.ip);
}

export function metricsRoute(registry: Registry, token: string | null): RequestHandler {
  return async (req, res) => {
    if (!allowed(req, token)) {
      res.status(token ? 401 : 403).json({
        err: token ? 'UNAUTHORIZED' : 'FORBIDDEN',
        message: token
          ? 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.'
          : 'GET /metrics answers only loopback and private addresses; set METRICS_TOKEN to read it from elsewhere.',
      });
      return;
    }
    res
      .set('content-type', registry.contentType)
      .set('cache-control', 'no-store')
      .send(await registry.metrics());
  };
}
