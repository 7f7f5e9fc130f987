/** /reporting/svrs, page title 'Reporting' (spec 001 §2.3): the SVR responses of the chosen client and project. */
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ResponsesView } from '../responses/ResponsesView';
import { REPORTING_SVRS_PAGE } from './reportingPages';

export function ReportingSvrsPage() {
  useDocumentTitle('Reporting');
  return <ResponsesView config={REPORTING_SVRS_PAGE} title="SVR Responses" />;
}
