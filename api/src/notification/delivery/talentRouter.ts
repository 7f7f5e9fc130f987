/**
 * /api/v2/talent (docs/API.md "Talent inbox"), mounted before /api/v2's staff authentication:
 * - POST /{talentId}/token: an administrator issues a talent token for the talent's mobile app (staff token);
 * - GET /inbox?page&pageSize: the sent notifications of the token's talent, newest first, with dateSeen;
 * - POST /inbox/{recipientId}/seen: records date_seen once (later calls keep the first).
 * The inbox takes talent tokens only (auth/talentToken.ts); staff routes refuse them. Anything else under
 * /api/v2/talent (GET /talentapproveddate/{id}) passes on to the staff routes.
 */
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { ApiConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { authenticate, requireAdmin } from '../../auth/session.js';
import { signTalentToken, verifyTalentToken } from '../../auth/talentToken.js';
import { notFound, unauthorized } from '../../http/errors.js';
import { refuseUnsafeInput } from '../../http/input.js';
import { idParam } from '../../http/params.js';
import { inboxOf, markSeen, talentExists } from './inbox.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The talent of a talent token (inbox routes). */
    talentId?: number;
  }
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

function talentAuth(config: ApiConfig): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer (.+)$/i.exec(req.header('authorization') ?? '');
    if (!match) throw unauthorized('The inbox needs a talent token (Authorization: Bearer …).');
    const talentId = await verifyTalentToken(match[1], config.jwtSecret);
    if (talentId === null) throw unauthorized('This is not a valid talent token, or it has expired.');
    req.talentId = talentId;
    next();
  };
}

function talentOf(req: { talentId?: number }): number {
  if (req.talentId === undefined) throw unauthorized();
  return req.talentId;
}

export function talentRouter(db: Db, config: ApiConfig): Router {
  const router = Router();
  const inbox = Router();
  inbox.use(express.json({ limit: '100kb' }), refuseUnsafeInput, talentAuth(config));

  inbox.get('/', async (req, res) => {
    const talentId = talentOf(req);
    if (!(await talentExists(db, talentId))) throw unauthorized('This talent no longer exists.');
    const { items, total, unseen } = await inboxOf(db, talentId, pageQuery.parse(req.query));
    res.json({ data: items, total, unseen });
  });

  inbox.post('/:recipientId/seen', async (req, res) => {
    const talentId = talentOf(req);
    const recipientId = idParam(req.params.recipientId, 'recipient id');
    const seen = await markSeen(db, talentId, recipientId);
    if (!seen) throw notFound(`No notification ${recipientId} in your inbox.`);
    res.json({ data: { recipientId, dateSeen: seen.toISOString() } });
  });
  router.use('/inbox', inbox);

  router.post('/:talentId/token', refuseUnsafeInput, authenticate(db, config), requireAdmin, async (req, res) => {
    const talentId = idParam(req.params.talentId, 'talent id');
    if (!(await talentExists(db, talentId))) throw notFound(`No talent ${talentId}.`);
    const { token, expiresAt } = await signTalentToken(talentId, config.jwtSecret, config.delivery.talentTokenDays);
    res.status(201).json({ data: { talentId, token, expiresAt: expiresAt.toISOString() } });
  });

  return router;
}
