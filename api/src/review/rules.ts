/**
 * Rules of the review page (spec 001 §4, §5, §6), pure and unit-tested (rules.test.ts): which review-state
 * moves a reviewer may make, who may review a report, what the media marks look like, which questions and
 * media a client user may never receive, and which answer values a question accepts.
 */
import { BULK_MESSAGES } from '../storeVisit/bulk/rules.js';
import { MEDIA_DOCUMENT_TYPES, READ_MARK_LISTS, ReviewState, reviewStateLabel } from '@svr/domain';

export const REVIEW_MESSAGES = {
  /** Spec 001 §5, word for word. */
  ownReport: BULK_MESSAGES.ownReports,
  notSubmitted: 'This SVR has not been submitted yet: there is nothing to review.',
  settable: 'The review page can set the review state to In Review (2), Approved (3) or Rejected (4) only.',
  questionsRejected: 'This SVR has questions marked as needing revision: clear them before approving it.',
  answerNotInReview: 'Answers can be changed only while the SVR is In Review: press EDIT RESPONSES first.',
  feedbackBlank: 'Please enter a feedback message.',
  approveInReview: 'Press EDIT RESPONSES first: an SVR is approved in review mode.',
  rejectInReview: 'Press EDIT RESPONSES first: an SVR is rejected in review mode.',
  revisionNotInReview:
    'Questions are marked NEEDS REVISION only while the SVR is In Review: press EDIT RESPONSES first.',
  staffOnly: 'Client users cannot change an SVR.',
  /** The same words as a stale form save (api/src/form/router.ts). */
  stale: 'This SVR was changed by someone else since you opened it. Reload it to see their changes, then save again.',
  rejectAllNeedsReject: 'REJECT ALL rejects the SVR: send reviewState 4 (Rejected) with rejectAll.',
  clearNeedsInReview: 'Clearing the NEEDS REVISION marks on entering review mode goes with reviewState 2 (In Review).',
} as const;

/** Why a review-state move is refused, with the HTTP status to answer. */
export type TransitionPlan = { ok: true; change: boolean } | { ok: false; status: 400 | 409; message: string };

/** The review states a reviewer moves a report to. */
export type ReviewTarget = typeof ReviewState.InReview | typeof ReviewState.Approved | typeof ReviewState.Rejected;

/**
 * The one transition table of the review workflow (spec 001 §4). For each target: the states (as shown,
 * Resubmitted derived) it may be reached from, and whether the review page also requires review mode
 * (In Review). The spec's PUT storeVisit/storevisitid/{id} checks `from`; the page's decision call
 * (POST .../review/decision), viewerCan and so the page's buttons check `from` and `reviewMode` too.
 * - In Review (2, EDIT RESPONSES): from Pending Review or Resubmitted; not from Approved or Rejected.
 * - Approved (3, APPROVE): from Pending Review, Resubmitted or In Review, with no question marked for
 *   revision; the page approves in review mode only.
 * - Rejected (4, REJECT and REJECT ALL): from Pending Review, Resubmitted or In Review; the page rejects in
 *   review mode only.
 * - Pending Submission is never reviewable; 0, 1 and 5 are set by submission, sync and reset, never here.
 */
export const TRANSITIONS: Record<ReviewTarget, { from: readonly number[]; reviewMode: boolean }> = {
  [ReviewState.InReview]: { from: [ReviewState.PendingReview, ReviewState.Resubmitted], reviewMode: false },
  [ReviewState.Approved]: {
    from: [ReviewState.PendingReview, ReviewState.Resubmitted, ReviewState.InReview],
    reviewMode: true,
  },
  [ReviewState.Rejected]: {
    from: [ReviewState.PendingReview, ReviewState.Resubmitted, ReviewState.InReview],
    reviewMode: true,
  },
};

const isTarget = (n: number): n is ReviewTarget =>
  n === ReviewState.InReview || n === ReviewState.Approved || n === ReviewState.Rejected;

/** Why `target` cannot be reached from `current` by the table (null when it can), ignoring review mode. */
function tableRefusal(current: number, target: ReviewTarget): { status: 409; message: string } | null {
  if (TRANSITIONS[target].from.includes(current)) return null;
  if (current === ReviewState.PendingSubmission) return { status: 409, message: REVIEW_MESSAGES.notSubmitted };
  return {
    status: 409,
    message: `This SVR is already ${reviewStateLabel(current)}: it cannot be marked ${reviewStateLabel(target)}.`,
  };
}

