/**
 * The Dashboard area's top bar (spec 002 §2 'Dashboard shell'): the Roll-ups link and the View SVR Responses
 * link over the area's pages. The dashboards themselves (dropdown, widgets) are not built yet.
 */
import { Tab, Tabs } from '@blueprintjs/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

// The paths are written here rather than imported from the roll-up pages' modules: this bar is in the shell
// every page loads, and a module shared with the lazy roll-up chunks re-splits the shell (+7 kB gzip measured).
const TABS = [
  { path: '/dashboard/roll-ups', label: 'Roll-ups' },
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
