/** Activity rows in their REST shape (GET /storeVisit/id/{id}/activity). */
import type { ActivityWithActor } from './store.js';

export function presentActivity(a: ActivityWithActor) {
  return {
    actorName: a.actorName,
    id: a.id,
    storeVisitId: a.storeVisitId,
    answerId: a.answerId,
    documentUuid: a.documentUuid,
    kind: a.kind,
    actorUserId: a.actorUserId,
    actorEmail: a.actorEmail,
    at: a.at.toISOString(),
    before: a.before,
    after: a.after,
  };
}
