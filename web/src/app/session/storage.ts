/**
 * What the browser keeps between visits (spec 000 §1, §4): the signed-in session, the chosen client
 * and project, and the session cookie whose absence means the session has expired. The gateway's
 * explorer reads the same keys (gateway/explorer/session.ts), so analysts are signed in there too.
 */
export const AUTH_KEY = 'svr.auth';
export const TENANCY_KEY = 'svr.tenancy';
/** A session cookie (no expiry): it disappears when the browser session ends. */
export const SESSION_COOKIE = 'svr_session';
/** The identity cookie /login signs in from, as the spec's sign-in handler does. */
export const IDENTITY_COOKIE = 'svr_identity';

/** Role 1: the administrator (spec 000 §9, 001 §6): BYPASS DUPLICATE PHOTO CHECK, bulk ARCHIVE, DELETE, RESET, ACTIVATE. */
export const ADMIN_ROLE_ID = 1;

export const isAdministrator = (user: Pick<SessionUser, 'roleId'> | null | undefined): boolean =>
  user?.roleId === ADMIN_ROLE_ID;

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  roleId: number;
  roleName: string;
  isClient: boolean;
  clientId: number | null;
}

export interface StoredAuth {
  token: string;
  refreshToken: string;
  user: SessionUser;
}

export interface StoredTenancy {
  clientId: number | null;
  projectId: number | null;
}

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const isSessionUser = (v: unknown): v is SessionUser =>
  isObject(v) &&
  typeof v.id === 'number' &&
  typeof v.email === 'string' &&
  typeof v.name === 'string' &&
  typeof v.roleId === 'number' &&
  typeof v.roleName === 'string' &&
  typeof v.isClient === 'boolean' &&
  (v.clientId === null || typeof v.clientId === 'number');

/** The stored session, or null when there is none or it is not one this app wrote (then the person signs in again). */
export function readAuth(): StoredAuth | null {
  const value = readJson(AUTH_KEY);
  if (
    !isObject(value) ||
    typeof value.token !== 'string' ||
    typeof value.refreshToken !== 'string' ||
    !isSessionUser(value.user)
  )
    return null;
  return { token: value.token, refreshToken: value.refreshToken, user: value.user };
}

export function writeAuth(auth: StoredAuth): void {
  localStorage.setItem(AUTH_KEY, JSON.stringify(auth));
  document.cookie = `${SESSION_COOKIE}=1; path=/; SameSite=Lax`;
}

const toId = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

export function readTenancy(): StoredTenancy {
  const value = readJson(TENANCY_KEY);
  if (!isObject(value)) return { clientId: null, projectId: null };
  return { clientId: toId(value.clientId), projectId: toId(value.projectId) };
}

export function writeTenancy(tenancy: StoredTenancy): void {
  localStorage.setItem(TENANCY_KEY, JSON.stringify(tenancy));
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

/** Logout and the session-expired Reload clear everything the app keeps in the browser. */
export function clearBrowserStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
  deleteCookie(SESSION_COOKIE);
  deleteCookie(IDENTITY_COOKIE);
}
