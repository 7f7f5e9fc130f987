/**
 * Talent tokens: the key the talent's mobile app reads its inbox with (docs/DECISIONS.md "Talent inbox"). A JWT
 * signed with the api's secret, with `aud: 'talent'` and `typ: 'talent'` and the talent id as subject. Staff
 * access tokens carry no audience and verifyAccessToken (tokens.ts) refuses any token that has one, so a talent
 * token never opens a staff route; verifyTalentToken refuses any token without this audience and type, so a
 * staff token (or a files token) never opens the inbox.
 */
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'talent';
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signTalentToken(
  talentId: number,
  secret: string,
  days: number,
): Promise<{ token: string; expiresAt: Date }> {
  const expires = Math.floor(Date.now() / 1000) + Math.round(days * 86_400);
  const token = await new SignJWT({ typ: 'talent' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(talentId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key(secret));
  return { token, expiresAt: new Date(expires * 1000) };
}

/** The talent id of a valid talent token, or null (missing, forged, expired, or not a talent token). */
export async function verifyTalentToken(token: string, secret: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    if (payload.typ !== 'talent' || !/^\d{1,10}$/.test(payload.sub ?? '')) return null;
    return Number(payload.sub);
  } catch {
    return null;
  }
}
