/**
 * The explorer signs requests with the web app's session (same origin, same local storage): the access
 * token of 'svr.auth' and the chosen client/project of 'svr.tenancy'. On a 401 it rotates the tokens once
 * through /auth/refresh and writes them back, so the web app keeps working with the new pair.
 */
export const AUTH_KEY = 'svr.auth';
export const TENANCY_KEY = 'svr.tenancy';

export interface StoredAuth {
  token: string;
  refreshToken?: string;
  user?: { email?: string; name?: string; roleName?: string };
}

export interface StoredTenancy {
  clientId?: number | string | null;
  projectId?: number | string | null;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const readAuth = (): StoredAuth | null => {
  const auth = readJson<StoredAuth>(AUTH_KEY);
  return auth && typeof auth.token === 'string' && auth.token ? auth : null;
};

export const readTenancy = (): StoredTenancy => readJson<StoredTenancy>(TENANCY_KEY) ?? {};

/** Authorization and tenancy headers from storage; headers typed in GraphiQL's header editor win. */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const auth = readAuth();
  if (auth) headers.authorization = `Bearer ${auth.token}`;
  const { clientId, projectId } = readTenancy();
  if (clientId !== null && clientId !== undefined && clientId !== '') headers['x-tenancy-client-id'] = String(clientId);
  if (projectId !== null && projectId !== undefined && projectId !== '')
    headers['x-tenancy-project-id'] = String(projectId);
  return headers;
}

/**
 * Rotates the stored tokens; answers false when there is nothing to rotate or the api refuses.
 * Concurrent callers (GraphiQL's schema fetch and a query) share one rotation: using a refresh token
 * twice counts as reuse, and the api then revokes the whole session.
 */
let rotating: Promise<boolean> | null = null;
export function refreshSession(): Promise<boolean> {
  rotating ??= rotate().finally(() => {
    rotating = null;
  });
  return rotating;
}

async function rotate(): Promise<boolean> {
  const auth = readAuth();
  if (!auth?.refreshToken) return false;
  const res = await fetch('/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: auth.refreshToken }),
  });
  const token = res.headers.get('x-access-token');
  const refreshToken = res.headers.get('x-refresh-token');
  if (!res.ok || !token || !refreshToken) return false;
  localStorage.setItem(AUTH_KEY, JSON.stringify({ ...auth, token, refreshToken }));
  return true;
}
