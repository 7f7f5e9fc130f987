/**
 * /report/widgets/{id}/edit (spec 002 §2 Routes: where the user goes after editing a widget outside a dashboard):
 * the widget as a dashboard shows it, and Edit Widget opening the creator on it; saving shows the widget again.
 */
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useDashboardWidgetsQuery } from '../../generated/graphql';
import { WidgetCard } from './components/WidgetCard';
import { DASHBOARDS_PATH } from './model/paths';
import './dashboards.css';

const WidgetCreatorDialog = lazy(() =>
  import('./creator/WidgetCreatorDialog').then((m) => ({ default: m.WidgetCreatorDialog })),
);

export function WidgetEditPage() {
  useDocumentTitle('Edit Widget');
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useDashboardWidgetsQuery({
    variables: { ids: [valid ? id : 0] },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState(false);
  const widget = data?.widgets[0];

  let body;
  if (widget)
    body = (
      <div className="svr-widget-single">
        <WidgetCard widget={widget} refreshing={loading} onEdit={() => setEditing(true)} />
      </div>
    );
  else if (loading) body = <Spinner aria-label="Loading widget" />;
  else
    body = (
      <NonIdealState
        icon={error ? 'error' : 'widget'}
        title={error ? 'The widget could not be loaded' : 'Widget not found'}
        description={error?.message}
      />
    );

  return (
    <div className="svr-page">
      <Link to={DASHBOARDS_PATH}>← Dashboards</Link>
      <div className="svr-page-header">
        <h2 className="bp6-heading">Edit Widget</h2>
        <Button intent="primary" icon="edit" text="Edit Widget" disabled={!widget} onClick={() => setEditing(true)} />
      </div>
      {body}
      {widget && editing && (
        <Suspense fallback={null}>
          <WidgetCreatorDialog
            isOpen
            dashboardId={null}
            widget={widget}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              void refetch();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
