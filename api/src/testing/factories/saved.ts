/** Factories of saved views, roll-ups, widgets, dashboards and notifications. */
import type { Db } from '../../db/client.js';
import {
  notificationRecipients,
  notifications,
  savedDashboards,
  savedRollups,
  savedViews,
  savedWidgets,
} from '../../db/schema.js';
import { DAY, unique } from './people.js';

/** A Visit Date filter of the last `days` days, as the web saves it. */
export const visitDateFilter = (days = 30) => {
  const day = (d: number) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
  return { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date', data: [day(days), `${day(0)} 23:59:59`] };
};

export async function buildSavedView(db: Db, overrides: Partial<typeof savedViews.$inferInsert> = {}) {
  const [row] = await db
    .insert(savedViews)
    .values({ title: unique('View'), description: '', filters: [visitDateFilter()], ...overrides })
    .returning();
  return row;
}

export async function buildSavedRollup(db: Db, overrides: Partial<typeof savedRollups.$inferInsert> = {}) {
  const [row] = await db
    .insert(savedRollups)
    .values({ title: unique('Roll-up'), description: '', filters: [visitDateFilter()], ...overrides })
    .returning();
  return row;
}

export async function buildSavedWidget(db: Db, overrides: Partial<typeof savedWidgets.$inferInsert> = {}) {
  const [row] = await db
    .insert(savedWidgets)
    .values({
      title: unique('Widget'),
      description: '',
      filters: [visitDateFilter()],
      metaJson: { widgetType: 'percentage' },
      ...overrides,
    })
    .returning();
  return row;
}

/** A dashboard of `widgets` (rows or ids, in order). */
export async function buildSavedDashboard(
  db: Db,
  overrides: Partial<typeof savedDashboards.$inferInsert> & { widgets?: { id: number }[] } = {},
) {
  const { widgets = [], ...values } = overrides;
  const [row] = await db
    .insert(savedDashboards)
    .values({ title: unique('Dashboard'), widgetIds: widgets.map((w) => w.id).join(','), ...values })
    .returning();
  return row;
}

/** A notification to `talentIds` (none unless given). */
export async function buildNotification(
  db: Db,
  overrides: Partial<typeof notifications.$inferInsert> & { talentIds?: number[] } = {},
) {
  const { talentIds = [], ...values } = overrides;
  const [row] = await db
    .insert(notifications)
    .values({ title: unique('Notification'), message: 'Please read the update before your next visit.', ...values })
    .returning();
  if (talentIds.length)
    await db.insert(notificationRecipients).values(talentIds.map((talentId) => ({ notificationId: row.id, talentId })));
  return row;
}
