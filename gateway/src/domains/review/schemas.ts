/** The REST answers of the review page's calls (spec 001 §7, docs/API.md "The review page"), checked on arrival. */
import { z } from '../shared/schemas.js';

export const RestFeedbackTextRow = z.object({
  id: z.number(),
  feedback_canonicalkey: z.string(),
  feedbacktext: z.string(),
  createdby: z.string().nullable(),
  createdbyemail: z.string().nullable(),
  createddate: z.string(),
  feedbackresolvedstatus: z.number().nullable(),
});
export type RestFeedbackTextRow = z.infer<typeof RestFeedbackTextRow>;

export const RestFeedbackRow = z.object({
  id: z.number(),
  canonicalkey: z.string(),
  feedbackstatus: z.number().nullable(),
  feedbacktype: z.string().nullable(),
  storevisitid: z.number(),
  createddate: z.string().nullable(),
  feedbacktexts: z.array(RestFeedbackTextRow).optional(),
});
export type RestFeedbackRow = z.infer<typeof RestFeedbackRow>;

export const RestRejectionRow = z.object({
  id: z.number(),
  storevisitid: z.number(),
  eventid: z.string().nullable(),
  userid: z.number().nullable(),
  rejectedby: z.string().nullable(),
  rejecteddate: z.string(),
});
export type RestRejectionRow = z.infer<typeof RestRejectionRow>;

/** One row of the activity trail; before/after are the api's storage shapes, decoded by the resolver. */
export const RestActivity = z.object({
  id: z.number(),
  storeVisitId: z.number(),
  answerId: z.number().nullable(),
  documentUuid: z.string().nullable(),
  kind: z.string(),
  actorUserId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  /** The user's name, null when that user is gone. */
  actorName: z.string().nullable().optional(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type RestActivity = z.infer<typeof RestActivity>;

const RestPermission = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

/** GET storeVisit/id/{id}/review/viewerCan: what the viewer may do on the review page, from the api's rules. */
export const RestViewerCan = z.object({
  ownReport: z.boolean(),
  editResponses: RestPermission,
  approve: RestPermission,
  reject: RestPermission,
  editAnswers: RestPermission,
  markRevision: RestPermission,
  markMedia: RestPermission,
  giveFeedback: RestPermission,
  changeVisibility: RestPermission,
});
export type RestViewerCan = z.infer<typeof RestViewerCan>;

/** GET/POST storeVisit/id/{id}/review/presence: the other reviewers with the report open now. */
export const RestReviewer = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  since: z.string(),
  seenAt: z.string(),
});
export type RestReviewer = z.infer<typeof RestReviewer>;

/** GET storeVisit/id/{id}/review/nextPending. */
export const RestNextPending = z.object({ id: z.number().nullable() });
