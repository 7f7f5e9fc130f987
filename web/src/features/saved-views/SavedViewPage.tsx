/**
 * /manage/saved-views/{savedViewId} (spec 002 §2): one saved view, where the user lands after Save As
 * View. Its title and description over the SVR responses of its filters, which start from the view's
 * parameters and can be refined there (the refinement is not written back to the view, nor to the
 * browser's copy of any page's filters). A view that does not exist, was deleted or is not visible to
 * the user gets a message and a way back.
 */
import { Button, Classes, H2, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useSavedViewQuery } from '../../generated/graphql';
import { parseParams } from '../filters/model/storage';
import type { FilterPageConfig } from '../filters/model/types';
import { RESPONSES_TABLE_TITLE } from '../responses/model/pages';
import { ResponsesView } from '../responses/ResponsesView';
import { formatDate } from '../../ui/format';
import { SAVED_VIEWS_PATH } from './components/SavedViewsMenu';
import './savedViews.css';

/** The view's own filters carry the client and project they were saved with: nothing is injected. */
const SAVED_VIEW_PAGE: FilterPageConfig = {
  namespace: 'savedView',
  injectTenancy: false,
  isDashboard: false,
  reviewQueue: false,
};

const backLink = (
  <Link to={SAVED_VIEWS_PATH} className={Classes.BUTTON}>
    <Icon icon="list" />
    <span className={Classes.BUTTON_TEXT}>All saved views</span>
  </Link>
);

export function SavedViewPage() {
  const { savedViewId } = useParams();
  const id = Number(savedViewId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useSavedViewQuery({ variables: { id }, skip: !valid });
  const view = data?.savedView ?? null;
  useDocumentTitle(view?.title ?? 'Saved View');

  if (valid && error && !data) {
    return (
      <div className="svr-page">
        <NonIdealState
          icon="error"
          title="The saved view could not be loaded"
          description={error.message}
          action={<Button icon="refresh" text="Try again" onClick={() => void refetch()} />}
        />
      </div>
    );
  }
  if (valid && !data && loading) {
    return (
      <div className="svr-page">
        <Spinner aria-label="Loading the saved view" />
      </div>
    );
  }
  if (!view) {
    return (
      <div className="svr-page">
        <NonIdealState
          icon="search"
          title="Saved view not found"
          description={`There is no saved view ${valid ? `#${id}` : `'${savedViewId ?? ''}'`} for you: it was deleted, it belongs to another client, or it is not visible to you.`}
          action={backLink}
        />
      </div>
    );
  }

  return (
    <>
      <div className="svr-page svr-page--wide svr-view-header">
        <div className="svr-page-header">
          <H2>{view.title}</H2>
          <div className="svr-view-meta">
            {view.status === 'ARCHIVED' && <Tag minimal>Archived</Tag>}
            <span className="svr-muted">Saved {formatDate(view.created)}</span>
            {backLink}
          </div>
        </div>
        {view.description && <p className="svr-view-description">{view.description}</p>}
      </div>
      <ResponsesView
        key={view.id}
        config={SAVED_VIEW_PAGE}
        title={RESPONSES_TABLE_TITLE}
        initialFilters={parseParams(view.filters)}
      />
    </>
  );
}
