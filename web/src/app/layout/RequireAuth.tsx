/** Protected areas: without a session the user goes to /login, and comes back after signing in. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionContext';

export interface RequireAuthProps {
  children: ReactNode;
}

export function RequireAuth({ children }: RequireAuthProps) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const next = location.pathname + location.search;
    return <Navigate to={`/login${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`} replace />;
  }
  return <>{children}</>;
}
