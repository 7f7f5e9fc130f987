/**
 * The visit columns an Excel export can carry (the 'Common Headers' group of spec 002 §2), and the
 * client rules (spec 002 §5): Report Number is removed for client users and internal columns are
 * always deselected for them. Pure; unit-tested.
 */
import { recordStatusLabel, reviewStateLabel } from '@svr/domain';
import type { PresentedVisit } from '../visit/presenter.js';
import { isClientHiddenField } from '../visit/clientVisibility.js';
import { Privacy } from '../visit/codes.js';

export type CellValue = string | number | Date | null;

export interface ExportColumn {
  key: string;
  header: string;
  /** Withheld from client users (spec 001 §6). */
  internal?: boolean;
  /** Removed from a client user's column choice (spec 002 §5). */
  clientRemoved?: boolean;
  width?: number;
  value: (v: PresentedVisit) => CellValue;
}

const date = (v: string | null) => (v ? new Date(v) : null);
const text = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v : String(v);
const meta = (key: string) => (v: PresentedVisit) => text((v.metaJson as Record<string, unknown>)[key]);
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'id', header: 'Report Number', clientRemoved: true, width: 14, value: (v) => v.id },
  { key: 'expectedCheckinTime', header: 'Visit Date', width: 20, value: (v) => date(v.expectedCheckinTime) },
  { key: 'clientName', header: 'Client Name', width: 24, value: (v) => v.clientName },
  { key: 'projectName', header: 'Project Name', width: 24, value: (v) => v.projectName },
  { key: 'metaJson.projectSegmentName', header: 'Project Segment Name', width: 20, value: meta('projectSegmentName') },
  { key: 'metaJson.retailer', header: 'Retailer', width: 16, value: meta('retailer') },
  { key: 'metaJson.doorNumber', header: 'Door Number', width: 12, value: meta('doorNumber') },
  { key: 'metaJson.doorLocation', header: 'Door Location', width: 22, value: meta('doorLocation') },
  { key: 'metaJson.city', header: 'Location - City', width: 16, value: meta('city') },
  { key: 'metaJson.state', header: 'Location - State', internal: true, width: 10, value: meta('state') },
  { key: 'metaMcid', header: 'MCID', width: 12, value: (v) => v.metaMcid },
  { key: 'metaJson.mcFullName', header: 'Talent Name', internal: true, width: 22, value: meta('mcFullName') },
  {
    key: 'metaReviewState',
    header: 'Review State',
    internal: true,
    width: 18,
    value: (v) => reviewStateLabel(v.metaReviewState) ?? String(v.metaReviewState),
  },
  {
    key: 'status',
    header: 'Status',
    internal: true,
    width: 10,
    value: (v) => (v.status === null ? null : (recordStatusLabel(v.status) ?? String(v.status))),
  },
  {
    key: 'privacy',
    header: 'Visibility',
    internal: true,
    width: 10,
    value: (v) => (v.privacy === null ? null : v.privacy === Privacy.VisibleToClient ? 'Yes' : 'No'),
  },
  { key: 'lastSubmissionDate', header: '(Re)submitted Date', width: 20, value: (v) => date(v.lastSubmissionDate) },
  { key: 'approvedBy', header: 'Approved by', internal: true, width: 24, value: (v) => v.approvedBy },
  {
    key: 'actualCheckinTime',
    header: 'Checkin Time',
    internal: true,
    width: 20,
    value: (v) => date(v.actualCheckinTime),
  },
  {
    key: 'actualCheckoutTime',
    header: 'Checkout Time',
    internal: true,
    width: 20,
    value: (v) => date(v.actualCheckoutTime),
  },
  {
    key: 'expectedDurationMinutes',
    header: 'Visit Length (hours)',
    internal: true,
    width: 12,
    value: (v) =>
      v.expectedDurationMinutes === null ? null : Math.round((v.expectedDurationMinutes / 60) * 100) / 100,
  },
  { key: 'eventId', header: 'Event ID', internal: true, width: 16, value: (v) => v.eventId },
  { key: 'rejectedCounter', header: 'Rejected Count', internal: true, width: 10, value: (v) => v.rejectedCounter },
  {
    key: 'feedback',
    header: 'Feedback',
    internal: true,
    width: 40,
    value: (v) => text((v.formState as { feedback?: { message?: unknown } }).feedback?.message),
  },
];

/**
 * The columns of an export: the asked ones in the asked order (all when none are asked), minus those
 * named in commonUnselectheaders (by key or header), minus for client users Report Number and every
 * internal column. Unknown names are refused with the list of them.
 */
export function exportColumns(
  asked: string[] | undefined,
  unselected: string[] | undefined,
  isClient: boolean,
): { columns: ExportColumn[]; unknown: string[] } {
  const byName = new Map<string, ExportColumn>();
  for (const c of EXPORT_COLUMNS) {
    byName.set(c.key, c);
    byName.set(c.header, c);
  }
  const names = asked && asked.length ? asked : EXPORT_COLUMNS.map((c) => c.key);
  const unknown = names.filter((n) => !byName.has(n));
  const drop = new Set((unselected ?? []).map((n) => byName.get(n)).filter((c): c is ExportColumn => c !== undefined));
  const seen = new Set<ExportColumn>();
  const columns: ExportColumn[] = [];
  for (const n of names) {
    const c = byName.get(n);
    if (!c || seen.has(c) || drop.has(c)) continue;
    if (isClient && (c.internal || c.clientRemoved || isClientHiddenField(c.key))) continue;
    seen.add(c);
    columns.push(c);
  }
  return { columns, unknown };
}
