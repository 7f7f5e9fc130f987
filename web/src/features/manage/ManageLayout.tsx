/**
 * The Manage area (staff only): its tabs over the pages below. Client users never get here
 * (RequireStaff), and do not see the SVRs, Review SVR Responses or Common Questions tabs.
 */
import { Tab, Tabs } from '@blueprintjs/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

/** Tabs of the pages built so far; a tab is added with its page. */
export const MANAGE_TABS = [
  { path: '/manage/svrs', label: 'SVRs' },
  { path: '/manage/common-questions', label: 'Common Questions' },
] as const;

export function ManageLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = MANAGE_TABS.find((t) => location.pathname.startsWith(t.path))?.path;
  return (
    <>
      <div className="svr-subnav">
        <Tabs id="manage-tabs" selectedTabId={current} onChange={(id) => navigate(String(id))}>
          {MANAGE_TABS.map((t) => (
            <Tab key={t.path} id={t.path} title={t.label} />
          ))}
        </Tabs>
      </div>
      <Outlet />
    </>
  );
}
