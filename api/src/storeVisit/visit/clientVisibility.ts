/**
 * What a client user may see of a visit (spec 001 §6, spec 002 §6): the one definition every door
 * uses — rows and one visit (visit/presenter.ts), multi-day days, filters, sorts and autocomplete (the
 * `internal` flags of filters/paths.ts, checked against these lists by clientVisibility.test.ts), Excel
 * columns (export/columns.ts), saved views and widgets (their filters).
 *
 * Spec 001 §6 fields and where each lives: Status (status), Client (the client's own name is kept: it
 * is their own and the Client Name filter is injected for them), PD (metaJson.ProjectDivision), Visit
 * Duration (expectedDurationMinutes, per day too), Talent Name (metaJson.mcFullName and the talent's
 * contact details), TD (metaJson.TalentDivision), check-in/out (actualCheckin/CheckoutTime, position,
 * distance, per day too), time-spent (derived from those), rejected-count (rejectedCounter), feedback
 * (formState), approver (approvedBy, metaJson.reviewedBy), visibility (privacy), State (metaJson.state),
 * first-approved (metaApprovedDate), rejection fields (metaLastRejectedDate, metaJson.lastRejectedDate).
 */

/** Top-level visit fields served as null to a client user. */
export const CLIENT_HIDDEN_FIELDS = [
  'status',
  'privacy',
  'expectedDurationMinutes',
  'actualCheckinTime',
  'actualCheckoutTime',
  'actualCheckinLatitude',
  'actualCheckinLongitude',
  'actualCheckinDistanceKm',
  'rejectedCounter',
  'approvedBy',
  'talentType',
  'metaMcEmail',
  'metaApprovedDate',
  'metaLastRejectedDate',
] as const;

/**
 * metaJson keys a client user never receives: talent and internal review details; the block lists,
 * which name the media withheld from them; flags, which are internal review notes.
 */
export const CLIENT_HIDDEN_META = [
  'mcFullName',
  'mcEmail',
  'mcPhone',
  'TalentDivision',
  'ProjectDivision',
  'state',
  'reviewedBy',
  'lastRejectedDate',
  'mealBreak',
  'awaitingOverwrite',
  'resetBy',
  'resetDate',
  'flagPhotos',
  'flagVideos',
  'blockPhotos',
  'blockVideos',
  'approvedBy',
  'approvedDate',
  'rejectedCounter',
  'workClassification',
  'authorizedBy',
  'deviceOs',
  'deviceOsVersion',
  'deviceModel',
  'appVersion',
] as const;

/** Of one day of a multi-day report, what a client user receives: the day's event id and planned start only. */
export const CLIENT_DAY_FIELDS = ['eventId', 'expectedCheckinTime'] as const;

/** Widget metaJson keys a client user never receives (the block and flag lists name withheld media and internal notes). */
export const CLIENT_HIDDEN_WIDGET_META = [
  'blockPhotos',
  'blockVideos',
  'flagPhotos',
  'flagVideos',
  'flagged',
  'flaggedPhotos',
  'flaggedVideos',
  'includeMotivesInExcelReport',
  // The SHA-256 of the whole filter set: matched against guesses, it would tell the staff filters a client is not shown.
  'filterHash',
] as const;

const hiddenFields = new Set<string>(CLIENT_HIDDEN_FIELDS);
const hiddenMeta = new Set<string>(CLIENT_HIDDEN_META);

/** Whether a field name of a visit row ('approvedBy', 'metaJson.state') is withheld from client users. */
export function isClientHiddenField(name: string): boolean {
  if (name.startsWith('metaJson.')) return hiddenMeta.has(name.slice('metaJson.'.length));
  return hiddenFields.has(name);
}

/** One day of a multi-day report as a client user receives it: the same keys, all but CLIENT_DAY_FIELDS null. */
export function clientDay(day: unknown): unknown {
  if (typeof day !== 'object' || day === null || Array.isArray(day)) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(day)) out[k] = (CLIENT_DAY_FIELDS as readonly string[]).includes(k) ? v : null;
  return out;
}

/** A metaJson object without the keys a client user never receives. */
export function withoutKeys(meta: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out = { ...meta };
  for (const k of keys) delete out[k];
  return out;
}
