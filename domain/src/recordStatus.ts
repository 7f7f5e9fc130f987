/** Item status numbers of forms, common questions and saved items (spec 000 §3): 3 is for forms only. */
export const RecordStatus = {
  Deleted: 0,
  Active: 1,
  Archived: 2,
  Draft: 3,
} as const;
export type RecordStatusCode = (typeof RecordStatus)[keyof typeof RecordStatus];

/** The GraphQL enum names of the codes, in code order (RECORD_STATUS_NAMES[code]). */
export const RECORD_STATUS_NAMES = ['DELETED', 'ACTIVE', 'ARCHIVED', 'DRAFT'] as const;
export type RecordStatusName = (typeof RECORD_STATUS_NAMES)[number];

/** What the lists show for a status. */
export const RECORD_STATUS_LABELS: Record<RecordStatusCode, string> = {
  0: 'Deleted',
  1: 'Active',
  2: 'Archived',
  3: 'Draft',
};

/** The label of a stored code; undefined for a code outside the list. */
export const recordStatusLabel = (code: number): string | undefined =>
  Object.prototype.hasOwnProperty.call(RECORD_STATUS_LABELS, code)
    ? RECORD_STATUS_LABELS[code as RecordStatusCode]
    : undefined;

/** The code of a GraphQL name. */
export const recordStatusCodeOf = (name: RecordStatusName): RecordStatusCode =>
  RECORD_STATUS_NAMES.indexOf(name) as RecordStatusCode;

/** What the lists show, by GraphQL name. */
export const RECORD_STATUS_LABEL_BY_NAME = Object.fromEntries(
  RECORD_STATUS_NAMES.map((name, code) => [name, RECORD_STATUS_LABELS[code as RecordStatusCode]]),
) as Readonly<Record<RecordStatusName, string>>;
