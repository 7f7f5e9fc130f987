/** Any address the app does not know (spec 000 §2, §8). */
import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="svr-centered">
      <NonIdealState
        icon="search"
        title="Page Not Found"
        description="Sorry, but we can not find any page by this address."
        action={<Link to="/">Go to the start page</Link>}
      />
    </div>
  );
}