/**
 * A move of the review state, from the report's state as shown (Resubmitted derived), by the table.
 * Sending the current state back is no move (the spec's page saves the whole metaJson for a photo mark).
 * `page`: the review page's decision, which also needs review mode where the table says so.
 */
export function planTransition(
  current: number,
  target: number,
  rejectedQuestions: number,
  page = false,
): TransitionPlan {
  if (target === current) return { ok: true, change: false };
  if (!isTarget(target)) return { ok: false, status: 400, message: REVIEW_MESSAGES.settable };
  const refusal = tableRefusal(current, target);
  if (refusal) return { ok: false, ...refusal };
  if (page && TRANSITIONS[target].reviewMode && current !== ReviewState.InReview) {
    return {
      ok: false,
      status: 409,
      message: target === ReviewState.Approved ? REVIEW_MESSAGES.approveInReview : REVIEW_MESSAGES.rejectInReview,
    };
  }
  if (target === ReviewState.Approved && rejectedQuestions > 0)
    return { ok: false, status: 409, message: REVIEW_MESSAGES.questionsRejected };
  return { ok: true, change: true };
}

/**
 * What a move to `target` writes (spec 001 §4): the columns, the metaJson keys and the activity row's
 * `after`. Approved names the approver and the date; Rejected the rejection date and one more rejection.
 */
export function transitionEffects(target: ReviewTarget, rejectedCounter: number, email: string, now: Date) {
  const columns: Record<string, string | number | Date | null> = { review_state: target };
  const meta: Record<string, unknown> = { reviewState: target, reviewedBy: email };
  const after: Record<string, unknown> = { reviewState: target };
  if (target === ReviewState.Approved) {
    columns.approved_by = email;
    columns.approved_date = now;
    after.approvedBy = email;
  }
  if (target === ReviewState.Rejected) {
    columns.last_rejected_date = now;
    columns.rejected_counter = rejectedCounter + 1;
    meta.lastRejectedDate = now.toISOString();
    after.lastRejectedDate = now.toISOString();
  }
  return { columns, meta, after };
}

/** Whether the viewer may do something on the review page, and why not (null when allowed). */
export interface Permission {
  allowed: boolean;
  reason: string | null;
}

/** What the review page lets the viewer do, served with the report (GET .../review/viewerCan). */
export interface ViewerCan {
  /** The viewer filed the report (spec 001 §5): every change is refused with REVIEW_MESSAGES.ownReport. */
  ownReport: boolean;
  /** EDIT RESPONSES (to In Review). */
  editResponses: Permission;
  /** APPROVE. */
  approve: Permission;
  /** REJECT and REJECT ALL. */
  reject: Permission;
  /** Answer edits and EDIT PHOTOS (review mode). */
  editAnswers: Permission;
  /** NEEDS REVISION on one question (review mode). */
  markRevision: Permission;
  /** Star, flag, block and rotate photos and videos. */
  markMedia: Permission;
  /** SVR FEEDBACK: add a feedback message. */
  giveFeedback: Permission;
  /** Visible to the client (Yes / No). */
  changeVisibility: Permission;
}

export interface ViewerInput {
  /** The review state as shown (Resubmitted derived). */
  state: number;
  /** Questions marked NEEDS REVISION. */
  revisionCount: number;
  isClient: boolean;
  ownReport: boolean;
}

const allow: Permission = { allowed: true, reason: null };
const deny = (reason: string): Permission => ({ allowed: false, reason });

/**
 * What the viewer may do on the review page, from the same table and rules the writes check. The reason
 * names the state's obstacle first; the own-report message only when the state would allow the action
 * (the page then shows the spec's acknowledge-only 'impossible edit' dialog on click).
 */
