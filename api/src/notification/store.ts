/**
 * Notification reads and writes (spec 001 §3): the notifications a caller's list shows, one locked for a
 * change, recipients with their talent and deliveries, and the talent a caller may notify (those with a visit
 * of the notification's client, through the visits table).
 */
import { and, asc, desc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import { rows, type Queryable } from '../db/client.js';
import { notificationRecipients, notifications, talent } from '../db/schema.js';
import type { Session } from '../auth/session.js';
import { badRequest } from '../http/errors.js';
import { dayOf, dayRangeSql, type FilterParameter } from '../storeVisit/filters/compile.js';
import { filterValues, isRelativeRange, relativeRangeData } from '@svr/domain';
import {
  NotificationType,
  SEARCH_PATHS,
  VISIT_DECISION_TITLES,
  type SearchNotifications,
  type SearchPath,
  type SuggestionPath,
} from './schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type RecipientRow = typeof notificationRecipients.$inferSelect;
export type NotificationWithCount = NotificationRow & { recipientCount: number };
export interface RecipientWithTalent {
  recipient: RecipientRow;
  mcid: string | null;
  name: string | null;
}

/** Notifications of the caller's client (all when none is chosen) and project (and those of no project). */
export function inTenancy(s: Session): SQL | undefined {
  return and(
    s.tenancy.clientId === null ? undefined : eq(notifications.clientId, s.tenancy.clientId),
    s.tenancy.projectId === null
      ? undefined
      : or(eq(notifications.projectId, s.tenancy.projectId), isNull(notifications.projectId)),
  );
}

/** Leaves out the review decision's notifications: type 0 titled 'Visit Approved' or 'Visit Rejected'. */
export const notVisitDecision = (): SQL =>
  not(
    and(eq(notifications.type, NotificationType.Immediate), inArray(notifications.title, [...VISIT_DECISION_TITLES]))!,
  );

const likeText = (v: unknown) => `%${String(v).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const COLUMNS = {
  title: notifications.title,
  message: notifications.message,
  type: notifications.type,
  sent: notifications.sent,
  created: notifications.created,
  sentTimestamp: notifications.sentTimestamp,
  createUserEmail: notifications.createUserEmail,
  sentUserEmail: notifications.sentUserEmail,
  id: notifications.id,
} as const;

/** One filter of the Sent list: text contains (any case, any value), numbers in the list, dates inclusive by day. */
export function searchCondition(p: FilterParameter): SQL | null {
  const label = p.label || p.path;
  if (!(SEARCH_PATHS as readonly string[]).includes(p.path))
    throw badRequest(`Unknown filter path: ${p.path}. Notifications are searched by ${SEARCH_PATHS.join(', ')}.`);
  const path = p.path as SearchPath;
  const column = COLUMNS[path];
  let cond: SQL | undefined;
  if (path === 'created' || path === 'sentTimestamp') {
    // A relative range ('Past week') runs on its days today, whatever days were stored with it (as visit filters do).
    const data = isRelativeRange(p.relative) ? relativeRangeData(p.relative) : p.data;
    if (data.length === 0) return null;
    if (data.length !== 2) throw badRequest(`${label}: a date range needs a start and an end.`);
    const start = dayOf(data[0], label);
    const end = dayOf(data[1], label);
    if (start > end) throw badRequest(`${label}: the start date is after the end date.`);
    cond = dayRangeSql(column, start, end);
  } else {
    const values = filterValues(p.data);
    if (values.length === 0) return null;
    if (values.some((v) => typeof v === 'object')) throw badRequest(`${label}: values must be text or numbers.`);
    if (path === 'type' || path === 'sent') {
      const numbers = values.map(Number);
      if (numbers.some((n) => !Number.isInteger(n))) throw badRequest(`${label}: values must be whole numbers.`);
      cond = inArray(column, numbers);
    } else {
      cond = or(...values.map((v) => ilike(column, likeText(v))));
    }
  }
  if (!cond) return null;
  return p.exclude ? sql`(${column} IS NULL OR NOT ${cond})` : cond;
}

// Written out qualified: drizzle renders a column of the only table of a select unqualified ("id"), which the
// subquery would read as its own r.id.
const recipientCount = sql<number>`(SELECT count(*)::int FROM notification_recipients r WHERE r.notification_id = "notifications"."id")`;

/** A page of the caller's notifications matching the search, newest first unless sorted, with the total. */
export async function searchNotifications(
  db: Queryable,
  s: Session,
  q: Pick<SearchNotifications, 'filters' | 'page' | 'pageSize' | 'sort' | 'includeVisitNotifications'>,
): Promise<{ list: NotificationWithCount[]; total: number }> {
  const where = and(
    inTenancy(s),
    q.includeVisitNotifications ? undefined : notVisitDecision(),
    ...q.filters.map(searchCondition).filter((c): c is SQL => c !== null),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notifications)
    .where(where);
  const order = q.sort
    ? [q.sort.direction === 'asc' ? asc(COLUMNS[q.sort.path]) : desc(COLUMNS[q.sort.path]), desc(notifications.id)]
    : [desc(notifications.created), desc(notifications.id)];
  const found = await db
    .select({ n: notifications, recipientCount })
    .from(notifications)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { list: found.map(({ n, recipientCount: count }) => ({ ...n, recipientCount: count })), total };
}

/** Distinct values of a text column among the caller's listed notifications containing text (any case). */
export async function suggestions(db: Queryable, s: Session, path: SuggestionPath, text: string, limit = 10) {
  const column = COLUMNS[path];
  const found = await db
    .selectDistinct({ value: column })
    .from(notifications)
    .where(and(inTenancy(s), notVisitDecision(), sql`${column} IS NOT NULL`, ilike(column, likeText(text))))
    .orderBy(asc(column))
    .limit(limit);
  return found.map((r) => r.value).filter((v): v is string => typeof v === 'string');
}

/** One notification of the caller's client (any project), locked FOR UPDATE when asked; undefined otherwise. */
export async function notificationOf(
  db: Queryable,
  s: Session | null,
  id: number,
  lock = false,
): Promise<NotificationRow | undefined> {
  const clientOnly = s && s.tenancy.clientId !== null ? eq(notifications.clientId, s.tenancy.clientId) : undefined;
  const query = db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), clientOnly));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertNotification(db: Queryable, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

export async function updateNotificationRecord(
  db: Queryable,
  id: number,
  changes: Partial<NewNotification>,
): Promise<NotificationRow> {
  const [row] = await db.update(notifications).set(changes).where(eq(notifications.id, id)).returning();
  return row;
}

export async function deleteNotificationRecord(db: Queryable, id: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.id, id));
}

/** Replaces the recipients of a notification (the send's outbox is written later, from these). */
export async function setRecipients(
  db: Queryable,
  notificationId: number,
  recipients: { talentId: number; storeVisitId: number | null }[],
): Promise<void> {
  await db.delete(notificationRecipients).where(eq(notificationRecipients.notificationId, notificationId));
  if (recipients.length)
    await db.insert(notificationRecipients).values(recipients.map((r) => ({ notificationId, ...r })));
}

/** The recipients of a notification: talent and the visit each was chosen from. */
export async function recipientRows(db: Queryable, notificationId: number) {
  return db
    .select({ talentId: notificationRecipients.talentId, storeVisitId: notificationRecipients.storeVisitId })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.notificationId, notificationId))
    .orderBy(asc(notificationRecipients.id));
}

/** The recipients of these notifications with their talent's MCID and name, by name, in one read. */
export async function recipientsOf(db: Queryable, notificationIds: readonly number[]): Promise<RecipientWithTalent[]> {
  if (!notificationIds.length) return [];
  return db
    .select({ recipient: notificationRecipients, mcid: talent.mcid, name: talent.name })
    .from(notificationRecipients)
    .leftJoin(talent, eq(talent.id, notificationRecipients.talentId))
    .where(inArray(notificationRecipients.notificationId, [...notificationIds]))
    .orderBy(asc(talent.name), asc(notificationRecipients.id));
}

/** These notifications of the caller's client (any project), in one read; ids outside it are left out. */
export async function notificationsOf(db: Queryable, s: Session, ids: readonly number[]): Promise<NotificationRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.id, [...ids]),
        s.tenancy.clientId === null ? undefined : eq(notifications.clientId, s.tenancy.clientId),
      ),
    );
}

/** Of these talent, those with a live visit of the client; with the given visits (id → talent, client) too. */
export async function talentWithVisits(db: Queryable, clientId: number, talentIds: number[]): Promise<Set<number>> {
  if (talentIds.length === 0) return new Set();
  const found = await rows<{ talent_id: number }>(
    db,
    sql`/* notificationTalentOfClient */ SELECT DISTINCT v.talent_id FROM store_visits v
    WHERE v.client_id = ${clientId} AND v.status <> ${RecordStatus.Deleted}
      AND v.talent_id IN (${sql.join(
        talentIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Set(found.map((r) => Number(r.talent_id)));
}

/** Live visits among ids, with their talent and client. */
export async function visitsByIds(db: Queryable, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await rows<{
    id: number;
    talent_id: number | null;
    client_id: number | null;
    project_id: number | null;
  }>(
    db,
    sql`/* notificationVisits */ SELECT v.id, v.talent_id, v.client_id, v.project_id FROM store_visits v
    WHERE v.status <> ${RecordStatus.Deleted} AND v.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return found.map((v) => ({
    id: Number(v.id),
    talentId: v.talent_id === null ? null : Number(v.talent_id),
    clientId: v.client_id === null ? null : Number(v.client_id),
    projectId: v.project_id === null ? null : Number(v.project_id),
  }));
}
