/**
 * What a row of a report's activity trail records (beyond the spec), as the api stores it in activity.kind.
 * The gateway serves them as the ActivityKind enum (REVIEW_STATE for review.state, see enumNames.ts) and
 * decodes each row's before/after once into a typed change.
 */
export const ActivityKind = {
  /** metaJson.reviewState moved (In Review, Approved, Rejected; a bulk approve or reset). */
  reviewState: 'review.state',
  /** Visibility to the client (privacy) changed. */
  privacy: 'visit.privacy',
  /** Record status changed (Active, Archived, Deleted). */
  status: 'visit.status',
  /** formState changed (visited questions, feedback message, questions marked for revision). */
  formState: 'visit.formState',
  /** A photo or video was starred, flagged or blocked, or the mark removed or its motive changed. */
  mediaMark: 'media.mark',
  /** A video's rotation changed (metaJson.rotateVideos), or a photo's url moved to a rotated variant. */
  mediaRotate: 'media.rotate',
  /** An answer was given to a question that had none. */
  answerCreate: 'answer.create',
  /** An answer's value changed (or was cleared). */
  answerUpdate: 'answer.update',
  /** A feedback thread was started, or its status, type or document changed. */
  feedbackSave: 'feedback.save',
  /** A message was written in a feedback thread. */
  feedbackText: 'feedback.text',
  /** A rejection of the report was recorded. */
  rejection: 'rejection.create',
} as const;
export type ActivityKindValue = (typeof ActivityKind)[keyof typeof ActivityKind];

/** Every kind, in the order above. */
export const ACTIVITY_KINDS: readonly ActivityKindValue[] = Object.values(ActivityKind);

export const isActivityKind = (k: unknown): k is ActivityKindValue =>
  typeof k === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(k);
