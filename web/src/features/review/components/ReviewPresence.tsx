/** Who else has this report open for review (issue 15): a name and since when, in the review bar, staff only. */
import { Icon, Tooltip } from '@blueprintjs/core';
import { formatTime } from '../../../ui/format';
import type { Reviewer } from '../hooks/usePresence';

export interface ReviewPresenceProps {
  reviewers: Reviewer[];
}

export function ReviewPresence({ reviewers }: ReviewPresenceProps) {
  if (!reviewers.length) return null;
  const text = reviewers.map((r) => `${r.name} (since ${formatTime(r.since)})`).join(', ');
  return (
    <Tooltip content="They have this report open now: agree who reviews it." placement="top">
      <span className="svr-review-presence" role="status" tabIndex={0}>
        <Icon icon="eye-open" aria-hidden />
        Also reviewing: {text}
      </span>
    </Tooltip>
  );
}
