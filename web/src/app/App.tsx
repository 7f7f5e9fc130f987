/**
 * Routes (spec 000 §2). Only routes that work are registered; every other address is 'Page Not Found'.
 * Until dashboards land, / opens the first working area of the user's role instead of /dashboard/dashboards.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountPage } from '../features/account/AccountPage';
import { BuilderRoute } from '../features/builder/BuilderRoute';
import { PreviewPage } from '../features/builder/PreviewPage';
import { LoginPage } from '../features/auth/LoginPage';
import { LogoutPage } from '../features/auth/LogoutPage';
import { CommonQuestionsPage } from '../features/common-questions/CommonQuestionsPage';
import { FormListPage } from '../features/forms/FormListPage';
import { ManageLayout } from '../features/manage/ManageLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ReviewPage } from '../features/review/ReviewPage';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './layout/RequireAuth';
import { RequireStaff } from './layout/RequireStaff';
import { useSession } from './session/SessionContext';
import { SessionExpiredDialog } from './session/SessionExpiredDialog';

function Home() {
  const { user } = useSession();
  return <Navigate to={user?.isClient ? '/account' : '/manage/svrs'} replace />;
}

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
          <Route index element={<Home />} />
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
          <Route path="account" element={<AccountPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <SessionExpiredDialog />
    </>
  );
}
