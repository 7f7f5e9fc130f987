/** Request bodies of the review calls (spec 001 §7); their z.infer types are the request types. */
import { z } from 'zod';
import { RecordStatus, WRITTEN_MARK_LISTS, type MarkedMediaKind, type MediaMarkName } from '@svr/domain';
import { jsonField, zId } from '../http/params.js';
import { Privacy } from '../storeVisit/visit/codes.js';

const uuid = (what: string) =>
  z
    .string({ required_error: `${what} is required.`, invalid_type_error: `${what} must be a uuid.` })
    .trim()
    .uuid(`${what} must be a uuid.`)
    .transform((u) => u.toLowerCase());
const motive = z
  .string({ required_error: 'A motive is required.', invalid_type_error: 'The motive must be text.' })
  .trim()
  .min(1, 'A motive is required.')
  .max(1000, 'A motive is at most 1000 characters.');
const visitId = zId('storeVisitId', 'storeVisitId must be a report id.').optional();

/** Star and flag marks carry a motive (spec 001 §4); photo marks also name their store visit. */
const motiveMark = z.object({ uuid: uuid('uuid'), motive, storeVisitId: visitId });
const blockMark = z.object({ uuid: uuid('uuid'), storeVisitId: visitId });
/** Videos rotate in steps of 90 degrees, kept modulo 360 (spec 001 §9). */
const rotation = z.object({
  uuid: uuid('uuid'),
  rotate: z.coerce
    .number()
    .int('rotate is a whole number of degrees.')
    .refine((r) => r % 90 === 0, 'Videos rotate in steps of 90 degrees.')
    .transform((r) => ((r % 360) + 360) % 360),
});
const marks = <T extends z.ZodTypeAny>(entry: T) => z.array(entry).max(5000, 'At most 5000 marks per list.');

/** Star and flag marks carry a motive, a block none (spec 001 §4). */
const MARK_MOTIVE = { STAR: true, FLAG: true, BLOCK: false } as const satisfies Record<MediaMarkName, boolean>;
type MarkListEntry = {
  [M in MediaMarkName]: {
    [K in MarkedMediaKind]: [
      (typeof WRITTEN_MARK_LISTS)[M][K],
      { readonly media: K; readonly motive: (typeof MARK_MOTIVE)[M] },
    ];
  }[MarkedMediaKind];
}[MediaMarkName];

/** The mark lists the review page writes (@svr/domain): the photos' star, flag and block, then the videos'. */
export const MARK_LISTS = Object.fromEntries(
  (['photo', 'video'] as const).flatMap((media) =>
    (Object.keys(WRITTEN_MARK_LISTS) as MediaMarkName[]).map((mark) => [
      WRITTEN_MARK_LISTS[mark][media],
      { media, motive: MARK_MOTIVE[mark] },
    ]),
  ),
) as { readonly [E in MarkListEntry as E[0]]: E[1] };
export type MarkList = keyof typeof MARK_LISTS;

/**
 * The part of metaJson the review page writes: the review state and the media marks. Other keys (the
 * report's synced details, reviewedBy, lastRejectedDate …) are the api's or the sync's and are ignored.
 */
export const reviewMeta = z
  .object({
    reviewState: z.coerce
      .number({ invalid_type_error: 'reviewState must be a number from 0 to 5.' })
      .int('reviewState must be a whole number.')
      .min(0, 'Unknown review state: reviewState is 0 to 5.')
      .max(5, 'Unknown review state: reviewState is 0 to 5.')
      .optional(),
    starPhotos: marks(motiveMark).optional(),
    flagPhotos: marks(motiveMark).optional(),
    blockPhotos: marks(blockMark).optional(),
    starVideos: marks(motiveMark).optional(),
    flagVideos: marks(motiveMark).optional(),
    blockVideos: marks(blockMark).optional(),
    rotateVideos: marks(rotation).optional(),
  })
  .passthrough();
