/**
 * What the Export Columns dialog offers (spec 002 §2, §5, §6): the visit columns of the workbook, split
 * into Common Headers and Additional Excel Columns (internal; hidden from client users, and Report
 * Number removed for them), and the questions of the chosen reports' forms in four groups. The keys are
 * the api's export column keys (api/src/storeVisit/export/columns.ts); tests/contract/exportColumns.test.ts
 * holds the two lists together.
 */
import type { QuestionType } from '../../../generated/graphql';

export interface ExportColumnDef {
  key: string;
  header: string;
  /** Additional Excel Columns: withheld from client users. */
  internal?: boolean;
  /** Removed from a client user's column choice (spec 002 §5). */
  clientRemoved?: boolean;
}

export const EXPORT_COLUMN_DEFS: readonly ExportColumnDef[] = [
  { key: 'id', header: 'Report Number', clientRemoved: true },
  { key: 'expectedCheckinTime', header: 'Visit Date' },
  { key: 'clientName', header: 'Client Name' },
  { key: 'projectName', header: 'Project Name' },
  { key: 'metaJson.projectSegmentName', header: 'Project Segment Name' },
  { key: 'metaJson.retailer', header: 'Retailer' },
  { key: 'metaJson.doorNumber', header: 'Door Number' },
  { key: 'metaJson.doorLocation', header: 'Door Location' },
  { key: 'metaJson.city', header: 'Location - City' },
  { key: 'metaJson.state', header: 'Location - State', internal: true },
  { key: 'metaMcid', header: 'MCID' },
  { key: 'metaJson.mcFullName', header: 'Talent Name', internal: true },
  { key: 'metaReviewState', header: 'Review State', internal: true },
  { key: 'status', header: 'Status', internal: true },
  { key: 'privacy', header: 'Visibility', internal: true },
  { key: 'lastSubmissionDate', header: '(Re)submitted Date' },
  { key: 'approvedBy', header: 'Approved by', internal: true },
  { key: 'actualCheckinTime', header: 'Checkin Time', internal: true },
  { key: 'actualCheckoutTime', header: 'Checkout Time', internal: true },
  { key: 'expectedDurationMinutes', header: 'Visit Length (hours)', internal: true },
  { key: 'eventId', header: 'Event ID', internal: true },
  { key: 'rejectedCounter', header: 'Rejected Count', internal: true },
  { key: 'feedback', header: 'Feedback', internal: true },
];

export type ExportGroupId = 'common' | 'photo' | 'yesNo' | 'feedback' | 'other' | 'additional';

/** The dialog's groups, in order. */
export const EXPORT_GROUPS: readonly { id: ExportGroupId; title: string }[] = [
  { id: 'common', title: 'Common Headers' },
  { id: 'photo', title: 'Photo Questions' },
  { id: 'yesNo', title: 'Yes/No Questions' },
  { id: 'feedback', title: 'Feedback Questions' },
  { id: 'other', title: 'Other Questions' },
  { id: 'additional', title: 'Additional Excel Columns' },
];

/** One choice of the dialog: a visit column (by key) or a question (by canonical key). */
export interface ExportChoice {
  kind: 'column' | 'question';
  key: string;
  label: string;
  /** The form(s) the question comes from, to tell same-titled questions apart. */
  detail?: string;
}

export interface FormQuestions {
  title: string;
  questions: readonly { canonicalKey: string | null; title: string; type: QuestionType }[];
}

/** Question types by group: photos and signatures are files (links in the workbook); free text is feedback. */
const PHOTO_TYPES = new Set<QuestionType>(['PHOTO_INPUT', 'SIGNATURE_INPUT']);
const YES_NO_TYPES = new Set<QuestionType>(['TOGGLE_INPUT']);
const FEEDBACK_TYPES = new Set<QuestionType>(['SINGLE_LINE_INPUT', 'MULTI_LINE_INPUT']);
/** Containers carry no answer of their own (sections are not questions at all). */
const NO_ANSWER_TYPES = new Set<QuestionType>(['QUESTION_GROUP']);

export function questionGroup(type: QuestionType): ExportGroupId | null {
  if (NO_ANSWER_TYPES.has(type)) return null;
  if (PHOTO_TYPES.has(type)) return 'photo';
  if (YES_NO_TYPES.has(type)) return 'yesNo';
  if (FEEDBACK_TYPES.has(type)) return 'feedback';
  return 'other';
}

/** The choices of each group for this user and these forms; a question shared by forms is offered once. */
export function exportChoices(
  forms: readonly FormQuestions[],
  isClient: boolean,
): Record<ExportGroupId, ExportChoice[]> {
  const out: Record<ExportGroupId, ExportChoice[]> = {
    common: [],
    photo: [],
    yesNo: [],
    feedback: [],
    other: [],
    additional: [],
  };
  for (const c of EXPORT_COLUMN_DEFS) {
    if (isClient && (c.internal || c.clientRemoved)) continue;
    out[c.internal ? 'additional' : 'common'].push({ kind: 'column', key: c.key, label: c.header });
  }
  const seen = new Map<string, ExportChoice>();
  for (const form of forms) {
    for (const q of form.questions) {
      const group = questionGroup(q.type);
      if (!group || !q.canonicalKey) continue;
      const known = seen.get(q.canonicalKey);
      if (known) {
        if (known.detail && !known.detail.split(', ').includes(form.title)) known.detail += `, ${form.title}`;
        continue;
      }
      const choice: ExportChoice = {
        kind: 'question',
        key: q.canonicalKey,
        label: q.title.trim() || q.canonicalKey,
        detail: form.title,
      };
      seen.set(q.canonicalKey, choice);
      out[group].push(choice);
    }
  }
  return out;
}

/** A choice's identity in the selection set. */
export const choiceId = (c: Pick<ExportChoice, 'kind' | 'key'>) => `${c.kind}:${c.key}`;

/** Whether a choice matches the group's search text (label or form title). */
export function matchesSearch(c: ExportChoice, search: string): boolean {
  const s = search.trim().toLowerCase();
  return s === '' || c.label.toLowerCase().includes(s) || (c.detail ?? '').toLowerCase().includes(s);
}
