/**
 * The Dashboard area's top bar (spec 002 §2 'Dashboard shell'): the Roll-ups link and the View SVR Responses
 * link over the area's pages. The dashboards themselves (dropdown, widgets) are not built yet.
 */
import { Tab, Tabs } from '@blueprintjs/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ROLLUPS_PATH } from './model/rollupStatus';

const TABS = [
  { path: ROLLUPS_PATH, label: 'Roll-ups' },
  { path: '/dashboard/svr-responses', label: 'View SVR Responses' },
] as const;

export function DashboardLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = TABS.find((t) => location.pathname.startsWith(t.path))?.path ?? 'none';
  return (
    <>
      <div className="svr-subnav">
        <Tabs id="dashboard-tabs" selectedTabId={current} onChange={(id) => navigate(String(id))}>
          {TABS.map((t) => (
            <Tab key={t.path} id={t.path} title={t.label} />
          ))}
        </Tabs>
      </div>
      <Outlet />
    </>
  );
}
