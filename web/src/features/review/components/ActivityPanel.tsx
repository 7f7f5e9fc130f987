/**
 * The collapsible 'Activity' section (beyond the spec), staff only: the report's trail, newest first, as
 * sentences ('Riley Reviewer marked the SVR Rejected').
 */
import { Button, Card, Collapse } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/format';
import { actorName, describe, shownEntries, type ActivityContext, type ActivityEntry } from '../model/activity';

export interface ActivityPanelProps {
  entries: readonly ActivityEntry[];
  context: ActivityContext;
}

const FIRST = 10;

export function ActivityPanel({ entries, context }: ActivityPanelProps) {
  const [open, setOpen] = useState(true);
  const [all, setAll] = useState(false);
  const shown = shownEntries(entries);
  const visible = all ? shown : shown.slice(0, FIRST);
  return (
    <Card className="svr-review-activity" role="region" aria-label="Activity">
      <Button
        variant="minimal"
        icon={open ? 'chevron-down' : 'chevron-right'}
        text={`Activity (${shown.length})`}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className="svr-review-info-toggle"
      />
      <Collapse isOpen={open}>
        {shown.length === 0 ? (
          <p className="svr-muted svr-review-activity-empty">
            Nothing has been changed on this SVR in the back-office yet.
          </p>
        ) : (
          <ol className="svr-review-activity-list">
            {visible.map((e) => (
              <li key={e.id}>
                <span className="svr-review-activity-text">
                  <strong>{actorName(e, context)}</strong> {describe(e, context)}
                </span>
                <time className="svr-muted" dateTime={e.at}>
                  {formatDateTime(e.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
        {shown.length > FIRST && (
          <Button
            variant="minimal"
            size="small"
            text={all ? 'Show fewer' : `Show all ${shown.length}`}
            onClick={() => setAll((a) => !a)}
          />
        )}
      </Collapse>
    </Card>
  );
}
