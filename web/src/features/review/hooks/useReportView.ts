/**
 * What the review page reads off the loaded report: the phases it shows (the client user's view, quick
 * review), the photos and videos in page order for the carousels and exports, the photo slots of photo
 * editing, the media marks and NEEDS REVISION requests by uuid, and what the activity trail names.
 */
import { useMemo } from 'react';
import type { ReviewPageQuery } from '../../../generated/graphql';
import type { ActivityContext } from '../model/activity';
import { allNodes, buildReport, isMediaQuestion, mediaInOrder, type ReviewQuestion } from '../model/report';
import type { MediaMark } from './useReview';

export type ReviewVisit = NonNullable<ReviewPageQuery['storeVisit']>;

/** The questions by uuid, which question each document answered, and the names of the people in the trail. */
function activityContextOf(
  visit: ReviewVisit | null,
  user: { email: string; name: string } | null | undefined,
): ActivityContext {
  const questions = new Map<string, ReviewQuestion>((visit?.form?.questions ?? []).map((q) => [q.uuid, q]));
  const questionOfDocument = new Map<string, ReviewQuestion>();
  for (const a of visit?.answers ?? []) {
    const q = questions.get(a.questionUuid);
    if (q && a.value) questionOfDocument.set(a.value.toLowerCase(), q);
  }
  const names = new Map<string, string>();
  if (visit?.talentEmail && visit.talentName) names.set(visit.talentEmail.toLowerCase(), visit.talentName);
  for (const f of visit?.feedback ?? [])
    for (const t of f.texts)
      if (t.createdByEmail && t.createdBy) names.set(t.createdByEmail.toLowerCase(), t.createdBy);
  if (user) names.set(user.email.toLowerCase(), user.name);
  return { questions, questionOfDocument, names };
}

export function useReportView(
  visit: ReviewVisit | null,
  {
    isClient,
    quickReview,
    user,
  }: { isClient: boolean; quickReview: boolean; user: { email: string; name: string } | null },
) {
  const phases = useMemo(
    () =>
      visit?.form
        ? buildReport(visit.form, visit.answers, { hideInternal: isClient, quickReviewOnly: quickReview && !isClient })
        : [],
    [visit, isClient, quickReview],
  );
  const fullPhases = useMemo(
    () => (visit?.form ? buildReport(visit.form, visit.answers, { hideInternal: isClient }) : []),
    [visit, isClient],
  );
  const media = useMemo(() => mediaInOrder(fullPhases), [fullPhases]);
  const photos = useMemo(
    () => media.filter((m) => m.document.type !== 'video' && m.question.type !== 'VIDEO_INPUT'),
    [media],
  );
  const videos = useMemo(() => media.filter((m) => m.question.type === 'VIDEO_INPUT'), [media]);
  const photoUuids = useMemo(() => photos.map((p) => p.document.uuid), [photos]);
  const photoSlots = useMemo(
    () =>
      allNodes(fullPhases)
        .filter((n) => isMediaQuestion(n.question) && n.question.type !== 'VIDEO_INPUT')
        .map((n) => ({
          questionUuid: n.question.uuid,
          title: n.question.title,
          type: n.question.type,
          value: n.answer?.value ?? null,
        })),
    [fullPhases],
  );
  const marks = useMemo(
    () => new Map<string, MediaMark>((visit?.mediaMarks ?? []).map((m) => [m.documentUuid.toLowerCase(), m])),
    [visit],
  );
  const revisions = useMemo(
    () => new Map((visit?.revisionRequests ?? []).map((r) => [r.questionUuid, r.feedback])),
    [visit],
  );
  const activityContext = useMemo(() => activityContextOf(visit, user), [visit, user]);
  return { phases, photos, videos, photoUuids, photoSlots, marks, revisions, activityContext };
}
