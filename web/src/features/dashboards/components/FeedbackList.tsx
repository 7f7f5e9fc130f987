/**
 * The feedback widget (spec 002 §2): visits with feedback, newest check-in first, each with its date
 * (MM/DD/YYYY), project, 'retailer | location' and door number; each opens the visit's review page.
 */
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/format';
import { reviewPath } from '../model/paths';
import type { FeedbackData } from '../model/widgetData';

export interface FeedbackListProps {
  data: FeedbackData;
}

export const NO_FEEDBACK = 'No feedback...';

export function FeedbackList({ data }: FeedbackListProps) {
  if (data.entries.length === 0) return <p className="svr-widget-empty">{NO_FEEDBACK}</p>;
  return (
    <ul className="svr-widget-list" aria-label="Feedback">
      {data.entries.map((e) => (
        <li key={e.storeVisitId}>
          <Link to={reviewPath(e.storeVisitId)} className="svr-widget-entry">
            <span className="svr-widget-entry-head">
              <strong>{formatDate(e.checkinTime)}</strong>
              {e.projectName && <span>{e.projectName}</span>}
            </span>
            <span className="svr-muted">
              {[e.retailer, e.location].filter(Boolean).join(' | ')}
              {e.doorNumber && ` · Door ${e.doorNumber}`}
            </span>
            <span className="svr-widget-entry-text">{e.message}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
