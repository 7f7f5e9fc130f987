/** Staff-only areas (Manage, Notifications): client users do not have them, so they find no page there. */
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { useSession } from '../session/SessionContext';

export interface RequireStaffProps {
  children: ReactNode;
}

export function RequireStaff({ children }: RequireStaffProps) {
  const { user } = useSession();
  return user?.isClient ? <NotFoundPage /> : <>{children}</>;
}
