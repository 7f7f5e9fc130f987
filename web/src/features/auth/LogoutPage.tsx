/** /logout: ends the session (the refresh token is revoked) and goes to /. */
import { Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';

export function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);
  return (
    <div className="svr-centered">
      <Spinner aria-label="Signing out" />
    </div>
  );
}
