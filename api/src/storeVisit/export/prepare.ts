/**
 * What an Excel export writes, read for the caller's scope (spec 002 §2 Export Columns, §6, §7): the
 * reports, the chosen common columns, one column per chosen question, and each cell's texts and photos.
 * Blocked photos are dropped for everyone; a client user's file never has an internal question, a
 * question outside the reports' forms (only original questions), a photo hidden from clients, or a motive.
 */
import type { SQL } from 'drizzle-orm';
import { hasFilterData } from '@svr/domain';
import type { Queryable } from '../../db/client.js';
import type { Session } from '../../auth/session.js';
import { keyOfUrl } from '../../document/fileStore.js';
import { badRequest } from '../../http/errors.js';
import { rollupConditions } from '../../savedRollup/visits.js';
import { visibleRollup } from '../../savedRollup/write.js';
import { isUuid } from '../../http/params.js';
import { clientMediaAccess } from '../../review/clientView.js';
import { blockedUuids, questionsByUuid } from '../../review/rules.js';
import type { VisitRow } from '../visit/presenter.js';
import { exportColumns, type ExportColumn } from './columns.js';
import { formQuestions } from './formQuestions.js';
import type { ExportReport, ExportSelection } from './schema.js';
import { exportAnswers, exportDocuments, exportForms, exportRows } from './store.js';

export interface ExportPhoto {
  uuid: string;
  /** The file in the store, when the photo is stored here (else only its address is linked). */
  storageKey: string | null;
  /** The stable address opening the full-size photo (/files/open/{uuid}, through sign-in). */
  link: string;
  rotation: 0 | 90 | 180 | 270;
  /** Star and flag motives (staff files only, when asked for). */
  motives: string[];
}

export interface ExportCell {
  text: string[];
  photos: ExportPhoto[];
}

export interface PreparedExport {
  columns: ExportColumn[];
  questions: { canonicalKey: string; title: string }[];
  visits: VisitRow[];
  /** By `${visitId}\u0000${canonicalKey}`. */
  cells: Map<string, ExportCell>;
  photos: number;
  /** Photos left out because they are blocked (or hidden from a client user). */
  withheld: number;
}

export const cellKey = (visitId: number, key: string) => `${visitId}\u0000${key}`;

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

/** The rotation a reviewer gave a photo: its stored address's `rotate` (document/update.ts). */
function rotationOf(url: string): ExportPhoto['rotation'] {
  const m = /[?&]rotate=(-?\d+)/.exec(url);
  const r = m ? ((Number(m[1]) % 360) + 360) % 360 : 0;
  return r === 90 || r === 180 || r === 270 ? r : 0;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'Starred: …' and 'Flagged: …' per photo uuid, from a visit's marks. */
function motivesOf(metaJson: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!isNode(metaJson)) return out;
  for (const [list, label] of [
    ['starPhotos', 'Starred'],
    ['flagPhotos', 'Flagged'],
  ] as const) {
    const entries = metaJson[list];
    if (!Array.isArray(entries)) continue;
    for (const e of entries) {
      if (!isNode(e) || typeof e.uuid !== 'string' || typeof e.motive !== 'string') continue;
      const uuid = e.uuid.toLowerCase();
      out.set(uuid, [...(out.get(uuid) ?? []), `${label}: ${e.motive}`]);
    }
  }
  return out;
}

/**
 * A saved roll-up the caller may see, as its own page decides (savedRollup/: not deleted, not restricted from them,
 * within their clients): its title, question keys and the row itself.
 */
export async function rollupSelection(db: Queryable, s: Session, id: number) {
  const rollup = await visibleRollup(db, s, id);
  const keys = [...new Set(rollup.formQuestionCanonicalKeys.split(',').filter(Boolean))];
  return { title: rollup.title, questionKeys: keys, rollup };
}

/** The report with a roll-up's questions when none are sent; refused (404) when the roll-up is not the caller's. */
export async function withRollup<R extends ExportSelection>(db: Queryable, s: Session, report: R): Promise<R> {
  if (!report.rollupId) return report;
  const { questionKeys } = await rollupSelection(db, s, report.rollupId);
  return {
    ...report,
    questions: report.questions.length
      ? report.questions
      : questionKeys.map((canonicalKey) => ({ canonicalKey, title: null })),
  };
}

