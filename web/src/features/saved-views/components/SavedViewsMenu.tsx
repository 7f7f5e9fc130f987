/**
 * The Saved Views menu (spec 002 §2): a button on the Manage tab bar (and, for client users who have
 * no Manage tabs, on the Reporting tab bar) opening the active saved views, sorted by title, without
 * those restricted from the current user; 'All saved views' opens the list. Hidden when there are none.
 */
import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/SessionContext';
import { useTenancy } from '../../../app/tenancy/TenancyContext';
import { useSavedViewsQuery } from '../../../generated/graphql';
import { menuViews } from '../model/menuViews';
import '../savedViews.css';

export const SAVED_VIEWS_PATH = '/manage/saved-views';

export function SavedViewsMenu() {
  const { user } = useSession();
  const { client } = useTenancy();
  const navigate = useNavigate();
  const location = useLocation();
  // Spec 002 §7: the current client's views, or every client's when none is chosen.
  const { data } = useSavedViewsQuery({ variables: { allClients: !client, statuses: ['ACTIVE'] } });
  const views = menuViews(data?.savedViews ?? [], user?.id);
  if (views.length === 0) return null;
  const here = location.pathname.startsWith(SAVED_VIEWS_PATH);
  return (
    <Popover
      placement="bottom-start"
      minimal
      content={
        <Menu className="svr-saved-views-menu" aria-label="Saved views">
          {views.map((v) => (
            <MenuItem
              key={v.id}
              icon="th-filtered"
              text={v.title}
              active={location.pathname === `${SAVED_VIEWS_PATH}/${v.id}`}
              onClick={() => navigate(`${SAVED_VIEWS_PATH}/${v.id}`)}
            />
          ))}
          <MenuDivider />
          <MenuItem icon="list" text="All saved views" onClick={() => navigate(SAVED_VIEWS_PATH)} />
        </Menu>
      }
    >
      <Button
        className={`svr-tab-menu${here ? ' svr-tab-menu--current' : ''}`}
        variant="minimal"
        endIcon="caret-down"
        text="Saved Views"
      />
    </Popover>
  );
}
