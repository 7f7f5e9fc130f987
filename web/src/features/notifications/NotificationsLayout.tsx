/**
 * /notifications (spec 001 §2.4): the area's title and, for staff only, the Create and Sent tabs over its pages.
 * Client users get neither the tabs nor the sub-routes (the routes answer 'Page Not Found' to them). Loaded with
 * the shell, so it imports nothing of the area's pages.
 */
import { H2, Tab, Tabs } from '@blueprintjs/core';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { RouteTabPanel } from '../../ui/RouteTabPanel';

const TABS = [
  { path: '/notifications/create', label: 'Create' },
  { path: '/notifications/sent', label: 'Sent' },
] as const;

export function NotificationsLayout() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (user?.isClient)
    return (
      <div className="svr-page">
        <H2>Notifications</H2>
      </div>
    );
  const current = TABS.find((t) => location.pathname.startsWith(t.path))?.path ?? 'none';
  return (
    <>
      <div className="svr-subnav">
        <Tabs id="notification-tabs" selectedTabId={current} onChange={(id) => navigate(String(id))}>
          {TABS.map((t) => (
            <Tab key={t.path} id={t.path} title={t.label} />
          ))}
        </Tabs>
      </div>
      <RouteTabPanel tabsId="notification-tabs" current={current}>
        <Outlet />
      </RouteTabPanel>
    </>
  );
}

/** /notifications itself: staff land on the Sent list; client users see only the area's title. */
export function NotificationsIndex() {
  const { user } = useSession();
  useDocumentTitle('Notifications');
  return user?.isClient ? null : <Navigate to="/notifications/sent" replace />;
}
