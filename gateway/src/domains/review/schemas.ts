/** The REST answers of the review page's calls (spec 001 §7, docs/API.md "The review page"), checked on arrival. */
import { z } from '../shared/schemas.js';
import { RestAnswer, RestStoreVisitRecord } from '../storeVisit/schemas.js';
import { RestDocumentAnswer } from '../document/schemas.js';
import { RestFormRecord } from '../form/schemas.js';

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

/**
 * One report's parts as GET storeVisit/reviewParts answers them: each part as its own call answers it (the
 * staff-only parts null for a client user); a part not asked for is absent.
 */
export const RestReviewPartsItem = z.object({
  id: z.number(),
  visit: RestStoreVisitRecord.optional(),
  viewerCan: RestViewerCan.optional(),
  answers: z.array(RestAnswer).optional(),
  documents: z.array(RestDocumentAnswer).optional(),
  form: RestFormRecord.nullable().optional(),
  feedback: z.array(RestFeedbackRow).nullable().optional(),
  rejections: z.array(RestRejectionRow).nullable().optional(),
  activity: z.array(RestActivity).nullable().optional(),
  reviewers: z.array(RestReviewer).nullable().optional(),
});
export type RestReviewPartsItem = z.infer<typeof RestReviewPartsItem>;
