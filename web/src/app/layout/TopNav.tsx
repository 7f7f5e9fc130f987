/**
 * The top navigation (spec 000 §2): Dashboard, Manage (hidden from client users), Reporting, the client
 * and project pickers (hidden on /svrs/{id} routes) and the user menu. Only areas with working pages get
 * an entry; Notifications is staff only (spec 001 §2.4).
 */
import {
  Alignment,
  Button,
  Classes,
  Menu,
  MenuDivider,
  MenuItem,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
  Popover,
} from '@blueprintjs/core';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { TenancyPickers } from '../tenancy/TenancyPickers';
import { PRODUCT_NAME } from '../useDocumentTitle';

interface NavEntry {
  to: string;
  label: string;
  staffOnly: boolean;
  /** The area whose routes make the entry current. */
  area: string;
}

const ENTRIES: NavEntry[] = [
  { to: '/dashboard', label: 'Dashboard', staffOnly: false, area: '/dashboard' },
  { to: '/manage/svrs', label: 'Manage', staffOnly: true, area: '/manage' },
  { to: '/reporting/svrs', label: 'Reporting', staffOnly: false, area: '/reporting' },
  { to: '/notifications/sent', label: 'Notifications', staffOnly: true, area: '/notification' },
];

export function TopNav() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const onFormRoute = /^\/svrs\/[^/]+/.test(location.pathname);
  const entries = ENTRIES.filter((e) => !(e.staffOnly && user?.isClient));

  return (
    <Navbar className="svr-navbar" fixedToTop>
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading>
          {/* Named by its text (WCAG 2.5.3 'label in name'); on a phone the name is hidden and the mark shows. */}
          <Link to="/" className="svr-brand">
            <span className="svr-brand-mark" aria-hidden>
              SVR
            </span>
            <span className="svr-brand-name">{PRODUCT_NAME}</span>
          </Link>
        </NavbarHeading>
        <NavbarDivider className="svr-nav-divider" />
        <nav aria-label="Main" className="svr-nav">
          {entries.map((e) => (
            <NavLink
              key={e.to}
              to={e.to}
              className={() =>
                [
                  Classes.BUTTON,
                  Classes.MINIMAL,
                  'svr-nav-link',
                  location.pathname.startsWith(e.area) ? Classes.ACTIVE : '',
                ].join(' ')
              }
            >
              {e.label}
            </NavLink>
          ))}
        </nav>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        {!onFormRoute && <TenancyPickers />}
        <NavbarDivider className="svr-nav-divider" />
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem disabled text={user?.email} label={user?.roleName} />
              <MenuDivider />
              <MenuItem icon="cog" text="Account" onClick={() => navigate('/account')} />
              {!user?.isClient && (
                <MenuItem icon="code" text="GraphQL explorer" href="/graphql" target="_blank" rel="noopener" />
              )}
              <MenuItem icon="log-out" text="Logout" onClick={() => navigate('/logout')} />
            </Menu>
          }
        >
          <Button
            className="svr-user-button"
            variant="minimal"
            icon="user"
            endIcon="caret-down"
            text={user?.name}
            title={user?.name}
          />
        </Popover>
      </NavbarGroup>
    </Navbar>
  );
}
