/**
 * The Create Notification form (spec 001 §5): a title and a message (not blank), an action of at least 0, a
 * type, and for a scheduled one a date and time no earlier than now; the recipients are the unique talent of
 * the selected rows. Pure, so the rules are tested without a browser.
 */
import type { NotificationInput, NotificationType } from '../../../generated/graphql';

/** The Send button's tooltip while something is missing. */
export const FILL_ALL = 'Please fill all the information.';
/** The Create Notification button's tooltip while no row is selected. */
export const SELECT_FIRST = 'Please first select records to send the notification.';

export interface NotificationDraft {
  title: string;
  message: string;
  /** As typed: a whole number of at least 0. */
  action: string;
  type: NotificationType;
  /** A scheduled notification's date and time; null until chosen. */
  scheduledAt: Date | null;
}

export const EMPTY_DRAFT: NotificationDraft = {
  title: '',
  message: '',
  action: '0',
  type: 'IMMEDIATE',
  scheduledAt: null,
};

/** The action as a number, or null when it is not a whole number of at least 0. */
export function actionOf(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** The earliest date and time a scheduled notification may take: now, to the minute (the picker's step). */
export function earliestSchedule(now: Date): Date {
  const d = new Date(now);
  d.setSeconds(0, 0);
  return d;
}

/** Whether the draft has everything the api needs (the Send button is enabled only then). */
export function isDraftComplete(draft: NotificationDraft, recipients: number, now: Date): boolean {
  if (recipients < 1) return false;
  if (!draft.title.trim() || !draft.message.trim()) return false;
  if (actionOf(draft.action) === null) return false;
  if (draft.type === 'SCHEDULED') {
    if (!draft.scheduledAt || Number.isNaN(draft.scheduledAt.getTime())) return false;
    if (draft.scheduledAt.getTime() < earliestSchedule(now).getTime()) return false;
  }
  return true;
}

export interface SelectableVisit {
  id: number;
  talentId?: number | null;
}

/** The recipients of the selected rows: each talent once, in the order first selected, and the visits. */
export function recipientsOf(rows: readonly SelectableVisit[]): { talentIds: number[]; storeVisitIds: number[] } {
  const talentIds: number[] = [];
  const seen = new Set<number>();
  for (const r of rows) {
    if (r.talentId === null || r.talentId === undefined || seen.has(r.talentId)) continue;
    seen.add(r.talentId);
    talentIds.push(r.talentId);
  }
  return { talentIds, storeVisitIds: rows.filter((r) => r.talentId != null).map((r) => r.id) };
}

/** The mutation input of a complete draft. */
export function toInput(draft: NotificationDraft, rows: readonly SelectableVisit[]): NotificationInput {
  const { talentIds, storeVisitIds } = recipientsOf(rows);
  return {
    title: draft.title.trim(),
    message: draft.message.trim(),
    action: actionOf(draft.action) ?? 0,
    type: draft.type,
    scheduledAt: draft.type === 'SCHEDULED' && draft.scheduledAt ? draft.scheduledAt.toISOString() : null,
    talentIds,
    storeVisitIds,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The picker's value: local date and time without an offset ('YYYY-MM-DDTHH:mm'), as DateInput3 takes it. */
export const toPickerValue = (d: Date | null): string | null =>
  d
    ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
    : null;

/** The field's text: 'MM/DD/YYYY h:mm AM'. */
export function formatSchedule(d: Date): string {
  const h = d.getHours() % 12 || 12;
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${h}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Reads typed text 'MM/DD/YYYY h:mm AM' (local time); null when it is not a date and time. */
export function parseSchedule(text: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*([AaPp][Mm])$/.exec(text.trim());
  if (!m) return null;
  const [month, day, year, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = m[6].toUpperCase() === 'PM';
  const d = new Date(year, month - 1, day, (hour % 12) + (pm ? 12 : 0), minute);
  return d.getMonth() === month - 1 && d.getDate() === day ? d : null;
}
