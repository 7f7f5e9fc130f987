/**
 * Presence on the review page (issue 15): while a staff user has the report open, a heartbeat every 20 s
 * (the api counts it for 60 s) answers who else is reviewing it; leaving the page, or stepping to another
 * report, drops the viewer at once. Client users send nothing.
 */
import { useEffect, useState } from 'react';
import {
  useLeaveReviewMutation,
  useReviewHeartbeatMutation,
  type ReviewPresenceFieldsFragment,
} from '../../../generated/graphql';

export const HEARTBEAT_MS = 20_000;

export type Reviewer = ReviewPresenceFieldsFragment;

export function usePresence(storeVisitId: number, enabled: boolean): Reviewer[] {
  const [reviewers, setReviewers] = useState<Reviewer[]>([]);
  const [beat] = useReviewHeartbeatMutation();
  const [leave] = useLeaveReviewMutation();

  useEffect(() => {
    setReviewers([]);
    if (!enabled) return;
    let live = true;
    const send = () =>
      beat({ variables: { storeVisitId } })
        .then(({ data }) => {
          if (live && data && !data.reviewHeartbeat.error) setReviewers(data.reviewHeartbeat.reviewers);
        })
        .catch(() => undefined);
    void send();
    const timer = window.setInterval(() => void send(), HEARTBEAT_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
      void leave({ variables: { storeVisitId } }).catch(() => undefined);
    };
  }, [storeVisitId, enabled, beat, leave]);

  return reviewers;
}
