/** Staff-only areas (Manage, Notifications): client users do not have them, so they find no page there. */
import { Outlet } from 'react-router-dom';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { useSession } from '../session/SessionContext';

export function RequireStaff() {
  const { user } = useSession();
  return user?.isClient ? <NotFoundPage /> : <Outlet />;
}
