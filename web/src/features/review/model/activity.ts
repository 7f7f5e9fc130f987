/**
 * The activity trail as sentences (beyond the spec): who did what, e.g. 'Riley Reviewer marked the SVR
 * Rejected' or 'changed the answer of “Q” from A to B'. Pure, so the wording is unit-tested.
 */
import type { ReviewActivityEntryFragment } from '../../../generated/graphql';
import { recordStatusLabel, reviewStateLabel } from '@svr/domain';
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

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const field = (v: unknown, key: string): unknown => (isObj(v) ? v[key] : undefined);
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
    return q.type === 'video-input' ? 'a video' : q.type === 'signature-input' ? 'a signature' : 'a photo';
  const values = chosenValues(text);
  if (q && q.options.length && q.type !== 'numeric-conditional-input') {
    return values.map((v) => q.options.find((o) => o.value === v)?.label ?? v).join(', ') || 'no answer';
  }
  return clip(values.join(', '));
}

const MARK_WORDS: Record<string, { on: string; off: string; what: 'photo' | 'video' }> = {
  starPhotos: { on: 'starred', off: 'removed the star from', what: 'photo' },
  flagPhotos: { on: 'flagged', off: 'removed the flag from', what: 'photo' },
  blockPhotos: { on: 'blocked', off: 'unblocked', what: 'photo' },
  starVideos: { on: 'starred', off: 'removed the star from', what: 'video' },
  flagVideos: { on: 'flagged', off: 'removed the flag from', what: 'video' },
  blockVideos: { on: 'blocked', off: 'unblocked', what: 'video' },
};

const rotationOf = (url: unknown) => {
  const m = /[?&]rotate=(\d+)/.exec(typeof url === 'string' ? url : '');
  return m ? Number(m[1]) % 360 : 0;
};

function revisionQuestions(formState: unknown): Record<string, string> {
  const q = field(field(formState, 'feedback'), 'questions');
  const out: Record<string, string> = {};
  if (isObj(q)) for (const [k, v] of Object.entries(q)) out[k] = typeof v === 'string' ? v : '';
  return out;
}

/** What the entry did, without the actor: 'marked the SVR Rejected'. */
export function describe(entry: ActivityEntry, ctx: ActivityContext): string {
  const { before, after } = entry;
  const mediaQuestion = entry.documentUuid ? ctx.questionOfDocument.get(entry.documentUuid.toLowerCase()) : undefined;
  switch (entry.kind) {
    case 'review.state': {
      const to = reviewStateLabel(Number(field(after, 'reviewState')));
      return to ? `marked the SVR ${to}` : 'changed the review state';
    }
    case 'visit.privacy':
      return Number(field(after, 'privacy')) === 0
        ? 'made the SVR visible to the client'
        : 'hid the SVR from the client';
    case 'visit.status': {
      const name = (state: unknown) => recordStatusLabel(Number(field(state, 'status'))) ?? 'unknown';
      return `changed the status from ${name(before)} to ${name(after)}`;
    }
    case 'visit.formState': {
      const was = revisionQuestions(before);
      const now = revisionQuestions(after);
      const added = Object.keys(now).filter((k) => !(k in was));
      const removed = Object.keys(was).filter((k) => !(k in now));
      const changed = Object.keys(now).filter((k) => k in was && was[k] !== now[k]);
      const parts: string[] = [];
      const title = (k: string) => questionTitle(ctx.questions.get(k));
      if (added.length === 1)
        parts.push(`marked ${title(added[0])} NEEDS REVISION${now[added[0]] ? `: ${quote(clip(now[added[0]]))}` : ''}`);
      else if (added.length > 1) parts.push(`marked ${added.length} questions NEEDS REVISION`);
      if (removed.length === 1) parts.push(`cleared NEEDS REVISION on ${title(removed[0])}`);
      else if (removed.length > 1) parts.push(`cleared NEEDS REVISION on ${removed.length} questions`);
      for (const k of changed) parts.push(`changed the revision feedback of ${title(k)} to ${quote(clip(now[k]))}`);
      return parts.length ? parts.join('; ') : 'updated the review notes';
    }
    case 'media.mark': {
      const list = String(field(after, 'list') ?? field(before, 'list') ?? '');
      const words = MARK_WORDS[list];
      if (!words) return 'changed a media mark';
      const target = `the ${words.what}${mediaQuestion ? ` of ${questionTitle(mediaQuestion)}` : ''}`;
      if (after === null || after === undefined) return `${words.off} ${target}`;
      const motive = field(after, 'motive');
      const verb = before ? `changed the mark of` : words.on;
      return `${verb} ${target}${typeof motive === 'string' && motive ? ` (${quote(clip(motive))})` : ''}`;
    }
    case 'media.rotate': {
      const isVideo = field(after, 'list') === 'rotateVideos' || field(before, 'list') === 'rotateVideos';
      const degrees = isVideo ? Number(field(after, 'rotate') ?? 0) : rotationOf(field(after, 'url'));
      const target = `the ${isVideo ? 'video' : 'photo'}${mediaQuestion ? ` of ${questionTitle(mediaQuestion)}` : ''}`;
      return `rotated ${target} to ${degrees}°`;
    }
    case 'answer.create':
    case 'answer.update': {
      const q = ctx.questions.get(String(field(after, 'questionUuid') ?? field(before, 'questionUuid') ?? ''));
      const from = readableValue(q, field(before, 'answerValue'));
      const to = readableValue(q, field(after, 'answerValue'));
      if (entry.kind === 'answer.create' || from === 'no answer') return `answered ${questionTitle(q)}: ${to}`;
      if (to === 'no answer') return `cleared the answer of ${questionTitle(q)} (was ${from})`;
      if (q && isMediaQuestion(q)) return `replaced the ${to.replace(/^a /, '')} of ${questionTitle(q)}`;
      return `changed the answer of ${questionTitle(q)} from ${from} to ${to}`;
    }
    case 'feedback.save':
      return before ? 'updated a feedback thread' : 'started a feedback thread';
    case 'feedback.text': {
      const text = field(after, 'feedbacktext') ?? field(after, 'text');
      return typeof text === 'string' ? `wrote feedback: ${quote(clip(text))}` : 'wrote feedback';
    }
    case 'rejection.create':
      return 'recorded a rejection';
    default:
      return `made a change (${entry.kind})`;
  }
}

/** The trail without the thread rows that only accompany a feedback message. */
export const shownEntries = (entries: readonly ActivityEntry[]) =>
  entries.filter((e) => e.kind !== 'feedback.save' || !!e.before);
