/** Request bodies of /api/v2/membership/notification (spec 001 §3, §5, §7); their z.infer types are the request types. */
import { z } from 'zod';
import { jsonField, zId } from '../http/params.js';
import { filterParameter } from '../storeVisit/filters/compile.js';
import { zPage, zPageSize } from '../storeVisit/lists/schema.js';

export const NOTIFICATION_MESSAGES = {
  /** Spec 001 §5: the create form's tooltip while something is missing. */
  incomplete: 'Please fill all the information.',
  /** Spec 001 §5: nothing selected. */
  noRecipients: 'Please first select records to send the notification.',
  scheduledInPast: 'The scheduled date and time cannot be earlier than now.',
  scheduledNeedsDate: 'A scheduled notification needs its date and time (config.scheduled.date).',
  /** Spec 001 §4 tooltips, as the api's refusals of a send, cancel, change or delete. */
  alreadySent: 'This notification has been sent already.',
  cancelled: 'This notification has been canceled.',
  chooseClient: 'Choose a client first: a notification goes to the talent of one client’s visits.',
} as const;

/** Notification types (spec 001 §3, §9). */
export const NotificationType = { Immediate: 0, Scheduled: 1 } as const;
/** Sent states (spec 001 §3, §4). */
export const SentState = { No: 0, Yes: 1, Cancelled: 2 } as const;

/** The titles of the review decision's notifications (spec 001 §2.4: the list hides them). */
export const VISIT_DECISION_TITLES = ['Visit Approved', 'Visit Rejected'] as const;

/** A scheduled date may be this much before now (the form picks whole minutes; a clock a little behind). */
export const SCHEDULE_GRACE_MS = 60_000;

/** Most recipients one notification may have. */
export const MAX_RECIPIENTS = 5000;

const text = (what: string, max: number) =>
  z
    .string({ required_error: NOTIFICATION_MESSAGES.incomplete, invalid_type_error: `${what} is text.` })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.incomplete)
    .max(max, `${what} has at most ${max} characters.`);

const data = z.preprocess(
  (v) => jsonField(v, 'data'),
  z.object(
    {
      action: z.coerce
        .number({ invalid_type_error: 'data.action is a whole number of at least 0.' })
        .int('data.action is a whole number of at least 0.')
        .min(0, NOTIFICATION_MESSAGES.incomplete)
        .max(1_000_000, 'data.action is at most 1,000,000.'),
    },
    { required_error: NOTIFICATION_MESSAGES.incomplete },
  ),
);

const type = z.coerce
  .number({ required_error: NOTIFICATION_MESSAGES.incomplete })
  .int()
  .refine(
    (t) => t === NotificationType.Immediate || t === NotificationType.Scheduled,
    'type is 0 (immediate) or 1 (scheduled).',
  );

const dateText = z
  .string()
  .max(40, 'config.scheduled.date is an ISO date and time.')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'config.scheduled.date is not a date and time.');

const config = z.preprocess(
  (v) => jsonField(v ?? {}, 'config'),
  z.object({ scheduled: z.object({ date: dateText.nullish() }).nullish() }).passthrough(),
);

/** users: talent ids, each once (repeats dropped: the selected rows' unique talent). */
const users = z
  .array(zId('users', 'users are talent ids.'), { required_error: NOTIFICATION_MESSAGES.noRecipients })
  .min(1, NOTIFICATION_MESSAGES.noRecipients)
  .max(MAX_RECIPIENTS, `A notification has at most ${MAX_RECIPIENTS} recipients.`)
  .transform((ids) => [...new Set(ids)]);

const storeVisitIds = z
  .array(zId('storeVisitIds', 'storeVisitIds are store visit ids.'))
  .max(10_000, 'At most 10,000 storeVisitIds.')
  .transform((ids) => [...new Set(ids)]);

export const createNotificationBody = z.object({
  title: text('title', 200),
  message: text('message', 5000),
  data,
  type,
  config: config.optional(),
  users,
  /** The selected rows: each recipient is recorded with the first of these that is theirs. */
  storeVisitIds: storeVisitIds.optional(),
});
export type CreateNotification = z.infer<typeof createNotificationBody>;

export const updateNotificationBody = z.object({
  title: text('title', 200).optional(),
  message: text('message', 5000).optional(),
  data: data.optional(),
  type: type.optional(),
  config: config.optional(),
  users: users.optional(),
  storeVisitIds: storeVisitIds.optional(),
});
export type UpdateNotification = z.infer<typeof updateNotificationBody>;

/** The searchable columns of the Sent list (filter paths and autocomplete paths). */
export const SEARCH_PATHS = [
  'title',
  'message',
  'type',
  'sent',
  'created',
  'sentTimestamp',
  'createUserEmail',
  'sentUserEmail',
] as const;
export type SearchPath = (typeof SEARCH_PATHS)[number];
/** Columns with text suggestions. */
export const SUGGESTION_PATHS = ['title', 'message', 'createUserEmail', 'sentUserEmail'] as const;
export type SuggestionPath = (typeof SUGGESTION_PATHS)[number];
export const SORT_PATHS = [
  'id',
  'title',
  'message',
  'type',
  'sent',
  'created',
  'sentTimestamp',
  'createUserEmail',
  'sentUserEmail',
] as const;

const visitNotifications = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

export const listQuery = z.object({
  page: zPage,
  pageSize: zPageSize,
  includeVisitNotifications: visitNotifications,
});

export const searchBody = z.object({
  filters: z.preprocess((v) => jsonField(v ?? [], 'filters'), z.array(filterParameter).max(100)).default([]),
  page: zPage,
  pageSize: zPageSize,
  sort: z.object({ path: z.enum(SORT_PATHS), direction: z.enum(['asc', 'desc']).default('desc') }).nullish(),
  /** The review decision's 'Visit Approved' / 'Visit Rejected' (hidden unless asked; spec 001 §2.4). */
  includeVisitNotifications: visitNotifications,
});
export type SearchNotifications = z.infer<typeof searchBody>;

/** The stored scheduled date of a notification's config (ISO), or null. */
export function scheduledDateOf(config: unknown): string | null {
  if (typeof config !== 'object' || config === null) return null;
  const scheduled = (config as { scheduled?: unknown }).scheduled;
  if (typeof scheduled !== 'object' || scheduled === null) return null;
  const date = (scheduled as { date?: unknown }).date;
  return typeof date === 'string' && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null;
}

/** POST /ids: the notifications of one Sent list page with their recipients (a page has at most 100 rows). */
export const idsBody = z.object({
  ids: z
    .array(zId('a notification id'))
    .min(1, 'ids: at least one notification id.')
    .max(100, 'ids: at most 100 notification ids.'),
});
