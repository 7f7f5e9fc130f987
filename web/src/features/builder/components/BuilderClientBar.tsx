import { H2 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { TenancyPickers } from '../../../app/tenancy/TenancyPickers';

/** The page heading with the client and project selector (the header hides its own on /svrs routes). */
export function BuilderClientBar() {
  return (
    <div className="svr-builder-bar">
      <div>
        <Link to="/manage/svrs" className="svr-muted">
          ‹ SVRs
        </Link>
        <H2 className="svr-builder-heading">Build SVR</H2>
      </div>
      <TenancyPickers />
    </div>
  );
}
