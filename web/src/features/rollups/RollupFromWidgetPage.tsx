/**
 * /dashboard/roll-ups/from-widget/{widgetNamespace} (spec 002 §2): a roll-up built from a dashboard widget.
 * The widget is found by its namespace (model/widgetNamespace.ts); the page shows what it rolls up (title,
 * questions, filter) and saves it as a roll-up (the Save As Roll-up dialog, prefilled with the widget's
 * questions and filter), then opens the roll-up page. The spec does not show the widget's own save call.
 */
import { Button, Callout, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { storedName, WIDGET_TYPES } from '@svr/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRollupWidgetQuery } from '../../generated/graphql';
import type { FilterParam, FilterType } from '../filters/model/types';
import { BACK_TO_ALL, ROLLUPS_PATH } from './model/rollupStatus';
import { widgetIdOf } from './model/widgetNamespace';
import './rollups.css';

const SaveRollupDialog = lazy(() =>
  import('./components/SaveRollupDialog').then((m) => ({ default: m.SaveRollupDialog })),
);

const FILTER_TYPES: readonly FilterType[] = ['Date', 'String', 'Number', 'range'];

/** The widget's saved filters (JSON) as the panel's parameters; entries that are not parameters are left out. */
export function widgetFilters(raw: unknown): FilterParam[] {
  const list: unknown = typeof raw === 'string' ? safeParse(raw) : raw;
  if (!Array.isArray(list)) return [];
  return list.flatMap((f: unknown) => {
    if (!f || typeof f !== 'object') return [];
    const o = f as Record<string, unknown>;
    if (typeof o.label !== 'string' || typeof o.path !== 'string') return [];
    const type = FILTER_TYPES.find((t) => t === o.type) ?? 'String';
    const data = Array.isArray(o.data)
      ? o.data.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      : [];
    return [{ label: o.label, path: o.path, pathStr: o.path, type, data, exclude: o.exclude === true }];
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function RollupFromWidgetPage() {
  useDocumentTitle('Roll-up from widget');
  const { widgetNamespace = '' } = useParams();
  const widgetId = widgetIdOf(localStorage, widgetNamespace);
  const { data, loading, error } = useRollupWidgetQuery({ variables: { id: widgetId ?? 0 }, skip: widgetId === null });
  const [saving, setSaving] = useState(false);
  const widget = data?.widgets[0];
  const back = (
    <Link to={ROLLUPS_PATH} className="svr-rollup-back">
      {`← ${BACK_TO_ALL}`}
    </Link>
  );

  if (widgetId === null || (data && !widget))
    return (
      <div className="svr-page">
        {back}
        <NonIdealState
          icon="widget"
          title="Widget not found"
          description={`No widget is known in this browser for '${widgetNamespace}'. Open the roll-up from its widget on the dashboard.`}
        />
      </div>
    );
  if (error)
    return (
      <div className="svr-page">
        {back}
        <Callout intent="danger" title="The widget could not be loaded">
          {error.message}
        </Callout>
      </div>
    );
  if (loading || !widget) return <Spinner aria-label="Loading widget" />;

  const filters = widgetFilters(widget.filters);
  return (
    <div className="svr-page svr-rollup-page">
      {back}
      <div className="svr-rollup-heading">
        <H3>{widget.title}</H3>
        <span className="svr-toolbar-spacer" />
        <Button intent="primary" icon="th-list" text="Save As Roll-up" onClick={() => setSaving(true)} />
      </div>
      {widget.description && <p className="svr-muted">{widget.description}</p>}
      <HTMLTable compact className="svr-table" aria-label="Widget roll-up">
        <tbody>
          <tr>
            <th>Questions</th>
            <td>{widget.formQuestionCanonicalKeys.join(', ') || 'None'}</td>
          </tr>
          {filters.map((f) => (
            <tr key={f.label}>
              <th>{f.label}</th>
              <td>{`${f.exclude ? 'not ' : ''}${f.data.join(', ')}`}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {saving && (
        <Suspense fallback={null}>
          <SaveRollupDialog
            isOpen
            filters={filters}
            initial={{
              title: widget.title,
              description: widget.description ?? '',
              keys: widget.formQuestionCanonicalKeys,
              widgetType: widget.widgetType ? (storedName(WIDGET_TYPES, widget.widgetType) ?? null) : null,
            }}
            onClose={() => setSaving(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
