/**
 * The review page's top bar: BACK TO SVR RESPONSES, previous / next with 'n of m' when a list sent the user,
 * and for staff 'Next pending report' (issue 15); the keyboard shortcuts' help ('?') for everyone.
 */
import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core';
import type { ReviewRouteState } from '../hooks/useReviewNavigation';

export interface ReviewToolbarProps {
  route: ReviewRouteState | null;
  onBack: () => void;
  onStep: (delta: number) => void;
  /** Staff only: opens the next report waiting for review; absent for client users. */
  onNextPending?: () => void;
  findingNext?: boolean;
  onShortcuts: () => void;
}

export function ReviewToolbar({ route, onBack, onStep, onNextPending, findingNext, onShortcuts }: ReviewToolbarProps) {
  return (
    <div className="svr-toolbar svr-review-toolbar">
      <Button icon="arrow-left" variant="minimal" text="BACK TO SVR RESPONSES" onClick={onBack} />
      <span className="svr-toolbar-spacer" />
      <Tooltip content="Keyboard shortcuts (?)">
        <Button icon="key-command" variant="minimal" aria-label="Keyboard shortcuts" onClick={onShortcuts} />
      </Tooltip>
      {onNextPending && (
        <Tooltip content="The next report waiting for review (N)">
          <Button
            icon="fast-forward"
            variant="outlined"
            text="Next pending report"
            loading={findingNext}
            onClick={onNextPending}
          />
        </Tooltip>
      )}
      {route && (
        <ButtonGroup>
          <Tooltip content="Previous report (K)" disabled={route.index <= 0}>
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
          <Tooltip content="Next report (J)" disabled={route.index >= route.ids.length - 1}>
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
