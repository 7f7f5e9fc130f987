/**
 * Excel export of visits (spec 002 §7 POST /storeVisit/export/{type}): the rows are read again on the
 * server for the caller's scope, with the chosen common columns and one column per chosen question;
 * photo answers become links to their files. Written with exceljs's streaming writer into the file
 * store, answered as a download link.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { RecordStatus } from '@svr/domain';
import { rows, type Db } from '../../db/client.js';
import { OPEN_PREFIX } from '../../document/filesRoute.js';
import type { FileUrlSigner } from '../../document/fileUrls.js';
import type { Session } from '../../auth/session.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { isUuid } from '../../http/params.js';
import { blockedUuids, questionsByUuid } from '../../review/rules.js';
import { exportColumns, type CellValue } from './columns.js';
import { filterConditions } from '../filters/conditions.js';
import { presentVisit, type VisitRow } from '../visit/presenter.js';
import { MAX_EXPORT_ROWS, type ExportReport } from './schema.js';
import { hasFilterData } from '@svr/domain';
import { listVisits } from '../lists/store.js';
import { visitsByIds } from '../visit/store.js';

export const EXPORT_TYPES = ['xlsx', 'excel'] as const;
export const EXPORT_FAILED = 'Could not generate report file';
export const NOTHING_SELECTED = 'Please first select rows to export.';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every question of a form's content (sections, groups, conditional forks at any depth). */
export function formQuestions(content: unknown): Node[] {
  const out: Node[] = [];
  const walk = (q: unknown, depth: number) => {
    if (!isNode(q) || depth > 50) return;
    out.push(q);
    if (Array.isArray(q.content)) q.content.forEach((c) => walk(c, depth + 1));
    if (Array.isArray(q.options))
      for (const o of q.options)
        if (isNode(o) && Array.isArray(o.conditionalFork)) o.conditionalFork.forEach((c) => walk(c, depth + 1));
  };
  const structure = isNode(content) && Array.isArray(content.structure) ? content.structure : [];
  for (const phase of structure) {
    if (!Array.isArray(phase)) continue;
    for (const section of phase)
      if (isNode(section) && Array.isArray(section.content)) section.content.forEach((q) => walk(q, 0));
  }
  return out;
}

const DATE_KEYS = new Set(['expectedCheckinTime', 'lastSubmissionDate', 'actualCheckinTime', 'actualCheckoutTime']);

/** Excel sheet names: at most 31 characters, none of []:*?/\ . */
const sheetName = (title: string) => (title.replace(/[[\]:*?/\\]/g, ' ').trim() || 'SVR Responses').slice(0, 31);
const fileSafe = (title: string) =>
  (
    title
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'svr-responses'
  ).slice(0, 80);

function answerText(value: string): string {
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String).join(', ');
    } catch {
      /* not JSON: the text as it is */
    }
  }
  return value;
}

export interface ExportResult {
  url: string;
  fileName: string;
  rows: number;
  columns: string[];
  photos: number;
  /** Photos are written as links; embedding images is not done by the in-request export (docs/DECISIONS.md). */
  photosEmbedded: boolean;
}

