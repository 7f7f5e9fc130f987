/**
 * The filter parameters the panel offers (spec 002 §3, §5, §6), with the paths of docs/API.md. Left out
 * everywhere, as spec 002 §5 says ("Available filter parameters exclude the location, device, Visit Length,
 * Approved by, Work Classification, Event ID and Authorized by entries"), which catalogue.test.ts holds this
 * list to against §3's labels; aliases of one path (Project #, Zone, State) are offered once, and Zone and
 * State not at all, being the excluded Location Zone and Location - State. Client users get no parameter the api
 * withholds from them (Review State, Visibility …). The api checks each path itself
 * (api/src/storeVisit/filters/compile.ts) and still reads these entries in saved filters.
 */
import { REVIEW_STATE_LABELS, ReviewState } from '@svr/domain';
import type { FilterOption, FilterPageConfig, ParameterDef, WidgetFilterContext } from './types';

/** Review states (spec 001 §4, @svr/domain's codes and labels); 5 Resubmitted is derived by the api. */
export const REVIEW_STATE_OPTIONS: readonly FilterOption[] = Object.values(ReviewState).map((value) => ({
  value,
  label: REVIEW_STATE_LABELS[value],
}));

const CHECK_STATUS: readonly FilterOption[] = ['On Time', 'Late', 'Early', 'Missing'].map((s) => ({
  value: s,
  label: s,
}));
const YES_NO_TEXT: readonly FilterOption[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

export const PARAMETERS: readonly ParameterDef[] = [
  { label: 'Visit Date', path: 'expectedCheckinTime', type: 'Date' },
  { label: 'Review State', path: 'metaJson.reviewState', type: 'range', internal: true, options: REVIEW_STATE_OPTIONS },
  { label: 'Client Name', path: 'metaJson.corporation', type: 'String', noAutocomplete: true, notForClients: true },
  {
    label: 'Exclude Client Name',
    path: 'metaJson.corporation',
    type: 'String',
    exclude: true,
    noAutocomplete: true,
    notForClients: true,
  },
  { label: 'Project Name', path: 'metaJson.projectName', type: 'String' },
  { label: 'Exclude Project Name', path: 'metaJson.projectName', type: 'String', exclude: true },
  { label: 'Project Segment Name', path: 'metaJson.projectSegmentName', type: 'String' },
  { label: 'Exclude Project Segment Name', path: 'metaJson.projectSegmentName', type: 'String', exclude: true },
  { label: 'Project Number', path: 'metaJson.projectNumber', type: 'String' },
  { label: 'Exclude Project Number', path: 'metaJson.projectNumber', type: 'String', exclude: true },
  { label: 'Report Number', path: 'id', type: 'Number' },
  { label: 'Talent Name', path: 'metaJson.mcFullName', type: 'String', internal: true },
  { label: 'MCID', path: 'metaJson.mcid', type: 'String' },
  { label: '(Re)submitted Date', path: 'lastSubmissionDate', type: 'Date' },
  { label: 'Approved Date', path: 'approvedDate', type: 'Date' },
  { label: 'Checkin Time', path: 'actualCheckinTime', type: 'Date', internal: true },
  { label: 'Checkout Time', path: 'actualCheckoutTime', type: 'Date', internal: true },
  { label: 'Checkin Status', path: 'checkinStatus', type: 'range', internal: true, options: CHECK_STATUS },
  { label: 'Checkout Status', path: 'checkoutStatus', type: 'range', internal: true, options: CHECK_STATUS },
  { label: 'Checkin Distance mi', path: 'actualCheckinDistanceMi', type: 'Number', internal: true },
  { label: 'Actual Visit Length', path: 'actualVisitLengthHours', type: 'Number', internal: true },
  { label: 'Retailer', path: 'metaJson.retailer', type: 'String' },
  { label: 'Door Number', path: 'metaJson.doorNumber', type: 'String' },
  { label: 'Door Location', path: 'metaJson.doorLocation', type: 'String' },
  { label: 'Department Type', path: 'metaJson.departmentType', type: 'String' },
  { label: 'TD', path: 'metaJson.TalentDivision', type: 'String', internal: true },
  { label: 'PD', path: 'metaJson.ProjectDivision', type: 'String', internal: true },
  {
    label: 'Visibility',
    path: 'privacy',
    type: 'range',
    internal: true,
    options: [
      { value: 0, label: 'Yes' },
      { value: 1, label: 'No' },
    ],
  },
  {
    label: 'Hidden From Client',
    path: 'privacy',
    type: 'range',
    internal: true,
    options: [
      { value: 1, label: 'Yes' },
      { value: 0, label: 'No' },
    ],
  },
  { label: 'Form Canonical Key', path: 'formCanonicalKey', type: 'String' },
  { label: 'Call Out', path: 'callOut', type: 'range', internal: true, options: YES_NO_TEXT },
  {
    label: 'Waived',
    path: 'waived',
    type: 'range',
    internal: true,
    options: [
      { value: 1, label: 'Yes' },
      { value: 0, label: 'No' },
    ],
  },
];

export const parameterByLabel = (label: string): ParameterDef | undefined => PARAMETERS.find((p) => p.label === label);

/**
 * The percentage widget's columns (spec 002 §5: meta_corporation, meta_project_name, expected_checkin_time), and
 * Review State, which validateFilter requires of a staff widget (spec 002 §6).
 */
const PERCENTAGE_PATHS: readonly string[] = ['metaJson.corporation', 'metaJson.projectName', 'expectedCheckinTime'];
const REVIEW_STATE_PATH = 'metaJson.reviewState';

/** Widgets also leave out MCID and the Exclude entries (spec 002 §5); the percentage widget offers its three columns. */
function offeredToWidget(p: ParameterDef, widget: WidgetFilterContext): boolean {
  if (p.exclude || p.label === 'MCID') return false;
  return widget !== 'percentage' || PERCENTAGE_PATHS.includes(p.path) || p.path === REVIEW_STATE_PATH;
}

/** The parameters a page offers to this user, in menu order: the same on every page but a widget creator's. */
export function availableParameters(
  page: Pick<FilterPageConfig, 'isDashboard' | 'widget'>,
  isClient: boolean,
): ParameterDef[] {
  return PARAMETERS.filter(
    (p) => !(isClient && (p.internal || p.notForClients)) && (!page.widget || offeredToWidget(p, page.widget)),
  );
}

/** How a value of a parameter reads on its chip: the option label of a range value, the day of a date. */
export function valueLabel(def: ParameterDef | undefined, value: string | number): string {
  const option = def?.options?.find((o) => o.value === value);
  return option ? option.label : String(value);
}
