/**
 * Routes (spec 000 §2). Only routes that work are registered; every other address is 'Page Not Found', signed in or
 * out (a signed-out visitor goes to /login only from a protected area's address).
 * / and /dashboard open /dashboard/dashboards for staff and client users alike (spec 002 §2 Routes).
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { ManageLayout } from '../features/manage/ManageLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { NotificationsIndex, NotificationsLayout } from '../features/notifications/NotificationsLayout';
import { ReportingLayout } from '../features/reporting/ReportingLayout';
import { AppLayout } from './layout/AppLayout';
import { NotFoundFrame } from './layout/NotFoundFrame';
import { RequireAuth } from './layout/RequireAuth';
import { RequireStaff } from './layout/RequireStaff';
import {
  AccountPage,
  BuilderRoute,
  CheckInPage,
  CommonQuestionsPage,
  CreateNotificationPage,
  DashboardLayout,
  DashboardPage,
  DashboardResponsesPage,
  FormListPage,
  MealPeriodPage,
  NotificationDetailPage,
  PreviewPage,
  ReportingSvrsPage,
  ReviewPage,
  ReviewResponsesPage,
  RollupFromWidgetPage,
  RollupPage,
  RollupsPage,
  SavedViewPage,
  SavedViewsPage,
  SentNotificationsPage,
  WidgetEditPage,
} from './lazyPages';
import { SessionExpiredDialog } from './session/SessionExpiredDialog';

const DASHBOARDS = '/dashboard/dashboards';

export function App() {
  return (
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/ulg" element={<LoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to={DASHBOARDS} replace />} />
          <Route
            path="manage"
            element={
              <RequireStaff>
                <ManageLayout />
              </RequireStaff>
            }
          >
            <Route index element={<Navigate to="/manage/svrs" replace />} />
            <Route path="svrs" element={<FormListPage />} />
            <Route path="common-questions" element={<CommonQuestionsPage />} />
            <Route path="svr-responses" element={<ReviewResponsesPage />} />
          </Route>
          <Route
            path="svrs/create"
            element={
              <RequireStaff>
                <BuilderRoute />
              </RequireStaff>
            }
          />
          <Route
            path="svrs/:canonicalKey"
            element={
              <RequireStaff>
                <BuilderRoute />
              </RequireStaff>
            }
          />
          <Route
            path="svrs/:canonicalKey/preview"
            element={
              <RequireStaff>
                <PreviewPage />
              </RequireStaff>
            }
          />
          <Route path="svr-response/:id" element={<ReviewPage />} />
          <Route path="reporting" element={<ReportingLayout />}>
            <Route index element={<Navigate to="/reporting/svrs" replace />} />
            <Route path="svrs" element={<ReportingSvrsPage />} />
            <Route
              path="meal-period"
              element={
                <RequireStaff>
                  <MealPeriodPage />
                </RequireStaff>
              }
            />
            <Route
              path="checkin"
              element={
                <RequireStaff>
                  <CheckInPage />
                </RequireStaff>
              }
            />
          </Route>
          {/* Saved views are open to client users too (they save views on /reporting/svrs): not under RequireStaff. */}
          <Route path="manage/saved-views" element={<ManageLayout />}>
            <Route index element={<SavedViewsPage />} />
            <Route path=":savedViewId" element={<SavedViewPage />} />
          </Route>
          {/* The Dashboard area's bar (dashboards dropdown, Roll-ups, View SVR Responses) over its pages. */}
          <Route path="dashboard" element={<DashboardLayout />}>
            <Route index element={<Navigate to={DASHBOARDS} replace />} />
            <Route path="dashboards" element={<DashboardPage />} />
            <Route path="saved/:id" element={<DashboardPage />} />
            <Route path="svr-responses" element={<DashboardResponsesPage />} />
            <Route path="roll-ups" element={<RollupsPage />} />
            <Route path="roll-ups/:id/edit" element={<RollupPage />} />
            <Route path="roll-ups/from-widget/:widgetNamespace" element={<RollupFromWidgetPage />} />
          </Route>
          {/* Notifications: client users get the area's title only, neither the tabs nor the pages. */}
          <Route path="notifications" element={<NotificationsLayout />}>
            <Route index element={<NotificationsIndex />} />
            <Route
              path="create"
              element={
                <RequireStaff>
                  <CreateNotificationPage />
                </RequireStaff>
              }
            />
            <Route
              path="sent"
              element={
                <RequireStaff>
                  <SentNotificationsPage />
                </RequireStaff>
              }
            />
          </Route>
          <Route
            path="notification/id/:id"
            element={
              <RequireStaff>
                <NotificationDetailPage />
              </RequireStaff>
            }
          />
          <Route path="report/widgets/:id/edit" element={<WidgetEditPage />} />
          <Route path="account" element={<AccountPage />} />
        </Route>
        {/* Unknown addresses: 'Page Not Found' signed in or out (spec 000 §2), not a redirect to /login. */}
        <Route element={<NotFoundFrame />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <SessionExpiredDialog />
    </>
  );
}
