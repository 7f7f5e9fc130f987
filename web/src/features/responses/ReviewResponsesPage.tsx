/** /manage/svr-responses, 'Review SVR Responses' (spec 001 §2.2): the staff review queue. */
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { REVIEW_RESPONSES_PAGE } from './model/pages';
import { ResponsesView } from './ResponsesView';

export const REVIEW_RESPONSES_TITLE = 'Review SVR Responses';

export function ReviewResponsesPage() {
  useDocumentTitle(REVIEW_RESPONSES_TITLE);
  return <ResponsesView config={REVIEW_RESPONSES_PAGE} title={REVIEW_RESPONSES_TITLE} />;
}
