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
import type { Db } from '../../db/client.js';
import { OPEN_PREFIX } from '../../document/filesRoute.js';
import type { FileUrlSigner } from '../../document/fileUrls.js';
import type { Session } from '../../auth/session.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { isUuid } from '../../http/params.js';
import { blockedUuids, questionsByUuid } from '../../review/rules.js';
import { exportColumns, type CellValue } from './columns.js';
import { presentVisit } from '../visit/presenter.js';
import type { ExportReport } from './schema.js';
import { exportAnswers, exportDocuments, exportForms, exportRows } from './store.js';

export const EXPORT_TYPES = ['xlsx', 'excel'] as const;
export const EXPORT_FAILED = 'Could not generate report file';

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

  // Questions: titles from the forms; questions hidden from clients (isHidden) never reach a client user's file.
  const formIds = [...new Set(visits.map((v) => v.form_id).filter((id): id is number => id !== null))];
  const forms = await exportForms(db, formIds);
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

  const answers = await exportAnswers(
    db,
    visitIds,
    questions.map((q) => q.canonicalKey),
  );
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
  const docs = await exportDocuments(db, photoUuids);
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