export type ReviewMeta = z.infer<typeof reviewMeta>;

/** formState (spec 001 §3): visited questions and feedback (message, question uuid → revision text). */
export const formStateBody = z
  .object({
    visitedQuestions: z.array(z.string().max(100)).max(10_000).optional(),
    feedback: z
      .object({
        message: z.string().max(10_000, 'The feedback message is at most 10,000 characters.').default(''),
        questions: z
          .record(z.string().uuid('feedback.questions is keyed by question uuid.'), z.string().max(10_000))
          .default({}),
      })
      .optional(),
  })
  .passthrough();

export const visitUpdateBody = z
  .object({
    status: z.coerce
      .number()
      .int()
      .refine(
        (v) => v === RecordStatus.Deleted || v === RecordStatus.Active || v === RecordStatus.Archived,
        'status is 0 (Deleted), 1 (Active) or 2 (Archived).',
      )
      .optional(),
    privacy: z.coerce
      .number()
      .int()
      .refine(
        (v) => v === Privacy.VisibleToClient || v === Privacy.HiddenFromClient,
        'privacy is 0 (visible to the client) or 1 (not visible).',
      )
      .optional(),
    metaJson: z.preprocess((v) => jsonField(v, 'metaJson'), reviewMeta).optional(),
    formState: z.preprocess((v) => jsonField(v, 'formState'), formStateBody).optional(),
    /**
     * The report's `timestamp` as the caller read it (GET storeVisit/id/{id}): when the report changed since,
     * the update is refused (409) and nothing is written. Without it the update applies as the spec's page does.
     */
    timestamp: z
      .string({ invalid_type_error: "timestamp is the report's timestamp as read, an ISO date." })
      .refine((t) => !Number.isNaN(Date.parse(t)), "timestamp is the report's timestamp as read, an ISO date.")
      .optional(),
  })
  .refine(
    (b) => b.status !== undefined || b.privacy !== undefined || b.metaJson !== undefined || b.formState !== undefined,
    'Nothing to update: send status, privacy, metaJson or formState.',
  );
export type VisitUpdateBody = z.infer<typeof visitUpdateBody>;

/** An answer value: text, a number (kept as text), a list (checkbox: kept as JSON text) or null to clear. */
export const answerValue = z.union(
  [
    z.string().max(100_000),
    z.number().finite().transform(String),
    z
      .array(z.string())
      .max(1000)
      .transform((v) => JSON.stringify(v)),
    z.null(),
  ],
  { errorMap: () => ({ message: 'answerValue is text, a number, a list of chosen values or null.' }) },
);

export const answerUpdateBody = z.object({ answerValue });
export const answerCreateBody = z.object({
  questionUuid: uuid('questionUuid'),
  questionCanonicalKey: z.string().trim().max(100).nullish(),
  storeVisitId: zId('storeVisitId', 'storeVisitId must be a report id.'),
  answerValue,
});

const int01 = z.coerce.number().int().min(0).max(1);

/** POST svrfeedback/savefeedback: a feedback thread of a report (created, or its status changed by canonicalkey). */
export const feedbackBody = z.object({
  canonicalkey: uuid('canonicalkey').optional(),
  feedbackstatus: z.coerce
    .number()
    .int()
    .min(0, 'feedbackstatus is 0 (open) or 1 (resolved).')
    .max(1, 'feedbackstatus is 0 (open) or 1 (resolved).')
    .default(0),
  feedbacktype: z.string().trim().min(1).max(50).default('svr'),
  docid: z.union([z.string().max(200), z.number().transform(String)]).nullish(),
  storevisitid: zId('storevisitid', 'storevisitid must be a report id.'),
});

