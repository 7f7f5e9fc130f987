/**
 * /dashboard/dashboards and /dashboard/saved/{id} (spec 002 §2 'Dashboard shell and view'): title 'Dashboard',
 * Create Dashboard and Add Widget (disabled with 'First, create or load a dashboard' until one is loaded), and the
 * dashboard's widgets in a two-column grid, all from one query (dashboard(id){ widgets { data } }). Without an id
 * (or with one that is gone) the page says '...redirecting to the first available dashboard.' and opens the
 * remembered dashboard or the first one. 'Loading...' / 'Please wait' shows while the dashboard is fetched.
 */
import { Alert, Button, Dialog, DialogBody, NonIdealState, Tooltip } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTenancy } from '../../app/tenancy/TenancyContext';
import { toastError } from '../../app/toaster';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import {
  type DashboardWidgetFieldsFragment,
  useDashboardQuery,
  useDashboardsQuery,
  useDeleteDashboardWidgetMutation,
  useMoveWidgetMutation,
} from '../../generated/graphql';
import { DashboardDialog } from './components/DashboardDialog';
import { MoveWidgetDialog } from './components/MoveWidgetDialog';
import { WidgetCard } from './components/WidgetCard';
import { DASHBOARDS_PATH, dashboardPath, dashboardToOpen, rememberDashboard } from './model/paths';
import './dashboards.css';

const WidgetCreatorDialog = lazy(() =>
  import('./creator/WidgetCreatorDialog').then((m) => ({ default: m.WidgetCreatorDialog })),
);

export const FIRST_CREATE_OR_LOAD = 'First, create or load a dashboard';
export const REDIRECTING = '...redirecting to the first available dashboard.';