export function viewerCan({ state, revisionCount, isClient, ownReport }: ViewerInput): ViewerCan {
  if (isClient) {
    const no = deny(REVIEW_MESSAGES.staffOnly);
    return {
      ownReport,
      editResponses: no,
      approve: no,
      reject: no,
      editAnswers: no,
      markRevision: no,
      markMedia: no,
      giveFeedback: no,
      changeVisibility: no,
    };
  }
  const own = (p: Permission) => (p.allowed && ownReport ? deny(REVIEW_MESSAGES.ownReport) : p);
  const decision = (target: ReviewTarget): Permission => {
    const plan = planTransition(state, target, revisionCount, true);
    if (!plan.ok) return deny(plan.message);
    return plan.change ? allow : deny(`This SVR is already ${reviewStateLabel(state)}.`);
  };
  const inReview = state === ReviewState.InReview ? allow : deny(REVIEW_MESSAGES.answerNotInReview);
  return {
    ownReport,
    editResponses: own(decision(ReviewState.InReview)),
    approve: own(decision(ReviewState.Approved)),
    reject: own(decision(ReviewState.Rejected)),
    editAnswers: own(inReview),
    markRevision: own(state === ReviewState.InReview ? allow : deny(REVIEW_MESSAGES.revisionNotInReview)),
    markMedia: own(allow),
    giveFeedback: own(allow),
    changeVisibility: own(allow),
  };
}

const sameEmail = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec 001 §5: a reviewer cannot edit, review, approve or give feedback on a report filed under their own e-mail. */
export const isOwnReport = (talentEmail: string | null | undefined, callerEmail: string) =>
  sameEmail(talentEmail, callerEmail);

// ---------------------------------------------------------------------------------------------------
// Forms: questions by uuid, and which are internal (isHidden, or inside an internal question's forks).

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface FormQuestion {
  uuid: string;
  canonicalKey: string | null;
  type: string;
  title: string;
  /** Internal: flagged isHidden, or under a question that is. */
  hidden: boolean;
  /** Option values (radio, dropdown, toggle, checkbox); empty for other types. */
  options: string[];
  meta: Node;
}

/** Every question of a form's content, at any depth, by lower-cased uuid. */
export function questionsByUuid(content: unknown): Map<string, FormQuestion> {
  const out = new Map<string, FormQuestion>();
  const walk = (q: unknown, hiddenAbove: boolean, depth: number) => {
    if (!isNode(q) || depth > 50) return;
    const meta = isNode(q.meta) ? q.meta : {};
    const hidden = hiddenAbove || meta.isHidden === true;
    if (typeof q.uuid === 'string') {
      const options = Array.isArray(q.options)
        ? q.options
            .filter(isNode)
            .map((o) => (typeof o.value === 'string' ? o.value : typeof o.label === 'string' ? o.label : null))
            .filter((v): v is string => v !== null)
        : [];
      out.set(q.uuid.toLowerCase(), {
        uuid: q.uuid,
        canonicalKey: typeof q.canonicalKey === 'string' ? q.canonicalKey : null,
        type: typeof q.type === 'string' ? q.type : '',
        title: typeof q.title === 'string' ? q.title : '',
        hidden,
        options,
        meta,
      });
    }
    if (Array.isArray(q.content)) q.content.forEach((c) => walk(c, hidden, depth + 1));
    if (Array.isArray(q.options))
      for (const o of q.options)
        if (isNode(o) && Array.isArray(o.conditionalFork)) o.conditionalFork.forEach((c) => walk(c, hidden, depth + 1));
  };
  const structure = isNode(content) && Array.isArray(content.structure) ? content.structure : [];
  for (const phase of structure) {
    if (!Array.isArray(phase)) continue;
    for (const section of phase)
      if (isNode(section) && Array.isArray(section.content)) section.content.forEach((q) => walk(q, false, 0));
  }
  return out;
}

