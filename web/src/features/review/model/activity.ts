/**
 * The activity trail as sentences (beyond the spec): who did what, e.g. 'Riley Reviewer marked the SVR
 * Rejected' or 'changed the answer of “Q” from A to B'. Pure, so the wording is unit-tested. It reads the
 * gateway's typed change of each entry (one member per kind), never the api's storage format.
 */
import type { MediaKind, MediaMarkKind, ReviewActivityEntryFragment } from '../../../generated/graphql';
import { RECORD_STATUS_LABEL_BY_NAME, REVIEW_STATE_LABEL_BY_NAME } from '@svr/domain';
import type { ReviewQuestion } from './report';
import { chosenValues, isMediaQuestion } from './report';

export type ActivityEntry = ReviewActivityEntryFragment;

export interface ActivityContext {
  questions: ReadonlyMap<string, ReviewQuestion>;
  /** Document uuid (lower case) → the question its answer holds. */
  questionOfDocument: ReadonlyMap<string, ReviewQuestion>;
  /** E-mail (lower case) → a person's name, from what the page knows (the signed-in user, feedback, the talent). */
  names: ReadonlyMap<string, string>;
}

const quote = (s: string) => `“${s}”`;
const clip = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Who made the change: the name the api knows, else a name the page knows, else the e-mail. */
export function actorName(
  entry: Pick<ActivityEntry, 'actorEmail'> & Partial<Pick<ActivityEntry, 'actorName'>>,
  ctx: Pick<ActivityContext, 'names'>,
): string {
  if (entry.actorName?.trim()) return entry.actorName.trim();
  const email = entry.actorEmail?.trim();
  if (!email) return 'The system';
  return ctx.names.get(email.toLowerCase()) ?? email;
}

const questionTitle = (q: ReviewQuestion | undefined, fallback = 'a question') =>
  q ? quote(q.title || 'Untitled question') : fallback;

/** An answer value as a person reads it: option labels, 'a photo', or 'no answer'. */
export function readableValue(q: ReviewQuestion | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'no answer';
  const text = String(value);
  if (q && isMediaQuestion(q))
    return q.type === 'VIDEO_INPUT' ? 'a video' : q.type === 'SIGNATURE_INPUT' ? 'a signature' : 'a photo';
  const values = chosenValues(text);
  if (q && q.options.length && q.type !== 'NUMERIC_CONDITIONAL_INPUT') {
    return values.map((v) => q.options.find((o) => o.value === v)?.label ?? v).join(', ') || 'no answer';
  }
  return clip(values.join(', '));
}

const MARK_WORDS: Record<MediaMarkKind, { on: string; off: string }> = {
  STAR: { on: 'starred', off: 'removed the star from' },
  FLAG: { on: 'flagged', off: 'removed the flag from' },
  BLOCK: { on: 'blocked', off: 'unblocked' },
};

type Change<T extends ActivityEntry['change']['__typename']> = Extract<ActivityEntry['change'], { __typename: T }>;

function revisionNotes(change: Change<'RevisionRequestsChange'>, ctx: ActivityContext): string {
  const { marked, clearedQuestionUuids: cleared, reworded } = change;
  const parts: string[] = [];
  const title = (k: string) => questionTitle(ctx.questions.get(k));
  if (marked.length === 1)
    parts.push(
      `marked ${title(marked[0].questionUuid)} NEEDS REVISION${marked[0].feedback ? `: ${quote(clip(marked[0].feedback))}` : ''}`,
    );
  else if (marked.length > 1) parts.push(`marked ${marked.length} questions NEEDS REVISION`);
  if (cleared.length === 1) parts.push(`cleared NEEDS REVISION on ${title(cleared[0])}`);
  else if (cleared.length > 1) parts.push(`cleared NEEDS REVISION on ${cleared.length} questions`);
  for (const r of reworded)
    parts.push(`changed the revision feedback of ${title(r.questionUuid)} to ${quote(clip(r.feedback))}`);
  return parts.length ? parts.join('; ') : 'updated the review notes';
}

function answerChange(entry: ActivityEntry, change: Change<'AnswerChange'>, ctx: ActivityContext): string {
  const q = ctx.questions.get(change.questionUuid);
  const from = readableValue(q, change.valueBefore);
  const to = readableValue(q, change.valueAfter);
  if (entry.kind === 'ANSWER_CREATE' || from === 'no answer') return `answered ${questionTitle(q)}: ${to}`;
  if (to === 'no answer') return `cleared the answer of ${questionTitle(q)} (was ${from})`;
  if (q && isMediaQuestion(q)) return `replaced the ${to.replace(/^a /, '')} of ${questionTitle(q)}`;
  return `changed the answer of ${questionTitle(q)} from ${from} to ${to}`;
}

/** What the entry did, without the actor: 'marked the SVR Rejected'. Reads the gateway's typed change. */
export function describe(entry: ActivityEntry, ctx: ActivityContext): string {
  const change = entry.change;
  const mediaQuestion = entry.documentUuid ? ctx.questionOfDocument.get(entry.documentUuid.toLowerCase()) : undefined;
  const media = (kind: MediaKind) =>
    `the ${kind === 'VIDEO' ? 'video' : 'photo'}${mediaQuestion ? ` of ${questionTitle(mediaQuestion)}` : ''}`;
  switch (change.__typename) {
    case 'ReviewStateChange':
      return `marked the SVR ${REVIEW_STATE_LABEL_BY_NAME[change.toState]}`;
    case 'VisibilityChange':
      return change.visibleToClient ? 'made the SVR visible to the client' : 'hid the SVR from the client';
    case 'RecordStatusChange': {
      const from = change.fromStatus ? RECORD_STATUS_LABEL_BY_NAME[change.fromStatus] : 'unknown';
      return `changed the status from ${from} to ${RECORD_STATUS_LABEL_BY_NAME[change.toStatus]}`;
    }
    case 'RevisionRequestsChange':
      return revisionNotes(change, ctx);
    case 'MediaMarkChange': {
      const words = MARK_WORDS[change.mark];
      if (!change.on) return `${words.off} ${media(change.media)}`;
      const verb = change.wasOn ? 'changed the mark of' : words.on;
      return `${verb} ${media(change.media)}${change.motive ? ` (${quote(clip(change.motive))})` : ''}`;
    }
    case 'MediaRotation':
      return `rotated ${media(change.media)} to ${change.degrees}°`;
    case 'AnswerChange':
      return answerChange(entry, change, ctx);
    case 'FeedbackThreadChange':
      return change.created ? 'started a feedback thread' : 'updated a feedback thread';
    case 'FeedbackMessage':
      return change.text !== null ? `wrote feedback: ${quote(clip(change.text))}` : 'wrote feedback';
    case 'RejectionRecorded':
      return 'recorded a rejection';
  }
}

/** The trail without the thread rows that only accompany a feedback message. */
export const shownEntries = (entries: readonly ActivityEntry[]) =>
  entries.filter((e) => e.change.__typename !== 'FeedbackThreadChange' || !e.change.created);
