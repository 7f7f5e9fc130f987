/**
 * The activity trail, typed (schema/review.graphql ActivityChange): each REST activity row's before/after
 * is the api's storage format (metaJson list names, status codes, rotations in urls, formState), read here
 * once into one member type per kind, so the web app and analysts read fields instead of decoding it.
 * A row the api should never write (an unknown kind, list or code) is a GraphQL error that names it.
 */
import {
  ActivityKind,
  graphqlEnumName,
  WRITTEN_MARK_LISTS,
  type ActivityKindValue,
  type MediaMarkName,
} from '@svr/domain';
import { GraphQLError } from 'graphql';
import type {
  ActivityChange,
  AnswerChange,
  FeedbackMessage,
  FeedbackThreadChange,
  MediaKind,
  MediaMarkChange,
  MediaMarkKind,
  MediaRotation,
  RecordStatusChange,
  RejectionRecorded,
  ReviewStateChange,
  RevisionRequestsChange,
  VisibilityChange,
} from '../generated/resolvers.js';
import { recordStatusName, reviewStateName } from './enums.js';

/** What the decoder reads of a REST activity row (GET storeVisit/id/{id}/activity). */
export interface ActivityRow {
  id: number;
  kind: ActivityKindValue;
  before: unknown;
  after: unknown;
}

/** A member of the union with its type name set, so the union resolves without guessing. */
type Named<T extends { __typename?: string }> = T & { __typename: NonNullable<T['__typename']> };
export type DecodedChange =
  | Named<ReviewStateChange>
  | Named<VisibilityChange>
  | Named<RecordStatusChange>
  | Named<RevisionRequestsChange>
  | Named<MediaMarkChange>
  | Named<MediaRotation>
  | Named<AnswerChange>
  | Named<FeedbackThreadChange>
  | Named<FeedbackMessage>
  | Named<RejectionRecorded>;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const field = (v: unknown, key: string): unknown => (isObj(v) ? v[key] : undefined);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const textOrNumber = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

