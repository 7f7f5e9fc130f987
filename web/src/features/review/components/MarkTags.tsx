/** A photo's or video's marks as tags: starred and flagged (with the motive on hover), blocked, needs revision. */
import { Tag, Tooltip } from '@blueprintjs/core';
import type { MediaMark } from '../hooks/useReview';

export interface MarkTagsProps {
  mark: MediaMark | undefined;
  rejected: boolean;
}

export function MarkTags({ mark, rejected }: MarkTagsProps) {
  if (!mark && !rejected) return null;
  const motive = (tag: JSX.Element) =>
    mark?.motive ? <Tooltip content={`Motive: ${mark.motive}`}>{tag}</Tooltip> : tag;
  return (
    <span className="svr-review-mark-tags">
      {mark?.starred &&
        motive(
          <Tag minimal intent="warning" icon="star">
            Starred
          </Tag>,
        )}
      {mark?.flagged &&
        motive(
          <Tag minimal intent="danger" icon="flag">
            Flagged
          </Tag>,
        )}
      {mark?.blocked && (
        <Tag minimal intent="danger" icon="disable" title="Client users do not see it">
          Blocked
        </Tag>
      )}
      {rejected && (
        <Tag minimal intent="danger" icon="cross-circle">
          Rejected
        </Tag>
      )}
    </span>
  );
}
