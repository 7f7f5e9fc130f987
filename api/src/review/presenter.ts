/** Feedback threads, feedback texts and rejection records on the wire, in the spec's names (spec 001 §3). */
import type { feedback, feedbackTexts, rejections } from '../db/schema.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackTextRow = typeof feedbackTexts.$inferSelect;
export type RejectionRow = typeof rejections.$inferSelect;

/** A feedback text in the spec's names (spec 001 §3). */
export function presentFeedbackText(t: FeedbackTextRow) {
  return {
    id: t.id,
    feedback_canonicalkey: t.feedbackCanonicalKey,
    feedbacktext: t.feedbackText,
    createdby: t.createdBy,
    createdbyemail: t.createdByEmail,
    createddate: t.createdDate.toISOString(),
    feedbackresolvedstatus: t.feedbackResolvedStatus,
    feedbackresolvedsharestatus: t.feedbackResolvedShareStatus,
  };
}

/** A feedback thread with its texts (oldest text first). */
export function presentFeedback(f: FeedbackRow, texts: FeedbackTextRow[]) {
  return {
    id: f.id,
    canonicalkey: f.canonicalKey,
    feedbackstatus: f.feedbackStatus,
    feedbacktype: f.feedbackType,
    docid: f.docId,
    storevisitid: f.storeVisitId,
    createddate: f.createdAt.toISOString(),
    feedbacktexts: texts.map(presentFeedbackText),
  };
}

export function presentRejection(r: RejectionRow) {
  return {
    id: r.id,
    storevisitid: r.storeVisitId,
    eventid: r.eventId,
    userid: r.userId,
    rejectedby: r.rejectedBy,
    rejecteddate: r.rejectedDate.toISOString(),
  };
}
