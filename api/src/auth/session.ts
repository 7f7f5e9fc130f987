/**
 * Who is calling and in which tenancy: every /api/v2 request passes through here.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiConfig } from '../config.js';
import { ADMIN_ROLE_ID } from '../config.js';
import type { Db } from '../db/client.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { ID_RANGE, MAX_ID } from '../http/params.js';
import { onFirstUse } from '../shared/onFirstUse.js';
import { isActiveUser, sessionLookup, type UserRow } from './store.js';
import { verifyAccessToken, type AccessClaims } from './tokens.js';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  roleId: number;
  roleName: string;
  clientId: number | null;
  isClient: boolean;
}

export interface Tenancy {
  /** The client the call is scoped to; null means all the caller may see. */
  clientId: number | null;
  projectId: number | null;
}

export interface Session {
  user: SessionUser;
  tenancy: Tenancy;
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: Session;
  }
}

export function roleName(roleId: number, clientRoleId: number): string {
  if (roleId === ADMIN_ROLE_ID) return 'Administrator';
  if (roleId === clientRoleId) return 'Client';
  return 'Reviewer';
}

export function presentUser(row: UserRow, clientRoleId: number): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roleId: row.roleId,
    roleName: roleName(row.roleId, clientRoleId),
    clientId: row.clientId,
    isClient: row.roleId === clientRoleId,
  };
}

function intHeader(req: Request, name: string): number | null {
  const raw = req.header(name);
  if (raw === undefined || raw === '' || raw === 'null') return null;
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) throw badRequest(`Header ${name} must be an id: ${ID_RANGE}.`);
  return n;
}

/**
 * Client users are pinned to their own client: a header naming another client is refused, so a
 * filter or header can never widen what they see.
 */
export function resolveTenancy(user: SessionUser, clientHeader: number | null, projectHeader: number | null): Tenancy {
  if (user.isClient) {
    if (clientHeader !== null && clientHeader !== user.clientId) {
      throw forbidden("You can only see your own client's data.");
    }
    return { clientId: user.clientId ?? -1, projectId: projectHeader };
  }
  return { clientId: clientHeader, projectId: projectHeader };
}

/** Verified tokens kept at most (a sign-in's token is checked once, then found here until it expires). */
export const VERIFIED_TOKENS_KEPT = 2000;

/**
 * The access tokens this process has verified, with their claims, until their own expiry. A token's signature and
 * claims never change, so checking it again (jose imports the key and runs an HMAC through WebCrypto each time)
 * only costs; what can change — the user disabled, the session signed out — is read from the database on every
 * call all the same (sessionLookup), in every process, so a revoked session is refused at once.
 */
export class VerifiedTokens {
  private readonly kept = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    private readonly secret: string,
    private readonly max = VERIFIED_TOKENS_KEPT,
    private readonly now = () => Date.now(),
  ) {}

  /** How many tokens are kept. */
  get size(): number {
    return this.kept.size;
  }

  /** The token's claims, or null for a missing, malformed, forged or expired one (verifyAccessToken). */
  async claims(token: string): Promise<AccessClaims | null> {
    const known = this.kept.get(token);
    // jose refuses a token once its `exp` second has come: the same test here.
    if (known && Math.floor(this.now() / 1000) < known.expiresAt) return known.claims;
    if (known) this.kept.delete(token);
    const claims = await verifyAccessToken(token, this.secret);
    const expiresAt = claims ? expiryOf(token) : null;
    if (claims && expiresAt !== null) {
      // The oldest entry makes room (a Map keeps insertion order).
      if (this.kept.size >= this.max) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(token, { claims, expiresAt });
    }
    return claims;
  }
}

/** The `exp` (seconds) of a token verified already, or null when it has none (it is then not kept). */
function expiryOf(token: string): number | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const exp = typeof payload === 'object' && payload !== null && 'exp' in payload ? payload.exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** The outer request an inner call was made for (a GraphQL request of this process's gateway), or undefined. */
export type SessionScope = (req: Request) => object | undefined;

type Lookup = ReturnType<ReturnType<typeof sessionLookup>>;
type LookupFn = (req: Request, sub: number, sid: string) => Lookup;

/**
 * `read` (the user and session of a token) shared by the calls of one scope (`scopeOf`), per user and session; a
 * call without a scope reads each time. A read that failed (the database away) is not kept: the next call reads.
 */
export function scopedLookup(read: (sub: number, sid: string) => Lookup, scopeOf?: SessionScope): LookupFn {
  // Per scope (weakly held: gone with its GraphQL request), the reads, by user and session.
  const reads = new WeakMap<object, Map<string, () => Lookup>>();
  return (req, sub, sid) => {
    const scope = scopeOf?.(req);
    if (!scope) return read(sub, sid);
    let made = reads.get(scope);
    if (!made) reads.set(scope, (made = new Map()));
    const key = `${sub} ${sid}`;
    let reading = made.get(key);
    if (!reading) made.set(key, (reading = onFirstUse(() => read(sub, sid))));
    return reading();
  };
}

/**
 * Every /api/v2 call: the bearer token verified, then the user and session read as they are now. The calls one
 * GraphQL request of this process's gateway makes in-process (`scopeOf` names that request; nothing from the network
 * has one) share that read: the session is checked once per user action, as a REST caller's single call is. A
 * sign-out or a disabled user then refuses the next request at once, in every process; a request already running
 * finishes, as a REST call past this check does. Calls over HTTP (the split services) read it each time.
 */
export function authenticate(db: Db, config: ApiConfig, scopeOf?: SessionScope): RequestHandler {
  const tokens = new VerifiedTokens(config.jwtSecret);
  const lookup = scopedLookup(sessionLookup(db), scopeOf);
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.header('authorization') ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    if (!match) throw unauthorized('Please sign in: this call needs a bearer token.');
    const claims = await tokens.claims(match[1]);
    if (!claims) throw unauthorized('Your session has expired or is invalid. Please sign in again.');
    // One query: the user as it is now (disabled is refused at once) and whether the session is live.
    const found = await lookup(req, claims.sub, claims.sid);
    const row = found?.row;
    if (!row || !isActiveUser(row)) throw unauthorized('This account no longer exists or is disabled.');
    if (!found.live) throw unauthorized('You have signed out or your session has ended. Please sign in again.');
    const user = presentUser(row, config.clientRoleId);
    req.session = {
      user,
      tenancy: resolveTenancy(user, intHeader(req, 'x-tenancy-client-id'), intHeader(req, 'x-tenancy-project-id')),
    };
    next();
  };
}

/** The session of an authenticated request (authenticate ran before). */
export function session(req: Request): Session {
  if (!req.session) throw unauthorized();
  return req.session;
}

export const requireStaff: RequestHandler = (req, _res, next) => {
  if (session(req).user.isClient) throw forbidden('Client users cannot do this.');
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (session(req).user.roleId !== ADMIN_ROLE_ID) throw forbidden('Only administrators can do this.');
  next();
};
