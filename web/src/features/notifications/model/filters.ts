/**
 * The Sent list's filter parameters (spec 001 §2.4: only its searchable columns serve as filters, the text ones
 * with autocomplete). Kept in the browser under the 'notifications' namespace like every filter panel's.
 */
import type { FilterParam, ParameterDef } from '../../filters/model/types';

export const SENT_NAMESPACE = 'notifications';
export const CREATE_NAMESPACE = 'create';

export const NOTIFICATION_PARAMETERS: readonly ParameterDef[] = [
  { label: 'Title', path: 'title', type: 'String' },
  { label: 'Message', path: 'message', type: 'String' },
  { label: 'Create User', path: 'createUserEmail', type: 'String' },
  {
    label: 'Notification Type',
    path: 'type',
    type: 'range',
    options: [
      { value: 0, label: 'Immediate' },
      { value: 1, label: 'Scheduled' },
    ],
  },
  {
    label: 'Sent',
    path: 'sent',
    type: 'range',
    options: [
      { value: 0, label: 'No' },
      { value: 1, label: 'Yes' },
      { value: 2, label: 'Cancelled' },
    ],
  },
  { label: 'Create Date', path: 'created', type: 'Date' },
  { label: 'Sent Date', path: 'sentTimestamp', type: 'Date' },
];

/** Columns whose values the api suggests while typing. */
export const SUGGESTED_PATHS: ReadonlySet<string> = new Set(['title', 'message', 'createUserEmail']);

export const notificationParameter = (label: string) => NOTIFICATION_PARAMETERS.find((p) => p.label === label);

/** Only parameters of the list's searchable columns survive (a copy kept from an older version is cleaned). */
export function searchableParams(params: readonly FilterParam[]): FilterParam[] {
  return params.filter((p) => {
    const def = notificationParameter(p.label);
    return def !== undefined && def.path === p.path;
  });
}

/** The parameters the list sends: those with values. */
export const withData = (params: readonly FilterParam[]): FilterParam[] => params.filter((p) => p.data.length > 0);

/** The ADD PARAMETER choices not chosen yet. */
export const remainingParameters = (chosen: readonly FilterParam[]): ParameterDef[] =>
  NOTIFICATION_PARAMETERS.filter((d) => !chosen.some((p) => p.label === d.label));
