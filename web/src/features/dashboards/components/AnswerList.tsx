/**
 * The questionResponse widget (spec 002 §2): the question's answers, newest visit first; an empty answer reads
 * '[Empty answer]'; each opens the visit's review page.
 */
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/format';
import { reviewPath } from '../model/paths';
import type { AnswerListData } from '../model/widgetData';

export interface AnswerListProps {
  data: AnswerListData;
}

export const NO_ANSWERS = 'No answers...';
export const EMPTY_ANSWER = '[Empty answer]';

export function AnswerList({ data }: AnswerListProps) {
  if (data.answers.length === 0) return <p className="svr-widget-empty">{NO_ANSWERS}</p>;
  return (
    <ul className="svr-widget-list" aria-label="Answers">
      {data.answers.map((a, i) => (
        <li key={`${a.storeVisitId}-${i}`}>
          <Link to={reviewPath(a.storeVisitId)} className="svr-widget-entry">
            <span className={a.value ? 'svr-widget-entry-text' : 'svr-widget-entry-text svr-muted'}>
              {a.value || EMPTY_ANSWER}
            </span>
            <span className="svr-muted">
              {[formatDate(a.checkinTime), [a.retailer, a.doorLocation].filter(Boolean).join(' | ')]
                .filter(Boolean)
                .join(' · ')}
              {a.doorNumber && ` · Door ${a.doorNumber}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
