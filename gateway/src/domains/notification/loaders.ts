/**
 * Notifications by id, per request. The Sent list answers notifications without their recipients; a list that
 * asks for them (the list's detail dialog) reads each notification once, however many fields ask.
 */
import DataLoader from 'dataloader';
import type { NotificationsApi } from './rest.js';
import type { RestNotification } from './schemas.js';

export type NotificationLoader = DataLoader<number, RestNotification | null>;

export function notificationLoaders(api: { notifications: NotificationsApi }) {
  return {
    notificationById: new DataLoader<number, RestNotification | null>((ids) =>
      Promise.all(ids.map((id) => api.notifications.byId(id))),
    ),
  };
}
