/** POST /auth/login, /auth/refresh, /auth/logout, /auth/files (the files cookie) and GET /auth/me (spec 000 §7). */
import { Router, type Request, type Response } from 'express';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';
import { verifyPassword } from './password.js';
import { clearFilesCookie, setFilesCookie } from './filesCookie.js';
import { authenticate, presentUser, session } from './session.js';
import { consumeRefreshToken, issueRefreshToken, revokeRefreshToken, signAccessToken } from './tokens.js';

const loginBody = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.'),
  password: z.string().min(3, 'The password has at least 3 characters.'),
  strategy: z.string().optional(),
});
const refreshBody = z.object({ refreshToken: z.string().min(1, 'refreshToken is required.') });

export function authRouter(db: Db, config: ApiConfig): Router {
  const router = Router();

  async function answerWithTokens(req: Request, res: Response, row: typeof users.$inferSelect, family?: string) {
    const user = presentUser(row, config.clientRoleId);
    const token = await signAccessToken({ sub: user.id, email: user.email, roleId: user.roleId }, config.jwtSecret, config.accessTokenSeconds);
    const refreshToken = await issueRefreshToken(db, user.id, config.refreshTokenDays, family);
    res.setHeader('x-access-token', token);
    res.setHeader('x-refresh-token', refreshToken);
    res.setHeader('Access-Control-Expose-Headers', 'x-access-token, x-refresh-token');
    await setFilesCookie(req, res, user.id, config);
    res.json({ data: user });
  }

  router.post('/login', async (req, res) => {
    const body = loginBody.parse(req.body ?? {});
    const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    // One message for an unknown e-mail and a wrong password: do not tell which accounts exist.
    if (!row || row.status !== 1 || !(await verifyPassword(body.password, row.passwordHash))) {
      throw unauthorized('Login failed. Please check your e-mail and password.');
    }
    await answerWithTokens(req, res, row);
  });

  router.post('/refresh', async (req, res) => {
    const { refreshToken } = refreshBody.parse(req.body ?? {});
    const used = await consumeRefreshToken(db, refreshToken);
    if (!used) throw unauthorized('Your session has expired. Please login again.');
    const [row] = await db.select().from(users).where(eq(users.id, used.userId));
    if (!row || row.status !== 1) throw unauthorized('This account no longer exists or is disabled.');
    await answerWithTokens(req, res, row, used.family);
  });

  router.post('/logout', async (req, res) => {
    const parsed = refreshBody.safeParse(req.body ?? {});
    if (parsed.success) await revokeRefreshToken(db, parsed.data.refreshToken);
    clearFilesCookie(req, res);
    res.json({ data: { ok: true } });
  });

  // The files cookie again for a signed-in app (a session from before the cookie, or one whose cookie
  // was cleared): the app calls it when it starts.
  router.post('/files', authenticate(db, config), async (req, res) => {
    await setFilesCookie(req, res, session(req).user.id, config);
    res.json({ data: { ok: true } });
  });

  router.get('/me', authenticate(db, config), (req, res) => {
    res.json({ data: session(req).user });
  });

  return router;
}