/** POST svrfeedbackinfo/savefeedbackinfo: one feedback text (spec 001 §5: non-blank once trimmed). */
export const feedbackTextBody = z.object({
  feedback_canonicalkey: uuid('feedback_canonicalkey'),
  feedbacktext: z
    .string({
      required_error: 'Please enter a feedback message.',
      invalid_type_error: 'Please enter a feedback message.',
    })
    .trim()
    .min(1, 'Please enter a feedback message.')
    .max(10_000, 'A feedback message is at most 10,000 characters.'),
  createdby: z.string().optional(),
  createdbyemail: z.string().optional(),
  feedbackresolvedstatus: int01.optional(),
  feedbackresolvedsharestatus: int01.optional(),
});

/** POST svrrejectedbyusers/saverejectedbyusers. Who rejected comes from the session, never the payload. */
export const rejectionBody = z.object({
  storevisitid: zId('storevisitid', 'storevisitid must be a report id.'),
  eventid: z.union([z.string().max(100), z.number().transform(String)]).nullish(),
  userid: z.unknown().optional(),
  rejectedby: z.unknown().optional(),
});

// ---------------------------------------------------------------------------------------------------
// The review page's own calls (beyond the spec; docs/API.md "The review page"): one action each.

const noNul = (s: string) => !s.includes('\u0000');
/** Text a reviewer types: trimmed, at most `max` characters, no NUL character (PostgreSQL text cannot hold it). */
const typed = (what: string, max: number) =>
  z
    .string({ invalid_type_error: `${what} must be text.` })
    .refine(noNul, `${what} cannot contain a NUL character.`)
    .transform((t) => t.trim())
    .refine((t) => t.length <= max, `${what} is at most ${max.toLocaleString('en-US')} characters.`);

/** PUT .../review/revisionRequests/{questionUuid}: NEEDS REVISION with the feedback for the talent ('' allowed). */
export const revisionRequestBody = z.object({ feedback: typed('The revision feedback', 10_000).default('') });

export const MEDIA_MARKS = ['STAR', 'FLAG', 'BLOCK'] as const;
export type MediaMark = (typeof MEDIA_MARKS)[number];

/** POST .../review/media/{documentUuid}/mark: toggles a mark, or sets it on or off when `on` is sent. */
export const mediaMarkBody = z.object({
  mark: z.enum(MEDIA_MARKS, { errorMap: () => ({ message: 'mark is STAR, FLAG or BLOCK.' }) }),
  motive: typed('The motive', 1000).nullish(),
  on: z
    .boolean({ invalid_type_error: 'on is true (set the mark) or false (remove it); leave it out to toggle.' })
    .optional(),
});

/** POST .../review/decision: EDIT RESPONSES, APPROVE, REJECT or REJECT ALL, with its feedback, in one transaction. */
export const decisionBody = z.object({
  reviewState: z.coerce
    .number({ invalid_type_error: 'reviewState is 2 (In Review), 3 (Approved) or 4 (Rejected).' })
    .int()
    .refine((n) => n === 2 || n === 3 || n === 4, 'reviewState is 2 (In Review), 3 (Approved) or 4 (Rejected).'),
  feedback: typed('A feedback message', 10_000).nullish(),
  rejectAll: z.boolean({ invalid_type_error: 'rejectAll is true or false.' }).default(false),
  clearRevisionRequests: z.boolean({ invalid_type_error: 'clearRevisionRequests is true or false.' }).default(false),
});
export type DecisionBody = z.infer<typeof decisionBody>;

/** POST .../review/feedback: one feedback message, in the thread named or a new one. */
export const feedbackMessageBody = z.object({
  feedbacktext: z
    .string({
      required_error: 'Please enter a feedback message.',
      invalid_type_error: 'Please enter a feedback message.',
    })
    .refine(noNul, 'A feedback message cannot contain a NUL character.')
    .transform((t) => t.trim())
    .refine((t) => t.length > 0, 'Please enter a feedback message.')
    .refine((t) => t.length <= 10_000, 'A feedback message is at most 10,000 characters.'),
  canonicalkey: uuid('canonicalkey').optional(),
});
