/**
 * /svrs/create and /svrs/{canonicalKey}: one builder per form (a new key opens a fresh one). An address
 * that cannot name a form opens the builder for a new one, as a form that is not found does.
 */
import { Navigate, useParams } from 'react-router-dom';
import { BuilderPage } from './BuilderPage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function BuilderRoute() {
  const { canonicalKey } = useParams();
  const key = canonicalKey && canonicalKey !== 'create' ? canonicalKey : null;
  if (key && !UUID.test(key)) return <Navigate to="/svrs/create" replace />;
  return <BuilderPage key={key ?? 'new'} canonicalKey={key} />;
}
