/**
 * Stored files (/files/...) are loaded by the browser itself — <img>, <video>, download links — which
 * cannot send the bearer token. Sign-in, refresh and POST /auth/files set an HttpOnly cookie, scoped to
 * /files, holding a files token; /files answers 401 without a valid one. Sign-out clears it.
 */
import type { NextFunction, Request, Response } from 'express';
import type { ApiConfig } from '../config.js';
import { unauthorized } from '../http/errors.js';
import { signFilesToken, verifyFilesToken } from './tokens.js';

export const FILES_COOKIE = 'svr_files';
const FILES_PATH = '/files';

function cookieAttributes(req: Request, maxAgeSeconds: number): string {
  return [`Path=${FILES_PATH}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(req.secure ? ['Secure'] : [])].join('; ');
}

export async function setFilesCookie(req: Request, res: Response, userId: number, config: ApiConfig): Promise<void> {
  const seconds = config.refreshTokenDays * 86_400;
  const token = await signFilesToken(userId, config.jwtSecret, seconds);
  res.append('Set-Cookie', `${FILES_COOKIE}=${token}; ${cookieAttributes(req, seconds)}`);
}

export function clearFilesCookie(req: Request, res: Response): void {
  res.append('Set-Cookie', `${FILES_COOKIE}=; ${cookieAttributes(req, 0)}`);
}

/** The value of one cookie of the request, or undefined. */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/**
 * Guards /files: a signed-in browser's files cookie, or 401 JSON. A person opening a file address as a page
 * (a photo link in an exported workbook) is sent to sign in first, and comes back to the file.
 */
export function requireFilesCookie(config: ApiConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = readCookie(req, FILES_COOKIE);
    const userId = token ? await verifyFilesToken(token, config.jwtSecret) : null;
    if (userId !== null) return next();
    if (req.method === 'GET' && (req.header('accept') ?? '').includes('text/html')) {
      return res.redirect(302, `/login?next=${encodeURIComponent(req.originalUrl)}`);
    }
    next(unauthorized('Please sign in to see this file.'));
  };
}
