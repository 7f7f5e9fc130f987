/**
 * The review page's REST calls (spec 001 §7, docs/API.md "The review page"): report updates, answers,
 * feedback, rejections and the activity trail.
 */
import { segment, type RestClient } from '../../rest/client.js';
import type { RestAnswer, RestStoreVisit } from '../restTypes.js';

export interface RestFeedbackText {
  id: number;
  feedback_canonicalkey: string;
  feedbacktext: string;
  createdby: string | null;
  createdbyemail: string | null;
  createddate: string;
  feedbackresolvedstatus: number | null;
}

export interface RestFeedback {
  id: number;
  canonicalkey: string;
  feedbackstatus: number;
  feedbacktype: string | null;
  storevisitid: number;
  createddate: string | null;
  feedbacktexts: RestFeedbackText[];
}

export interface RestRejection {
  id: number;
  storevisitid: number;
  eventid: string | null;
  userid: number | null;
  rejectedby: string | null;
  rejecteddate: string;
}

export interface RestActivity {
  id: number;
  storeVisitId: number;
  answerId: number | null;
  documentUuid: string | null;
  kind: string;
  actorUserId: number | null;
  actorEmail: string | null;
  /** The user's name, null when that user is gone. */
  actorName: string | null;
  at: string;
  before: unknown;
  after: unknown;
}

/** What PUT storeVisit/storevisitid/{id} takes; absent fields are left alone. */
export interface RestVisitUpdate {
  status?: number;
  privacy?: number;
  metaJson?: Record<string, unknown>;
  formState?: Record<string, unknown>;
  /** The report's timestamp as read: a change since is refused (409). */
  timestamp?: string;
}

export interface RestPermission {
  allowed: boolean;
  reason: string | null;
}

/** GET storeVisit/id/{id}/review/viewerCan: what the viewer may do on the review page, from the api's rules. */
export interface RestViewerCan {
  ownReport: boolean;
  editResponses: RestPermission;
  approve: RestPermission;
  reject: RestPermission;
  editAnswers: RestPermission;
  markRevision: RestPermission;
  markMedia: RestPermission;
  giveFeedback: RestPermission;
  changeVisibility: RestPermission;
}

/** POST storeVisit/id/{id}/review/decision. */
export interface RestDecision {
  /** 2 In Review, 3 Approved, 4 Rejected. */
  reviewState: 2 | 3 | 4;
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
    viewerCan: (visitId: number) => rest.get<RestViewerCan>(`${review(visitId)}/viewerCan`),
    setRevisionRequest: (visitId: number, questionUuid: string, feedback: string) =>
      rest.put<RestStoreVisit>(`${review(visitId)}/revisionRequests/${segment(questionUuid)}`, { feedback }),
    clearRevisionRequest: (visitId: number, questionUuid: string) =>
      rest.delete<RestStoreVisit>(`${review(visitId)}/revisionRequests/${segment(questionUuid)}`),
    clearRevisionRequests: (visitId: number) => rest.delete<RestStoreVisit>(`${review(visitId)}/revisionRequests`),
    toggleMediaMark: (visitId: number, documentUuid: string, mark: RestMediaMark, motive: string | null) =>
      rest.post<RestStoreVisit>(`${review(visitId)}/media/${segment(documentUuid)}/mark`, { mark, motive }),
    rotateMedia: (visitId: number, documentUuid: string) =>
      rest.post<RestStoreVisit>(`${review(visitId)}/media/${segment(documentUuid)}/rotate`, {}),
    decide: (visitId: number, decision: RestDecision) =>
      rest.post<RestStoreVisit>(`${review(visitId)}/decision`, decision),
    addFeedback: (visitId: number, feedbacktext: string) =>
      rest.post<RestStoreVisit>(`${review(visitId)}/feedback`, { feedbacktext }),

    updateVisit: (id: number, update: RestVisitUpdate) =>
      rest.put<RestStoreVisit>(`/api/v2/storeVisit/storevisitid/${id}`, update),
    updateAnswer: (answerId: number, answerValue: string | null) =>
      rest.put<RestAnswer>(`/api/v2/storeVisitFormAnswer/id/${answerId}`, { answerValue }),
    createAnswer: (body: {
      storeVisitId: number;
      questionUuid: string;
      questionCanonicalKey: string | null;
      answerValue: string | null;
    }) => rest.post<RestAnswer>('/api/v2/storeVisitFormAnswer/answer', body),
    answersOfVisit: (visitId: number) =>
      rest.get<RestAnswer[]>(`/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${visitId}`),
    feedback: (visitId: number) => rest.get<RestFeedback[]>(`/api/v2/svrfeedback/getfeedback/id/${visitId}`),
    rejections: (visitId: number) =>
      rest.get<RestRejection[]>(`/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${visitId}`),
    activity: (visitId: number, limit: number) =>
      rest.get<RestActivity[]>(`/api/v2/storeVisit/id/${visitId}/activity?limit=${limit}`),
  };
}
export type ReviewApi = ReturnType<typeof reviewApi>;
