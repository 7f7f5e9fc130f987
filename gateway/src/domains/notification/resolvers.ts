/**
 * Notifications to field talent (spec 001 §2.4, §3, §5, §7): the Sent list, one notification with its
 * recipients and deliveries, and create / update / delete / send / cancel. The api refuses client users (403,
 * a GraphQL error); refusals the user can act on (blank title, already sent) come back as payload errors.
 */
import type {
  NotificationChannel,
  NotificationDeliveryState,
  NotificationSentState,
  NotificationType,
  Resolvers,
} from '../../generated/resolvers.js';
import { isUserFacing } from '../../rest/client.js';
import { checkPaging } from '../storeVisit/resolvers.js';
import type { RestNotificationBody } from './rest.js';
import type { RestNotification } from './schemas.js';

interface UserErrorShape {
  message: string;
  field: string | null;
}

/** A REST refusal the user can act on as a payload error; 401, 403 and crashes stay GraphQL errors. */
function refusal(e: unknown): UserErrorShape {
  if (!isUserFacing(e)) throw e;
  return { message: e.message, field: null };
}

export const notificationTypeCode = (t: NotificationType) => (t === 'SCHEDULED' ? 1 : 0);
const typeName = (code: number): NotificationType => (code === 1 ? 'SCHEDULED' : 'IMMEDIATE');
const sentName = (code: number): NotificationSentState => (code === 1 ? 'YES' : code === 2 ? 'CANCELLED' : 'NO');
const channelName = (c: string): NotificationChannel => (c === 'email' ? 'EMAIL' : 'INBOX');
const stateName = (s: string): NotificationDeliveryState =>
  s === 'delivered' ? 'DELIVERED' : s === 'failed' ? 'FAILED' : 'PENDING';

function scheduledDate(n: RestNotification): string | null {
  const scheduled = n.config.scheduled;
  if (typeof scheduled !== 'object' || scheduled === null || !('date' in scheduled)) return null;
  return typeof scheduled.date === 'string' ? scheduled.date : null;
}

function actionOf(n: RestNotification): number {
  const action = n.data.action;
  return typeof action === 'number' ? action : Number(action ?? 0) || 0;
}

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_p, { filters, page, pageSize, sort }, ctx) => {
      const p = page ?? 1;
      const size = pageSize ?? 50;
      checkPaging(p, size);
      const result = await ctx.api.notifications.search({
        filters: filters ?? [],
        page: p,
        pageSize: size,
        sort: sort ? { path: sort.path, direction: sort.direction === 'ASC' ? 'asc' : 'desc' } : null,
      });
      return { total: result.total, page: result.page, pageSize: result.pageSize, items: result.data };
    },
    notification: (_p, { id }, ctx) => ctx.loaders.notificationById.load(id),
    notificationSuggestions: async (_p, { path, search }, ctx) => {
      const text = search.trim();
      if (!text || !path.trim()) return [];
      return ctx.api.notifications.suggestions(path.trim(), text);
    },
  },
  Mutation: {
    createNotification: async (_p, { input }, ctx) => {
      const body: RestNotificationBody = {
        title: input.title,
        message: input.message,
        data: { action: input.action },
        type: notificationTypeCode(input.type),
        config: input.type === 'SCHEDULED' && input.scheduledAt ? { scheduled: { date: input.scheduledAt } } : {},
        users: [...new Set(input.talentIds)],
      };
      if (input.storeVisitIds?.length) body.storeVisitIds = [...new Set(input.storeVisitIds)];
      try {
        return { notification: await ctx.api.notifications.create(body), error: null };
      } catch (e) {
        return { notification: null, error: refusal(e) };
      }
    },
    updateNotification: async (_p, { id, input }, ctx) => {
      const body: RestNotificationBody = {};
      if (input.title !== null && input.title !== undefined) body.title = input.title;
      if (input.message !== null && input.message !== undefined) body.message = input.message;
      if (input.action !== null && input.action !== undefined) body.data = { action: input.action };
      if (input.type) body.type = notificationTypeCode(input.type);
      if (input.scheduledAt) body.config = { scheduled: { date: input.scheduledAt } };
      if (Object.keys(body).length === 0)
        return {
          notification: null,
          error: { message: 'Nothing to update: give the fields to change.', field: 'input' },
        };
      try {
        return { notification: await ctx.api.notifications.update(id, body), error: null };
      } catch (e) {
        return { notification: null, error: refusal(e) };
      }
    },
    deleteNotification: async (_p, { id }, ctx) => {
      try {
        return { id: (await ctx.api.notifications.remove(id)).id, error: null };
      } catch (e) {
        return { id: null, error: refusal(e) };
      }
    },
    sendNotification: async (_p, { id }, ctx) => {
      try {
        return { notification: await ctx.api.notifications.send(id), error: null };
      } catch (e) {
        return { notification: null, error: refusal(e) };
      }
    },
    cancelNotification: async (_p, { id }, ctx) => {
      try {
        return { notification: await ctx.api.notifications.cancel(id), error: null };
      } catch (e) {
        return { notification: null, error: refusal(e) };
      }
    },
  },
  Notification: {
    action: (n) => actionOf(n),
    type: (n) => typeName(n.type),
    scheduledAt: (n) => (n.type === 1 ? scheduledDate(n) : null),
    createUser: (n) => n.createUserEmail,
    sent: (n) => sentName(n.sent),
    sentAt: (n) => n.sentTimestamp,
    sentUser: (n) => n.sentUserEmail,
    recipientCount: async (n, _a, ctx) =>
      n.recipientCount ??
      n.recipients?.length ??
      (await ctx.loaders.notificationById.load(n.id))?.recipients?.length ??
      0,
    // The list answers no recipients: the detail dialog's read the notification (once per request).
    recipients: async (n, _a, ctx) => n.recipients ?? (await ctx.loaders.notificationById.load(n.id))?.recipients ?? [],
  },
  NotificationRecipient: {
    storeVisitId: (r) => r.storeVisitId ?? null,
    deliveries: (r) => r.deliveries ?? [],
  },
  NotificationDelivery: {
    channel: (d) => channelName(d.channel),
    state: (d) => stateName(d.state),
  },
};
