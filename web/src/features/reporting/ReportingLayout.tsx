/**
 * The Reporting area (spec 001 §2.3): tabs SVRs, Meal Period and Check In over the pages below.
 * Client users get the SVRs tab only: Meal Period is hidden from them (spec 001 §6), and so is Check
 * In, whose every column (check-in and check-out times, time spent) the api withholds from them. Client
 * users have no Manage area, so their Saved Views menu sits on this tab bar.
 */
import { Tab, Tabs } from '@blueprintjs/core';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { RouteTabPanel } from '../../ui/RouteTabPanel';
import { SavedViewsMenu } from '../saved-views/components/SavedViewsMenu';
import { REPORTING_TABS } from './reportingPages';
import './reporting.css';

export function ReportingLayout() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isClient = user?.isClient ?? false;
  const tabs = REPORTING_TABS.filter((t) => !(t.staffOnly && isClient));
  const current = tabs.find((t) => location.pathname.startsWith(t.path))?.path ?? 'none';
  return (
    <>
      <div className="svr-subnav">
        <div className="svr-subnav-row">
          <Tabs id="reporting-tabs" selectedTabId={current} onChange={(id) => navigate(String(id))}>
            {tabs.map((t) => (
              <Tab key={t.path} id={t.path} title={t.label} />
            ))}
          </Tabs>
          {isClient && <SavedViewsMenu />}
        </div>
      </div>
      <RouteTabPanel tabsId="reporting-tabs" current={current}>
        <Outlet />
      </RouteTabPanel>
    </>
  );
}