async function exportRows(db: Db, s: Session, report: ExportReport): Promise<VisitRow[]> {
  const ids = report.ids ?? report.transformedData?.map((r) => r.id);
  if (ids && ids.length) return visitsByIds(db, s, [...new Set(ids)]);
  if (!report.filters || !report.filters.some(hasFilterData)) throw badRequest(NOTHING_SELECTED);
  // Every row of a filter (the spec's "all rows" export): validated like a list search.
  const conditions = filterConditions(s, report.filters, { target: 'list' });
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

export async function exportVisits(
  db: Db,
  s: Session,
  report: ExportReport,
  files: { dir: string; origin: string; urls: FileUrlSigner },
): Promise<ExportResult> {
  const isClient = s.user.isClient;
  const { columns, unknown } = exportColumns(report.columns, report.commonUnselectheaders, isClient);
  if (unknown.length) throw badRequest(`Unknown export column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const visits = await exportRows(db, s, report);
  if (visits.length === 0) throw badRequest('None of the selected reports exists or is yours to export.');
  const visitIds = visits.map((v) => v.id);
  const idList = sql.join(
    visitIds.map((id) => sql`${id}`),
    sql`, `,
  );

  // Questions: titles from the forms; questions hidden from clients (isHidden) never reach a client user's file.
  const formIds = [...new Set(visits.map((v) => v.form_id).filter((id): id is number => id !== null))];
  const forms = formIds.length
    ? await rows<{ content: unknown }>(
        db,
        sql`/* exportForms */ SELECT content FROM forms WHERE id IN (${sql.join(
          formIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  const titles = new Map<string, string>();
  // Internal questions (isHidden, and every question under one: review/rules.ts) by canonical key.
  const hidden = new Set<string>();
  for (const f of forms) {
    for (const q of formQuestions(f.content)) {
      if (typeof q.canonicalKey === 'string' && typeof q.title === 'string' && !titles.has(q.canonicalKey))
        titles.set(q.canonicalKey, q.title);
    }
    for (const q of questionsByUuid(f.content).values()) if (q.hidden && q.canonicalKey) hidden.add(q.canonicalKey);
  }
  // A client user's file has only questions of the exported reports' forms that are not internal in any of them.
  const questions = [...new Map(report.questions.map((q) => [q.canonicalKey, q])).values()].filter(
    (q) => !(isClient && (hidden.has(q.canonicalKey) || !titles.has(q.canonicalKey))),
  );

  const answers = questions.length
    ? await rows<{ store_visit_id: number; question_canonical_key: string; answer_value: string | null }>(
        db,
        sql`/* exportAnswers */
        SELECT store_visit_id, question_canonical_key, answer_value FROM answers
        WHERE store_visit_id IN (${idList}) AND question_canonical_key IN (${sql.join(
          questions.map((q) => sql`${q.canonicalKey}`),
          sql`, `,
        )})
        ORDER BY store_visit_id, id`,
      )
    : [];
  const blocked = new Set<string>();
  if (isClient) for (const v of visits) for (const u of blockedUuids(v.meta_json)) blocked.add(u);
  const photoUuids = [
    ...new Set(
      answers
        .map((a) => a.answer_value ?? '')
        .filter(isUuid)
        .map((u) => u.toLowerCase()),
    ),
  ];
  const docs = photoUuids.length
    ? await rows<{ uuid: string; url: string }>(
        db,
        sql`/* exportDocuments */ SELECT uuid::text AS uuid, url FROM documents
        WHERE status <> ${sql.raw(String(RecordStatus.Deleted))} AND uuid IN (${sql.join(
          photoUuids.map((u) => sql`${u}::uuid`),
          sql`, `,
        )})`,
      )
    : [];
  // A stored photo's link is its stable address, which opens it through sign-in (document/filesRoute.ts).
  const urlOf = new Map(
    docs.map((d) => [d.uuid, d.url.startsWith('/') ? `${files.origin}${OPEN_PREFIX}${d.uuid}` : d.url]),
  );
  const cells = new Map<string, { text: string[]; links: string[] }>();
  let photos = 0;
  for (const a of answers) {
    if (a.answer_value === null || a.answer_value === '') continue;
    const key = `${a.store_visit_id}\u0000${a.question_canonical_key}`;
    const cell = cells.get(key) ?? { text: [], links: [] };
    const uuid = isUuid(a.answer_value) ? a.answer_value.toLowerCase() : null;
    if (uuid) {
      if (blocked.has(uuid)) continue;
      const url = urlOf.get(uuid);
      if (!url) continue;
      cell.links.push(url);
      photos++;
    } else {
      cell.text.push(answerText(a.answer_value));
    }
    cells.set(key, cell);
  }

  const folder = randomUUID();
  const fileName = `${fileSafe(report.title)}.xlsx`;
  const dir = path.join(files.dir, 'exports', folder);
  try {
    await mkdir(dir, { recursive: true });
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: path.join(dir, fileName),
      useStyles: true,
      useSharedStrings: true,
    });
    wb.creator = s.user.email;
    wb.title = report.title;
    const ws = wb.addWorksheet(sheetName(report.title), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = [
      ...columns.map((c) => ({
        header: c.header,
        key: c.key,
        width: c.width ?? 16,
        style: DATE_KEYS.has(c.key) ? { numFmt: 'mm/dd/yyyy h:mm' } : {},
      })),
      ...questions.map((q) => ({
        header: q.title ?? titles.get(q.canonicalKey) ?? q.canonicalKey,
        key: `q:${q.canonicalKey}`,
        width: 30,
      })),
    ];
    ws.getRow(1).font = { bold: true };
    for (const row of visits) {
      const v = presentVisit(row, isClient);
      const values: Record<string, CellValue | { text: string; hyperlink: string }> = {};
      for (const c of columns) values[c.key] = c.value(v);
      for (const q of questions) {
        const cell = cells.get(`${row.id}\u0000${q.canonicalKey}`);
        if (!cell) continue;
        values[`q:${q.canonicalKey}`] =
          cell.links.length === 1 && cell.text.length === 0
            ? { text: cell.links[0], hyperlink: cell.links[0] }
            : [...cell.text, ...cell.links].join('\n');
      }
      ws.addRow(values).commit();
    }
    ws.commit();
    await wb.commit();
  } catch (error) {
    console.error('[api] export failed:', error);
    await rm(dir, { recursive: true, force: true }).catch(() => {});
    throw new HttpError(500, EXPORT_FAILED);
  }
  return {
    url: files.urls.sign(`exports/${folder}/${fileName}`),
    fileName,
    rows: visits.length,
    columns: [
      ...columns.map((c) => c.header),
      ...questions.map((q) => q.title ?? titles.get(q.canonicalKey) ?? q.canonicalKey),
    ],
    photos,
    photosEmbedded: false,
  };
}
