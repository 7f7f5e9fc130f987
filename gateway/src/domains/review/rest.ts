/**
 * The review page's REST calls (spec 001 §7, docs/API.md "The review page"): report updates, answers,
 * feedback, rejections and the activity trail.
 */
import type { ReviewState } from '@svr/domain';
import { segment, type RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { RestAnswer, RestStoreVisitRecord } from '../storeVisit/schemas.js';
import {
  RestActivity,
  RestFeedbackRow,
  RestNextPending,
  RestRejectionRow,
  RestReviewer,
  RestReviewPartsItem,
  RestViewerCan,
} from './schemas.js';

/** The parts GET storeVisit/reviewParts answers, and its limit of report ids per call. */
export type ReviewPart =
  'visit' | 'viewerCan' | 'answers' | 'documents' | 'form' | 'feedback' | 'rejections' | 'activity' | 'reviewers';
export const MAX_REVIEW_PART_IDS = 100;

/** What PUT storeVisit/storevisitid/{id} takes; absent fields are left alone. */
export interface RestVisitUpdate {
  status?: number;
  privacy?: number;
  metaJson?: Record<string, unknown>;
  formState?: Record<string, unknown>;
  /** The report's timestamp as read: a change since is refused (409). */
  timestamp?: string;
}

/** POST storeVisit/id/{id}/review/decision. */
export interface RestDecision {
  reviewState: typeof ReviewState.InReview | typeof ReviewState.Approved | typeof ReviewState.Rejected;
  feedback?: string | null;
  rejectAll?: boolean;
  clearRevisionRequests?: boolean;
}

export type RestMediaMark = 'STAR' | 'FLAG' | 'BLOCK';

export function reviewApi(rest: RestClient) {
  const review = (visitId: number) => `/api/v2/storeVisit/id/${visitId}/review`;
  return {
    // The review page's actions (docs/API.md "The review page"): one call, one transaction each; each
    // answers the report as it now is.
    viewerCan: (visitId: number) => rest.get(`${review(visitId)}/viewerCan`, RestViewerCan),
    /** The parts of up to 100 reports in one read (ids the caller may not see are left out). Use the loaders. */
    parts: (ids: readonly number[], include: readonly ReviewPart[], activityLimit?: number) =>
      rest.get(
        `/api/v2/storeVisit/reviewParts?ids=${ids.join(',')}&include=${include.join(',')}${activityLimit ? `&activityLimit=${activityLimit}` : ''}`,
        z.array(RestReviewPartsItem),
      ),
    setRevisionRequest: (visitId: number, questionUuid: string, feedback: string) =>
      rest.put(`${review(visitId)}/revisionRequests/${segment(questionUuid)}`, { feedback }, RestStoreVisitRecord),
    clearRevisionRequest: (visitId: number, questionUuid: string) =>
      rest.delete(`${review(visitId)}/revisionRequests/${segment(questionUuid)}`, RestStoreVisitRecord),
    clearRevisionRequests: (visitId: number) =>
      rest.delete(`${review(visitId)}/revisionRequests`, RestStoreVisitRecord),
    toggleMediaMark: (visitId: number, documentUuid: string, mark: RestMediaMark, motive: string | null) =>
      rest.post(`${review(visitId)}/media/${segment(documentUuid)}/mark`, { mark, motive }, RestStoreVisitRecord),
    rotateMedia: (visitId: number, documentUuid: string) =>
      rest.post(`${review(visitId)}/media/${segment(documentUuid)}/rotate`, {}, RestStoreVisitRecord),
    decide: (visitId: number, decision: RestDecision) =>
      rest.post(`${review(visitId)}/decision`, decision, RestStoreVisitRecord),
    addFeedback: (visitId: number, feedbacktext: string) =>
      rest.post(`${review(visitId)}/feedback`, { feedbacktext }, RestStoreVisitRecord),

    // Reviewer throughput (issue 15): presence and the next pending report.
    reviewers: (visitId: number) => rest.get(`${review(visitId)}/presence`, z.array(RestReviewer)),
    heartbeat: (visitId: number) => rest.post(`${review(visitId)}/presence`, {}, z.array(RestReviewer)),
    leave: (visitId: number) => rest.delete(`${review(visitId)}/presence`, z.array(RestReviewer)),
    nextPending: (visitId: number) => rest.get(`${review(visitId)}/nextPending`, RestNextPending),

    updateVisit: (id: number, update: RestVisitUpdate) =>
      rest.put(`/api/v2/storeVisit/storevisitid/${id}`, update, RestStoreVisitRecord),
    updateAnswer: (answerId: number, answerValue: string | null) =>
      rest.put(`/api/v2/storeVisitFormAnswer/id/${answerId}`, { answerValue }, RestAnswer),
    createAnswer: (body: {
      storeVisitId: number;
      questionUuid: string;
      questionCanonicalKey: string | null;
      answerValue: string | null;
    }) => rest.post('/api/v2/storeVisitFormAnswer/answer', body, RestAnswer),
    answersOfVisit: (visitId: number) =>
      rest.get(`/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${visitId}`, z.array(RestAnswer)),
    feedback: (visitId: number) => rest.get(`/api/v2/svrfeedback/getfeedback/id/${visitId}`, z.array(RestFeedbackRow)),
    rejections: (visitId: number) =>
      rest.get(`/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${visitId}`, z.array(RestRejectionRow)),
    activity: (visitId: number, limit: number) =>
      rest.get(`/api/v2/storeVisit/id/${visitId}/activity?limit=${limit}`, z.array(RestActivity)),
  };
}
export type ReviewApi = ReturnType<typeof reviewApi>;
