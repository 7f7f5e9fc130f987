/**
 * Notifications with their recipients, per request. The Sent list answers notifications without their recipients;
 * a page that asks for them (the list's recipient counts of old rows, the detail dialog) reads them in one call
 * for the whole page (POST /ids, at most 100 at a time), however many rows and fields ask.
 */
import DataLoader from 'dataloader';
import type { NotificationsApi } from './rest.js';
import type { RestNotification } from './schemas.js';

export type NotificationLoader = DataLoader<number, RestNotification | null>;

export function notificationLoaders(api: { notifications: NotificationsApi }) {
  return {
    notificationById: new DataLoader<number, RestNotification | null>(
      async (ids) => {
        const found = new Map((await api.notifications.byIds(ids)).map((n) => [n.id, n]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 100 },
    ),
  };
}
