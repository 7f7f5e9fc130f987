/**
 * Wire shapes of the REST api (docs/API.md), exactly as api/ answers them inside `data`.
 *
 * These are the codegen "mappers": a resolver's parent object is the REST record, and field resolvers
 * turn it into the schema's shape (enum names, parsed id lists, fields read from metaJson / content).
 * Keeping the wire shape as the parent means a record fetched once is never copied or re-shaped
 * unless a field actually asks for it.
 */

/** A full form record (GET /form/formid, /form/ids, /form/canonicalKey). */
export interface RestFormRecord {
  id: number;
  canonicalKey: string;
  title: string;
  timestamp: string;
  authorEmail: string | null;
  editorEmail: string | null;
  status: number;
  tenancyClientId: number | null;
  revision: number;
  content: unknown;
  authorLegacyId: string | null;
  autoApprovalHourTrigger: number;
  heroImageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A form as the gateway may hold it: either a full record or a list row (GET /form, PUT /form/canonical),
 * which carries the list columns only. Fields a row lacks are read through the forms-by-id loader.
 */
export type RestForm = Pick<
  RestFormRecord,
  | 'id'
  | 'canonicalKey'
  | 'title'
  | 'timestamp'
  | 'authorEmail'
  | 'editorEmail'
  | 'status'
  | 'tenancyClientId'
  | 'revision'
> &
  Partial<
    Omit<
      RestFormRecord,
      | 'id'
      | 'canonicalKey'
      | 'title'
      | 'timestamp'
      | 'authorEmail'
      | 'editorEmail'
      | 'status'
      | 'tenancyClientId'
      | 'revision'
    >
  >;

/** POST /form and /form/updateDraft/id/{id} (spec 000 §7); status is added by the call that needs it. */
export interface RestFormBody {
  title: string;
  content: unknown;
  canonicalKey?: string | null;
  tenancyClientId?: number | null;
  autoApprovalHourTrigger: number;
  heroImageUrl?: string | null;
  revision?: number | null;
}

/** PUT /form/canonical/{ck}. */
export interface RestFormStatusChange {
  changed: number;
  forms: RestForm[];
}

/**
 * A visit. For client users the api withholds internal fields and answers them as null (status,
 * privacy, rejectedCounter, check-in times, ...), hence the nullable types.
 */
export interface RestStoreVisit {
  id: number;
  eventId: string | null;
  formId: number | null;
  svrType: number;
  status: number | null;
  privacy: number | null;
  expectedCheckinTime: string | null;
  expectedDurationMinutes: number | null;
  actualCheckinTime: string | null;
  actualCheckoutTime: string | null;
  actualCheckinLatitude?: number | null;
  actualCheckinLongitude?: number | null;
  actualCheckinDistanceKm?: number | null;
  rejectedCounter: number | null;
  approvedBy: string | null;
  clientId: number;
  clientName: string;
  projectId: number;
  projectName: string;
  talentId?: number | null;
  talentType: string | null;
  metaMcid: string | null;
  metaMcEmail: string | null;
  /** 0..5; 5 (resubmitted) is derived by the api. */
  metaReviewState: number;
  metaApprovedDate?: string | null;
  lastSubmissionDate: string | null;
  metaLastRejectedDate: string | null;
  formState: Record<string, unknown> | null;
  metaJson: Record<string, unknown> | null;
  multiDayEvents?: unknown[];
  submissions?: { date: string }[];
  timestamp?: string;
  /** List rows only: the review wait colour (null without colours, and always for client users). */
  waitColor?: string | null;
  /** List rows with groupMultiDaySvrs false: the day of a multi-day report this row stands for. */
  multiDayEventId?: string | null;
}

/** POST /storeVisit/userStoreVisits. */
export interface RestPage<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RestAnswer {
  id: number;
  storeVisitId: number;
  questionUuid: string;
  questionCanonicalKey: string | null;
  answerValue: string | null;
  created: string;
  /** Set for a client user when the answer's photo or video is blocked (its value is withheld). */
  blocked?: boolean;
}

export interface RestDocument {
  id: number;
  uuid: string;
  title: string | null;
  size: number | null;
  url: string;
  xsurl: string | null;
  /** A photo's signed addresses at the widths 135, 200, 800 and 1280 (null for other files). */
  sizes?: Record<string, string> | null;
  type: string;
  timestamp: string;
}

export interface RestDashboard {
  id: number;
  title: string;
  metaJson: unknown;
  /** Ordered, comma-separated widget ids ("3,1,2"). */
  widgetIds: string;
  status: number;
  restrictTokenUserId: number | null;
  tenancyClientId: number | null;
  created: string;
}

export interface RestWidget {
  id: number;
  title: string;
  description: string | null;
  /** Comma-separated keys ("k1,k2"). */
  formQuestionCanonicalKeys: string;
  filters: unknown;
  metaJson: unknown;
  restrictTokenUserId: number | null;
  status: number;
  tenancyClientId: number | null;
  created: string;
}

export interface RestProject {
  projectId: number;
  clientId: number;
  projectName: string;
}

export interface RestClient {
  clientId: number;
  clientName: string;
  projects: RestProject[];
}

export interface RestUser {
  id: number;
  email: string;
  name: string;
  roleId: number;
  roleName: string;
  clientId: number | null;
  isClient: boolean;
}

export interface RestRegional {
  zone: string;
  contactemail: string | null;
}