function unreadable(row: ActivityRow, what: string): never {
  throw new GraphQLError(`The api answered activity ${row.id} (${row.kind}) with ${what}.`, {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** A status or review-state code the row must carry (null when it carries none and may not). */
function code(row: ActivityRow, side: 'before' | 'after', key: string): number | null {
  const v = field(row[side], key);
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v))
    unreadable(row, `a ${key} that is not a code: ${JSON.stringify(v)}`);
  return v;
}

function required<T>(row: ActivityRow, value: T | null, what: string): T {
  return value === null ? unreadable(row, `no ${what}`) : value;
}

/** The metaJson mark lists the review page writes (spec 001 §3, @svr/domain): which mark, on which kind of media. */
const MARK_LISTS: Record<string, { mark: MediaMarkKind; media: MediaKind }> = Object.fromEntries(
  (Object.keys(WRITTEN_MARK_LISTS) as MediaMarkName[]).flatMap((mark) =>
    (['photo', 'video'] as const).map((media) => [
      WRITTEN_MARK_LISTS[mark][media],
      { mark, media: graphqlEnumName(media) },
    ]),
  ),
);

/** The rotation a photo's url carries (`?rotate=90`, set by the api's rotate action), 0 without one. */
export function urlRotation(url: string | null | undefined): number {
  const m = /[?&]rotate=(\d+)/.exec(url ?? '');
  return m ? Number(m[1]) % 360 : 0;
}

/** formState.feedback.questions: question uuid → revision feedback. */
function revisionQuestions(formState: unknown): Record<string, string> {
  const questions = field(field(formState, 'feedback'), 'questions');
  const out: Record<string, string> = {};
  if (isObj(questions)) for (const [uuid, t] of Object.entries(questions)) out[uuid] = typeof t === 'string' ? t : '';
  return out;
}

function revisionChange(row: ActivityRow): Named<RevisionRequestsChange> {
  const was = revisionQuestions(row.before);
  const now = revisionQuestions(row.after);
  return {
    __typename: 'RevisionRequestsChange',
    marked: Object.keys(now)
      .filter((k) => !(k in was))
      .map((questionUuid) => ({ questionUuid, feedback: now[questionUuid] })),
    clearedQuestionUuids: Object.keys(was).filter((k) => !(k in now)),
    reworded: Object.keys(now)
      .filter((k) => k in was && was[k] !== now[k])
      .map((questionUuid) => ({ questionUuid, feedback: now[questionUuid] })),
  };
}

function markChange(row: ActivityRow): Named<MediaMarkChange> {
  const list = text(field(row.after, 'list')) ?? text(field(row.before, 'list'));
  const found = list === null ? undefined : MARK_LISTS[list];
  if (!found) unreadable(row, `an unknown mark list ${JSON.stringify(list)}`);
  const on = isObj(row.after);
  const motive = on ? text(field(row.after, 'motive')) : null;
  return { __typename: 'MediaMarkChange', ...found, on, wasOn: isObj(row.before), motive: motive || null };
}

function rotation(row: ActivityRow): Named<MediaRotation> {
  const isVideo = field(row.after, 'list') === 'rotateVideos' || field(row.before, 'list') === 'rotateVideos';
  if (isVideo) return { __typename: 'MediaRotation', media: 'VIDEO', degrees: Number(field(row.after, 'rotate')) || 0 };
  return { __typename: 'MediaRotation', media: 'PHOTO', degrees: urlRotation(text(field(row.after, 'url'))) };
}

function answerChange(row: ActivityRow): Named<AnswerChange> {
  const questionUuid = text(field(row.after, 'questionUuid')) ?? text(field(row.before, 'questionUuid'));
  return {
    __typename: 'AnswerChange',
    questionUuid: required(row, questionUuid, 'questionUuid'),
    valueBefore: textOrNumber(field(row.before, 'answerValue')),
    valueAfter: textOrNumber(field(row.after, 'answerValue')),
  };
}

/** The typed change of one REST activity row. */
export function decodeChange(row: ActivityRow): DecodedChange {
  switch (row.kind) {
    case ActivityKind.reviewState: {
      const from = code(row, 'before', 'reviewState');
      return {
        __typename: 'ReviewStateChange',
        fromState: from === null ? null : reviewStateName(from),
        toState: reviewStateName(required(row, code(row, 'after', 'reviewState'), 'reviewState after')),
        bulk: field(row.after, 'bulk') === true,
        reset: field(row.after, 'reset') === true,
      };
    }
    case ActivityKind.privacy:
      return { __typename: 'VisibilityChange', visibleToClient: Number(field(row.after, 'privacy')) === 0 };
    case ActivityKind.status: {
      const from = code(row, 'before', 'status');
      return {
        __typename: 'RecordStatusChange',
        fromStatus: from === null ? null : recordStatusName(from),
        toStatus: recordStatusName(required(row, code(row, 'after', 'status'), 'status after')),
        bulk: field(row.after, 'bulk') === true,
      };
    }
    case ActivityKind.formState:
      return revisionChange(row);
    case ActivityKind.mediaMark:
      return markChange(row);
    case ActivityKind.mediaRotate:
      return rotation(row);
    case ActivityKind.answerCreate:
    case ActivityKind.answerUpdate:
      return answerChange(row);
    case ActivityKind.feedbackSave:
      return {
        __typename: 'FeedbackThreadChange',
        canonicalKey: text(field(row.after, 'canonicalkey')),
        created: !isObj(row.before),
        feedbackStatus:
          typeof field(row.after, 'feedbackstatus') === 'number' ? Number(field(row.after, 'feedbackstatus')) : null,
      };
    case ActivityKind.feedbackText:
      return {
        __typename: 'FeedbackMessage',
        text: text(field(row.after, 'feedbacktext')) ?? text(field(row.after, 'text')),
      };
    case ActivityKind.rejection:
      // The api writes the rejection as GET svrrejectedbyusers answers it (lower case); the demo seed in camel case.
      return {
        __typename: 'RejectionRecorded',
        rejectedBy: text(field(row.after, 'rejectedby')) ?? text(field(row.after, 'rejectedBy')),
        eventId: text(field(row.after, 'eventid')) ?? text(field(row.after, 'eventId')),
      };
  }
}

/** The member's type name, for the union's __resolveType. */
export function changeTypeName(change: ActivityChange): NonNullable<ActivityChange['__typename']> {
  if (!change.__typename) throw new GraphQLError('An activity change was answered without its type.');
  return change.__typename;
}
