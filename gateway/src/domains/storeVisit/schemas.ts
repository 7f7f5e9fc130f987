/** The REST answers of /api/v2/storeVisit and /storeVisitFormAnswer (docs/API.md), checked on arrival. */
import { jsonObject, restPage, z } from '../shared/schemas.js';

const text = z.string().nullable();
const count = z.number().nullable();

/**
 * A visit (GET /storeVisit/id/{id}, and every review action's answer). For client users the api withholds
 * internal fields and answers them as null (status, privacy, rejectedCounter, check-in times, ...), hence
 * the nullable types.
 */
export const RestStoreVisitRecord = z.object({
  id: z.number(),
  eventId: text,
  formId: count,
  svrType: z.number(),
  status: count,
  privacy: count,
  expectedCheckinTime: text,
  expectedDurationMinutes: count,
  actualCheckinTime: text,
  actualCheckoutTime: text,
  actualCheckinLatitude: count.optional(),
  actualCheckinLongitude: count.optional(),
  actualCheckinDistanceKm: count.optional(),
  rejectedCounter: count,
  approvedBy: text,
  clientId: z.number(),
  clientName: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  talentId: count.optional(),
  talentType: text,
  metaMcid: text,
  metaMcEmail: text,
  /** 0..5; 5 (resubmitted) is derived by the api. */
  metaReviewState: z.number(),
  metaApprovedDate: text.optional(),
  lastSubmissionDate: text,
  metaLastRejectedDate: text,
  formState: jsonObject.nullable(),
  metaJson: jsonObject.nullable(),
  multiDayEvents: z.array(z.unknown()).optional(),
  submissions: z.array(z.object({ date: z.string() })).optional(),
  timestamp: z.string().optional(),
  /** List rows only: the review wait colour (null without colours, and always for client users). */
  waitColor: text.optional(),
  /** List rows with groupMultiDaySvrs false: the day of a multi-day report this row stands for. */
  multiDayEventId: text.optional(),
});
export type RestStoreVisitRecord = z.infer<typeof RestStoreVisitRecord>;

/** The fields a list row keeps whatever `fields` asks (api/src/storeVisit/lists/presenter.ts, spec 002 §9). */
const ALWAYS_LISTED = {
  id: true,
  formId: true,
  eventId: true,
  status: true,
  privacy: true,
  approvedBy: true,
  metaReviewState: true,
} as const;

/**
 * A visit as the gateway may hold it (the StoreVisit type's parent): a full record, or a list row narrowed
 * to the `fields` asked, which keeps the always-listed fields only (the others are left out, not null).
 */
export const RestStoreVisit = RestStoreVisitRecord.pick(ALWAYS_LISTED).extend(
  RestStoreVisitRecord.omit(ALWAYS_LISTED).partial().shape,
);
export type RestStoreVisit = z.infer<typeof RestStoreVisit>;

/** POST /storeVisit/userStoreVisits: whole rows (checked twice as fast as narrowed ones, all keys required). */
export const RestStoreVisitList = restPage(RestStoreVisitRecord);
/** POST /storeVisit/userStoreVisits with `fields`: rows narrowed to them. */
export const RestStoreVisitNarrowedList = restPage(RestStoreVisit);

export const RestAnswer = z.object({
  id: z.number(),
  storeVisitId: z.number(),
  questionUuid: z.string(),
  questionCanonicalKey: text,
  answerValue: text,
  created: z.string(),
  /** Set for a client user when the answer's photo or video is blocked (its value is withheld). */
  blocked: z.boolean().optional(),
});
export type RestAnswer = z.infer<typeof RestAnswer>;

/** The answer of a bulk call (POST /storeVisit/bulk/{action}). */
export const RestBulkResult = z.object({
  changed: z.array(z.number()),
  skipped: z.array(z.number()),
  changedCount: z.number(),
  skippedCount: z.number(),
});
export type RestBulkResult = z.infer<typeof RestBulkResult>;

/** The answer of POST /storeVisit/export/{type}. */
export const RestExportResult = z.object({
  url: z.string(),
  fileName: z.string(),
  rows: z.number(),
  columns: z.array(z.string()),
  photos: z.number(),
  photosEmbedded: z.boolean(),
});
export type RestExportResult = z.infer<typeof RestExportResult>;

/** One person's day of the meal-period report. */
export const RestMealPeriodDay = z.object({
  id: z.string(),
  talentId: z.number(),
  mcid: text,
  talentName: text,
  talentType: text,
  day: z.string(),
  storeVisitIds: z.array(z.number()),
  visits: z.number(),
  hours: count,
  workedHours: count,
  firstCheckin: text,
  lastCheckout: text,
  mealBreaks: z.array(
    z.object({
      id: z.number(),
      storeVisitId: z.number(),
      startTime: text,
      endTime: text,
      minutes: count,
      waived: z.number(),
    }),
  ),
  mealBreakMinutes: z.number(),
  waivedCount: z.number(),
});
export type RestMealPeriodDay = z.infer<typeof RestMealPeriodDay>;

/** POST /storeVisit/meal/query. */
export const RestMealPeriodList = restPage(RestMealPeriodDay);
