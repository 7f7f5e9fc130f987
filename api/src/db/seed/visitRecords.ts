/**
 * The records of a planned demo visit besides its answers: the days of a multi-day visit, the submissions, the
 * rejection and the review's activity trail, the reviewer's feedback, and a meal break on a long visit.
 */
import type * as t from '../schema.js';
import { DAY } from './insert.js';
import type { Plan, VisitContext } from './visitPlan.js';
import { feedbackLines, reviewTrail } from './reviewTrail.js';

/** The rows of one round of visits, gathered before they are inserted table by table. */
export interface VisitRows {
  answers: (typeof t.answers.$inferInsert)[];
  documents: (typeof t.documents.$inferInsert)[];
  submissions: (typeof t.storeVisitSubmissions.$inferInsert)[];
  rejections: (typeof t.rejections.$inferInsert)[];
  feedback: (typeof t.feedback.$inferInsert)[];
  feedbackTexts: (typeof t.feedbackTexts.$inferInsert)[];
  events: (typeof t.storeVisitEvents.$inferInsert)[];
  meals: (typeof t.mealPeriods.$inferInsert)[];
  activity: (typeof t.activity.$inferInsert)[];
}

export function emptyVisitRows(): VisitRows {
  return {
    answers: [],
    documents: [],
    submissions: [],
    rejections: [],
    feedback: [],
    feedbackTexts: [],
    events: [],
    meals: [],
    activity: [],
  };
}

/** A multi-day visit's three days (checked in and out when the visit was submitted). */
export function addEvents(id: number, p: Plan, rows: VisitRows) {
  if (!p.multiDay) return;
  for (let d = 0; d < 3; d++) {
    const day = new Date(p.expected.getTime() + d * DAY);
    rows.events.push({
      storeVisitId: id,
      eventId: `EV-${id}-${d + 1}`,
      expectedCheckinTime: day,
      expectedDurationMinutes: p.duration,
      actualCheckinTime: p.submitted ? day : null,
      actualCheckoutTime: p.submitted ? new Date(day.getTime() + p.duration * 60_000) : null,
    });
  }
}

/** A submitted visit's submissions, its rejection and the activity trail of its review so far. */
export function addReview(id: number, p: Plan, c: VisitContext, rows: VisitRows) {
  rows.submissions.push({ storeVisitId: id, submittedAt: p.firstSubmission as Date });
  if (p.state === 5) rows.submissions.push({ storeVisitId: id, submittedAt: p.lastSubmission as Date });
  if (p.rejected) {
    const by = c.r.pick([c.org.admin, c.org.reviewer]);
    rows.rejections.push({
      storeVisitId: id,
      eventId: `EV-${id}`,
      userId: by.id,
      rejectedBy: by.email,
      rejectedDate: p.rejected,
    });
    rows.activity.push(...reviewTrail(id, by, p.rejected, 4, p.revisions, c.now));
  } else if (p.state === 3 && p.approvedDate) {
    rows.activity.push(...reviewTrail(id, p.approver, p.approvedDate, 3, {}, c.now));
  } else if (p.state === 2 && p.lastSubmission) {
    rows.activity.push(...reviewTrail(id, p.approver, new Date(p.lastSubmission.getTime() + 3_600_000), 2, {}, c.now));
  }
}

/** The reviewer's feedback on every rejected visit and on some others (resolved once resubmitted). */
export function addFeedback(id: number, p: Plan, c: VisitContext, rows: VisitRows) {
  if (!(p.rejected || c.r.chance(0.15))) return;
  const key = c.r.uuid();
  rows.feedback.push({
    canonicalKey: key,
    storeVisitId: id,
    feedbackStatus: p.state === 5 ? 1 : 0,
    createdAt: p.rejected ?? (p.lastSubmission as Date),
  });
  rows.feedbackTexts.push({
    feedbackCanonicalKey: key,
    feedbackText: c.r.pick(feedbackLines),
    createdBy: 'Riley Reviewer',
    createdByEmail: c.org.reviewer.email,
    createdDate: p.rejected ?? (p.lastSubmission as Date),
    feedbackResolvedStatus: p.state === 5 ? 1 : 0,
  });
}

/** A half-hour meal break three hours into a visit of six hours or more, sometimes waived. */
export function addMealBreak(id: number, p: Plan, c: VisitContext, rows: VisitRows) {
  if (!(p.duration >= 360 && p.checkin)) return;
  const start = new Date(p.checkin.getTime() + 180 * 60_000);
  rows.meals.push({
    storeVisitId: id,
    talentId: p.person.id,
    startTime: start,
    endTime: new Date(start.getTime() + 30 * 60_000),
    waived: c.r.chance(0.25) ? 1 : 0,
  });
}
