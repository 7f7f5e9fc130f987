/**
 * The filtered visit list (POST /storeVisit/userStoreVisits): default filters, filter validation,
 * compilation against the whitelist, paging, sorting (wait colour included), multi-day grouping and
 * field selection. The tenancy scope (visit/tenancy.ts) is added by lists/store.ts under every filter, so no filter
 * widens it.
 */
import type { Queryable } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { badRequest } from '../../http/errors.js';
import { filterConditions } from '../filters/conditions.js';
import { LISTED_FIELD_NAMES, listedFieldsPresenter, type ListedVisit } from './presenter.js';
import type { ListBody } from './schema.js';
import { SvrType } from '../visit/codes.js';
import { listedColumnsSql, listVisits, visitDays, WAIT_COLOR_SORT, WAIT_TIME_SORT, type DayRow } from './store.js';
import { isoOrNull } from '../../shared/time.js';

function checkFields(fields: string[]): void {
  const unknown = fields.filter((f) => !f.startsWith('metaJson.') && !LISTED_FIELD_NAMES.includes(f));
  if (unknown.length) throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
}

const presentDay = (d: DayRow) => ({
  eventId: d.event_id,
  status: d.status,
  expectedCheckinTime: isoOrNull(d.expected_checkin_time),
  expectedDurationMinutes: d.expected_duration_minutes,
  actualCheckinTime: isoOrNull(d.actual_checkin_time),
  actualCheckoutTime: isoOrNull(d.actual_checkout_time),
});

export interface VisitPage {
  data: Partial<ListedVisit>[];
  total: number;
  page: number;
  pageSize: number;
}

export async function searchVisits(
  db: Queryable,
  s: Session,
  body: ListBody,
  now: Date = new Date(),
): Promise<VisitPage> {
  const conditions = filterConditions(s, body.filters, {
    target: body.filterFor ?? 'list',
    isDashboard: body.isDashboard,
    now,
  });
  const fields = body.fields ?? [];
  checkFields(fields);
  const expandMultiDay = body.groupMultiDaySvrs === false;
  const sortPath = body.sort?.path;
  const { rows, total } = await listVisits(db, s, {
    conditions,
    columns: listedColumnsSql(fields, s.user.isClient),
    sort: sortPath
      ? {
          path: sortPath,
          descending:
            (body.sort?.direction ?? (sortPath === WAIT_COLOR_SORT || sortPath === WAIT_TIME_SORT ? 'asc' : 'desc')) ===
            'desc',
        }
      : null,
    colorSort: body.sortandcolors.sort,
    colors: body.sortandcolors.colors,
    expandMultiDay,
    page: body.page,
    pageSize: body.pageSize,
    now,
  });
  // The days of multi-day rows, when the rows carry them (no `fields`, or `fields` naming multiDayEvents).
  const days =
    expandMultiDay || (fields.length > 0 && !fields.includes('multiDayEvents'))
      ? []
      : await visitDays(
          db,
          rows.filter((r) => r.svr_type === SvrType.MultiDay).map((r) => r.id),
        );
  const daysOf = new Map<number, ReturnType<typeof presentDay>[]>();
  for (const d of days) daysOf.set(d.store_visit_id, [...(daysOf.get(d.store_visit_id) ?? []), presentDay(d)]);
  const present = listedFieldsPresenter(fields, s.user.isClient);
  const data = rows.map((r) =>
    present(r, {
      waitBandRank: r.wait_band_rank,
      day: r.day_id === null ? null : { id: r.day_id, eventId: r.day_event_id },
      multiDayEvents: daysOf.get(r.id),
    }),
  );
  return { data, total, page: body.page, pageSize: body.pageSize };
}
