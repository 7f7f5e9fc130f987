/**
 * One demo visit, planned: who made it at which store, when, how far its review went (not submitted, waiting,
 * In Review, approved, rejected, resubmitted), and its store_visits row. The draws are taken in a fixed
 * order: the demo is the same on every machine only while that order stays.
 */
import type * as t from '../schema.js';
import type { FormRow } from './formRows.js';
import type { DemoMedia } from './images.js';
import { DAY } from './insert.js';
import type { Organisation, UserRow } from './organisation.js';
import type { Store } from './people.js';
import type { Random } from './random.js';
import { revisionRequests } from './reviewTrail.js';
import type { TalentRow } from './talent.js';

/** What the visit phase reads: the generators, the organisation, the forms, talent, stores and media. */
export interface VisitContext {
  r: Random;
  /** The generator of the revision marks and video uuids, kept apart so that they changed no other value. */
  marks: Random;
  now: Date;
  org: Organisation;
  published: FormRow[];
  talent: TalentRow[];
  stores: Store[];
  media: DemoMedia;
}

/**
 * A visit's review state in the plan: 0 not submitted, 1 waiting, 2 In Review, 3 approved, 4 rejected, and 5
 * rejected then resubmitted (stored as waiting, with two submissions).
 */
export interface Plan {
  /** Who reviewed it (the approver of an approved report), and what was marked NEEDS REVISION. */
  approver: UserRow;
  approvedDate: Date | null;
  revisions: Record<string, string>;
  form: FormRow;
  state: number;
  submitted: boolean;
  firstSubmission: Date | null;
  lastSubmission: Date | null;
  rejected: Date | null;
  checkin: Date | null;
  duration: number;
  multiDay: boolean;
  person: TalentRow;
  expected: Date;
}

type VisitInsert = typeof t.storeVisits.$inferInsert;

/** The times of a visit, drawn: when it was expected, its state, check-in and out, submissions, rejection. */
function drawSchedule(r: Random, now: Date, ownReport: boolean) {
  const daysAgo = r.next() * 60;
  const expected = new Date(now.getTime() - daysAgo * DAY);
  expected.setUTCMinutes(0, 0, 0);
  const roll = r.next();
  // Recent visits are more likely still waiting; a few are not submitted yet.
  let state = roll < 0.1 ? 0 : roll < 0.35 ? 1 : roll < 0.43 ? 2 : roll < 0.8 ? 3 : roll < 0.9 ? 4 : 5;
  if (ownReport) state = 1;
  const submitted = state !== 0;
  const duration = r.pick([60, 90, 120, 180, 240, 360, 480]);
  const checkin = submitted ? new Date(expected.getTime() + r.int(-30, 150) * 60_000) : null;
  const checkout = checkin ? new Date(checkin.getTime() + (duration + r.int(-40, 60)) * 60_000) : null;
  const firstSubmission = checkout ? new Date(checkout.getTime() + r.int(5, 180) * 60_000) : null;
  const rejected =
    state === 4 || state === 5 ? new Date((firstSubmission as Date).getTime() + r.int(2, 30) * 3_600_000) : null;
  const lastSubmission =
    state === 5 ? new Date((rejected as Date).getTime() + r.int(1, 20) * 3_600_000) : firstSubmission;
  return { expected, state, submitted, duration, checkin, checkout, firstSubmission, rejected, lastSubmission };
}

/**
 * A recent visit's check-out, submissions or decision may fall after "now": moves the whole visit back by
 * whole hours so that everything that happened did happen in the past (the dates are changed in place).
 */
function keepInPast(dates: (Date | null)[], now: Date) {
  const times = [...new Set(dates.filter((d): d is Date => d instanceof Date))];
  const late = Math.max(...times.map((d) => d.getTime())) - (now.getTime() - 10 * 60_000);
  if (late > 0) for (const d of times) d.setTime(d.getTime() - Math.ceil(late / 3_600_000) * 3_600_000);
}

