/** The REST answers of /api/v2/membership/notification (docs/API.md), checked on arrival. */
import { jsonObject, restPage, z } from '../shared/schemas.js';

/** One outbox row of a recipient: a delivery on one channel (api/src/notification/delivery). */
export const RestNotificationDelivery = z.object({
  channel: z.string(),
  /** pending, delivered or failed. */
  state: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type RestNotificationDelivery = z.infer<typeof RestNotificationDelivery>;

/** A recipient of a notification: a talent, with the date it was seen and its deliveries (detail only). */
export const RestNotificationRecipient = z.object({
  talentId: z.number(),
  mcid: z.string().nullable(),
  name: z.string().nullable(),
  storeVisitId: z.number().nullable().optional(),
  dateSeen: z.string().nullable(),
  deliveries: z.array(RestNotificationDelivery).optional(),
});
export type RestNotificationRecipient = z.infer<typeof RestNotificationRecipient>;

/** A notification as api/ answers it (spec 001 §3): recipients in full on the detail, their count on lists. */
export const RestNotification = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  /** { action: number } */
  data: jsonObject,
  /** 0 immediate, 1 scheduled. */
  type: z.number(),
  /** { scheduled: { date } } for a scheduled one. */
  config: jsonObject,
  created: z.string(),
  createUserEmail: z.string().nullable(),
  /** 0 no, 1 yes, 2 cancelled. */
  sent: z.number(),
  sentTimestamp: z.string().nullable(),
  sentUserEmail: z.string().nullable(),
  recipientCount: z.number().optional(),
  recipients: z.array(RestNotificationRecipient).optional(),
});
export type RestNotification = z.infer<typeof RestNotification>;

/** The answer of POST /membership/notification/all: a page of notifications. */
export const RestNotificationList = restPage(RestNotification);
export type RestNotificationList = z.infer<typeof RestNotificationList>;