type Creator = { widget?: DashboardWidgetFieldsFragment } | null;

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const dashboardId = parseId(rawId);
  const list = useDashboardsQuery({ fetchPolicy: 'cache-and-network' });
  const { data, loading, error, refetch } = useDashboardQuery({
    variables: { id: dashboardId ?? 0 },
    skip: dashboardId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [moveWidget] = useMoveWidgetMutation();
  const [deleteWidget] = useDeleteDashboardWidgetMutation();
  const { clientId } = useTenancy();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [creator, setCreator] = useState<Creator>(null);
  const [moving, setMoving] = useState<number | null>(null);

  const dashboard = dashboardId !== null && data?.dashboard?.id === dashboardId ? data.dashboard : null;
  // Gone (deleted, or not the caller's), or of another client than the one chosen in the header: the page moves on.
  const otherClient =
    dashboard !== null &&
    clientId !== null &&
    dashboard.tenancyClientId !== null &&
    dashboard.tenancyClientId !== clientId;
  const gone =
    (dashboardId !== null && !loading && !error && data !== undefined && data.dashboard === null) || otherClient;
  // The chosen client's dashboards (and those of no client): a list not yet refetched after the header's client
  // changed must not send the page back to a dashboard of the previous client.
  const listIds = useMemo(
    () =>
      (list.data?.dashboards ?? [])
        .filter((d) => clientId === null || d.tenancyClientId === null || d.tenancyClientId === clientId)
        .map((d) => d.id),
    [list.data, clientId],
  );
  const target = dashboardId === null && list.data ? dashboardToOpen(localStorage, listIds) : null;

  useEffect(() => {
    if (target !== null) navigate(dashboardPath(target), { replace: true });
    else if (gone) navigate(DASHBOARDS_PATH, { replace: true });
  }, [target, gone, navigate]);
  useEffect(() => {
    if (dashboard) rememberDashboard(localStorage, dashboard.id);
  }, [dashboard]);

  // The widgets in the dashboard's order (after a move the cache has the new widgetIds before any refetch).
  const widgets = useMemo(() => {
    if (!dashboard) return [];
    const byId = new Map(dashboard.widgets.map((w) => [w.id, w]));
    return dashboard.widgetIds.flatMap((id) => byId.get(id) ?? []);
  }, [dashboard]);
  const moved = widgets.find((w) => w.id === moving);

  async function removeWidget(fromDashboard: number, id: number) {
    try {
      const answer = await deleteWidget({ variables: { id, dashboardId: fromDashboard } });
      const problem = answer.data?.deleteWidget.error?.message;
      if (problem) toastError(problem);
      else void refetch();
    } catch (e) {
      toastError(e instanceof Error ? e.message : String(e));
    }
  }

  const waiting =
    (dashboardId !== null && loading && !dashboard) || (dashboardId === null && list.loading && !list.data);
  const redirecting = target !== null || gone;

  return (
    <div className="svr-page svr-dashboard-page">
      <div className="svr-page-header">
        <h2 className="bp6-heading">Dashboard</h2>
        <div className="svr-toolbar svr-dashboard-actions">
          <Button icon="add" text="Create Dashboard" onClick={() => setCreating(true)} />
          <Tooltip content={FIRST_CREATE_OR_LOAD} disabled={dashboard !== null}>
            <Button
              intent="primary"
              icon="widget"
              text="Add Widget"
              disabled={!dashboard}
              onClick={() => setCreator({})}
            />
          </Tooltip>
        </div>
      </div>
      {dashboard && <h3 className="bp6-heading svr-dashboard-title">{dashboard.title}</h3>}

      {redirecting && <p className="svr-muted">{REDIRECTING}</p>}
      {error && !dashboard && (
        <NonIdealState icon="error" title="The dashboard could not be loaded" description={error.message} />
      )}
      {dashboardId === null && list.data && listIds.length === 0 && (
        <NonIdealState
          icon="dashboard"
          title="No dashboards yet"
          description="Create a dashboard, then add widgets to it."
          action={<Button intent="primary" icon="add" text="Create Dashboard" onClick={() => setCreating(true)} />}
        />
      )}
      {dashboard && widgets.length === 0 && (
        <NonIdealState icon="widget" title="This dashboard has no widgets" description="Add Widget puts one here." />
      )}
      {dashboard && widgets.length > 0 && (
        <div className="svr-widget-grid">
          {widgets.map((w) => (
            <WidgetCard
              key={w.id}
              widget={w}
              refreshing={loading}
              onEdit={() => setCreator({ widget: w })}
              onMove={() => setMoving(w.id)}
              onDelete={() => setDeleting(w.id)}
            />
          ))}
        </div>
      )}

      <Dialog isOpen={waiting} title="Loading..." isCloseButtonShown={false} className="svr-dashboard-loading">
        <DialogBody>Please wait</DialogBody>
      </Dialog>
      {creating && (
        <DashboardDialog
          isOpen
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            void list.refetch();
            navigate(dashboardPath(id));
          }}
        />
      )}
      {dashboard && moved && (
        <MoveWidgetDialog
          isOpen
          widgetTitle={moved.title}
          position={widgets.indexOf(moved) + 1}
          count={widgets.length}
          onClose={() => setMoving(null)}
          onMove={async (position) => {
            try {
              const answer = await moveWidget({
                variables: { dashboardId: dashboard.id, widgetId: moved.id, position },
              });
              const problem = answer.data?.moveWidget.error?.message ?? null;
              if (!problem) setMoving(null);
              return problem;
            } catch (e) {
              return e instanceof Error ? e.message : String(e);
            }
          }}
        />
      )}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        cancelButtonText="Cancel"
        confirmButtonText="Yes"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting;
          setDeleting(null);
          if (dashboard && id !== null) void removeWidget(dashboard.id, id);
        }}
      >
        Are you sure?
      </Alert>
      {dashboard && creator && (
        <Suspense fallback={null}>
          <WidgetCreatorDialog
            isOpen
            dashboardId={dashboard.id}
            widget={creator.widget}
            onClose={() => setCreator(null)}
            onSaved={() => {
              setCreator(null);
              void refetch();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