/** The visit's metaJson: its review state and reviewer, the store's door, the project's and talent's divisions. */
function visitMeta(
  p: { state: number; approver: UserRow; store: Store; person: TalentRow; project: Organisation['projects'][number] },
  departmentType: string,
) {
  const { store, project } = p;
  return {
    reviewState: p.state === 5 ? 1 : p.state,
    reviewedBy: p.state >= 2 ? p.approver.email : null,
    retailer: store.retailer,
    doorLocation: store.doorLocation,
    doorNumber: store.doorNumber,
    address1: store.address1,
    city: store.city,
    zip: store.zip,
    state: store.state,
    projectEventLocation: `${store.retailer} ${store.doorLocation}`,
    departmentType,
    mcPhone: p.person.phone,
    projectSegmentName: project.segmentName,
    ProjectDivision: project.division,
    TalentDivision: p.person.division,
    mealBreak: [],
    awaitingOverwrite: false,
    flagPhotos: [],
    starPhotos: [],
    blockPhotos: [],
    flagVideos: [],
    starVideos: [],
    blockVideos: [],
    rotateVideos: [],
  };
}

/** The i-th demo visit: its store_visits row and the plan its answers, documents and review records follow. */
export function planVisit(i: number, c: VisitContext): { value: VisitInsert; plan: Plan } {
  const { r, talent } = c;
  const form = c.published[i % c.published.length];
  const clientId = form.row.tenancyClientId as number;
  const clientProjects = c.org.projects.filter((p) => p.clientId === clientId);
  const project = clientProjects[i % clientProjects.length];
  const ownReport = i % 80 === 7;
  const person = ownReport ? talent[talent.length - 1] : talent[r.int(0, talent.length - 2)];
  const store = r.pick(c.stores);
  const s = drawSchedule(r, c.now, ownReport);
  const { state, submitted, checkin, lastSubmission } = s;
  const multiDay = i % 37 === 5;
  const approver = r.pick([c.org.admin, c.org.reviewer]);
  // Draws a number when the visit is not submitted (either way the same form): kept for the sequence.
  const formId = submitted || r.chance(0.5) ? form.row.id : form.row.id;
  const position = checkin
    ? { lat: store.lat + r.next() / 100, lng: store.lng - r.next() / 100, km: Math.round(r.next() * 800) / 1000 }
    : null;
  const approvedDate = state === 3 ? new Date((lastSubmission as Date).getTime() + r.int(1, 48) * 3_600_000) : null;
  const revisions = state === 4 || state === 5 ? revisionRequests(form.seed.content, c.marks) : {};
  const departmentType = r.pick(['Cosmetics', 'Electronics', 'Grocery', 'Pharmacy']);
  const value: VisitInsert = {
    eventId: `EV-${String(500000 + i)}`,
    formId,
    clientId,
    projectId: project.id,
    talentId: person.id,
    svrType: multiDay ? 1 : 0,
    status: i % 97 === 13 ? 2 : 1,
    privacy: i % 23 === 3 ? 1 : 0,
    expectedCheckinTime: s.expected,
    expectedDurationMinutes: s.duration,
    actualCheckinTime: checkin,
    actualCheckoutTime: s.checkout,
    actualCheckinLatitude: position?.lat ?? null,
    actualCheckinLongitude: position?.lng ?? null,
    actualCheckinDistanceKm: position?.km ?? null,
    rejectedCounter: s.rejected ? 1 : 0,
    approvedBy: state === 3 ? approver.email : null,
    approvedDate,
    reviewState: state === 5 ? 1 : state,
    lastSubmissionDate: lastSubmission,
    lastRejectedDate: s.rejected,
    formState: { visitedQuestions: [], feedback: { message: '', questions: revisions } },
    metaJson: visitMeta({ state, approver, store, person, project }, departmentType),
    timestamp: lastSubmission ?? s.expected,
  };
  if (submitted)
    keepInPast([s.expected, checkin, s.checkout, s.firstSubmission, s.rejected, lastSubmission, approvedDate], c.now);
  const { expected, duration, firstSubmission, rejected } = s;
  const plan: Plan = {
    approver,
    approvedDate,
    revisions,
    form,
    state,
    submitted,
    firstSubmission,
    lastSubmission,
    rejected,
    checkin,
    duration,
    multiDay,
    person,
    expected,
  };
  return { value, plan };
}
