/**
 * Each area's pages load when first opened (React.lazy): the first screen (sign-in, then the SVR list a user
 * lands on) downloads only the shell, Blueprint and its own page, not the builder, review, reporting grids
 * or exports. `npm run bench:chunks` measures each route's JS against the first screen's budget.
 * Feature files keep their named exports; the layout (top navigation, area tabs) stays on screen while a
 * page's chunk loads, with a spinner in the page's place.
 */
import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense, type ComponentType } from 'react';

function PageLoading() {
  return (
    <div className="svr-centered">
      <Spinner aria-label="Loading page" />
    </div>
  );
}

/** A page component that loads its module on first render and shows a spinner until then. */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy />
      </Suspense>
    );
  }
  return LazyPage;
}

// Landing lists: staff land on /manage/svrs, client users on /reporting/svrs.
export const FormListPage = lazyPage(() => import('../features/forms/FormListPage').then((m) => m.FormListPage));
export const ReportingSvrsPage = lazyPage(() =>
  import('../features/reporting/ReportingSvrsPage').then((m) => m.ReportingSvrsPage),
);

export const AccountPage = lazyPage(() => import('../features/account/AccountPage').then((m) => m.AccountPage));
export const BuilderRoute = lazyPage(() => import('../features/builder/BuilderRoute').then((m) => m.BuilderRoute));
export const PreviewPage = lazyPage(() => import('../features/builder/PreviewPage').then((m) => m.PreviewPage));
export const CommonQuestionsPage = lazyPage(() =>
  import('../features/common-questions/CommonQuestionsPage').then((m) => m.CommonQuestionsPage),
);
export const DashboardResponsesPage = lazyPage(() =>
  import('../features/responses/DashboardResponsesPage').then((m) => m.DashboardResponsesPage),
);
export const ReviewResponsesPage = lazyPage(() =>
  import('../features/responses/ReviewResponsesPage').then((m) => m.ReviewResponsesPage),
);
export const MealPeriodPage = lazyPage(() =>
  import('../features/reporting/MealPeriodPage').then((m) => m.MealPeriodPage),
);
export const CheckInPage = lazyPage(() => import('../features/reporting/CheckInPage').then((m) => m.CheckInPage));
export const SavedViewsPage = lazyPage(() =>
  import('../features/saved-views/SavedViewsPage').then((m) => m.SavedViewsPage),
);
export const SavedViewPage = lazyPage(() =>
  import('../features/saved-views/SavedViewPage').then((m) => m.SavedViewPage),
);
export const ReviewPage = lazyPage(() => import('../features/review/ReviewPage').then((m) => m.ReviewPage));
export const RollupsPage = lazyPage(() => import('../features/rollups/RollupsPage').then((m) => m.RollupsPage));
export const RollupPage = lazyPage(() => import('../features/rollups/RollupPage').then((m) => m.RollupPage));
export const RollupFromWidgetPage = lazyPage(() =>
  import('../features/rollups/RollupFromWidgetPage').then((m) => m.RollupFromWidgetPage),
);
// The Dashboard area's bar (dashboards dropdown, Roll-ups, View SVR Responses) and the dashboard view: / lands
// here; the charts' vega chunk loads only when a dashboard shows a chart.
export const DashboardLayout = lazyPage(() =>
  import('../features/dashboards/DashboardLayout').then((m) => m.DashboardLayout),
);
export const DashboardPage = lazyPage(() =>
  import('../features/dashboards/DashboardPage').then((m) => m.DashboardPage),
);
export const WidgetEditPage = lazyPage(() =>
  import('../features/dashboards/WidgetEditPage').then((m) => m.WidgetEditPage),
);
// The notifications area (staff only): Create, Sent and the detail page.
export const CreateNotificationPage = lazyPage(() =>
  import('../features/notifications/CreateNotificationPage').then((m) => m.CreateNotificationPage),
);
export const SentNotificationsPage = lazyPage(() =>
  import('../features/notifications/SentNotificationsPage').then((m) => m.SentNotificationsPage),
);
export const NotificationDetailPage = lazyPage(() =>
  import('../features/notifications/NotificationDetailPage').then((m) => m.NotificationDetailPage),
);