/**
 * The rows of a roll-up export sent without filters: the roll-up's own filter, run as its page runs it (the
 * 185-day rule, the Review State rule of its creator), not as a 45-day list search.
 */
async function rollupRows(db: Queryable, s: Session, report: ExportSelection): Promise<SQL[] | undefined> {
  if (!report.rollupId || report.filters?.some(hasFilterData)) return undefined;
  const { rollup } = await rollupSelection(db, s, report.rollupId);
  return rollupConditions(s, rollup);
}

export async function prepareExport(
  db: Queryable,
  s: Session,
  report: ExportReport,
  origin: string,
): Promise<PreparedExport> {
  report = await withRollup(db, s, report);
  const isClient = s.user.isClient;
  const { columns, unknown } = exportColumns(report.columns, report.commonUnselectheaders, isClient);
  if (unknown.length) throw badRequest(`Unknown export column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const visits = await exportRows(db, s, report, await rollupRows(db, s, report));
  if (visits.length === 0) throw badRequest('None of the selected reports exists or is yours to export.');
  const visitIds = visits.map((v) => v.id);

  const formIds = [...new Set(visits.map((v) => v.form_id).filter((id): id is number => id !== null))];
  const forms = await exportForms(db, formIds);
  const titles = new Map<string, string>();
  // Internal questions (isHidden, and every question under one: review/rules.ts) by canonical key.
  const hidden = new Set<string>();
  for (const f of forms) {
    for (const q of formQuestions(f.content))
      if (typeof q.canonicalKey === 'string' && typeof q.title === 'string' && !titles.has(q.canonicalKey))
        titles.set(q.canonicalKey, q.title);
    for (const q of questionsByUuid(f.content).values()) if (q.hidden && q.canonicalKey) hidden.add(q.canonicalKey);
  }
  const questions = [...new Map(report.questions.map((q) => [q.canonicalKey, q])).values()]
    .filter((q) => !(isClient && (hidden.has(q.canonicalKey) || !titles.has(q.canonicalKey))))
    .map((q) => ({ canonicalKey: q.canonicalKey, title: q.title ?? titles.get(q.canonicalKey) ?? q.canonicalKey }));

  const answers = await exportAnswers(
    db,
    visitIds,
    questions.map((q) => q.canonicalKey),
  );
  const blocked = new Map(visits.map((v) => [v.id, blockedUuids(v.meta_json)]));
  const withMotives =
    !isClient && (report.includeMotivesInExcelReport === true || !!report.additionalColumns?.includes('motives'));
  const motives = new Map(withMotives ? visits.map((v) => [v.id, motivesOf(v.meta_json)]) : []);
  const uuids = [
    ...new Set(
      answers
        .map((a) => a.answer_value ?? '')
        .filter(isUuid)
        .map((u) => u.toLowerCase()),
    ),
  ];
  const docs = new Map((await exportDocuments(db, uuids)).map((d) => [d.uuid, d]));
  // A client user: only photos a client may see (hidden-from-client privacy, internal questions: clientView.ts).
  const access = isClient ? await clientMediaAccess(db, s, [...docs.keys()]) : null;

  const cells = new Map<string, ExportCell>();
  let photos = 0;
  let withheld = 0;
  for (const a of answers) {
    if (a.answer_value === null || a.answer_value === '') continue;
    const key = cellKey(a.store_visit_id, a.question_canonical_key);
    const cell = cells.get(key) ?? { text: [], photos: [] };
    const uuid = isUuid(a.answer_value) ? a.answer_value.toLowerCase() : null;
    if (uuid) {
      const doc = docs.get(uuid);
      if (!doc) continue;
      if (blocked.get(a.store_visit_id)?.has(uuid) || (access && access.get(uuid) !== 'visible')) {
        withheld++;
        continue;
      }
      const stored = doc.storage_key ?? keyOfUrl(doc.url);
      cell.photos.push({
        uuid,
        storageKey: stored,
        link: stored || doc.url.startsWith('/') ? `${origin}/files/open/${uuid}` : doc.url,
        rotation: rotationOf(doc.url),
        motives: motives.get(a.store_visit_id)?.get(uuid) ?? [],
      });
      photos++;
    } else {
      cell.text.push(answerText(a.answer_value));
    }
    cells.set(key, cell);
  }
  return { columns, questions, visits, cells, photos, withheld };
}
