/** The reads of an export: the reports it writes (by id, or every row of a filter) and their forms, answers and photos. */
import { sql, type SQL } from 'drizzle-orm';
import { hasFilterData, RecordStatus } from '@svr/domain';
import { rows, type Queryable } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { badRequest } from '../../http/errors.js';
import { filterConditions } from '../filters/conditions.js';
import { listVisits } from '../lists/store.js';
import type { VisitRow } from '../visit/presenter.js';
import { visitsByIds } from '../visit/store.js';
import { EXPORT_ALL_AT, MAX_EXPORT_ROWS, type ExportReport } from './schema.js';

export const NOTHING_SELECTED = 'Please first select rows to export.';

const idList = (ids: readonly (number | string)[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The reports an export writes: the ids sent, else every row of the filters (at most MAX_EXPORT_ROWS).
 * Exactly EXPORT_ALL_AT ids with a filter is the spec's 'all rows': every row of the filter.
 */
export async function exportRows(
  db: Queryable,
  s: Session,
  report: ExportReport,
  /** A roll-up's own filter, already compiled (its 185-day rule), when the export is of a roll-up. */
  rollupFilter?: SQL[],
): Promise<VisitRow[]> {
  const ids = report.ids ?? report.transformedData?.map((r) => r.id);
  const filtered = !!rollupFilter || !!report.filters?.some(hasFilterData);
  const everyRow = ids?.length === EXPORT_ALL_AT && filtered;
  if (ids && ids.length && !everyRow) return visitsByIds(db, s, [...new Set(ids)]);
  if (!filtered) throw badRequest(NOTHING_SELECTED);
  // Every row of a filter (the spec's "all rows" export): validated like a list search, or the roll-up's own.
  const conditions = rollupFilter ?? filterConditions(s, report.filters, { target: 'list' });
  const { rows: found, total } = await listVisits(db, s, {
    conditions,
    sort: report.sort ? { path: report.sort.path, descending: report.sort.direction !== 'asc' } : null,
    colorSort: false,
    colors: false,
    expandMultiDay: false,
    page: 1,
    pageSize: MAX_EXPORT_ROWS,
    now: new Date(),
  });
  if (total > MAX_EXPORT_ROWS) {
    throw badRequest(
      `This export has ${total.toLocaleString('en-US')} rows: at most ${MAX_EXPORT_ROWS.toLocaleString('en-US')} rows per export. Please narrow the filters.`,
    );
  }
  if (found.length === 0) throw badRequest('No reports match these filters: there is nothing to export.');
  return found;
}

/** The contents of the exported reports' forms. */
export function exportForms(db: Queryable, formIds: number[]) {
  if (formIds.length === 0) return Promise.resolve([]);
  return rows<{ content: unknown }>(
    db,
    sql`/* exportForms */ SELECT content FROM forms WHERE id IN (${idList(formIds)})`,
  );
}

/** The answers of the exported reports to the chosen questions (by canonical key), in answer order. */
export function exportAnswers(db: Queryable, visitIds: number[], canonicalKeys: string[]) {
  if (canonicalKeys.length === 0) return Promise.resolve([]);
  return rows<{ store_visit_id: number; question_canonical_key: string; answer_value: string | null }>(
    db,
    sql`/* exportAnswers */
        SELECT store_visit_id, question_canonical_key, answer_value FROM answers
        WHERE store_visit_id IN (${idList(visitIds)}) AND question_canonical_key IN (${idList(canonicalKeys)})
        ORDER BY store_visit_id, id`,
  );
}

/** The live documents of the given uuids, with their stored address. */
export function exportDocuments(db: Queryable, uuids: string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return rows<{ uuid: string; url: string; storage_key: string | null }>(
    db,
    sql`/* exportDocuments */ SELECT uuid::text AS uuid, url, storage_key FROM documents
        WHERE status <> ${sql.raw(String(RecordStatus.Deleted))} AND uuid IN (${sql.join(
          uuids.map((u) => sql`${u}::uuid`),
          sql`, `,
        )})`,
  );
}
