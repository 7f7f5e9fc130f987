/** /api/v2/membership/notification: notifications to field talent (spec 001 §2.4, §3, §7). Staff only. */
import { segment, type RestClient } from '../../rest/client.js';
import { z } from '../shared/schemas.js';
import { restFilters, type FilterParameter } from '../storeVisit/rest.js';
import { RestNotification, RestNotificationList } from './schemas.js';

/** The spec's create / update body (POST and PUT /membership/notification). */
export interface RestNotificationBody {
  title?: string;
  message?: string;
  data?: { action: number };
  /** 0 immediate, 1 scheduled. */
  type?: number;
  config?: { scheduled?: { date: string } };
  /** Unique talent ids (create only). */
  users?: number[];
  storeVisitIds?: number[];
}

export interface NotificationListQuery {
  filters: FilterParameter[];
  page: number;
  pageSize: number;
  sort?: { path: string; direction: 'asc' | 'desc' } | null;
}

const base = '/api/v2/membership/notification';
const one = (id: number) => `${base}/id/${segment(String(id))}`;

export function notificationsApi(rest: RestClient) {
  return {
    /** The Sent list's search, newest first unless sorted (Visit Approved / Rejected left out by the api). */
    search: (q: NotificationListQuery) =>
      rest.post(
        `${base}/all`,
        { filters: restFilters(q.filters), page: q.page, pageSize: q.pageSize, ...(q.sort ? { sort: q.sort } : {}) },
        RestNotificationList,
      ),
    /** One notification with its recipients and their deliveries; null when unknown in the caller's client. */
    byId: (id: number) => rest.getOrNull(one(id), RestNotification),
    /** Several notifications with their recipients in one call (≤ 100); those outside the client are left out. */
    byIds: (ids: readonly number[]) => rest.post(`${base}/ids`, { ids }, z.array(RestNotification)),
    create: (body: RestNotificationBody) => rest.post(base, body, RestNotification),
    update: (id: number, body: RestNotificationBody) => rest.put(one(id), body, RestNotification),
    remove: (id: number) => rest.delete(one(id), z.object({ id: z.number() })),
    send: (id: number) => rest.post(`${one(id)}/send`, {}, RestNotification),
    cancel: (id: number) => rest.post(`${one(id)}/cancel`, {}, RestNotification),
    /** Autocomplete 'membership/notification': distinct values of a searchable column. */
    suggestions: (path: string, text: string) =>
      rest.get(`${base}/autocomplete/${segment(path)}/${segment(text)}`, z.array(z.string())),
  };
}
export type NotificationsApi = ReturnType<typeof notificationsApi>;
