/**
 * /logout (spec 000 §2): ends the session (the refresh token is revoked, browser storage and the
 * cache cleared) and goes to /, which sends a signed-out visitor to /login. The last step is a full
 * page load, not a client-side navigation: nothing of the signed-out user survives in memory, and no
 * in-flight query or re-render of the old session can race it.
 */
import { Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useSession } from '../../app/session/SessionContext';

export function LogoutPage() {
  const { signOut } = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A server that does not answer must not keep the user signed in on screen: go after 3 s anyway
    // (browser storage is cleared before the call to the server).
    const gone = new Promise((resolve) => setTimeout(resolve, 3000));
    void Promise.race([signOut().catch(() => undefined), gone]).then(() => window.location.replace('/'));
  }, [signOut]);
  return (
    <div className="svr-centered">
      <Spinner aria-label="Signing out" />
    </div>
  );
}