/** Lower-cased uuids of a form's internal questions (never sent to client users). */
export function hiddenQuestionUuids(content: unknown): Set<string> {
  return new Set([...questionsByUuid(content).values()].filter((q) => q.hidden).map((q) => q.uuid.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------------
// Media: blocked media and what a client user may receive.

/** metaJson lists of blocked media (spec 001 §3). */
export const BLOCK_LISTS = [...READ_MARK_LISTS.BLOCK.photo, ...READ_MARK_LISTS.BLOCK.video] as const;

/** Lower-cased uuids on a visit's block lists. */
export function blockedUuids(metaJson: unknown): Set<string> {
  const out = new Set<string>();
  if (!isNode(metaJson)) return out;
  for (const list of BLOCK_LISTS) {
    const entries = metaJson[list];
    if (Array.isArray(entries))
      for (const e of entries) if (isNode(e) && typeof e.uuid === 'string') out.add(e.uuid.toLowerCase());
  }
  return out;
}

/** Degrees 90 further clockwise, modulo 360 (spec 001 §9: videos rotate in 90-degree steps). */
export const turned90 = (degrees: number) => ((((Math.trunc(degrees) || 0) + 90) % 360) + 360) % 360;

/** The rotation a photo's url carries (`?rotate=90`, spec 001 §4: a rotated variant), 0 without one. */
export function urlRotation(url: string | null | undefined): number {
  const m = /[?&]rotate=(\d+)/.exec(url ?? '');
  return m ? Number(m[1]) % 360 : 0;
}

/** The url of the photo turned 90° further: the same file, the rotation in its query (none at 0°). */
export function rotatedUrl(url: string): string {
  const next = turned90(urlRotation(url));
  const base = url.replace(/([?&])rotate=\d+&?/, '$1').replace(/[?&]$/, '');
  return next === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}rotate=${next}`;
}

// ---------------------------------------------------------------------------------------------------
// Answer values by question type (spec 001 §3: checkbox answers are JSON array text; media answers hold a
// document uuid). Null or '' clears an answer of any type ("Deleting a photo clears the answer value").

/** Media question type → the type of document its answer holds. */
export const MEDIA_TYPES: Readonly<Record<string, 'image' | 'video'>> = MEDIA_DOCUMENT_TYPES;
export const MAX_SINGLE_LINE = 1000;
export const MAX_MULTI_LINE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The problem with an answer value for a question, or null when it is acceptable. Media uuids are checked against documents by the caller. */
export function answerValueProblem(q: FormQuestion, value: string | null): string | null {
  if (value === null || value === '')
    return q.type === 'question-group' ? 'A question group has no answer of its own.' : null;
  const list = (vals: string[]) => vals.map((v) => `'${v}'`).join(', ');
  switch (q.type) {
    case 'question-group':
      return 'A question group has no answer of its own.';
    case 'photo-input':
    case 'signature-input':
    case 'video-input':
      return UUID.test(value)
        ? null
        : `The answer to '${q.title}' must be the uuid of an uploaded ${MEDIA_TYPES[q.type] === 'video' ? 'video' : 'photo'}.`;
    case 'single-line-input':
      if (/[\r\n]/.test(value)) return `The answer to '${q.title}' is a single line: it cannot hold line breaks.`;
      return value.length > MAX_SINGLE_LINE
        ? `The answer to '${q.title}' is at most ${MAX_SINGLE_LINE} characters.`
        : null;
    case 'multi-line-input':
    case 'common-input':
      return value.length > MAX_MULTI_LINE
        ? `The answer to '${q.title}' is at most ${MAX_MULTI_LINE.toLocaleString('en-US')} characters.`
        : null;
    case 'numeric-int-input':
      return /^-?\d{1,15}$/.test(value.trim()) ? null : `The answer to '${q.title}' must be a whole number.`;
    case 'numeric-conditional-input': {
      const max = Number(q.meta.maxQuestions ?? Number.NaN);
      if (!/^\d{1,6}$/.test(value.trim())) return `The answer to '${q.title}' must be a whole number.`;
      return Number.isFinite(max) && Number(value) > max ? `The answer to '${q.title}' is at most ${max}.` : null;
    }
    case 'checkbox-input': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = null;
      }
      if (!Array.isArray(parsed) || parsed.some((v) => typeof v !== 'string'))
        return `The answer to '${q.title}' must be a JSON list of chosen values, such as ["${q.options[0] ?? 'value'}"].`;
      const unknown = (parsed as string[]).filter((v) => !q.options.includes(v));
      if (unknown.length) return `'${q.title}' has no answer ${list(unknown)}: choose among ${list(q.options)}.`;
      return new Set(parsed).size === parsed.length ? null : `The answer to '${q.title}' names a value twice.`;
    }
    case 'radio-button-input':
    case 'dropdown-input':
    case 'toggle-input':
      return q.options.includes(value)
        ? null
        : `'${q.title}' has no answer '${value}': choose among ${list(q.options)}.`;
    default:
      return value.length > MAX_MULTI_LINE ? `The answer to '${q.title}' is too long.` : null;
  }
}
