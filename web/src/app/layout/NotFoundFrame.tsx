/**
 * The frame of an unknown address (spec 000 §2): signed in, the usual frame (top navigation) around
 * 'Page Not Found'; signed out, the page alone — an address no route knows is not a protected area, so it
 * does not send the visitor to /login.
 */
import { Outlet } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { AppLayout } from './AppLayout';

export function NotFoundFrame() {
  const { user } = useSession();
  return user ? <AppLayout /> : <Outlet />;
}
