/** The review page's top bar: BACK TO SVR RESPONSES, and previous / next with 'n of m' when a list sent the user. */
import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core';
import type { ReviewRouteState } from '../hooks/useReviewNavigation';

export function ReviewToolbar({
  route,
  onBack,
  onStep,
}: {
  route: ReviewRouteState | null;
  onBack: () => void;
  onStep: (delta: number) => void;
}) {
  return (
    <div className="svr-toolbar svr-review-toolbar">
      <Button icon="arrow-left" variant="minimal" text="BACK TO SVR RESPONSES" onClick={onBack} />
      <span className="svr-toolbar-spacer" />
      {route && (
        <ButtonGroup>
          <Tooltip content="Previous report" disabled={route.index <= 0}>
            <Button
              icon="chevron-left"
              aria-label="Previous report"
              disabled={route.index <= 0}
              onClick={() => onStep(-1)}
            />
          </Tooltip>
          <span className="svr-review-position svr-muted">
            {route.index + 1} of {route.ids.length}
          </span>
          <Tooltip content="Next report" disabled={route.index >= route.ids.length - 1}>
            <Button
              icon="chevron-right"
              aria-label="Next report"
              disabled={route.index >= route.ids.length - 1}
              onClick={() => onStep(1)}
            />
          </Tooltip>
        </ButtonGroup>
      )}
    </div>
  );
}
