/**
 * The review page's REST calls (spec 001 §7, docs/API.md "The review page"): report updates, answers,
 * feedback, rejections and the activity trail.
 */
import type { RestClient } from './client.js';
import type { RestAnswer, RestStoreVisit } from './types.js';

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
}

export function reviewApi(rest: RestClient) {
  return {
    updateVisit: (id: number, update: RestVisitUpdate) => rest.put<RestStoreVisit>(`/api/v2/storeVisit/storevisitid/${id}`, update),
    updateAnswer: (answerId: number, answerValue: string | null) => rest.put<RestAnswer>(`/api/v2/storeVisitFormAnswer/id/${answerId}`, { answerValue }),
    createAnswer: (body: { storeVisitId: number; questionUuid: string; questionCanonicalKey: string | null; answerValue: string | null }) =>
      rest.post<RestAnswer>('/api/v2/storeVisitFormAnswer/answer', body),
    answersOfVisit: (visitId: number) => rest.get<RestAnswer[]>(`/api/v2/storeVisitFormAnswer/formAnswerstoreVisitId/${visitId}`),
    feedback: (visitId: number) => rest.get<RestFeedback[]>(`/api/v2/svrfeedback/getfeedback/id/${visitId}`),
    saveFeedback: (body: { storevisitid: number; canonicalkey?: string; feedbackstatus: number; feedbacktype: string; docid?: string | null }) =>
      rest.post<RestFeedback>('/api/v2/svrfeedback/savefeedback', body),
    saveFeedbackText: (body: { feedback_canonicalkey: string; feedbacktext: string }) => rest.post<RestFeedbackText>('/api/v2/svrfeedbackinfo/savefeedbackinfo', body),
    rejections: (visitId: number) => rest.get<RestRejection[]>(`/api/v2/svrrejectedbyusers/getrejectedbyusers/id/${visitId}`),
    activity: (visitId: number, limit: number) => rest.get<RestActivity[]>(`/api/v2/storeVisit/id/${visitId}/activity?limit=${limit}`),
    rotateDocument: (uuid: string, url: string) => rest.put<unknown>(`/api/v2/document/uuid/${encodeURIComponent(uuid)}`, { uuid, url }),
  };
}
export type ReviewApi = ReturnType<typeof reviewApi>;
