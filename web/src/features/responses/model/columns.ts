/**
 * The columns of the responses table (spec 001 §2.2, §6, §9): what each shows, the api path it sorts by
 * (docs/API.md), its width, and whether client users may see it (they do not see Status, Client, State,
 * Talent Name, Visit Length, Review State, Visibility or the wait colour).
 */
import type { ResponseRowFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/format';
import { RECORD_STATUS_LABEL_BY_NAME } from '@svr/domain';
import { REVIEW_STATES } from './reviewStates';
import { WAIT_COLOR_PATH } from './sort';

export type ColumnId =
  | 'person'
  | 'id'
  | 'visitDate'
  | 'reviewState'
  | 'status'
  | 'client'
  | 'project'
  | 'retailer'
  | 'doorNumber'
  | 'doorLocation'
  | 'city'
  | 'state'
  | 'mcid'
  | 'submitted'
  | 'duration'
  | 'visibility'
  | 'wait';

export interface ResponseColumn {
  id: ColumnId;
  name: string;
  /** The filter path it sorts by; null: not sortable. */
  sortPath: string | null;
  width: number;
  /** Hidden from client users. */
  staffOnly?: boolean;
  /** Shown to client users only. */
  clientOnly?: boolean;
  text: (row: ResponseRowFragment) => string;
}

/** Spec 001 §9: minutes below 60, otherwise hours to two decimals. */
export function formatDuration(minutes: number | null): string {
  if (minutes === null || minutes === undefined) return '';
  return minutes < 60 ? `${minutes} min` : `${(minutes / 60).toFixed(2)} h`;
}

/** Wait colours (spec 001 §9) and what they mean, for the Wait column and its tooltip. */
export const WAIT_BANDS: Record<string, string> = {
  '#ff8080': '72 h or more',
  '#ffd280': '48–72 h',
  '#ffff99': '24–48 h',
};

/** An empty value, written as the spec writes it on every page ('NA', issue 15). */
export const NA = 'NA';
const orNA = (v: string | null | undefined) => (v ? v : NA);

const personOf = (r: ResponseRowFragment) => r.talentName ?? r.mcid ?? r.talentEmail ?? 'Unknown talent';

/**
 * In the order the table shows them, sized so that at 1440 px the columns a reviewer reads first (the
 * dates, Review State, MCID, City and State) are all on screen without scrolling sideways (issue 15).
 */
export const RESPONSE_COLUMNS: readonly ResponseColumn[] = [
  {
    id: 'person',
    name: 'Talent / Visit Day',
    sortPath: 'metaJson.mcFullName',
    width: 170,
    staffOnly: true,
    text: personOf,
  },
  {
    id: 'person',
    name: 'MCID / Visit Day',
    sortPath: 'metaJson.mcid',
    width: 170,
    clientOnly: true,
    text: (r) => orNA(r.mcid),
  },
  { id: 'id', name: 'Report #', sortPath: 'id', width: 80, text: (r) => String(r.id) },
  {
    id: 'visitDate',
    name: 'Visit Date',
    sortPath: 'expectedCheckinTime',
    width: 128,
    text: (r) => orNA(formatDateTime(r.expectedCheckinTime)),
  },
  {
    id: 'submitted',
    name: '(Re)submitted',
    sortPath: 'lastSubmissionDate',
    width: 128,
    text: (r) => orNA(formatDateTime(r.lastSubmissionDate)),
  },
  {
    id: 'reviewState',
    name: 'Review State',
    sortPath: 'metaJson.reviewState',
    width: 120,
    staffOnly: true,
    text: (r) => REVIEW_STATES[r.reviewState].label,
  },
  { id: 'mcid', name: 'MCID', sortPath: 'metaJson.mcid', width: 76, staffOnly: true, text: (r) => orNA(r.mcid) },
  {
    id: 'client',
    name: 'Client',
    sortPath: 'metaJson.corporation',
    width: 130,
    staffOnly: true,
    text: (r) => r.clientName,
  },
  { id: 'project', name: 'Project', sortPath: 'metaJson.projectName', width: 130, text: (r) => r.projectName },
  { id: 'city', name: 'City', sortPath: 'metaJson.city', width: 90, text: (r) => orNA(r.city) },
  { id: 'state', name: 'State', sortPath: 'metaJson.state', width: 58, staffOnly: true, text: (r) => orNA(r.state) },
  { id: 'retailer', name: 'Retailer', sortPath: 'metaJson.retailer', width: 96, text: (r) => orNA(r.retailer) },
  { id: 'doorNumber', name: 'Door #', sortPath: 'metaJson.doorNumber', width: 70, text: (r) => orNA(r.doorNumber) },
  {
    id: 'doorLocation',
    name: 'Door Location',
    sortPath: 'metaJson.doorLocation',
    width: 130,
    text: (r) => orNA(r.doorLocation),
  },
  {
    id: 'status',
    name: 'Status',
    sortPath: 'status',
    width: 72,
    staffOnly: true,
    text: (r) => RECORD_STATUS_LABEL_BY_NAME[r.status],
  },
  {
    id: 'duration',
    name: 'Visit Length',
    sortPath: 'expectedDurationMinutes',
    width: 100,
    staffOnly: true,
    text: (r) => orNA(formatDuration(r.expectedDurationMinutes)),
  },
  {
    id: 'visibility',
    name: 'Visibility',
    sortPath: 'privacy',
    width: 90,
    staffOnly: true,
    text: (r) => (r.privacy === 0 ? 'Yes' : 'No'),
  },
  {
    id: 'wait',
    name: 'Wait',
    sortPath: WAIT_COLOR_PATH,
    width: 100,
    staffOnly: true,
    text: (r) => (r.waitColor ? (WAIT_BANDS[r.waitColor] ?? '') : ''),
  },
];

/** The columns this user sees, in order. */
export const columnsFor = (isClient: boolean): ResponseColumn[] =>
  RESPONSE_COLUMNS.filter((c) => (isClient ? !c.staffOnly : !c.clientOnly));

/**
 * What the list asks the api to read (REST `fields`): what the row fragment shows. The api always adds
 * id, formId, eventId, status, privacy, approvedBy, metaReviewState, waitColor and multiDayEventId.
 */
export const RESPONSE_FIELDS: readonly string[] = [
  'svrType',
  'expectedCheckinTime',
  'expectedDurationMinutes',
  'actualCheckinTime',
  'actualCheckoutTime',
  'lastSubmissionDate',
  'rejectedCounter',
  'clientName',
  'projectName',
  'talentType',
  'metaMcid',
  'metaMcEmail',
  'metaLastRejectedDate',
  'metaJson.mcFullName',
  'metaJson.mcEmail',
  'metaJson.retailer',
  'metaJson.doorNumber',
  'metaJson.doorLocation',
  'metaJson.city',
  'metaJson.state',
];
