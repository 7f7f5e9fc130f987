/**
 * /api/v2/membership/notification (spec 001 §2.4, §3-§5, §7; issue 13). STAFF ONLY: a client user is refused
 * (403) on every call. Notifications belong to a client (and project): lists and calls by id keep to the chosen
 * client (x-tenancy-client-id; none chosen: all), lists to the chosen project and those of no project.
 *
 * Answer shapes (every answer is { data }; errors { err, message }):
 *   Notification = { id, eventId, title, message, data: { action }, type (0 immediate | 1 scheduled),
 *     config: { scheduled: { date ISO } } | {}, created ISO, createUserEmail, sent (0 no | 1 yes | 2 cancelled),
 *     sentTimestamp ISO | null, sentUserEmail | null, clientId, projectId, recipientCount }
 *   NotificationDetail = Notification & { recipients: [{ id, talentId, mcid, name, storeVisitId | null,
 *     dateSeen ISO | null, deliveries: [{ channel 'inbox' | 'email', state 'pending' | 'delivered' | 'failed',
 *     attempts, lastError, deliveredAt, nextAttemptAt }] }] }
 *   Page = { data: Notification[], total, page, pageSize }
 * Calls:
 *   GET  /?page&pageSize&includeVisitNotifications        → Page, newest first
 *   POST /all { filters, page, pageSize, sort?: { path, direction }, includeVisitNotifications? } → Page
 *        filters: [{ path: title | message | createUserEmail | sentUserEmail (contains, any case) | type | sent |
 *        created | sentTimestamp ([start, end] days, inclusive), data: [...], exclude? }]
 *   GET  /autocomplete/{title|message|createUserEmail|sentUserEmail}/{text} → string[] (10 at most)
 *   GET  /id/{id}                                        → NotificationDetail (404 outside the chosen client)
 *   POST /ids { ids: ≤ 100 ids } (ours)                  → NotificationDetail[] of those in the chosen client, in
 *        three reads (the Sent list's rows with their recipients: one call per page, not one per row)
 *   POST / { title, message, data: { action ≥ 0 }, type, config?: { scheduled: { date } }, users: talentIds,
 *        storeVisitIds? }                                → 201 NotificationDetail (not sent: SEND sends it;
 *        a scheduled one is sent by the job queue at its date)
 *   PUT  /id/{id} { the same fields, each optional }     → NotificationDetail (409 unless sent = 0)
 *   DELETE /id/{id}                                      → { id } (hard delete; 409 unless sent = 0)
 *   POST /id/{id}/send                                   → NotificationDetail (409 unless sent = 0)
 *   POST /id/{id}/cancel (ours)                          → NotificationDetail, sent = 2 (409 unless sent = 0)
 * The lists leave out the review decision's notifications (type 0 'Visit Approved' / 'Visit Rejected', spec
 * 001 §2.4) unless includeVisitNotifications is true; by id they are served.
 */
