/**
 * Rules of the review page (spec 001 §4, §5, §6), pure and unit-tested (rules.test.ts): which review-state
 * moves a reviewer may make, who may review a report, what the media marks look like, which questions and
 * media a client user may never receive, and which answer values a question accepts.
 */
import { BULK_MESSAGES } from '../storeVisit/bulk.js';
import { ReviewState, reviewStateNames } from '../storeVisit/reviewState.js';

export const REVIEW_MESSAGES = {
  /** Spec 001 §5, word for word. */
  ownReport: BULK_MESSAGES.ownReports,
  notSubmitted: 'This SVR has not been submitted yet: there is nothing to review.',
  settable: 'The review page can set the review state to In Review (2), Approved (3) or Rejected (4) only.',
  questionsRejected: 'This SVR has questions marked as needing revision: clear them before approving it.',
  answerNotInReview: 'Answers can be changed only while the SVR is In Review: press EDIT RESPONSES first.',
  feedbackBlank: 'Please enter a feedback message.',
} as const;

/** Why a review-state move is refused, with the HTTP status to answer. */
export type TransitionPlan =
  | { ok: true; change: boolean }
  | { ok: false; status: 400 | 409; message: string };

/**
 * A move of the review state asked by the review page, from the report's state as shown (Resubmitted
 * derived). Sending the current state back is no move (the page saves the whole metaJson for a photo mark).
 * - In Review (2, EDIT RESPONSES): from Pending Review or Resubmitted; not from Approved or Rejected.
 * - Approved (3, APPROVE): from Pending Review, Resubmitted or In Review, with no question marked for revision.
 * - Rejected (4, REJECT and REJECT ALL): from Pending Review, Resubmitted or In Review.
 * - Pending Submission is never reviewable; 0, 1 and 5 are set by submission, sync and reset, never here.
 */
export function planTransition(current: number, target: number, rejectedQuestions: number): TransitionPlan {
  if (target === current) return { ok: true, change: false };
  if (!(target === ReviewState.InReview || target === ReviewState.Approved || target === ReviewState.Rejected)) {
    return { ok: false, status: 400, message: REVIEW_MESSAGES.settable };
  }
  if (current === ReviewState.PendingSubmission) return { ok: false, status: 409, message: REVIEW_MESSAGES.notSubmitted };
  if (current === ReviewState.Approved || current === ReviewState.Rejected) {
    return { ok: false, status: 409, message: `This SVR is already ${reviewStateNames[current]}: it cannot be marked ${reviewStateNames[target]}.` };
  }
  if (target === ReviewState.Approved && rejectedQuestions > 0) return { ok: false, status: 409, message: REVIEW_MESSAGES.questionsRejected };
  return { ok: true, change: true };
}

const sameEmail = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec 001 §5: a reviewer cannot edit, review, approve or give feedback on a report filed under their own e-mail. */
export const isOwnReport = (talentEmail: string | null | undefined, callerEmail: string) => sameEmail(talentEmail, callerEmail);

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
        ? q.options.filter(isNode).map((o) => (typeof o.value === 'string' ? o.value : typeof o.label === 'string' ? o.label : null)).filter((v): v is string => v !== null)
        : [];
      out.set(q.uuid.toLowerCase(), {
        uuid: q.uuid, canonicalKey: typeof q.canonicalKey === 'string' ? q.canonicalKey : null, type: typeof q.type === 'string' ? q.type : '',
        title: typeof q.title === 'string' ? q.title : '', hidden, options, meta,
      });
    }
    if (Array.isArray(q.content)) q.content.forEach((c) => walk(c, hidden, depth + 1));
    if (Array.isArray(q.options)) for (const o of q.options) if (isNode(o) && Array.isArray(o.conditionalFork)) o.conditionalFork.forEach((c) => walk(c, hidden, depth + 1));
  };
  const structure = isNode(content) && Array.isArray(content.structure) ? content.structure : [];
  for (const phase of structure) {
    if (!Array.isArray(phase)) continue;
    for (const section of phase) if (isNode(section) && Array.isArray(section.content)) section.content.forEach((q) => walk(q, false, 0));
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
export const BLOCK_LISTS = ['blockPhotos', 'blockVideos'] as const;

/** Lower-cased uuids on a visit's block lists. */
export function blockedUuids(metaJson: unknown): Set<string> {
  const out = new Set<string>();
  if (!isNode(metaJson)) return out;
  for (const list of BLOCK_LISTS) {
    const entries = metaJson[list];
    if (Array.isArray(entries)) for (const e of entries) if (isNode(e) && typeof e.uuid === 'string') out.add(e.uuid.toLowerCase());
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Answer values by question type (spec 001 §3: checkbox answers are JSON array text; media answers hold a
// document uuid). Null or '' clears an answer of any type ("Deleting a photo clears the answer value").

export const MEDIA_TYPES: Record<string, 'image' | 'video'> = { 'photo-input': 'image', 'signature-input': 'image', 'video-input': 'video' };
export const MAX_SINGLE_LINE = 1000;
export const MAX_MULTI_LINE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The problem with an answer value for a question, or null when it is acceptable. Media uuids are checked against documents by the caller. */
export function answerValueProblem(q: FormQuestion, value: string | null): string | null {
  if (value === null || value === '') return q.type === 'question-group' ? 'A question group has no answer of its own.' : null;
  const list = (vals: string[]) => vals.map((v) => `'${v}'`).join(', ');
  switch (q.type) {
    case 'question-group':
      return 'A question group has no answer of its own.';
    case 'photo-input':
    case 'signature-input':
    case 'video-input':
      return UUID.test(value) ? null : `The answer to '${q.title}' must be the uuid of an uploaded ${MEDIA_TYPES[q.type] === 'video' ? 'video' : 'photo'}.`;
    case 'single-line-input':
      if (/[\r\n]/.test(value)) return `The answer to '${q.title}' is a single line: it cannot hold line breaks.`;
      return value.length > MAX_SINGLE_LINE ? `The answer to '${q.title}' is at most ${MAX_SINGLE_LINE} characters.` : null;
    case 'multi-line-input':
    case 'common-input':
      return value.length > MAX_MULTI_LINE ? `The answer to '${q.title}' is at most ${MAX_MULTI_LINE.toLocaleString('en-US')} characters.` : null;
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
      if (!Array.isArray(parsed) || parsed.some((v) => typeof v !== 'string')) return `The answer to '${q.title}' must be a JSON list of chosen values, such as ["${q.options[0] ?? 'value'}"].`;
      const unknown = (parsed as string[]).filter((v) => !q.options.includes(v));
      if (unknown.length) return `'${q.title}' has no answer ${list(unknown)}: choose among ${list(q.options)}.`;
      return new Set(parsed).size === parsed.length ? null : `The answer to '${q.title}' names a value twice.`;
    }
    case 'radio-button-input':
    case 'dropdown-input':
    case 'toggle-input':
      return q.options.includes(value) ? null : `'${q.title}' has no answer '${value}': choose among ${list(q.options)}.`;
    default:
      return value.length > MAX_MULTI_LINE ? `The answer to '${q.title}' is too long.` : null;
  }
}
