/**
 * fetch for every call the app makes (GraphQL and the few REST streams): adds the bearer token and the
 * tenancy headers, rotates the short-lived access token once on a 401, and on a 401 or 403 it cannot
 * recover from logs the user out (spec 000 §6, §8).
 */
import { clearBrowserStorage, readAuth, readTenancy, writeAuth } from './storage';

type Listener = () => void;
let onSignedOut: Listener = () => {
  window.location.assign('/login');
};

/** The app shell decides what a forced logout does (clear the Apollo cache, go to /login). */
export function setSignedOutHandler(listener: Listener): void {
  onSignedOut = listener;
}

/**
 * Set once /logout has begun: the page is about to be replaced by a full load, so a call that fails
 * for want of the (already cleared) token must not start a second, competing navigation to /login —
 * Chromium aborts a pending page load when the page changes its own URL meanwhile.
 */
let leaving = false;

export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const auth = readAuth();
  if (auth) headers.authorization = `Bearer ${auth.token}`;
  const { clientId, projectId } = readTenancy();
  if (clientId !== null) headers['x-tenancy-client-id'] = String(clientId);
  if (projectId !== null) headers['x-tenancy-project-id'] = String(projectId);
  return headers;
}

/** Signs in with e-mail and password; answers the user or throws an Error with the api's message. */
export async function login(email: string, password: string) {
  const res = await fetch('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, strategy: 'local' }),
  });
  return storeTokens(res);
}

/**
 * The page is not on an approved application host (spec 000 §5): the api refused the identity and names the public
 * site to send the user to.
 */
export class HostNotApprovedError extends Error {
  constructor(readonly publicSiteUrl: string) {
    super('Sign-in from this address is not allowed.');
  }
}

/** Signs in from an identity (a refresh token passed in the address or a cookie), if this host is approved. */
export async function loginWithIdentity(identity: string) {
  const res = await fetch('/auth/identity', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity }),
  });
  if (res.status === 403) {
    const body = (await res.json().catch(() => null)) as { details?: { publicSiteUrl?: string } } | null;
    throw new HostNotApprovedError(body?.details?.publicSiteUrl ?? '/login');
  }
  return storeTokens(res);
}

async function storeTokens(res: Response) {
  const body = (await res.json().catch(() => null)) as { data?: StoredUser; message?: string } | null;
  const token = res.headers.get('x-access-token');
  const refreshToken = res.headers.get('x-refresh-token');
  if (!res.ok || !token || !refreshToken || !body?.data) {
    throw new Error(body?.message ?? 'Login failed. Please try again.');
  }
  const u = body.data;
  const user = {
    id: u.id,
    email: u.email,
    name: u.name,
    roleId: u.roleId,
    roleName: u.roleName,
    isClient: u.isClient,
    clientId: u.clientId ?? null,
  };
  writeAuth({ token, refreshToken, user });
  return user;
}

interface StoredUser {
  id: number;
  email: string;
  name: string;
  roleId: number;
  roleName: string;
  isClient: boolean;
  clientId?: number | null;
}

/** One rotation at a time: using a refresh token twice counts as reuse and revokes the session. */
let rotating: Promise<boolean> | null = null;
function refreshSession(): Promise<boolean> {
  rotating ??= (async () => {
    const auth = readAuth();
    if (!auth) return false;
    try {
      const res = await fetch('/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: auth.refreshToken }),
      });
      const token = res.headers.get('x-access-token');
      const refreshToken = res.headers.get('x-refresh-token');
      if (!res.ok || !token || !refreshToken) return false;
      writeAuth({ ...auth, token, refreshToken });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    rotating = null;
  });
  return rotating;
}

export async function logout(): Promise<void> {
  leaving = true;
  const auth = readAuth();
  clearBrowserStorage();
  if (auth) {
    await fetch('/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: auth.refreshToken }),
    }).catch(() => undefined);
  }
}

function withAuth(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  for (const [k, v] of Object.entries(authHeaders())) headers.set(k, v);
  return { ...init, headers };
}

export const authFetch: typeof fetch = async (input, init) => {
  let res = await fetch(input, withAuth(init));
  if (res.status === 401 && (await refreshSession())) res = await fetch(input, withAuth(init));
  if (res.status === 401 || res.status === 403) {
    clearBrowserStorage();
    if (!leaving) onSignedOut();
  }
  return res;
};