import { Router } from 'express';
import type { Db, Queryable } from '../db/client.js';
import { requireStaff, session, type Session } from '../auth/session.js';
import { badRequest, notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';
import { AUTOCOMPLETE_MAX_TEXT } from '../shared/schema.js';
import { deliveriesOf } from './delivery/outbox.js';
import { presentNotification, presentNotificationDetail } from './presenter.js';
import {
  createNotificationBody,
  idsBody,
  listQuery,
  searchBody,
  SUGGESTION_PATHS,
  updateNotificationBody,
  type SearchNotifications,
  type SuggestionPath,
} from './schema.js';
import { notificationsOf, recipientsOf, searchNotifications, suggestions } from './store.js';
import { cancelNotification, createNotification, deleteNotification, sendAsUser, updateNotification } from './write.js';

/** One %-encoded path segment, decoded once. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`'${segment.slice(0, 100)}' has a malformed %-escape: write a % sign as %25.`);
  }
}

/** Notifications with their recipients and deliveries, as the detail shows them, in three reads for any number. */
async function notificationDetails(db: Queryable, s: Session, ids: readonly number[]) {
  const found = await notificationsOf(db, s, ids);
  const shown = found.map((n) => n.id);
  const [recipients, deliveries] = await Promise.all([recipientsOf(db, shown), deliveriesOf(db, shown)]);
  return found.map((n) =>
    presentNotificationDetail(
      n,
      recipients.filter((r) => r.recipient.notificationId === n.id),
      deliveries,
    ),
  );
}

/** A notification with its recipients and their deliveries, as the detail shows it; 404 outside the client. */
export async function notificationDetail(db: Queryable, s: Session, id: number) {
  const [n] = await notificationDetails(db, s, [id]);
  if (!n) throw notFound(`Notification ${id} does not exist or is not in the chosen client.`);
  return n;
}

export function notificationRouter(db: Db): Router {
  const router = Router();
  router.use(requireStaff);

  async function page(
    s: Session,
    q: Pick<SearchNotifications, 'filters' | 'page' | 'pageSize' | 'sort' | 'includeVisitNotifications'>,
  ) {
    const { list, total } = await searchNotifications(db, s, q);
    return {
      data: list.map((n) => presentNotification(n, n.recipientCount)),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  router.get('/', async (req, res) => {
    const q = listQuery.parse(req.query);
    res.json({ data: await page(session(req), { ...q, filters: [], sort: null }) });
  });

  router.post('/all', async (req, res) => {
    res.json({ data: await page(session(req), searchBody.parse(req.body ?? {})) });
  });

  router.get(/^\/autocomplete\/([^/]+)(?:\/(.*))?$/, async (req, res) => {
    const m = /^\/autocomplete\/([^/]+)(?:\/(.*))?$/.exec(req.path);
    if (!m) throw notFound(`No such path: GET ${req.originalUrl.split('?')[0]}`);
    const path = decodeSegment(m[1]);
    const text = (m[2] ?? '').split('/').map(decodeSegment).join('/');
    if (!(SUGGESTION_PATHS as readonly string[]).includes(path))
      throw badRequest(`Notifications have suggestions for ${SUGGESTION_PATHS.join(', ')}, not ${path}.`);
    if (text.length > AUTOCOMPLETE_MAX_TEXT)
      throw badRequest(`The autocomplete text is at most ${AUTOCOMPLETE_MAX_TEXT} characters.`);
    res.json({ data: await suggestions(db, session(req), path as SuggestionPath, text) });
  });

  router.get('/id/:id', async (req, res) => {
    res.json({ data: await notificationDetail(db, session(req), idParam(req.params.id)) });
  });

  router.post('/ids', async (req, res) => {
    const { ids } = idsBody.parse(req.body ?? {});
    res.json({ data: await notificationDetails(db, session(req), ids) });
  });

  router.post('/', async (req, res) => {
    const s = session(req);
    const body = createNotificationBody.parse(req.body ?? {});
    const data = await db.transaction(async (tx) => {
      const n = await createNotification(tx, s, body);
      return notificationDetail(tx, s, n.id);
    });
    res.status(201).json({ data });
  });

  router.put('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const body = updateNotificationBody.parse(req.body ?? {});
    const data = await db.transaction(async (tx) => {
      await updateNotification(tx, s, id, body);
      return notificationDetail(tx, s, id);
    });
    res.json({ data });
  });

  router.delete('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    await db.transaction((tx) => deleteNotification(tx, s, id));
    res.json({ data: { id } });
  });

  router.post('/id/:id/send', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    await db.transaction((tx) => sendAsUser(tx, s, id));
    res.json({ data: await notificationDetail(db, s, id) });
  });

  router.post('/id/:id/cancel', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    await db.transaction((tx) => cancelNotification(tx, s, id));
    res.json({ data: await notificationDetail(db, s, id) });
  });

  return router;
}
