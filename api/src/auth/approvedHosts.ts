/**
 * Spec 000 §5: "Sign-in from a passed identity accepts only approved application hosts; any other host is
 * redirected to the public site." The list is a setting (APPROVED_HOSTS, api/src/config.ts). An entry is a host
 * name (any port: `svr.example.com`), a host with its port (`svr.example.com:8443`) or a wildcard of sub-domains
 * (`*.example.com`, which does not match `example.com` itself). Names compare without case.
 */

/** The host (name and port, lower case) an address or a Host header names, or null when it names none. */
export function hostOf(value: string | undefined | null): { name: string; port: string } | null {
  if (!value) return null;
  try {
    const url = new URL(value.includes('://') ? value : `http://${value}`);
    if (!url.hostname) return null;
    return { name: url.hostname.toLowerCase(), port: url.port };
  } catch {
    return null;
  }
}

/** Whether one list entry admits the host. */
function admits(entry: string, host: { name: string; port: string }): boolean {
  const wanted = entry.trim().toLowerCase();
  if (!wanted) return false;
  if (wanted.startsWith('*.')) return host.name.endsWith(wanted.slice(1)) && host.name.length > wanted.length - 1;
  const parsed = hostOf(wanted);
  if (!parsed || parsed.name !== host.name) return false;
  return parsed.port === '' || parsed.port === host.port;
}

/**
 * Whether an identity sign-in from this page may proceed. `origin` is the page's Origin header (browsers set it on
 * every POST and a page cannot change it); without one (a non-browser caller) the Host header the request was sent
 * to is checked instead.
 */
export function isApprovedHost(approved: readonly string[], origin: string | undefined, host: string | undefined) {
  const from = hostOf(origin && origin !== 'null' ? origin : host);
  return from !== null && approved.some((entry) => admits(entry, from));
}
