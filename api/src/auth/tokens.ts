/** Short-lived JWT access tokens and rotating opaque refresh tokens (stored hashed). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { and, eq, gt, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { refreshTokens } from '../db/schema.js';

export interface AccessClaims {
  sub: number;
  email: string;
  roleId: number;
  /**
   * The session: the refresh-token family the token was issued with. authenticate() accepts the token
   * only while that family still has a live refresh token, so logout (or reuse of a refresh token)
   * ends the access token at once instead of 15 minutes later.
   */
  sid: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function signAccessToken(claims: AccessClaims, secret: string, seconds: number): Promise<string> {
  return new SignJWT({ email: claims.email, roleId: claims.roleId, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(key(secret));
}

/** Answers the claims, or null for a missing, malformed, forged or expired token (or a files token). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (payload.aud !== undefined) return null;
    // A token from before sessions were named cannot be revoked: refuse it (the app refreshes).
    if (typeof payload.sid !== 'string') return null;
    return { sub: Number(payload.sub), email: String(payload.email), roleId: Number(payload.roleId), sid: payload.sid };
  } catch {
    return null;
  }
}

/** A new session id (refresh-token family) for a sign-in. */
export const newSessionId = () => randomUUID();

export async function issueRefreshToken(db: Queryable, userId: number, days: number, family: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashToken(token),
    family,
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  return token;
}

/**
 * Uses a refresh token once: revokes it and answers its user and family. A token used twice means it
 * leaked, so its whole family is revoked.
 */
export async function consumeRefreshToken(
  db: Queryable,
  token: string,
): Promise<{ userId: number; family: string } | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return null;
  if (row.revokedAt) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
    return null;
  }
  if (row.expiresAt.getTime() < Date.now()) return null;
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.id, row.id));
  return { userId: row.userId, family: row.family };
}

/**
 * SQL true while the session has a refresh token neither used, revoked nor expired (one index lookup). `sid` may be
 * a placeholder of a prepared statement (store.ts, sessionLookup).
 */
export const sessionIsLive = (sid: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(eq(refreshTokens.family, sid), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`))})`;

/** Logout: ends the session of this refresh token (its whole family), and so its access tokens too. */
export async function revokeRefreshToken(db: Queryable, token: string): Promise<void> {
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeSession(db, row.family);
}

/** Ends a session: every refresh token of the family, so the access tokens naming it stop at once. */
export async function revokeSession(db: Queryable, sid: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.family, sid), isNull(refreshTokens.revokedAt)));
}
