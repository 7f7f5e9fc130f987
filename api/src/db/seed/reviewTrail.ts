/**
 * The review side of a demo report: what a reviewer marked NEEDS REVISION (and the lines they wrote), the
 * activity trail of the review, and the lines of the reviewers' feedback.
 */
import type * as t from '../schema.js';
import type { FormSeed } from './forms.js';
import type { Random } from './random.js';

/**
 * What the reviewer marked NEEDS REVISION on a rejected report (kept after the talent resubmits, until a
 * reviewer keeps or clears them): one to three of the form's always-answered questions, each with a line
 * that fits its kind of answer.
 */
export function revisionRequests(content: FormSeed['content'], r: Random): Record<string, string> {
  const candidates = content.structure
    .flat()
    .flatMap((s) => s.content)
    .filter((q) => q.type !== 'question-group');
  const chosen: Record<string, string> = {};
  for (let n = r.int(1, 3); n > 0; n--) {
    const q = r.pick(candidates);
    chosen[q.uuid] = r.pick(revisionLines[q.type] ?? revisionLines.other);
  }
  return chosen;
}

/**
 * The activity trail of a demo report's review, as the review page writes it (api/src/review/visitUpdate.ts):
 * EDIT RESPONSES (In Review) a few minutes before the decision, the NEEDS REVISION marks, then Approved or
 * Rejected (with its rejection record); `state` 2 stops at In Review.
 */
export function reviewTrail(
  storeVisitId: number,
  by: { id: number; email: string },
  decided: Date,
  state: 2 | 3 | 4,
  revisions: Record<string, string>,
  now: Date,
): (typeof t.activity.$inferInsert)[] {
  const actor = { storeVisitId, actorUserId: by.id, actorEmail: by.email };
  // A recent visit's planned decision may lie ahead of the demo's "now": the trail never does.
  const at = new Date(Math.min(decided.getTime(), now.getTime() - 60_000));
  const minutesBefore = (m: number) => new Date(at.getTime() - m * 60_000);
  const trail: (typeof t.activity.$inferInsert)[] = [
    {
      ...actor,
      kind: 'review.state',
      at: state === 2 ? at : minutesBefore(12),
      before: { reviewState: 1 },
      after: { reviewState: 2 },
    },
  ];
  if (Object.keys(revisions).length) {
    const empty = { visitedQuestions: [], feedback: { message: '', questions: {} } };
    trail.push({
      ...actor,
      kind: 'visit.formState',
      at: minutesBefore(6),
      before: empty,
      after: { ...empty, feedback: { message: '', questions: revisions } },
    });
  }
  if (state === 3)
    trail.push({
      ...actor,
      kind: 'review.state',
      at,
      before: { reviewState: 2 },
      after: { reviewState: 3, approvedBy: by.email },
    });
  if (state === 4) {
    trail.push({
      ...actor,
      kind: 'review.state',
      at,
      before: { reviewState: 2 },
      after: { reviewState: 4, lastRejectedDate: at.toISOString() },
    });
    trail.push({
      ...actor,
      kind: 'rejection.create',
      at,
      after: { eventId: `EV-${storeVisitId}`, rejectedBy: by.email, rejectedDate: at.toISOString() },
    });
  }
  return trail;
}

const revisionLines: Record<string, string[]> = {
  'photo-input': [
    'Please retake this photo: the display is cut off on the right.',
    'The photo is blurry. Please retake it in better light.',
  ],
  'video-input': [
    'The video is too dark. Please record it again with the aisle lights on.',
    'Please record the whole aisle, end to end.',
  ],
  'signature-input': [
    "The signature is missing the manager's printed name.",
    'Please get the department lead to sign, not the cashier.',
  ],
  'numeric-int-input': [
    'This count does not match the photo. Please recount.',
    'Please count again: the number looks too high for this door.',
  ],
  'single-line-input': ['Please give the full name, not initials.', 'Please add more detail here.'],
  'multi-line-input': ['Please describe what was missing and what you did about it.', 'Please add more detail here.'],
  other: [
    'This answer does not match the photo. Please check it again.',
    'Please check this answer with the store manager.',
  ],
};

export const feedbackLines = [
  'Please retake the after photo: the display is cut off on the right.',
  'The stock count does not match the photo. Please recount.',
  'Great job on the facing, thank you!',
  "Signature is missing the manager's name.",
  'Price tags are not visible in the photo.',
];
