/** /account (spec 000 §2): who is signed in, the client and project selector and LOGOUT. */
import { Button, Card, H2, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { TenancyPickers } from '../../app/tenancy/TenancyPickers';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export function AccountPage() {
  useDocumentTitle('Account');
  const { user } = useSession();
  const navigate = useNavigate();

  return (
    <div className="svr-page svr-page--narrow">
      <H2>Account</H2>
      <Card className="svr-card">
        <dl className="svr-facts">
          <dt>Name</dt>
          <dd>{user?.name}</dd>
          <dt>E-mail</dt>
          <dd>{user?.email}</dd>
          <dt>Role</dt>
          <dd>{user?.roleName}</dd>
        </dl>
      </Card>
      <Card className="svr-card">
        <h3 className="svr-card-title">Client and project</h3>
        <p className="svr-muted">Lists, reports and dashboards show the data of the client and project chosen here.</p>
        <TenancyPickers labelled />
      </Card>
      <Button intent={Intent.DANGER} icon="log-out" text="LOGOUT" onClick={() => navigate('/logout')} />
    </div>
  );
}
