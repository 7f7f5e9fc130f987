/**
 * /login and /ulg (spec 000 §2, §5): signs in from an identity passed in the address (?identity=) or
 * the identity cookie, then goes to / (or where the user was going). With no identity it shows a
 * sign-in form, so a new user can get in. A stored file's address as `next` (a photo link opened from an
 * exported workbook, `/files/open/{uuid}`, or a file address that expired) is no app page: once signed in,
 * the app asks the api for a fresh signed address of it, which the api gives only if the user may see the
 * file, and loads it.
 */
import { Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { authFetch, HostNotApprovedError, login, loginWithIdentity } from '../../app/session/authFetch';
import { useSession } from '../../app/session/SessionContext';
import { deleteCookie, IDENTITY_COOKIE, readCookie } from '../../app/session/storage';
import { PRODUCT_NAME, useDocumentTitle } from '../../app/useDocumentTitle';
import { LoginForm } from './components/LoginForm';

/** Only paths inside the app: an address from elsewhere never becomes a redirect target. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

const isFile = (next: string) => next.startsWith('/files/');

const OPEN_LINK = /^\/files\/open\/([0-9a-fA-F-]{36})$/;

/** The api call answering a fresh signed address for a stored file's stable or expired address. */
function linkCall(next: string): string {
  const open = OPEN_LINK.exec(next.split('?')[0]);
  return open ? `/api/v2/document/uuid/${open[1]}/link` : `/api/v2/document/link?url=${encodeURIComponent(next)}`;
}

/** Signed in, on the way to a stored file: asks the api for its signed address, then loads it. */
function ToFile({ next }: { next: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authFetch(linkCall(next))
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as { data?: { url?: string }; message?: string } | null;
        if (res.ok && body?.data?.url) window.location.replace(body.data.url);
        else setFailed(body?.message ?? `The server answered ${res.status}.`);
      })
      .catch(() => setFailed('The server could not be reached.'));
  }, [next]);
  return (
    <div className="svr-login">
      <Card className="svr-login-card" elevation={2}>
        {failed ? (
          <Callout intent={Intent.DANGER} role="alert" title="The file could not be opened">
            {failed} Reload the page to try again.
          </Callout>
        ) : (
          <div className="svr-centered-small">
            <Spinner size={32} aria-label="Opening the file" />
            <p>Opening the file…</p>
          </div>
        )}
      </Card>
    </div>
  );
}

export function LoginPage() {
  useDocumentTitle('Sign in');
  const { user, signedIn } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  const [identity] = useState(() => params.get('identity') ?? readCookie(IDENTITY_COOKIE));
  const [pending, setPending] = useState(Boolean(identity));
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!identity || started.current) return;
    started.current = true;
    deleteCookie(IDENTITY_COOKIE); // an identity is a one-time token
    loginWithIdentity(identity)
      .then((u) => {
        signedIn(u);
        if (isFile(next)) setPending(false);
        else navigate(next, { replace: true });
      })
      .catch((e: unknown) => {
        // Not an approved application host: off to the public site, the identity unused (spec 000 §5).
        if (e instanceof HostNotApprovedError) {
          window.location.replace(e.publicSiteUrl);
          return;
        }
        setError('Login failed. Please try again.');
        setPending(false);
      });
  }, [identity, next, navigate, signedIn]);

  if (user && !pending && isFile(next)) return <ToFile next={next} />;
  if (user && !pending) return <Navigate to={next} replace />;

  const submit = async (email: string, password: string) => {
    setError(null);
    try {
      const u = await login(email, password);
      signedIn(u);
      if (!isFile(next)) navigate(next, { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Login failed. Please try again.');
    }
  };

  return (
    <div className="svr-login">
      <Card className="svr-login-card" elevation={2}>
        <div className="svr-login-brand">
          <span className="svr-brand-mark" aria-hidden>
            SVR
          </span>
          <h1>{PRODUCT_NAME}</h1>
        </div>
        {pending ? (
          <div className="svr-centered-small">
            <Spinner size={32} aria-label="Signing in" />
            <p>Signing you in…</p>
          </div>
        ) : (
          <>
            {error && (
              <Callout intent={Intent.DANGER} className="svr-login-error" role="alert">
                {error}
              </Callout>
            )}
            <LoginForm onSubmit={submit} />
          </>
        )}
      </Card>
    </div>
  );
}
