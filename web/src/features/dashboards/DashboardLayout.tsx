/**
 * The Dashboard area's shell (spec 002 §2 'Dashboard shell'): a bar with the searchable saved-dashboards dropdown
 * (the current dashboard's title and a down arrow, a search box, an edit pencil per entry), the Roll-ups link and
 * the View SVR Responses link, over the area's pages. The client and project switcher is the header's (changing
 * it refetches the dashboards). The bar loads with the area (lazy), not with the first screen.
 */
import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { Outlet, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { useDashboardsQuery } from '../../generated/graphql';
import { DashboardDialog } from './components/DashboardDialog';
import { DashboardPicker } from './components/DashboardPicker';
import { RouteTabPanel } from '../../ui/RouteTabPanel';
import { DASHBOARDS_PATH, forgetDashboard } from './model/paths';
import './dashboards.css';

const TABS = [
  { path: '/dashboard/roll-ups', label: 'Roll-ups' },
  { path: '/dashboard/svr-responses', label: 'View SVR Responses' },
] as const;

export function DashboardLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = useMatch('/dashboard/saved/:id');
  const currentId = saved?.params.id ? Number(saved.params.id) : null;
  const { data, refetch } = useDashboardsQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<number | null>(null);
  const dashboards = data?.dashboards ?? [];
  const current = TABS.find((t) => location.pathname.startsWith(t.path))?.path ?? 'none';
  const edited = dashboards.find((d) => d.id === editing) ?? null;

  return (
    <>
      <div className="svr-subnav svr-dashboard-bar">
        <DashboardPicker
          dashboards={dashboards}
          currentId={currentId}
          onOpen={(id) => navigate(`/dashboard/saved/${id}`)}
          onEdit={(id) => setEditing(id)}
        />
        <Tabs id="dashboard-tabs" selectedTabId={current} onChange={(id) => navigate(String(id))}>
          {TABS.map((t) => (
            <Tab key={t.path} id={t.path} title={t.label} />
          ))}
        </Tabs>
      </div>
      <RouteTabPanel tabsId="dashboard-tabs" current={current}>
        <Outlet />
      </RouteTabPanel>
      {edited && (
        <DashboardDialog
          isOpen
          dashboard={edited}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
          onDeleted={(id) => {
            setEditing(null);
            forgetDashboard(localStorage, id);
            void refetch();
            if (id === currentId) navigate(DASHBOARDS_PATH);
          }}
        />
      )}
    </>
  );
}
