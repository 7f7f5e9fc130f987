/**
 * The Manage area (staff only): its tabs over the pages below. Client users never get here
 * (RequireStaff), and do not see the SVRs, Review SVR Responses or Common Questions tabs. The one
 * exception is /manage/saved-views (spec 002: a client user saving a view lands there): it renders this
 * layout too, with the Saved Views menu (spec 002 §2, 'under Manage') and, for client users, no tabs.
 */
import { Tab, Tabs } from '@blueprintjs/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { RouteTabPanel } from '../../ui/RouteTabPanel';
import { SavedViewsMenu } from '../saved-views/components/SavedViewsMenu';

/** Tabs of the pages built so far; a tab is added with its page. */
export const MANAGE_TABS = [
  { path: '/manage/svrs', label: 'SVRs' },
  { path: '/manage/svr-responses', label: 'Review SVR Responses' },
  { path: '/manage/common-questions', label: 'Common Questions' },
] as const;

export function ManageLayout() {
  const { user } = useSession();
  const tabs = user?.isClient ? [] : MANAGE_TABS;
  const location = useLocation();
  const navigate = useNavigate();
  // No match (a saved view) selects no tab: Blueprint would select the first one for undefined.
  const current = tabs.find((t) => location.pathname.startsWith(t.path))?.path ?? 'none';
  return (
    <>
      <div className="svr-subnav">
        {/* The Saved Views menu sits beside the tab list, not in it: a tab list holds only tabs. */}
        <div className="svr-subnav-row">
          <Tabs id="manage-tabs" selectedTabId={current} onChange={(id) => navigate(String(id))}>
            {tabs.map((t) => (
              <Tab key={t.path} id={t.path} title={t.label} />
            ))}
          </Tabs>
          <SavedViewsMenu />
        </div>
      </div>
      <RouteTabPanel tabsId="manage-tabs" current={current}>
        <Outlet />
      </RouteTabPanel>
    </>
  );
}
