/**
 * /dashboard/svr-responses (spec 002 §2 Routes): the SVR response list, namespace reporting. Its page
 * title reads 'Notifications' (spec 001 §2.2, kept as the product has it); the table title is 'SVR Responses'.
 */
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { DASHBOARD_RESPONSES_PAGE, RESPONSES_TABLE_TITLE } from './model/pages';
import { ResponsesView } from './ResponsesView';

export const RESPONSES_PAGE_TITLE = 'Notifications';

export function DashboardResponsesPage() {
  useDocumentTitle(RESPONSES_PAGE_TITLE);
  return <ResponsesView config={DASHBOARD_RESPONSES_PAGE} title={RESPONSES_TABLE_TITLE} />;
}
