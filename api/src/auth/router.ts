/** POST /auth/login, /auth/identity, /auth/refresh, /auth/logout and GET /auth/me (spec 000 §5, §7). */
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { HttpError, unauthorized } from '../http/errors.js';
import { isApprovedHost } from './approvedHosts.js';
import { loginLimiter } from './loginLimits.js';
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from './password.js';
import { authenticate, presentUser, session } from './session.js';
import { isActiveUser, setPasswordHash, userByEmail, userById, type UserRow } from './store.js';
import {
  consumeRefreshToken,
  issueRefreshToken,
  newSessionId,
  revokeRefreshToken,
  revokeSession,
  signAccessToken,
  verifyAccessToken,
} from './tokens.js';

const loginBody = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.'),
  password: z.string().min(3, 'The password has at least 3 characters.'),
  strategy: z.string().optional(),
});
const refreshBody = z.object({ refreshToken: z.string().min(1, 'refreshToken is required.') });
const identityBody = z.object({ identity: z.string().min(1, 'identity is required.') });

/** 429 with Retry-After, saying how long to wait and what else to do. */
function tooManyFailures(res: Response, seconds: number): HttpError {
  res.setHeader('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new HttpError(
    429,
    `Too many failed sign-ins for this account from your address. Please wait ${wait} and try again, or ask an administrator to reset your password.`,
  );
}

export function authRouter(db: Db, config: ApiConfig): Router {
  const router = Router();
  const limits = loginLimiter(db, config.loginLimits);

  async function answerWithTokens(
    req: Request,
    res: Response,
    row: UserRow,
    refresh?: { refreshToken: string; family: string },
  ) {
    const user = presentUser(row, config.clientRoleId);
    const sid = refresh?.family ?? newSessionId();
    const token = await signAccessToken(
      { sub: user.id, email: user.email, roleId: user.roleId, sid },
      config.jwtSecret,
      config.accessTokenSeconds,
    );
    const refreshToken = refresh?.refreshToken ?? (await issueRefreshToken(db, user.id, config.refreshTokenDays, sid));
    res.setHeader('x-access-token', token);
    res.setHeader('x-refresh-token', refreshToken);
    res.setHeader('Access-Control-Expose-Headers', 'x-access-token, x-refresh-token');
    res.json({ data: user });
  }

  router.post('/login', async (req, res) => {
    const body = loginBody.parse(req.body ?? {});
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const blocked = await limits.retryAfter(body.email, address);
    if (blocked) throw tooManyFailures(res, blocked);
    const row = await userByEmail(db, body.email);
    // An unknown e-mail or a disabled account is checked against a dummy hash, so the time taken does
    // not tell which accounts exist; and all answer one message.
    const ok =
      row && isActiveUser(row)
        ? await verifyPassword(body.password, row.passwordHash)
        : await verifyDummy(body.password);
    if (!row || !ok) {
      const wait = await limits.fail(body.email, address);
      if (wait) throw tooManyFailures(res, wait);
      throw unauthorized('Login failed. Please check your e-mail and password.');
    }
    await limits.succeed(body.email, address);
    if (needsRehash(row.passwordHash)) {
      // A hash from before argon2id (or older parameters): replace it now that the password is known.
      await setPasswordHash(db, row.id, await hashPassword(body.password));
    }
    await answerWithTokens(req, res, row);
  });

  /** Uses a refresh token and answers its successor with a new access token, in one transaction. */
  async function rotate(req: Request, res: Response, refreshToken: string) {
    // Using the old token and issuing its successor is one transaction, so the session (family) is never
    // seen without a live token by a concurrent call checking an access token.
    const rotated = await db.transaction(async (tx) => {
      const used = await consumeRefreshToken(tx, refreshToken);
      if (!used) return null;
      const row = await userById(tx, used.userId);
      if (!row || !isActiveUser(row)) return { row: null };
      const next = await issueRefreshToken(tx, row.id, config.refreshTokenDays, used.family);
      return { row, refresh: { refreshToken: next, family: used.family } };
    });
    if (!rotated) throw unauthorized('Your session has expired. Please login again.');
    if (!rotated.row) throw unauthorized('This account no longer exists or is disabled.');
    await answerWithTokens(req, res, rotated.row, rotated.refresh);
  }

  router.post('/refresh', async (req, res) => {
    const { refreshToken } = refreshBody.parse(req.body ?? {});
    await rotate(req, res, refreshToken);
  });

  // Sign-in from a passed identity (/login?identity=…, spec 000 §5): only from a page on an approved application
  // host. Any other host gets 403 naming the public site to go to, and the identity is left unused.
  router.post('/identity', async (req, res) => {
    const { identity } = identityBody.parse(req.body ?? {});
    const { approvedHosts, publicSiteUrl } = config.identitySignIn;
    if (!isApprovedHost(approvedHosts, req.header('origin'), req.header('host'))) {
      throw new HttpError(403, 'Sign-in from this address is not allowed: it is not an approved application host.', {
        publicSiteUrl,
      });
    }
    await rotate(req, res, identity);
  });

  router.post('/logout', async (req, res) => {
    const parsed = refreshBody.safeParse(req.body ?? {});
    if (parsed.success) await revokeRefreshToken(db, parsed.data.refreshToken);
    // The access token's session ends too, also when only the bearer token is sent.
    const bearer = /^Bearer (.+)$/i.exec(req.header('authorization') ?? '');
    const claims = bearer ? await verifyAccessToken(bearer[1], config.jwtSecret) : null;
    if (claims) await revokeSession(db, claims.sid);
    res.json({ data: { ok: true } });
  });

  router.get('/me', authenticate(db, config), (req, res) => {
    res.json({ data: session(req).user });
  });

  return router;
}
