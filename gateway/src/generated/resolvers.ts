import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { RestCommonQuestion, RestTag } from '../domains/commonQuestion/schemas.js';
import { RestDashboard, RestWidget, RestWidgetQuestion, RestFeedbackEntry, RestFeedbackWidgetData, RestWidgetAnswer, RestAnswerListWidgetData, RestChartPoint, RestChartWidgetData, RestNumberWidgetData, RestPercentageWidgetData, RestMediaWidgetData, RestWidgetProblem, RestWidgetSlide } from '../domains/dashboard/schemas.js';
import { RestDocument } from '../domains/document/schemas.js';
import { RestForm } from '../domains/form/schemas.js';
import { RestJob } from '../domains/job/schemas.js';
import { RestNotificationDelivery, RestNotificationRecipient, RestNotification } from '../domains/notification/schemas.js';
import { RestRollupColumn, RestSavedRollup, RestRollupPage, RestRollupRow, RestRollupCell } from '../domains/rollup/schemas.js';
import { RestSavedView } from '../domains/savedView/schemas.js';
import { RestStoreVisit, RestAnswer, RestMealPeriodDay } from '../domains/storeVisit/schemas.js';
import { RestUser, RestProject, RestClient, RestRegional } from '../domains/user/schemas.js';
import { FlatQuestion } from '../domain/formTree.js';
import { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC, e.g. 2026-11-22T15:04:05.000Z. */
  DateTime: { input: string; output: string; }
  /** Any JSON value. Used for documents the REST contract keeps as JSON (form content, metaJson, formState, filters). */
  JSON: { input: unknown; output: unknown; }
};

/** What one activity entry changed, by kind (see ActivityKind). */
export type ActivityChange = AnswerChange | FeedbackMessage | FeedbackThreadChange | MediaMarkChange | MediaRotation | RecordStatusChange | RejectionRecorded | ReviewStateChange | RevisionRequestsChange | VisibilityChange;

/** A change recorded on a report, in the transaction of the change: who, when, and what changed (typed by kind). */
export type ActivityEntry = {
  __typename?: 'ActivityEntry';
  actorEmail?: Maybe<Scalars['String']['output']>;
  /** The name of who made the change; null when that user no longer exists. */
  actorName?: Maybe<Scalars['String']['output']>;
  /**
   * The api's stored row after the change, as it is.
   * @deprecated The api's storage format: read change instead.
   */
  after?: Maybe<Scalars['JSON']['output']>;
  answerId?: Maybe<Scalars['Int']['output']>;
  at: Scalars['DateTime']['output'];
  /**
   * The api's stored row before the change, as it is.
   * @deprecated The api's storage format: read change instead.
   */
  before?: Maybe<Scalars['JSON']['output']>;
  /** What changed, read from the api's row once, here: one member per kind. */
  change: ActivityChange;
  /** The photo or video the change is about (MEDIA_MARK, MEDIA_ROTATE, and answers holding one). */
  documentUuid?: Maybe<Scalars['ID']['output']>;
  id: Scalars['Int']['output'];
  kind: ActivityKind;
};

/**
 * What a row of the activity trail records (the api's activity.kind, named beside each value). Each kind
 * carries one member of ActivityChange, named beside it too.
 */
export type ActivityKind =
  /** answer.create: a question got its first answer (AnswerChange). */
  | 'answer.create'
  /** answer.update: an answer was changed or cleared (AnswerChange). */
  | 'answer.update'
  /** feedback.save: a feedback thread was started, or its status changed (FeedbackThreadChange). */
  | 'feedback.save'
  /** feedback.text: a feedback message was written (FeedbackMessage). */
  | 'feedback.text'
  /** media.mark: a photo or video was starred, flagged or blocked, the mark removed or its motive changed (MediaMarkChange). */
  | 'media.mark'
  /** media.rotate: a photo or video was rotated (MediaRotation). */
  | 'media.rotate'
  /** rejection.create: a rejection of the report was recorded (RejectionRecorded). */
  | 'rejection.create'
  /** review.state: the review state moved (ReviewStateChange). */
  | 'review.state'
  /** visit.formState: the review notes changed, e.g. questions marked or cleared NEEDS REVISION (RevisionRequestsChange). */
  | 'visit.formState'
  /** visit.privacy: visibility to the client changed (VisibilityChange). */
  | 'visit.privacy'
  /** visit.status: the record status changed (RecordStatusChange). */
  | 'visit.status';

/** One answer of a report. */
export type Answer = {
  __typename?: 'Answer';
  /** True when the answer's photo or video is blocked: a client user gets no value for it. */
  blocked: Scalars['Boolean']['output'];
  created: Scalars['DateTime']['output'];
  /** The photo, signature or video document when the value is a document uuid. */
  document?: Maybe<Document>;
  id: Scalars['Int']['output'];
  questionCanonicalKey?: Maybe<Scalars['String']['output']>;
  questionUuid: Scalars['ID']['output'];
  storeVisitId: Scalars['Int']['output'];
  /** answerValue as stored: text, JSON text for checkboxes, or a document uuid for photo, signature and video answers. */
  value?: Maybe<Scalars['String']['output']>;
};

/**
 * ANSWER_CREATE and ANSWER_UPDATE: the answer of one question, before and after (the stored value: text,
 * option values, or the uuid of a photo or video).
 */
export type AnswerChange = {
  __typename?: 'AnswerChange';
  questionUuid: Scalars['ID']['output'];
  /** Null when the answer was cleared. */
  valueAfter?: Maybe<Scalars['String']['output']>;
  /** Null when the question had no answer (always for ANSWER_CREATE). */
  valueBefore?: Maybe<Scalars['String']['output']>;
};

/** questionResponse widget: the answers to its question, newest visit first (at most 200; total counts all). */
export type AnswerListWidgetData = {
  __typename?: 'AnswerListWidgetData';
  answers: Array<WidgetAnswer>;
  question?: Maybe<WidgetQuestion>;
  total: Scalars['Int']['output'];
};

/** A report named in a refused bulk action: by visit date and project, as the spec's own-report dialog lists them. */
export type BlockedReport = {
  __typename?: 'BlockedReport';
  /** Visit day, YYYY-MM-DD. */
  date?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  projectName?: Maybe<Scalars['String']['output']>;
};

/** The answer of bulkStoreVisits: the reports changed and skipped (already in the target), or why nothing changed. */
export type BulkStoreVisitsPayload = {
  __typename?: 'BulkStoreVisitsPayload';
  /** The reports that caused the refusal (the caller's own reports, multi-day reports, reports not yet submitted); empty otherwise. */
  blockedReports: Array<BlockedReport>;
  /** Ids of the reports changed. */
  changed: Array<Scalars['Int']['output']>;
  changedCount: Scalars['Int']['output'];
  /** Set when the whole action was refused (nothing changed), with the api's message word for word, e.g. 'You can not edit the status of an SVR you have submitted.' or 'MultiDay SVRs can’t be reset.'. */
  error?: Maybe<UserError>;
  /** Ids of the reports already in the target state, left alone. */
  skipped: Array<Scalars['Int']['output']>;
  skippedCount: Scalars['Int']['output'];
};

/** One counted value of a chart: how many answers have this label, within a group. */
export type ChartPoint = {
  __typename?: 'ChartPoint';
  count: Scalars['Int']['output'];
  /** barChart: the 'data grouped by' value (null when not grouped); lineChart: the month, YYYY-MM, of the visit; pieChart: null. */
  group?: Maybe<Scalars['String']['output']>;
  /** The answer (an option's label); empty when the answer is empty (the app shows 'N/A'). */
  label: Scalars['String']['output'];
};

/**
 * barChart, lineChart and pieChart widgets: answer counts of the question, by group (bar), by month (line) or overall (pie).
 * The app applies the display rules (percent of total labels, the Yes/No pie order, zero slices dropped).
 */
export type ChartWidgetData = {
  __typename?: 'ChartWidgetData';
  /** The bar chart's 'data grouped by' path (metaJson.dataGroupBy), or null. */
  groupBy?: Maybe<Scalars['String']['output']>;
  points: Array<ChartPoint>;
  question?: Maybe<WidgetQuestion>;
  /** All answers counted. */
  total: Scalars['Int']['output'];
};

/** A brand that orders store visits. */
export type Client = {
  __typename?: 'Client';
  /** clientId in the REST contract. */
  id: Scalars['Int']['output'];
  /** clientName in the REST contract. */
  name: Scalars['String']['output'];
  projects: Array<Project>;
};

/**
 * A reusable question of the common-question library (spec 000 §3), kept by staff on the Common Questions
 * screen and inserted into forms by the builder. Deleted questions (status 0) are never served.
 */
export type CommonQuestion = {
  __typename?: 'CommonQuestion';
  /** Shared by every copy of the question placed in forms. */
  canonicalKey: Scalars['ID']['output'];
  /** Ids of the documents attached to the question. */
  documentIds: Array<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** The question's meta object as stored (isRequired, isHidden, photoType, maxQuestions, ...). */
  meta: Scalars['JSON']['output'];
  /** The answers of an option-bearing type (radio, dropdown, checkbox, Yes/No, numeric conditional); empty otherwise. */
  options: Array<CommonQuestionOption>;
  /** 1 active or 2 archived. */
  status: RecordStatus;
  /** Tag titles, in the order saved (the REST contract keeps them as a comma list). */
  tags: Array<Scalars['String']['output']>;
  /** Last change. */
  timestamp: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
  type: QuestionType;
  /** The builder's label for the type, e.g. Radio Button, Photo, Yes/No. */
  typeLabel: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** An answer of a common question, with the follow-up questions shown when it is chosen. */
export type CommonQuestionOption = {
  __typename?: 'CommonQuestionOption';
  /** The follow-up questions of this answer as the builder stores them (nestable to any depth); the library keeps them as they are. */
  conditionalFork: Scalars['JSON']['output'];
  label: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  /** What an answer to the question records; the label unless set otherwise. */
  value: Scalars['String']['output'];
};

/** An answer of a common question to save. uuid, value and conditionalFork are kept when given and filled in when not (value = label). */
export type CommonQuestionOptionInput = {
  conditionalFork?: InputMaybe<Scalars['JSON']['input']>;
  label: Scalars['String']['input'];
  uuid?: InputMaybe<Scalars['ID']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A new common question. Radio Button, Dropdown and Checkbox need at least one answer. */
export type CreateCommonQuestionInput = {
  documentIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  meta?: InputMaybe<Scalars['JSON']['input']>;
  options?: InputMaybe<Array<CommonQuestionOptionInput>>;
  /** ACTIVE (default) or ARCHIVED. */
  status?: InputMaybe<RecordStatus>;
  /** Tag titles; trimmed, repeats (any case) dropped, no commas. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  /** Every question type but QUESTION_GROUP and COMMON_INPUT. */
  type: QuestionType;
};

/** The answer of createCommonQuestion: the new question, or a problem to show. */
export type CreateCommonQuestionPayload = {
  __typename?: 'CreateCommonQuestionPayload';
  commonQuestion?: Maybe<CommonQuestion>;
  error?: Maybe<UserError>;
};

/** The answer of createTag: the tag (new, or the existing one with the same title), or a problem to show. */
export type CreateTagPayload = {
  __typename?: 'CreateTagPayload';
  error?: Maybe<UserError>;
  tag?: Maybe<Tag>;
};

/** A saved dashboard: an ordered set of widgets. */
export type Dashboard = {
  __typename?: 'Dashboard';
  id: Scalars['Int']['output'];
  metaJson: Scalars['JSON']['output'];
  /** When set, only this user sees the dashboard ('ONLY VISIBLE TO ME'). */
  restrictTokenUserId?: Maybe<Scalars['Int']['output']>;
  status: RecordStatus;
  tenancyClientId?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  /** Widget ids in display order. */
  widgetIds: Array<Scalars['Int']['output']>;
  /** The widgets in display order (deleted ones left out). */
  widgets: Array<Widget>;
};

/** Create Dashboard (spec 002 §2): a name, and 'ONLY VISIBLE TO ME'. */
export type DashboardInput = {
  /** Only visible to me: the api stores the caller's id as restrictTokenUserId. */
  onlyVisibleToMe?: InputMaybe<Scalars['Boolean']['input']>;
  /** Staff only; default the current client. Client users' dashboards are always their client's. */
  tenancyClientId?: InputMaybe<Scalars['Int']['input']>;
  /** Required, not blank. */
  title: Scalars['String']['input'];
};

/** The answer of a dashboard change: the dashboard after it, or a problem to show. */
export type DashboardPayload = {
  __typename?: 'DashboardPayload';
  /** The dashboard after the change; null when refused or deleted. */
  dashboard?: Maybe<Dashboard>;
  /** The api's refusal, word for word (e.g. a position out of range); nothing was written. */
  error?: Maybe<UserError>;
};

/** The answer of deleteNotification. */
export type DeleteNotificationPayload = {
  __typename?: 'DeleteNotificationPayload';
  /** Why the delete was refused (only a notification not sent may be deleted); null on success. */
  error?: Maybe<UserError>;
  /** The id deleted; null when refused. */
  id?: Maybe<Scalars['Int']['output']>;
};

/** A stored file: a photo, signature or video answer, a form attachment or an export. */
export type Document = {
  __typename?: 'Document';
  id: Scalars['Int']['output'];
  /** Size in bytes. */
  size?: Maybe<Scalars['Float']['output']>;
  timestamp: Scalars['DateTime']['output'];
  title?: Maybe<Scalars['String']['output']>;
  /** image, video or file. */
  type: Scalars['String']['output'];
  /**
   * The file's address. Stored files come as short-lived signed addresses (valid for at least an hour, the
   * same address for ten minutes, docs/DECISIONS.md "Files"), handed out only for documents the viewer may
   * see. `width`: a photo at one of the resizing service's widths (135, 200, 400, 800, 1280; spec 000 §9, 002 §9)
   * through it; photos dated up to 2022 and files that are not photos come at their original size.
   */
  url: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  /** Small (thumbnail) variant, 135 px; signed like url. */
  xsurl?: Maybe<Scalars['String']['output']>;
};


/** A stored file: a photo, signature or video answer, a form attachment or an export. */
export type DocumentUrlArgs = {
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** An Excel export (spec 002 §2 Export Columns, §7): the rows by id, or every row of a filter (the spec's 'all rows' when exactly 500 are selected), with one column per question. Photos are embedded in their cells (resized, rotated) with a link to the full size; above 4,000 photos they are links instead. */
export type ExcelExportInput = {
  /** Additional Excel Columns (staff only), e.g. motives. */
  additionalColumns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Common column keys (Export Columns dialog). */
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Common column keys left unselected. */
  commonUnselectheaders?: InputMaybe<Array<Scalars['String']['input']>>;
  embedPhotos?: InputMaybe<Scalars['Boolean']['input']>;
  /** Every row of this filter instead of ids. */
  filters?: InputMaybe<Array<FilterParameterInput>>;
  /** The selected visit ids. */
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The questions' canonical keys (a roll-up's question keys). */
  questionKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A saved roll-up whose questions are exported (instead of questionKeys). */
  rollupId?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A question to export as a column: its canonical key, and the column header (the question title by default). */
export type ExportQuestionInput = {
  canonicalKey: Scalars['String']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of exportStoreVisits: a link to the generated workbook, or the problem to show. */
export type ExportStoreVisitsPayload = {
  __typename?: 'ExportStoreVisitsPayload';
  /** Column headers written, in order. */
  columns: Array<Scalars['String']['output']>;
  error?: Maybe<UserError>;
  fileName?: Maybe<Scalars['String']['output']>;
  /** Photo links written. */
  photos: Scalars['Int']['output'];
  /** Rows written. */
  rows: Scalars['Int']['output'];
  /** Where the file can be downloaded, e.g. /files/exports/{uuid}/SVR-Responses.xlsx. Null on error. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A feedback thread on a report (svrfeedback) with its messages (svrfeedbackinfo), newest first. */
export type Feedback = {
  __typename?: 'Feedback';
  canonicalKey: Scalars['ID']['output'];
  createdDate?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  /** 0 open, 1 resolved. */
  status: Scalars['Int']['output'];
  texts: Array<FeedbackText>;
};

/** One visit's feedback, as the feedback widget lists it (newest check-in first). */
export type FeedbackEntry = {
  __typename?: 'FeedbackEntry';
  /** The visit's check-in time (expected check-in when the talent did not check in); shown MM/DD/YYYY. */
  checkinTime?: Maybe<Scalars['DateTime']['output']>;
  doorNumber?: Maybe<Scalars['String']['output']>;
  /** The door's location (metaJson.doorLocation), shown 'retailer | location'. */
  location?: Maybe<Scalars['String']['output']>;
  /** The feedback text (formState.feedback.message). */
  message: Scalars['String']['output'];
  projectName?: Maybe<Scalars['String']['output']>;
  retailer?: Maybe<Scalars['String']['output']>;
  storeVisitId: Scalars['Int']['output'];
};

/** FEEDBACK_TEXT: a message written in a feedback thread. */
export type FeedbackMessage = {
  __typename?: 'FeedbackMessage';
  /** The message; null when the row does not carry it. */
  text?: Maybe<Scalars['String']['output']>;
};

/** One message of a feedback thread, with its author. */
export type FeedbackText = {
  __typename?: 'FeedbackText';
  createdBy?: Maybe<Scalars['String']['output']>;
  createdByEmail?: Maybe<Scalars['String']['output']>;
  createdDate: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** FEEDBACK_SAVE: a feedback thread was started (the api starts one with each message) or changed. */
export type FeedbackThreadChange = {
  __typename?: 'FeedbackThreadChange';
  canonicalKey?: Maybe<Scalars['ID']['output']>;
  /** True for a new thread; false when a thread's status changed. */
  created: Scalars['Boolean']['output'];
  /** 0 open, 1 resolved, after the change. */
  feedbackStatus?: Maybe<Scalars['Int']['output']>;
};

/** feedback widget: visits of the filter that have feedback, newest check-in first (at most 100; total counts all). */
export type FeedbackWidgetData = {
  __typename?: 'FeedbackWidgetData';
  entries: Array<FeedbackEntry>;
  total: Scalars['Int']['output'];
};

/** A filter parameter as a saved view keeps it (spec 002 §3): the label shown, the filter path, the type and the chosen values. */
export type FilterParameter = {
  __typename?: 'FilterParameter';
  /** Chosen values; for Date, [start, end] with the end YYYY-MM-DD 23:59:59. */
  data: Scalars['JSON']['output'];
  /** true: the values are excluded (NOT IN). */
  exclude: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  path: Scalars['String']['output'];
  /** A Date range relative to today (e.g. last7days); data then holds its days today. */
  relative?: Maybe<Scalars['String']['output']>;
  /** Date, String, Number or range. */
  type?: Maybe<Scalars['String']['output']>;
};

/** One filter parameter of the filter panel (spec 002 §3). */
export type FilterParameterInput = {
  /** Chosen values; for Date, [start, end]. */
  data: Scalars['JSON']['input'];
  exclude?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
  path: Scalars['String']['input'];
  /** A Date range relative to today (today, yesterday, last7days, last30days, last45days, last3months, last6months, last12months): its days are worked out again whenever the filter runs, so a saved 'last 7 days' moves with time. */
  relative?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The rule a visit filter is held to (spec 002 §5 validateFilter): a list's 45 days, a roll-up's 185 days ('6 months'),
 * a widget's 366 days ('12 months'); roll-ups and widgets also need a Review State from staff.
 */
export type FilterTarget =
  | 'LIST'
  | 'ROLLUP'
  | 'WIDGET';

/** A store visit report form (an SVR). Every published version and every draft is its own record; records of one form share a canonical key. */
export type Form = {
  __typename?: 'Form';
  /** Staff e-mail of the form's author; null for client users. */
  authorEmail?: Maybe<Scalars['String']['output']>;
  authorLegacyId?: Maybe<Scalars['String']['output']>;
  /** Hours after which a submitted report is approved automatically; 0 means never. */
  autoApprovalHourTrigger: Scalars['Int']['output'];
  bypassDuplicatePhotoCheck: Scalars['Boolean']['output'];
  callOutActive: Scalars['Boolean']['output'];
  /** Comma-separated call-out mailing list. */
  callOutMailing?: Maybe<Scalars['String']['output']>;
  /** Shared by every version and the draft of one form. */
  canonicalKey: Scalars['ID']['output'];
  /** The whole content document as the REST contract holds it (structure, documents, callOut, ...). The builder saves it back whole. */
  content: Scalars['JSON']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Staff e-mail of the last editor; null for client users. */
  editorEmail?: Maybe<Scalars['String']['output']>;
  heroImageUrl?: Maybe<Scalars['String']['output']>;
  /** True when the form is hidden from client users. */
  hideFromClient: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** Every question of the form at any depth, as a flat list in document order with parent links, so one query gets the whole tree. */
  questions: Array<Question>;
  /** Increases on every save; a save based on an older revision is refused as stale. */
  revision: Scalars['Int']['output'];
  /** Every section, in phase then position order. */
  sections: Array<Section>;
  /** 1 active, 2 archived, 3 draft (0 deleted forms are never served). */
  status: RecordStatus;
  tenancyClientId?: Maybe<Scalars['Int']['output']>;
  /** Last change of this record. */
  timestamp: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** What the builder saves (spec 000 §4, §7 POST /api/v2/form): the form's fields and its whole content document. Author and editor come from the session. */
export type FormInput = {
  /** 0 (never), 12, 24 or 36. */
  autoApprovalHourTrigger: Scalars['Int']['input'];
  /** The form's canonical key; null creates a new form (as Save as new does). */
  canonicalKey?: InputMaybe<Scalars['ID']['input']>;
  /** The whole content document (structure, documents, callOut, hideFromClient, ...), saved as it is. */
  content: Scalars['JSON']['input'];
  heroImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The revision the builder loaded; a save based on an older one is refused as stale. */
  revision?: InputMaybe<Scalars['Int']['input']>;
  /** The client the form belongs to; a new form takes the selected client. */
  tenancyClientId?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
};

/** Where a section sits in the visit: before (answered first, in order), during (any order) or after (answered last, in order). */
export type FormPhase =
  | 'DURING'
  | 'POST'
  | 'PRE';

/** A long export or zip run as a job (issue 11): the dialog polls it ('Your report file is being generated, please wait.', then a Download link), survives a page reload, and can cancel it. Only the user who started a job sees it. */
export type Job = {
  __typename?: 'Job';
  cancelRequested: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When the file and the job are deleted (the retention period). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The file to download once DONE (the first part of a zip split in parts). */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Every file to download once DONE: one, or the parts of a photo zip split above its part size. */
  files: Array<JobFile>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  /** excelExport or photoZip. */
  kind: Scalars['String']['output'];
  /** The latest progress line; when FAILED, why, in words for the user. */
  message?: Maybe<Scalars['String']['output']>;
  progress: JobProgress;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  state: JobState;
  url?: Maybe<Scalars['String']['output']>;
};

/** A file a finished job made, with a signed address to download it (valid for a limited time). */
export type JobFile = {
  __typename?: 'JobFile';
  /** Size in bytes. */
  bytes?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The answer of starting or cancelling a job: the job, or a problem to show. */
export type JobPayload = {
  __typename?: 'JobPayload';
  error?: Maybe<UserError>;
  job?: Maybe<Job>;
};

/** How far a job has come: done of total (total null while unknown). */
export type JobProgress = {
  __typename?: 'JobProgress';
  done: Scalars['Int']['output'];
  total?: Maybe<Scalars['Int']['output']>;
};

/** Where a background job is (api/src/jobs): queued, running, done (its file can be downloaded), failed (message says why) or cancelled. */
export type JobState =
  | 'CANCELLED'
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** A meal break of a person's day (spec 001 §2.3); waived 1 is shown red, 0 green. */
export type MealBreak = {
  __typename?: 'MealBreak';
  endTime?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  minutes?: Maybe<Scalars['Int']['output']>;
  startTime?: Maybe<Scalars['DateTime']['output']>;
  storeVisitId: Scalars['Int']['output'];
  /** 1 waived (shown red), 0 taken (shown green). */
  waived: Scalars['Int']['output'];
};

/** One person's day in the meal-period report: planned and worked hours and the meal breaks (staff only). */
export type MealPeriodDay = {
  __typename?: 'MealPeriodDay';
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
  firstCheckin?: Maybe<Scalars['DateTime']['output']>;
  /** Planned hours: expectedDurationMinutes / 60. */
  hours?: Maybe<Scalars['Float']['output']>;
  /** talentId-YYYY-MM-DD. */
  id: Scalars['ID']['output'];
  lastCheckout?: Maybe<Scalars['DateTime']['output']>;
  mcid?: Maybe<Scalars['String']['output']>;
  mealBreakMinutes: Scalars['Int']['output'];
  mealBreaks: Array<MealBreak>;
  storeVisitIds: Array<Scalars['Int']['output']>;
  talentId: Scalars['Int']['output'];
  talentName?: Maybe<Scalars['String']['output']>;
  talentType?: Maybe<Scalars['String']['output']>;
  visits: Scalars['Int']['output'];
  waivedCount: Scalars['Int']['output'];
  /** Check-in to check-out. */
  workedHours?: Maybe<Scalars['Float']['output']>;
};

/** A page of the meal-period report. */
export type MealPeriodPage = {
  __typename?: 'MealPeriodPage';
  items: Array<MealPeriodDay>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Whether a marked or rotated item is a photo (photos and signatures) or a video. */
export type MediaKind =
  | 'PHOTO'
  | 'VIDEO';

/** MEDIA_MARK: a star, flag or block put on a photo or video, taken off, or its motive changed. */
export type MediaMarkChange = {
  __typename?: 'MediaMarkChange';
  mark: MediaMarkKind;
  media: MediaKind;
  /** The motive given with a star or flag; null when none. */
  motive?: Maybe<Scalars['String']['output']>;
  /** True when the item has the mark after the change; false when the mark was taken off. */
  on: Scalars['Boolean']['output'];
  /** True when the item had the mark before the change (with on: its motive changed). */
  wasOn: Scalars['Boolean']['output'];
};

/** A review mark on a photo or video. */
export type MediaMarkKind =
  /** Blocked: client users never get the item. */
  | 'BLOCK'
  /** A flag, with a motive. */
  | 'FLAG'
  /** A star, with a motive. */
  | 'STAR';

/** Review marks on one photo or video of the report (metaJson star/flag/block lists, rotateVideos). */
export type MediaMarks = {
  __typename?: 'MediaMarks';
  /** Always false for client users: blocked media never reach them. */
  blocked: Scalars['Boolean']['output'];
  documentUuid: Scalars['ID']['output'];
  flagged: Scalars['Boolean']['output'];
  /** The motive given when starring or flagging (staff only). */
  motive?: Maybe<Scalars['String']['output']>;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  rotation: Scalars['Int']['output'];
  starred: Scalars['Boolean']['output'];
};

/** MEDIA_ROTATE: a photo or video turned. */
export type MediaRotation = {
  __typename?: 'MediaRotation';
  /** Degrees clockwise after the change: 0, 90, 180 or 270. */
  degrees: Scalars['Int']['output'];
  media: MediaKind;
};

/**
 * photo and video widgets: the media answers of its questions, newest visit first (at most 200 slides; total counts all),
 * limited to starred or flagged ones when the widget says so (metaJson.starred / flagged).
 */
export type MediaWidgetData = {
  __typename?: 'MediaWidgetData';
  /** Newest visit first; a slide whose photo or video has no document the caller may read is left out. */
  slides: Array<WidgetSlide>;
  total: Scalars['Int']['output'];
};

/** One day of a multi-day report (spec 001 §3 multiDayEvents). */
export type MultiDayEvent = {
  __typename?: 'MultiDayEvent';
  actualCheckinTime?: Maybe<Scalars['DateTime']['output']>;
  actualCheckoutTime?: Maybe<Scalars['DateTime']['output']>;
  eventId?: Maybe<Scalars['String']['output']>;
  expectedCheckinTime?: Maybe<Scalars['DateTime']['output']>;
  expectedDurationMinutes?: Maybe<Scalars['Int']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a message to the report's feedback (a new thread), in one call. */
  addFeedback: ReviewPayload;
  /** A bulk action on reports (1 to 1000 ids). One transaction: a refusal changes nothing and comes back as error with blockedReports. */
  bulkStoreVisits: BulkStoreVisitsPayload;
  /** Cancels a queued or running job. */
  cancelJob: JobPayload;
  /** CANCEL (POST /api/v2/membership/notification/id/{id}/cancel): only while not sent; a scheduled one then never goes out. */
  cancelNotification: NotificationPayload;
  /** Clears every NEEDS REVISION mark (in review mode). */
  clearRevisionRequests: ReviewPayload;
  /** Add a question to the library. */
  createCommonQuestion: CreateCommonQuestionPayload;
  /** Create Dashboard (POST /api/v2/savedDashboard). */
  createDashboard: DashboardPayload;
  /** Create Notification (POST /api/v2/membership/notification): not sent yet; a scheduled one is queued for its date. */
  createNotification: NotificationPayload;
  /** Save As Roll-up (POST /api/v2/savedRollup). */
  createSavedRollup: SavedRollupPayload;
  /** Save As View (POST /api/v2/savedView). */
  createSavedView: SavedViewPayload;
  /** Create a tag, or answer the existing tag with this title in any case. */
  createTag: CreateTagPayload;
  /** Create a widget (POST /api/v2/savedWidget); with dashboardId it is appended to that dashboard's widgets in the same transaction. */
  createWidget: WidgetPayload;
  /** Delete a dashboard: PUT /api/v2/savedDashboard/id/{id} with status 0 (soft delete); its widgets stay. */
  deleteDashboard: DashboardPayload;
  /** Delete a notification not sent yet (DELETE /api/v2/membership/notification/id/{id}, a hard delete). */
  deleteNotification: DeleteNotificationPayload;
  /**
   * Delete a widget: PUT /api/v2/savedWidget/id/{id} with status 0 (soft delete), and taken off the dashboard given, in
   * one transaction.
   */
  deleteWidget: WidgetPayload;
  /**
   * Writes the chosen reports to an Excel workbook (POST /api/v2/storeVisit/export/{type}) and answers its link. The rows are read again on
   * the server; a client user never gets internal columns or hidden questions. ids, or filters for every row of a filter (at most 10,000).
   * columns are keys or headers of the common columns (default all).
   */
  exportStoreVisits: ExportStoreVisitsPayload;
  /** The viewer left the review page: they no longer count as reviewing the report. Staff only. */
  leaveReview: ReviewHeartbeatPayload;
  /**
   * Move Widget To A New Position (POST /api/v2/savedDashboard/id/{id}/move): position 1 to the number of widgets, in
   * one transaction on the current order.
   */
  moveWidget: DashboardPayload;
  /** Publish a draft: save it with status 1, then delete the old draft record (spec 000 §4). */
  publishFormDraft: SaveFormPayload;
  /** The review page is open: the viewer counts as reviewing the report for 60 s (the page sends it every 20 s). Staff only. */
  reviewHeartbeat: ReviewHeartbeatPayload;
  /** Rotates a photo or video of the report 90° clockwise further than it is now (the api turns it). */
  rotateMedia: ReviewPayload;
  /** Changes (or creates) the answer of a question; null clears it. The report must be In Review. */
  saveAnswer: SaveAnswerPayload;
  /** Create a form (no canonicalKey), or save a new version of one with the status given (POST /api/v2/form). */
  saveForm: SaveFormPayload;
  /** Save draft: update the draft draftId (POST /api/v2/form/updateDraft/id/{id}), or without draftId create a draft (status 3) of the form. */
  saveFormDraft: SaveFormPayload;
  /** SEND (POST /api/v2/membership/notification/id/{id}/send): only while not sent; its deliveries are queued in the same transaction and nothing is sent twice. */
  sendNotification: NotificationPayload;
  /** Archive (ARCHIVED), activate (ACTIVE) or delete (DELETED) common questions. Questions already in the target status are skipped; a deleted question is gone for good. */
  setCommonQuestionStatus: SetCommonQuestionStatusPayload;
  /** Change the status of whole forms (every published version of each canonical key). Drafts are not touched. Forms already in the target status are skipped. */
  setFormStatus: SetFormStatusPayload;
  /**
   * Moves the report to In Review, Approved or Rejected (spec 001 §4), in one transaction with everything the
   * decision carries: with feedback (non-blank), a feedback thread with that message; rejectAll (REJECTED
   * only) marks every visited question NEEDS REVISION (REJECT ALL; formState.visitedQuestions, else the answered
   * ones when none is recorded); clearRevisionRequests (IN_REVIEW only)
   * clears the NEEDS REVISION marks (the keep-or-clear dialog's CLEAR); a rejection is recorded with the move.
   * Approve and reject need review mode (In Review). All of it is saved, or none of it.
   */
  setReviewState: ReviewPayload;
  /** NEEDS REVISION on one question, with feedback for the talent; null feedback clears the mark. In review mode only; other questions' marks are left as they are. */
  setRevisionRequest: ReviewPayload;
  /** The roll-up list's ARCHIVE, ACTIVATE and DELETE (status 0) in one api call and one transaction; those already in the target status are skipped. Client users may only DELETE, and only their own roll-ups. A roll-up not visible or not the caller's to change refuses the whole change: nothing changes. */
  setSavedRollupStatus: SetSavedRollupStatusPayload;
  /** ARCHIVE, ACTIVATE or DELETE (status 0, as the spec deletes a view) views in one api call and one transaction; those already in the target status are skipped. A view not visible, or not the caller's to change (client users change only views they created), refuses the whole change: nothing changes. */
  setSavedViewStatus: SetSavedViewStatusPayload;
  /** Visible to the client (privacy 0) or not (1). */
  setVisibleToClient: ReviewPayload;
  /** Starts an Excel export job. */
  startExcelExport: JobPayload;
  /** Starts a photo zip job. */
  startPhotoZip: JobPayload;
  /** Toggles a star, flag or block on a photo or video of the report; star and flag need a motive. Other media's marks are left as they are. */
  toggleMediaMark: ReviewPayload;
  /** Change a question's title, answers, tags, documents or meta. */
  updateCommonQuestion: UpdateCommonQuestionPayload;
  /** Edit Dashboard (PUT /api/v2/savedDashboard/id/{id}). */
  updateDashboard: DashboardPayload;
  /** Edit a notification not sent yet (PUT /api/v2/membership/notification/id/{id}). */
  updateNotification: NotificationPayload;
  /** Edit a roll-up (PUT /api/v2/savedRollup/id/{id}). */
  updateSavedRollup: SavedRollupPayload;
  /** Change a view's title, description or filters (PUT /api/v2/savedView/id/{id}). */
  updateSavedView: SavedViewPayload;
  /** Edit a widget (PUT /api/v2/savedWidget/id/{id}). */
  updateWidget: WidgetPayload;
};


export type MutationAddFeedbackArgs = {
  storeVisitId: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationBulkStoreVisitsArgs = {
  action: StoreVisitBulkAction;
  ids: Array<Scalars['Int']['input']>;
};


export type MutationCancelJobArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCancelNotificationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationClearRevisionRequestsArgs = {
  storeVisitId: Scalars['Int']['input'];
};


export type MutationCreateCommonQuestionArgs = {
  input: CreateCommonQuestionInput;
};


export type MutationCreateDashboardArgs = {
  input: DashboardInput;
};


export type MutationCreateNotificationArgs = {
  input: NotificationInput;
};


export type MutationCreateSavedRollupArgs = {
  input: SavedRollupInput;
};


export type MutationCreateSavedViewArgs = {
  input: SavedViewInput;
};


export type MutationCreateTagArgs = {
  title: Scalars['String']['input'];
};


export type MutationCreateWidgetArgs = {
  dashboardId?: InputMaybe<Scalars['Int']['input']>;
  input: WidgetInput;
};


export type MutationDeleteDashboardArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteNotificationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteWidgetArgs = {
  dashboardId?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationExportStoreVisitsArgs = {
  columns?: InputMaybe<Array<Scalars['String']['input']>>;
  filters?: InputMaybe<Array<FilterParameterInput>>;
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  questions?: InputMaybe<Array<ExportQuestionInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLeaveReviewArgs = {
  storeVisitId: Scalars['Int']['input'];
};


export type MutationMoveWidgetArgs = {
  dashboardId: Scalars['Int']['input'];
  position: Scalars['Int']['input'];
  widgetId: Scalars['Int']['input'];
};


export type MutationPublishFormDraftArgs = {
  draftId: Scalars['Int']['input'];
  input: FormInput;
};


export type MutationReviewHeartbeatArgs = {
  storeVisitId: Scalars['Int']['input'];
};


export type MutationRotateMediaArgs = {
  documentUuid: Scalars['ID']['input'];
  storeVisitId: Scalars['Int']['input'];
};


export type MutationSaveAnswerArgs = {
  questionUuid: Scalars['ID']['input'];
  storeVisitId: Scalars['Int']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveFormArgs = {
  input: FormInput;
  status?: InputMaybe<RecordStatus>;
};


export type MutationSaveFormDraftArgs = {
  draftId?: InputMaybe<Scalars['Int']['input']>;
  input: FormInput;
};


export type MutationSendNotificationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSetCommonQuestionStatusArgs = {
  ids: Array<Scalars['Int']['input']>;
  status: RecordStatus;
};


export type MutationSetFormStatusArgs = {
  canonicalKeys: Array<Scalars['ID']['input']>;
  status: RecordStatus;
};


export type MutationSetReviewStateArgs = {
  clearRevisionRequests?: InputMaybe<Scalars['Boolean']['input']>;
  feedback?: InputMaybe<Scalars['String']['input']>;
  rejectAll?: InputMaybe<Scalars['Boolean']['input']>;
  storeVisitId: Scalars['Int']['input'];
  target: ReviewTarget;
};


export type MutationSetRevisionRequestArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
  questionUuid: Scalars['ID']['input'];
  storeVisitId: Scalars['Int']['input'];
};


export type MutationSetSavedRollupStatusArgs = {
  ids: Array<Scalars['Int']['input']>;
  status: RecordStatus;
};


export type MutationSetSavedViewStatusArgs = {
  ids: Array<Scalars['Int']['input']>;
  status: RecordStatus;
};


export type MutationSetVisibleToClientArgs = {
  storeVisitId: Scalars['Int']['input'];
  visible: Scalars['Boolean']['input'];
};


export type MutationStartExcelExportArgs = {
  input: ExcelExportInput;
};


export type MutationStartPhotoZipArgs = {
  input: PhotoZipInput;
};


export type MutationToggleMediaMarkArgs = {
  documentUuid: Scalars['ID']['input'];
  mark: MediaMarkKind;
  motive?: InputMaybe<Scalars['String']['input']>;
  storeVisitId: Scalars['Int']['input'];
};


export type MutationUpdateCommonQuestionArgs = {
  id: Scalars['Int']['input'];
  input: UpdateCommonQuestionInput;
};


export type MutationUpdateDashboardArgs = {
  id: Scalars['Int']['input'];
  input: UpdateDashboardInput;
};


export type MutationUpdateNotificationArgs = {
  id: Scalars['Int']['input'];
  input: UpdateNotificationInput;
};


export type MutationUpdateSavedRollupArgs = {
  id: Scalars['Int']['input'];
  input: UpdateSavedRollupInput;
};


export type MutationUpdateSavedViewArgs = {
  id: Scalars['Int']['input'];
  input: UpdateSavedViewInput;
};


export type MutationUpdateWidgetArgs = {
  id: Scalars['Int']['input'];
  input: UpdateWidgetInput;
};

/** A notification to field talent (spec 001 §2.4, §3 Notification). Staff only: client users are refused every notification query and mutation. */
export type Notification = {
  __typename?: 'Notification';
  /** data.action: the action number the mobile app acts on (at least 0). */
  action: Scalars['Int']['output'];
  /** The e-mail of the user who created it (Create User). */
  createUser?: Maybe<Scalars['String']['output']>;
  /** When it was created (Create Date). */
  created: Scalars['DateTime']['output'];
  /** The notification id (the header 'id | title', /notification/id/{id}). */
  id: Scalars['Int']['output'];
  /** The message body. */
  message: Scalars['String']['output'];
  /** How many talents it is addressed to. */
  recipientCount: Scalars['Int']['output'];
  /** The talents it is addressed to, with the date each saw it and its deliveries. */
  recipients: Array<NotificationRecipient>;
  /** config.scheduled.date: when a scheduled notification goes out; null for immediate ones. */
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Not sent, sent or cancelled. */
  sent: NotificationSentState;
  /** When it was sent (Sent Date); null until then. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** The e-mail of the user who sent it (Sent User); a scheduled send by the job queue records the creator's. Null until then. */
  sentUser?: Maybe<Scalars['String']['output']>;
  /** The title. */
  title: Scalars['String']['output'];
  /** Immediate or scheduled. */
  type: NotificationType;
};

/** A way a notification reaches its recipient. */
export type NotificationChannel =
  /** E-mail over SMTP, when the api has SMTP configured and the talent has an e-mail address. */
  | 'EMAIL'
  /** The talent inbox the talent's mobile app reads (always). */
  | 'INBOX';

/** One delivery of a notification to a recipient on a channel (the outbox row), retried with backoff when it fails. */
export type NotificationDelivery = {
  __typename?: 'NotificationDelivery';
  /** How many times a delivery was tried. */
  attempts: Scalars['Int']['output'];
  /** The channel. */
  channel: NotificationChannel;
  /** When the channel accepted it; null until then. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last failure's message; null when none failed. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** Pending, delivered or failed. */
  state: NotificationDeliveryState;
};

/** Where one delivery of a notification to one recipient on one channel stands. */
export type NotificationDeliveryState =
  /** The channel accepted it; it is never sent again. */
  | 'DELIVERED'
  /** Every retry failed; lastError says why. */
  | 'FAILED'
  /** Waiting for the delivery job (or for its next retry). */
  | 'PENDING';

/** What Create Notification sends (spec 001 §5, §7): a title and message, an action of at least 0, a type, the date of a scheduled one (not earlier than now), and the talents of the selected visits. */
export type NotificationInput = {
  /** data.action; at least 0. */
  action: Scalars['Int']['input'];
  /** Required, not blank. */
  message: Scalars['String']['input'];
  /** Required for SCHEDULED, not earlier than now; ignored for IMMEDIATE. */
  scheduledAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The selected visits, so each recipient records the visit it came from. */
  storeVisitIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The unique talent ids of the selected rows (at least one); repeats are dropped. Each must have a visit of the current client visible to the caller. */
  talentIds: Array<Scalars['Int']['input']>;
  /** Required, not blank. */
  title: Scalars['String']['input'];
  /** IMMEDIATE or SCHEDULED. */
  type: NotificationType;
};

/** One page of the Sent list (POST /api/v2/membership/notification/all), newest first unless sorted. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** The page's notifications. */
  items: Array<Notification>;
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page asked. */
  pageSize: Scalars['Int']['output'];
  /** Notifications matching the filters across all pages. */
  total: Scalars['Int']['output'];
};

/** The answer of a notification change: the notification after it, or a problem to show. */
export type NotificationPayload = {
  __typename?: 'NotificationPayload';
  /** Why the change was refused, word for word from the api (e.g. sending one already sent); null on success. */
  error?: Maybe<UserError>;
  /** The notification after the change; null when refused (or after a delete). */
  notification?: Maybe<Notification>;
};

/** A talent a notification is addressed to (spec 001 §3 Recipient): one per unique talent of the selected visits. */
export type NotificationRecipient = {
  __typename?: 'NotificationRecipient';
  /** When the talent first opened it in the inbox; null until then (the detail page shows 'NA'). */
  dateSeen?: Maybe<Scalars['DateTime']['output']>;
  /** The deliveries of this notification to this talent, one per channel; empty until it is sent. */
  deliveries: Array<NotificationDelivery>;
  /** The talent's MCID (the Recipients table's MCID column). */
  mcid?: Maybe<Scalars['String']['output']>;
  /** The talent's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The visit the talent was selected from, when known. */
  storeVisitId?: Maybe<Scalars['Int']['output']>;
  /** The talent id. */
  talentId: Scalars['Int']['output'];
};

/** Whether a notification went out (spec 001 §3). Send and cancel are possible only while it is NO. */
export type NotificationSentState =
  /** 2: cancelled before it was sent ('This notification has been canceled'). */
  | 'CANCELLED'
  /** 0: not sent yet; SEND and CANCEL are enabled. */
  | 'NO'
  /** 1: sent ('This notification has been sent already'). */
  | 'YES';

/** The sort of the Sent list: a column (id, title, message, type, sent, created, sentTimestamp, createUserEmail) and a direction. */
export type NotificationSortInput = {
  /** Default DESC. */
  direction?: InputMaybe<SortDirection>;
  /** The column's path. */
  path: Scalars['String']['input'];
};

/** When a notification goes out (spec 001 §3, §9): 0 IMMEDIATE (sent when someone presses SEND), 1 SCHEDULED (sent by the job queue at its scheduled date and time). */
export type NotificationType =
  /** 0: sent when staff press SEND. */
  | 'IMMEDIATE'
  /** 1: sent at config.scheduled.date by the job queue (unless cancelled first). */
  | 'SCHEDULED';

/** sum widget: the sum of a numeric question's answers over the filter's visits. */
export type NumberWidgetData = {
  __typename?: 'NumberWidgetData';
  /** How many numeric answers were added. */
  count: Scalars['Int']['output'];
  question?: Maybe<WidgetQuestion>;
  value: Scalars['Float']['output'];
};

/** An answer choice of an option-bearing question. */
export type Option = {
  __typename?: 'Option';
  /** Uuids of the follow-up questions shown when this option is chosen. */
  forkQuestionUuids: Array<Scalars['ID']['output']>;
  label: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

/** percentage widget: approved visits (review state 3) out of all visits of the filter. */
export type PercentageWidgetData = {
  __typename?: 'PercentageWidgetData';
  approved: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A zip of the photos of a roll-up or a selection: the photos answering the questions (or the uuids given) on those visits; blocked media is never included. Split into parts above the server's part size. */
export type PhotoZipInput = {
  filters?: InputMaybe<Array<FilterParameterInput>>;
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  questionKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  rollupId?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Photos by document uuid (instead of ids and questions): at most 10,000, the longest list the gateway takes (POST /api/v2/document/zipJob takes 100,000). */
  uuids?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A client's project (a campaign of store visits). */
export type Project = {
  __typename?: 'Project';
  clientId: Scalars['Int']['output'];
  /** projectId in the REST contract. */
  id: Scalars['Int']['output'];
  /** projectName in the REST contract. */
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Clients and their projects the signed-in user may choose. A client user gets only their own client. */
  clients: Array<Client>;
  /** The common-question library by title (A to Z, any case). statuses filters by status (default: active and archived); deleted questions never appear. */
  commonQuestions: Array<CommonQuestion>;
  dashboard?: Maybe<Dashboard>;
  /** Dashboards the caller may see, for the current client (all clients when none is chosen). */
  dashboards: Array<Dashboard>;
  /** Documents by uuid, in the order asked; unknown uuids are left out. */
  documents: Array<Document>;
  /** A form by canonical key: its draft when one exists and includeDrafts is true, otherwise its newest published version. */
  form?: Maybe<Form>;
  /** Form list: per canonical key, the newest published record and the draft if any. Deleted forms never appear. statuses filters by status (default: all but deleted). */
  forms: Array<Form>;
  /** Forms by record id (visits point at the form version they were filed on). */
  formsByIds: Array<Form>;
  /** A job the signed-in user started; null when it does not exist, expired or is not theirs. */
  job?: Maybe<Job>;
  /** The signed-in user. */
  me: User;
  /** The meal-period report over the visits a filter selects (POST /api/v2/storeVisit/meal/query), newest day first. Staff only. */
  mealPeriods: MealPeriodPage;
  /**
   * The next report waiting for review after report `after`, in the review queue's order (id descending,
   * wrapping to the newest): Pending Review or Resubmitted, in the viewer's client and project, not filed by the
   * viewer, not open by another reviewer now. Null when there is none, and for client users.
   */
  nextPendingReport?: Maybe<Scalars['Int']['output']>;
  /** One notification with its recipients (GET /api/v2/membership/notification/id/{id}), or null when it does not exist in the caller's client. Staff only. */
  notification?: Maybe<Notification>;
  /** Filter suggestions of the Sent list (autocomplete 'membership/notification'): up to 10 distinct values of a searchable column containing search. Empty for a blank search. */
  notificationSuggestions: Array<Scalars['String']['output']>;
  /** The Sent list (POST /api/v2/membership/notification/all) for the current client and project, newest first unless sorted. Type-0 'Visit Approved' / 'Visit Rejected' notifications are left out (spec 001 §2.4). Staff only. */
  notifications: NotificationPage;
  /** Regional zones and their contact e-mail. */
  regionals: Array<Regional>;
  /**
   * One page of a roll-up (the roll-up page /dashboard/roll-ups/{id}/edit in one query): its visits (newest first unless sorted),
   * columns and answers. omitIds are visits left out of the roll-up ('OMIT FROM ROLL-UP'), also out of total and paging.
   * Null when the roll-up is deleted or not visible to the caller.
   */
  rollupPage?: Maybe<RollupPage>;
  /** One roll-up (GET /api/v2/savedRollup/id/{id}), or null when it is deleted or not visible to the caller. */
  savedRollup?: Maybe<SavedRollup>;
  /** Saved roll-ups, newest first (GET /api/v2/savedRollup for the selected client, or /all with allClients). statuses default: ACTIVE (the list's default); deleted roll-ups are never listed. */
  savedRollups: Array<SavedRollup>;
  /** One saved view, or null when it is deleted or not visible to the caller. A client user asking for a view whose filter they may not use gets an error saying so. */
  savedView?: Maybe<SavedView>;
  /** Saved views by title (GET /api/v2/savedView, or /all with allClients: every client's). statuses default: active and archived; deleted views are never listed. */
  savedViews: Array<SavedView>;
  /** One visit, or null when it does not exist or is outside the caller's tenancy. */
  storeVisit?: Maybe<StoreVisit>;
  /** Filter suggestions (GET /api/v2/storeVisit/autocomplete/{path}/{search}): up to 10 distinct values of a filter path containing search, within the caller's scope. Empty for a blank search. */
  storeVisitSuggestions: Array<Scalars['String']['output']>;
  /**
   * Visits matching the filters (POST /api/v2/storeVisit/userStoreVisits), newest report first unless sort says otherwise.
   * An empty filter list is no filter (the caller's whole tenancy); filters with data must pass validateFilter (spec 002 §5).
   * pageSize is at most 1000. fields narrows what the api reads (top-level names and metaJson.<key>); ask for the fields the selection needs.
   */
  storeVisits: StoreVisitPage;
  /** Tags whose title contains search (any case), titles starting with it first; at most `first` (default 5, at most 50). */
  tags: Array<Tag>;
  /** Widgets by id, in the order asked. */
  widgets: Array<Widget>;
};


export type QueryCommonQuestionsArgs = {
  statuses?: InputMaybe<Array<RecordStatus>>;
};


export type QueryDashboardArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDocumentsArgs = {
  uuids: Array<Scalars['ID']['input']>;
};


export type QueryFormArgs = {
  canonicalKey: Scalars['ID']['input'];
  includeDrafts?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryFormsArgs = {
  statuses?: InputMaybe<Array<RecordStatus>>;
};


export type QueryFormsByIdsArgs = {
  ids: Array<Scalars['Int']['input']>;
  statuses?: InputMaybe<Array<RecordStatus>>;
};


export type QueryJobArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMealPeriodsArgs = {
  filters: Array<FilterParameterInput>;
  isDashboard?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNextPendingReportArgs = {
  after: Scalars['Int']['input'];
};


export type QueryNotificationArgs = {
  id: Scalars['Int']['input'];
};


export type QueryNotificationSuggestionsArgs = {
  path: Scalars['String']['input'];
  search: Scalars['String']['input'];
};


export type QueryNotificationsArgs = {
  filters?: InputMaybe<Array<FilterParameterInput>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<NotificationSortInput>;
};


export type QueryRollupPageArgs = {
  id: Scalars['Int']['input'];
  omitIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<RollupSortInput>;
};


export type QuerySavedRollupArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySavedRollupsArgs = {
  allClients?: InputMaybe<Scalars['Boolean']['input']>;
  statuses?: InputMaybe<Array<RecordStatus>>;
};


export type QuerySavedViewArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySavedViewsArgs = {
  allClients?: InputMaybe<Scalars['Boolean']['input']>;
  statuses?: InputMaybe<Array<RecordStatus>>;
};


export type QueryStoreVisitArgs = {
  id: Scalars['Int']['input'];
};


export type QueryStoreVisitSuggestionsArgs = {
  path: Scalars['String']['input'];
  search: Scalars['String']['input'];
};


export type QueryStoreVisitsArgs = {
  fields?: InputMaybe<Array<Scalars['String']['input']>>;
  filterFor?: InputMaybe<FilterTarget>;
  filters: Array<FilterParameterInput>;
  groupMultiDaySvrs?: InputMaybe<Scalars['Boolean']['input']>;
  isDashboard?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<StoreVisitSortInput>;
  sortandcolors?: InputMaybe<SortAndColorsInput>;
};


export type QueryTagsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QueryWidgetsArgs = {
  ids: Array<Scalars['Int']['input']>;
};

/** A question, question group or conditional follow-up of a form. */
export type Question = {
  __typename?: 'Question';
  canonicalKey?: Maybe<Scalars['String']['output']>;
  commonId?: Maybe<Scalars['Int']['output']>;
  /** 0 for a section's direct children, +1 per question group or fork level. */
  depth: Scalars['Int']['output'];
  documentIds: Array<Scalars['Int']['output']>;
  isCallOut: Scalars['Boolean']['output'];
  /** Internal-only: never served to client users. */
  isHidden: Scalars['Boolean']['output'];
  isQuickReview: Scalars['Boolean']['output'];
  isRequired: Scalars['Boolean']['output'];
  /** MAX RESPONSES of a numeric-conditional question. */
  maxQuestions?: Maybe<Scalars['Int']['output']>;
  /** The question's meta object as stored. */
  meta: Scalars['JSON']['output'];
  options: Array<Option>;
  pairedQuestionUuid?: Maybe<Scalars['ID']['output']>;
  /** The option whose conditional fork holds this question; null unless it is a follow-up. */
  parentOptionUuid?: Maybe<Scalars['ID']['output']>;
  /** The question (or question group) that contains this one; null for a section's direct children. */
  parentQuestionUuid?: Maybe<Scalars['ID']['output']>;
  photoType?: Maybe<Scalars['String']['output']>;
  /** The section the question belongs to. */
  sectionUuid: Scalars['ID']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: QuestionType;
  /** The builder's label for the type, e.g. Radio Button, Photo, Question Group. */
  typeLabel: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
  videoType?: Maybe<Scalars['String']['output']>;
};

/**
 * The type of a question (spec 000 §3). The REST contract and the form content document spell it in lower
 * kebab case, named beside each (RADIO_BUTTON_INPUT is radio-button-input); the builder's label follows.
 */
export type QuestionType =
  /** checkbox-input: Checkbox, any answers of the options. */
  | 'checkbox-input'
  /** common-input: Common Question, a question of the common-question library placed in the form. */
  | 'common-input'
  /** dropdown-input: Dropdown, one answer of the options. */
  | 'dropdown-input'
  /** multi-line-input: Multi Line text. */
  | 'multi-line-input'
  /** numeric-conditional-input: Numeric Conditional, a number that opens as many follow-ups (at most MAX RESPONSES). */
  | 'numeric-conditional-input'
  /** numeric-int-input: Numeric, a whole number. */
  | 'numeric-int-input'
  /** photo-input: Photo, answered with an uploaded photo. */
  | 'photo-input'
  /** question-group: Question Group, holding questions; never answered itself. */
  | 'question-group'
  /** radio-button-input: Radio Button, one answer of the options. */
  | 'radio-button-input'
  /** signature-input: Signature, answered with a drawn signature (a photo). */
  | 'signature-input'
  /** single-line-input: Single Line text. */
  | 'single-line-input'
  /** toggle-input: Yes/No. */
  | 'toggle-input'
  /** video-input: Video, answered with an uploaded video. */
  | 'video-input';

/** Record status shared by forms, common questions, visits, views, roll-ups, widgets and dashboards. */
export type RecordStatus =
  /** 1: active. */
  | 'ACTIVE'
  /** 2: archived. */
  | 'ARCHIVED'
  /** 0: deleted. Never listed. */
  | 'DELETED'
  /** 3: draft (forms only). */
  | 'DRAFT';

/** VISIT_STATUS: the report's record status moved. */
export type RecordStatusChange = {
  __typename?: 'RecordStatusChange';
  /** Moved by a bulk action of the SVR list. */
  bulk: Scalars['Boolean']['output'];
  /** The status before; null when the row does not say. */
  fromStatus?: Maybe<RecordStatus>;
  toStatus: RecordStatus;
};

/** A regional zone and who to contact there. */
export type Regional = {
  __typename?: 'Regional';
  contactEmail?: Maybe<Scalars['String']['output']>;
  zone: Scalars['String']['output'];
};

/** A rejection of a report: who rejected it and when. */
export type Rejection = {
  __typename?: 'Rejection';
  eventId?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  rejectedBy?: Maybe<Scalars['String']['output']>;
  rejectedDate: Scalars['DateTime']['output'];
};

/** REJECTION_CREATE: a rejection of the report was recorded. */
export type RejectionRecorded = {
  __typename?: 'RejectionRecorded';
  eventId?: Maybe<Scalars['String']['output']>;
  /** Who rejected it (their e-mail). */
  rejectedBy?: Maybe<Scalars['String']['output']>;
};

/** The answer of reviewHeartbeat and leaveReview: the other reviewers with the report open now, or the refusal to show. */
export type ReviewHeartbeatPayload = {
  __typename?: 'ReviewHeartbeatPayload';
  error?: Maybe<UserError>;
  reviewers: Array<ReviewerPresence>;
};

/** The answer of a change to a report: the report as it now is, or the refusal to show. */
export type ReviewPayload = {
  __typename?: 'ReviewPayload';
  error?: Maybe<UserError>;
  storeVisit?: Maybe<StoreVisit>;
};

/** Whether the viewer may do one thing on the review page, and why not (served from the api's rules). */
export type ReviewPermission = {
  __typename?: 'ReviewPermission';
  allowed: Scalars['Boolean']['output'];
  /** Why not, in words the page shows (a tooltip); null when allowed. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** Review state of a visit (metaJson.reviewState). A Pending Review visit whose last submission is later than its last rejection is served as RESUBMITTED. */
export type ReviewState =
  /** 3 */
  | 'APPROVED'
  /** 2 */
  | 'IN_REVIEW'
  /** 1 */
  | 'PENDING_REVIEW'
  /** 0 */
  | 'PENDING_SUBMISSION'
  /** 4 */
  | 'REJECTED'
  /** 5 */
  | 'RESUBMITTED';

/** REVIEW_STATE: the report's review state moved. */
export type ReviewStateChange = {
  __typename?: 'ReviewStateChange';
  /** Moved by a bulk action of the SVR list (approve or reset) rather than on the review page. */
  bulk: Scalars['Boolean']['output'];
  /** The state before; null when the row does not say. */
  fromState?: Maybe<ReviewState>;
  /** A bulk reset sent the report back to Pending Submission. */
  reset: Scalars['Boolean']['output'];
  toState: ReviewState;
};

/** The review states a reviewer may move a report to. */
export type ReviewTarget =
  | 'APPROVED'
  /** EDIT RESPONSES: the page enters review mode. */
  | 'IN_REVIEW'
  | 'REJECTED';

/**
 * What the viewer may do on the review page, decided by the api's rules (one transition table, spec 001
 * §4-§6): the page enables its buttons from it instead of deciding again. Client users may do none of it.
 */
export type ReviewViewerCan = {
  __typename?: 'ReviewViewerCan';
  /** APPROVE. */
  approve: ReviewPermission;
  /** Visible to the client (Yes / No). */
  changeVisibility: ReviewPermission;
  /** Change answers and EDIT PHOTOS (review mode). */
  editAnswers: ReviewPermission;
  /** EDIT RESPONSES: move the report to In Review (review mode). */
  editResponses: ReviewPermission;
  /** SVR FEEDBACK: add a feedback message. */
  giveFeedback: ReviewPermission;
  /** Star, flag, block and rotate photos and videos. */
  markMedia: ReviewPermission;
  /** Mark a question NEEDS REVISION, or clear the mark (review mode). */
  markRevision: ReviewPermission;
  /** The viewer filed this report (spec 001 §5): every change is refused, and the page shows the 'impossible edit' dialog. */
  ownReport: Scalars['Boolean']['output'];
  /** REJECT and REJECT ALL. */
  reject: ReviewPermission;
};

/**
 * A reviewer who has a report's review page open now (issue 15, beyond the spec): staff see who else is
 * reviewing a report, so two do not review it at once.
 */
export type ReviewerPresence = {
  __typename?: 'ReviewerPresence';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** When they opened the report (kept while their page stays open). */
  since: Scalars['DateTime']['output'];
  userId: Scalars['Int']['output'];
};

/** A question the reviewer marked NEEDS REVISION, with the feedback for the talent (formState.feedback.questions). */
export type RevisionRequest = {
  __typename?: 'RevisionRequest';
  feedback: Scalars['String']['output'];
  questionUuid: Scalars['ID']['output'];
};

/**
 * VISIT_FORM_STATE: the review notes changed. NEEDS REVISION marks added, cleared or reworded; all three
 * lists are empty when something else of the notes changed (visited questions, the feedback message).
 */
export type RevisionRequestsChange = {
  __typename?: 'RevisionRequestsChange';
  /** Questions whose NEEDS REVISION mark was cleared. */
  clearedQuestionUuids: Array<Scalars['ID']['output']>;
  /** Questions newly marked NEEDS REVISION, with their feedback. */
  marked: Array<RevisionRequest>;
  /** Questions whose revision feedback changed, with the new feedback. */
  reworded: Array<RevisionRequest>;
};

/** The answers of one visit to one roll-up question. */
export type RollupCell = {
  __typename?: 'RollupCell';
  /** The answers (usually one; none when unanswered). A client user gets a blocked photo with no value. */
  answers: Array<Answer>;
  /** The column's question canonical key. */
  canonicalKey: Scalars['String']['output'];
};

/** One column of a roll-up: a question, by canonical key, with its title and type from the newest form that has it. */
export type RollupColumn = {
  __typename?: 'RollupColumn';
  /** The question canonical key, the same in every version of its form. */
  canonicalKey: Scalars['String']['output'];
  /** The question's title (the column header). */
  title: Scalars['String']['output'];
  /** The question's type; photo columns hold documents. */
  type: QuestionType;
};

/** The export settings of a roll-up (metaJson of spec 002 §3). */
export type RollupMeta = {
  __typename?: 'RollupMeta';
  /** Uuids of the photos left out of this roll-up's exports. Empty for client users (blocked photos never reach them anyway). */
  blockPhotos: Array<Scalars['String']['output']>;
  /** Excel exports embed the photos in their cells (up to 4,000 photos). */
  embedPhotosInExcelReport: Scalars['Boolean']['output'];
  /** Excel exports carry the review motives. Always false for client users. */
  includeMotivesInExcelReport: Scalars['Boolean']['output'];
  /** The widget type when the roll-up was made from a widget; null otherwise. */
  widgetType?: Maybe<Scalars['String']['output']>;
};

/** The export settings a roll-up keeps (metaJson); fields left out keep their value (false when new). */
export type RollupMetaInput = {
  /** Excel exports embed the photos in their cells. */
  embedPhotosInExcelReport?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ignored for client users (no motives for them). */
  includeMotivesInExcelReport?: InputMaybe<Scalars['Boolean']['input']>;
  /** The widget type when saved from a widget. */
  widgetType?: InputMaybe<Scalars['String']['input']>;
};

/** One page of a roll-up: the visits its filter selects (newest first unless sorted), the columns and each row's answers. The page is one round of two REST calls: the roll-up, and its visits with their answers and photo documents. */
export type RollupPage = {
  __typename?: 'RollupPage';
  /** One column per question, in the roll-up's order. */
  columns: Array<RollupColumn>;
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page asked (the page offers 25, 50, 100 and 250; at most 5000, for a whole roll-up in one query). */
  pageSize: Scalars['Int']['output'];
  /** The roll-up shown (title, description, filters). */
  rollup: SavedRollup;
  /** The page's visits, one row each, in the order asked. */
  rows: Array<RollupRow>;
  /** Visits matching the roll-up's filter, across all pages, omitted visits left out ('Total Row Count: n'). */
  total: Scalars['Int']['output'];
};

/** One visit of a roll-up page with its answers, one cell per column in column order. */
export type RollupRow = {
  __typename?: 'RollupRow';
  /** One cell per column of the page, in the same order. */
  cells: Array<RollupCell>;
  /** true when the row is shown greyed and cannot be opened (review state 0). */
  greyed: Scalars['Boolean']['output'];
  /** The visit's review state; PENDING_SUBMISSION rows are greyed and not clickable (spec 002 §2). */
  reviewState: ReviewState;
  /** The answer values, one per column in column order: several answers joined by ', ', null when unanswered (or a photo withheld from a client user). Photo, signature and video answers are document uuids. The cheap way to read a whole roll-up in one query (cells cost a list under a list). */
  values: Array<Maybe<Scalars['String']['output']>>;
  /** The visit (report): its common columns, the link to /svr-response/{id}. */
  visit: StoreVisit;
};

/** The sort of a roll-up page: by a question column (questionCanonicalKey, its answer text) or by a common column (path: a filter path of docs/API.md, e.g. expectedCheckinTime, metaJson.retailer, id). Ties fall back to the newest report first. */
export type RollupSortInput = {
  /** Default DESC. */
  direction?: InputMaybe<SortDirection>;
  /** Sort by this common column's filter path. */
  path?: InputMaybe<Scalars['String']['input']>;
  /** Sort by the answer to this question of the roll-up. */
  questionCanonicalKey?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of saveAnswer: the answer as now stored, or the refusal to show. */
export type SaveAnswerPayload = {
  __typename?: 'SaveAnswerPayload';
  answer?: Maybe<Answer>;
  error?: Maybe<UserError>;
};

/** The answer of a form save: the saved record, or a problem to show (the api's own message). */
export type SaveFormPayload = {
  __typename?: 'SaveFormPayload';
  /** Why the save was refused. field is 'revision' when the form changed since it was loaded (a stale save). */
  error?: Maybe<UserError>;
  /** The record written; null when the save was refused. */
  form?: Maybe<Form>;
};

/** A saved roll-up (spec 002 §2, §3): a tabular report of the answers to chosen questions over the visits a filter selects. Client users get only their own client's roll-ups, and only the questions a client may see (never an internal question). */
export type SavedRollup = {
  __typename?: 'SavedRollup';
  /** When it was saved (the list's created column). */
  created: Scalars['DateTime']['output'];
  /** Id of the user who saved it. */
  createdBy?: Maybe<Scalars['Int']['output']>;
  /** The description shown under the title on the page. */
  description?: Maybe<Scalars['String']['output']>;
  /** The visit filter. It passed validateFilter for roll-ups when saved: Visit Date over at most 185 days ('6 months') and, for staff, a Review State. */
  filters: Array<FilterParameter>;
  /** The roll-up id (the list's id column and /dashboard/roll-ups/{id}/edit). */
  id: Scalars['Int']['output'];
  /** Export settings kept with the roll-up (metaJson). */
  meta: RollupMeta;
  /** The questions rolled up, by canonical key, in the order chosen, each once (formQuestionCanonicalKeys). */
  questionCanonicalKeys: Array<Scalars['String']['output']>;
  /** The questions rolled up with their title and type, in the order chosen: the columns of the roll-up page. A key no form of the roll-up's client knows any more is left out. */
  questions: Array<RollupColumn>;
  /** Only visible to me: a roll-up naming a user is served only to that user and to its creator. It can name only the user who sets it. */
  restrictTokenUserId?: Maybe<Scalars['Int']['output']>;
  /** ACTIVE or ARCHIVED (DELETED only in the answer of a delete). */
  status: RecordStatus;
  /** The client the roll-up belongs to; null for a staff roll-up of no client. */
  tenancyClientId?: Maybe<Scalars['Int']['output']>;
  /** The title shown on the list and the page. */
  title: Scalars['String']['output'];
  /** When it was last changed. */
  updated: Scalars['DateTime']['output'];
};

/** What Save As Roll-up sends (spec 002 §4, §5): a title, at least one question (de-duplicated), and a filter that passes validateFilter for roll-ups. */
export type SavedRollupInput = {
  /** Shown under the title. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The visit filter; at most 185 days, and a Review State for staff. */
  filters: Array<FilterParameterInput>;
  /** Export settings; default false. */
  meta?: InputMaybe<RollupMetaInput>;
  /** The questions to roll up, by canonical key, in column order; repeats are dropped. A client user may name only questions a client sees. */
  questionCanonicalKeys: Array<Scalars['String']['input']>;
  /** Only visible to me: the caller's own id, or null. */
  restrictTokenUserId?: InputMaybe<Scalars['Int']['input']>;
  /** Staff only; default the current client. */
  tenancyClientId?: InputMaybe<Scalars['Int']['input']>;
  /** Required, not blank. */
  title: Scalars['String']['input'];
};

/** The answer of a roll-up save: the roll-up after it, or a problem to show. */
export type SavedRollupPayload = {
  __typename?: 'SavedRollupPayload';
  /** Why the save was refused, word for word from the api; null on success. */
  error?: Maybe<UserError>;
  /** The roll-up after the save; null when refused. */
  savedRollup?: Maybe<SavedRollup>;
};

/** A saved view: a named visit filter (spec 002 §2, §3). Client users get only their own client's views, and none whose filter uses a parameter withheld from them (Review State, Visibility …). */
export type SavedView = {
  __typename?: 'SavedView';
  created: Scalars['DateTime']['output'];
  /** Id of the user who saved it. */
  createdBy?: Maybe<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  filters: Array<FilterParameter>;
  id: Scalars['Int']['output'];
  /** Only visible to me: a view naming a user is served only to that user and to its creator, never to others. It can name only the user who sets it. */
  restrictTokenUserId?: Maybe<Scalars['Int']['output']>;
  status: RecordStatus;
  /** The client the view belongs to; null for staff views of no client. */
  tenancyClientId?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  updated: Scalars['DateTime']['output'];
};

/** What Save As View sends (spec 002 §4): a title is required; the filters must pass validateFilter. */
export type SavedViewInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  filters: Array<FilterParameterInput>;
  restrictTokenUserId?: InputMaybe<Scalars['Int']['input']>;
  /** Staff only; default the current client. */
  tenancyClientId?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
};

/** The answer of a saved-view change: the view after it, or a problem to show. */
export type SavedViewPayload = {
  __typename?: 'SavedViewPayload';
  error?: Maybe<UserError>;
  savedView?: Maybe<SavedView>;
};

/** A titled group of questions in one phase of the form. */
export type Section = {
  __typename?: 'Section';
  forceQuestionOrder: Scalars['Boolean']['output'];
  phase: FormPhase;
  /** 0-based position within its phase. */
  position: Scalars['Int']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** The answer of setCommonQuestionStatus: the questions that changed, and the first refusal if any (the others still changed). */
export type SetCommonQuestionStatusPayload = {
  __typename?: 'SetCommonQuestionStatusPayload';
  /** How many questions actually changed (those already in the target status are skipped). */
  changed: Scalars['Int']['output'];
  /** The questions that changed, as they are now (a deleted one answers status DELETED). */
  commonQuestions: Array<CommonQuestion>;
  error?: Maybe<UserError>;
};

/** The answer of setFormStatus (one api call and one transaction for every form named: a refusal changes nothing): the forms after the change, or a problem to show. */
export type SetFormStatusPayload = {
  __typename?: 'SetFormStatusPayload';
  /** How many forms actually changed (those already in the target status are skipped). */
  changed: Scalars['Int']['output'];
  error?: Maybe<UserError>;
  /** The forms after the change. */
  forms: Array<Form>;
};

/** The answer of setSavedRollupStatus: the roll-ups after the change, or a problem to show. */
export type SetSavedRollupStatusPayload = {
  __typename?: 'SetSavedRollupStatusPayload';
  /** How many roll-ups changed (those already in the target status are skipped). */
  changed: Scalars['Int']['output'];
  /** Why nothing changed; null on success. */
  error?: Maybe<UserError>;
  /** The roll-ups changed, after the change. */
  savedRollups: Array<SavedRollup>;
};

/** The answer of setSavedViewStatus: the views after the change, or a problem to show. */
export type SetSavedViewStatusPayload = {
  __typename?: 'SetSavedViewStatusPayload';
  /** How many views changed (views already in the target status are skipped). */
  changed: Scalars['Int']['output'];
  error?: Maybe<UserError>;
  savedViews: Array<SavedView>;
};

/** Review wait colours (spec 002 §9, REST sortandcolors). Client users never get colours. */
export type SortAndColorsInput = {
  /** Each row carries its waitColor. Default true. */
  colors?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sort by wait colour first (Employee, Contractor, blank; red, orange, yellow, none; longest wait first), then by sort. Default false. */
  sort?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Direction of a sort. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A store visit and the report (SVR response) the talent filed for it. */
export type StoreVisit = {
  __typename?: 'StoreVisit';
  /** The activity trail, newest first. Null for client users (staff only). */
  activity?: Maybe<Array<ActivityEntry>>;
  actualCheckinTime?: Maybe<Scalars['DateTime']['output']>;
  actualCheckoutTime?: Maybe<Scalars['DateTime']['output']>;
  /** Answers of this report, all of them (questionCanonicalKeys omitted or empty) or those of the given question canonical keys, in stored order. Batched across visits. */
  answers: Array<Answer>;
  approvedBy?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  clientId: Scalars['Int']['output'];
  clientName: Scalars['String']['output'];
  doorLocation?: Maybe<Scalars['String']['output']>;
  doorNumber?: Maybe<Scalars['String']['output']>;
  eventId?: Maybe<Scalars['String']['output']>;
  expectedCheckinTime?: Maybe<Scalars['DateTime']['output']>;
  expectedDurationMinutes?: Maybe<Scalars['Int']['output']>;
  /** Feedback threads, newest first. Null for client users (staff only). */
  feedback?: Maybe<Array<Feedback>>;
  /** The form version the report was filed on. */
  form?: Maybe<Form>;
  formId?: Maybe<Scalars['Int']['output']>;
  /** The visit's formState as stored (visited questions, feedback). */
  formState: Scalars['JSON']['output'];
  id: Scalars['Int']['output'];
  lastRejectedDate?: Maybe<Scalars['DateTime']['output']>;
  lastSubmissionDate?: Maybe<Scalars['DateTime']['output']>;
  mcid?: Maybe<Scalars['String']['output']>;
  /** Marks of the report's photos and videos (only media with a mark or a rotation are listed). */
  mediaMarks: Array<MediaMarks>;
  /** The visit's metaJson as stored (review marks, door and talent details). */
  metaJson: Scalars['JSON']['output'];
  /** When a list asks groupMultiDaySvrs: false, a multi-day report is listed once per day: the event id of the day this row stands for. Null otherwise. */
  multiDayEventId?: Maybe<Scalars['String']['output']>;
  /** Days of a multi-day report (svrType 1), first day first; empty for a one-day report or a row that stands for one day. */
  multiDayEvents: Array<MultiDayEvent>;
  /** Visibility to the client: 0 yes, 1 no. Client users only ever get visible visits: always 0 for them. */
  privacy: Scalars['Int']['output'];
  projectId: Scalars['Int']['output'];
  projectName: Scalars['String']['output'];
  /** Project segment (metaJson.projectSegmentName). */
  projectSegmentName?: Maybe<Scalars['String']['output']>;
  /** How often the report was rejected. Withheld from client users: 0 for them. */
  rejectedCounter: Scalars['Int']['output'];
  /** Rejections, newest first. Null for client users (staff only). */
  rejections?: Maybe<Array<Rejection>>;
  retailer?: Maybe<Scalars['String']['output']>;
  reviewState: ReviewState;
  /** Other staff with this report's review page open now (a heartbeat in the last 60 s), longest first; the viewer is never listed. Null for client users. */
  reviewers?: Maybe<Array<ReviewerPresence>>;
  /** Questions marked NEEDS REVISION. */
  revisionRequests: Array<RevisionRequest>;
  state?: Maybe<Scalars['String']['output']>;
  /** The api withholds it from client users, who only ever get non-deleted visits: served as ACTIVE to them. */
  status: RecordStatus;
  /** 1 means a multi-day visit. */
  svrType: Scalars['Int']['output'];
  /** The talent's first-approved date (their approved date, as GET talent/talentapproveddate answers it); the page shows it green when more than 30 days old. Null for client users. */
  talentApprovedDate?: Maybe<Scalars['DateTime']['output']>;
  talentEmail?: Maybe<Scalars['String']['output']>;
  /** The talent who filed it (the recipient of a notification created from this row); list it with fields: talentId. */
  talentId?: Maybe<Scalars['Int']['output']>;
  talentName?: Maybe<Scalars['String']['output']>;
  /** Employee, Contractor or null. */
  talentType?: Maybe<Scalars['String']['output']>;
  /** What the viewer may do on the review page, with the reason when not. */
  viewerCan: ReviewViewerCan;
  /** Review wait colour of spec 002 §9 (#ff8080 red, #ffd280 orange, #ffff99 yellow), or null: none, colours off, or a client user. Set on list rows only. */
  waitColor?: Maybe<Scalars['String']['output']>;
};


/** A store visit and the report (SVR response) the talent filed for it. */
export type StoreVisitActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** A store visit and the report (SVR response) the talent filed for it. */
export type StoreVisitAnswersArgs = {
  questionCanonicalKeys?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The bulk actions on reports (spec 001 §2.2, §4): APPROVE for staff; ARCHIVE, ACTIVATE, DELETE and RESET for administrators (role 1). */
export type StoreVisitBulkAction =
  | 'ACTIVATE'
  | 'APPROVE'
  | 'ARCHIVE'
  | 'DELETE'
  | 'RESET';

/** A page of visits. */
export type StoreVisitPage = {
  __typename?: 'StoreVisitPage';
  items: Array<StoreVisit>;
  /** The page answered, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page asked. */
  pageSize: Scalars['Int']['output'];
  /** Visits matching the filters, across all pages. */
  total: Scalars['Int']['output'];
};

/** The sort of a visit list: a filter path of docs/API.md (e.g. expectedCheckinTime, metaJson.retailer, id) or waitColor. Ties fall back to the newest report first. */
export type StoreVisitSortInput = {
  /** Default DESC (ASC for waitColor, the spec's colour order). */
  direction?: InputMaybe<SortDirection>;
  path: Scalars['String']['input'];
};

/** A tag for sections and questions; one per title, whatever its case. */
export type Tag = {
  __typename?: 'Tag';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** Changes to a common question: only the fields given change. Use setCommonQuestionStatus to archive, activate or delete. */
export type UpdateCommonQuestionInput = {
  documentIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  meta?: InputMaybe<Scalars['JSON']['input']>;
  /** The whole list of answers; answers left out are removed. */
  options?: InputMaybe<Array<CommonQuestionOptionInput>>;
  /** The whole list of tag titles. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Every question type but QUESTION_GROUP and COMMON_INPUT. */
  type?: InputMaybe<QuestionType>;
};

/** The answer of updateCommonQuestion: the question after the change, or a problem to show (nothing was changed then). */
export type UpdateCommonQuestionPayload = {
  __typename?: 'UpdateCommonQuestionPayload';
  commonQuestion?: Maybe<CommonQuestion>;
  error?: Maybe<UserError>;
};

/** Edit Dashboard: fields left out stay as they are. */
export type UpdateDashboardInput = {
  metaJson?: InputMaybe<Scalars['JSON']['input']>;
  onlyVisibleToMe?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** The new widget order; must hold the same widgets as the dashboard. */
  widgetIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Fields of a notification to change while it is not sent; fields left out (or null) stay as they are. */
export type UpdateNotificationInput = {
  /** At least 0 when given. */
  action?: InputMaybe<Scalars['Int']['input']>;
  /** Not blank when given. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** A scheduled notification's new date (not earlier than now): it is re-scheduled. */
  scheduledAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Not blank when given. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** IMMEDIATE or SCHEDULED. */
  type?: InputMaybe<NotificationType>;
};

/** Fields of a roll-up to change (the question picker's SAVE on an existing roll-up); fields left out (or null) stay as they are. */
export type UpdateSavedRollupInput = {
  /** Shown under the title. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The visit filter; at most 185 days, and a Review State for staff. */
  filters?: InputMaybe<Array<FilterParameterInput>>;
  /** Export settings to change. */
  meta?: InputMaybe<RollupMetaInput>;
  /** The questions, in column order; repeats are dropped. */
  questionCanonicalKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Not blank when given. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of a saved view to change; fields left out (or null) stay as they are. */
export type UpdateSavedViewInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<FilterParameterInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of a widget to change; fields left out stay as they are. The type does not change. */
export type UpdateWidgetInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<FilterParameterInput>>;
  meta?: InputMaybe<WidgetMetaInput>;
  onlyVisibleToMe?: InputMaybe<Scalars['Boolean']['input']>;
  questionCanonicalKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A person who signs in to the back-office: staff (administrators, reviewers) or a client user. */
export type User = {
  __typename?: 'User';
  /** The client a client user belongs to; null for staff. */
  clientId?: Maybe<Scalars['Int']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** True for an external client user, who sees a restricted, read-only view of one client. */
  isClient: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** 1 is administrator; the client role id comes from configuration. */
  roleId: Scalars['Int']['output'];
  roleName: Scalars['String']['output'];
};

/** A problem the caller can act on, returned inside a mutation payload instead of a GraphQL error. */
export type UserError = {
  __typename?: 'UserError';
  /** The field or item the message is about, when there is one. */
  field?: Maybe<Scalars['String']['output']>;
  /** The message to show, word for word. */
  message: Scalars['String']['output'];
};

/** VISIT_PRIVACY: the report was made visible to the client, or hidden from them. */
export type VisibilityChange = {
  __typename?: 'VisibilityChange';
  visibleToClient: Scalars['Boolean']['output'];
};

/** A saved widget: a chart, number, photo or feedback view of filtered visit answers. */
export type Widget = {
  __typename?: 'Widget';
  /**
   * The widget's content, computed by the api (every widget of one request in one REST call, 100 widgets a call);
   * null when the caller may no longer see the widget.
   */
  data?: Maybe<WidgetData>;
  description?: Maybe<Scalars['String']['output']>;
  /** The saved filter parameters. */
  filters: Scalars['JSON']['output'];
  formQuestionCanonicalKeys: Array<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  metaJson: Scalars['JSON']['output'];
  /** When set, only this user sees the widget. */
  restrictTokenUserId?: Maybe<Scalars['Int']['output']>;
  status: RecordStatus;
  tenancyClientId?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  /** What the widget shows (metaJson.widgetType); null when the widget does not say. */
  widgetType?: Maybe<WidgetType>;
};

/** One answer of a question-response widget. */
export type WidgetAnswer = {
  __typename?: 'WidgetAnswer';
  checkinTime?: Maybe<Scalars['DateTime']['output']>;
  doorLocation?: Maybe<Scalars['String']['output']>;
  doorNumber?: Maybe<Scalars['String']['output']>;
  retailer?: Maybe<Scalars['String']['output']>;
  storeVisitId: Scalars['Int']['output'];
  /** The answer as text; null for an empty answer (the app shows '[Empty answer]'). */
  value?: Maybe<Scalars['String']['output']>;
};

/**
 * What a widget shows, computed by the api in SQL over the widget's saved filter (at most 366 days, spec 002 §5) and
 * questions, with the viewer's visibility (client users: never blocked media, never feedback). One member per kind
 * of content: the widget's type says which (feedback: FeedbackWidgetData; questionResponse: AnswerListWidgetData;
 * barChart, lineChart, pieChart: ChartWidgetData; sum: NumberWidgetData; percentage: PercentageWidgetData; photo,
 * video: MediaWidgetData); WidgetProblem when the widget cannot be computed (its filter no longer passes, its
 * question is gone).
 */
export type WidgetData = AnswerListWidgetData | ChartWidgetData | FeedbackWidgetData | MediaWidgetData | NumberWidgetData | PercentageWidgetData | WidgetProblem;

/**
 * What the widget creator saves (spec 002 §2, §5): a title, a type, its questions (exactly one for the charts, sum and
 * questionResponse; one or more for feedback, photo and video; none for percentage) and a filter that passes
 * validateFilter for widgets (366 days, and a Review State for staff).
 */
export type WidgetInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  filters: Array<FilterParameterInput>;
  meta?: InputMaybe<WidgetMetaInput>;
  onlyVisibleToMe?: InputMaybe<Scalars['Boolean']['input']>;
  questionCanonicalKeys: Array<Scalars['String']['input']>;
  /** Staff only; default the current client. */
  tenancyClientId?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
  widgetType: WidgetType;
};

/** The photo and video widgets' FILTER PHOTO / VIDEO QUESTIONS, the bar chart's 'data grouped by', and the settings a widget keeps in metaJson. */
export type WidgetMetaInput = {
  /** barChart: a fixed column's filter path to group by, e.g. metaJson.retailer. */
  dataGroupBy?: InputMaybe<Scalars['String']['input']>;
  embedPhotosInExcelReport?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only flagged media (photo, video); exclusive with starred. */
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  /** The widget's browser namespace (its filters are kept under it). */
  namespace?: InputMaybe<Scalars['String']['input']>;
  /** Only starred media (photo, video); exclusive with flagged. */
  starred?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The answer of a widget change: the widget and, when the change touched one, its dashboard. */
export type WidgetPayload = {
  __typename?: 'WidgetPayload';
  dashboard?: Maybe<Dashboard>;
  error?: Maybe<UserError>;
  /** The widget after the change; null when refused or deleted. */
  widget?: Maybe<Widget>;
};

/** A widget that cannot be computed, with the reason to show. */
export type WidgetProblem = {
  __typename?: 'WidgetProblem';
  message: Scalars['String']['output'];
};

/** The question a widget rolls up (the first of its questionCanonicalKeys), as its latest form version names it. */
export type WidgetQuestion = {
  __typename?: 'WidgetQuestion';
  canonicalKey: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type?: Maybe<QuestionType>;
};

/** One slide of a photo or video widget (spec 002 §3 Slide): a single photo or video, or a before/after pair. */
export type WidgetSlide = {
  __typename?: 'WidgetSlide';
  /** The 'before' one of a before/after pair. */
  before?: Maybe<Document>;
  blocked: Scalars['Boolean']['output'];
  checkinTime?: Maybe<Scalars['DateTime']['output']>;
  /** The photo or video; the 'after' one of a before/after pair. */
  document: Document;
  doorLocation?: Maybe<Scalars['String']['output']>;
  doorNumber?: Maybe<Scalars['String']['output']>;
  expectedCheckinTime?: Maybe<Scalars['DateTime']['output']>;
  flagged: Scalars['Boolean']['output'];
  /** The question the media answers. */
  questionTitle?: Maybe<Scalars['String']['output']>;
  retailer?: Maybe<Scalars['String']['output']>;
  /** Marks on the visit (metaJson starPhotos / flagPhotos / blockPhotos); blocked slides never reach client users. */
  starred: Scalars['Boolean']['output'];
  storeVisitId: Scalars['Int']['output'];
};

/** The nine kinds of dashboard widget (spec 002 §2, §3); the api stores them as metaJson.widgetType, named beside each. */
export type WidgetType =
  /** barChart: a bar chart of the answers. */
  | 'barChart'
  /** feedback: the latest feedback messages (staff only). */
  | 'feedback'
  /** lineChart: a line chart over time. */
  | 'lineChart'
  /** percentage: a share of the reports, e.g. the approval rate. */
  | 'percentage'
  /** photo: the photos answered. */
  | 'photo'
  /** pieChart: a pie chart of the answers. */
  | 'pieChart'
  /** questionResponse: the answers of one question. */
  | 'questionResponse'
  /** sum: the sum of numeric answers. */
  | 'sum'
  /** video: the videos answered. */
  | 'video';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  ActivityChange:
    | ( AnswerChange )
    | ( FeedbackMessage )
    | ( FeedbackThreadChange )
    | ( MediaMarkChange )
    | ( MediaRotation )
    | ( RecordStatusChange )
    | ( RejectionRecorded )
    | ( ReviewStateChange )
    | ( RevisionRequestsChange )
    | ( VisibilityChange )
  ;
  WidgetData:
    | ( RestAnswerListWidgetData )
    | ( RestChartWidgetData )
    | ( RestFeedbackWidgetData )
    | ( RestMediaWidgetData )
    | ( RestNumberWidgetData )
    | ( RestPercentageWidgetData )
    | ( RestWidgetProblem )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivityChange: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ActivityChange']>;
  ActivityEntry: ResolverTypeWrapper<Omit<ActivityEntry, 'change' | 'kind'> & { change: ResolversTypes['ActivityChange'], kind: ResolversTypes['ActivityKind'] }>;
  ActivityKind: ResolverTypeWrapper<ActivityKind>;
  Answer: ResolverTypeWrapper<RestAnswer>;
  AnswerChange: ResolverTypeWrapper<AnswerChange>;
  AnswerListWidgetData: ResolverTypeWrapper<RestAnswerListWidgetData>;
  BlockedReport: ResolverTypeWrapper<BlockedReport>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkStoreVisitsPayload: ResolverTypeWrapper<BulkStoreVisitsPayload>;
  ChartPoint: ResolverTypeWrapper<RestChartPoint>;
  ChartWidgetData: ResolverTypeWrapper<RestChartWidgetData>;
  Client: ResolverTypeWrapper<RestClient>;
  CommonQuestion: ResolverTypeWrapper<RestCommonQuestion>;
  CommonQuestionOption: ResolverTypeWrapper<CommonQuestionOption>;
  CommonQuestionOptionInput: CommonQuestionOptionInput;
  CreateCommonQuestionInput: CreateCommonQuestionInput;
  CreateCommonQuestionPayload: ResolverTypeWrapper<Omit<CreateCommonQuestionPayload, 'commonQuestion'> & { commonQuestion?: Maybe<ResolversTypes['CommonQuestion']> }>;
  CreateTagPayload: ResolverTypeWrapper<Omit<CreateTagPayload, 'tag'> & { tag?: Maybe<ResolversTypes['Tag']> }>;
  Dashboard: ResolverTypeWrapper<RestDashboard>;
  DashboardInput: DashboardInput;
  DashboardPayload: ResolverTypeWrapper<Omit<DashboardPayload, 'dashboard'> & { dashboard?: Maybe<ResolversTypes['Dashboard']> }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteNotificationPayload: ResolverTypeWrapper<DeleteNotificationPayload>;
  Document: ResolverTypeWrapper<RestDocument>;
  ExcelExportInput: ExcelExportInput;
  ExportQuestionInput: ExportQuestionInput;
  ExportStoreVisitsPayload: ResolverTypeWrapper<ExportStoreVisitsPayload>;
  Feedback: ResolverTypeWrapper<Feedback>;
  FeedbackEntry: ResolverTypeWrapper<RestFeedbackEntry>;
  FeedbackMessage: ResolverTypeWrapper<FeedbackMessage>;
  FeedbackText: ResolverTypeWrapper<FeedbackText>;
  FeedbackThreadChange: ResolverTypeWrapper<FeedbackThreadChange>;
  FeedbackWidgetData: ResolverTypeWrapper<RestFeedbackWidgetData>;
  FilterParameter: ResolverTypeWrapper<FilterParameter>;
  FilterParameterInput: FilterParameterInput;
  FilterTarget: FilterTarget;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Form: ResolverTypeWrapper<RestForm>;
  FormInput: FormInput;
  FormPhase: FormPhase;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Job: ResolverTypeWrapper<RestJob>;
  JobFile: ResolverTypeWrapper<JobFile>;
  JobPayload: ResolverTypeWrapper<Omit<JobPayload, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  JobProgress: ResolverTypeWrapper<JobProgress>;
  JobState: JobState;
  MealBreak: ResolverTypeWrapper<MealBreak>;
  MealPeriodDay: ResolverTypeWrapper<RestMealPeriodDay>;
  MealPeriodPage: ResolverTypeWrapper<Omit<MealPeriodPage, 'items'> & { items: Array<ResolversTypes['MealPeriodDay']> }>;
  MediaKind: MediaKind;
  MediaMarkChange: ResolverTypeWrapper<MediaMarkChange>;
  MediaMarkKind: MediaMarkKind;
  MediaMarks: ResolverTypeWrapper<MediaMarks>;
  MediaRotation: ResolverTypeWrapper<MediaRotation>;
  MediaWidgetData: ResolverTypeWrapper<RestMediaWidgetData>;
  MultiDayEvent: ResolverTypeWrapper<MultiDayEvent>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<RestNotification>;
  NotificationChannel: NotificationChannel;
  NotificationDelivery: ResolverTypeWrapper<RestNotificationDelivery>;
  NotificationDeliveryState: NotificationDeliveryState;
  NotificationInput: NotificationInput;
  NotificationPage: ResolverTypeWrapper<Omit<NotificationPage, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  NotificationPayload: ResolverTypeWrapper<Omit<NotificationPayload, 'notification'> & { notification?: Maybe<ResolversTypes['Notification']> }>;
  NotificationRecipient: ResolverTypeWrapper<RestNotificationRecipient>;
  NotificationSentState: NotificationSentState;
  NotificationSortInput: NotificationSortInput;
  NotificationType: NotificationType;
  NumberWidgetData: ResolverTypeWrapper<RestNumberWidgetData>;
  Option: ResolverTypeWrapper<Option>;
  PercentageWidgetData: ResolverTypeWrapper<RestPercentageWidgetData>;
  PhotoZipInput: PhotoZipInput;
  Project: ResolverTypeWrapper<RestProject>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<FlatQuestion>;
  QuestionType: ResolverTypeWrapper<QuestionType>;
  RecordStatus: RecordStatus;
  RecordStatusChange: ResolverTypeWrapper<RecordStatusChange>;
  Regional: ResolverTypeWrapper<RestRegional>;
  Rejection: ResolverTypeWrapper<Rejection>;
  RejectionRecorded: ResolverTypeWrapper<RejectionRecorded>;
  ReviewHeartbeatPayload: ResolverTypeWrapper<ReviewHeartbeatPayload>;
  ReviewPayload: ResolverTypeWrapper<Omit<ReviewPayload, 'storeVisit'> & { storeVisit?: Maybe<ResolversTypes['StoreVisit']> }>;
  ReviewPermission: ResolverTypeWrapper<ReviewPermission>;
  ReviewState: ReviewState;
  ReviewStateChange: ResolverTypeWrapper<ReviewStateChange>;
  ReviewTarget: ReviewTarget;
  ReviewViewerCan: ResolverTypeWrapper<ReviewViewerCan>;
  ReviewerPresence: ResolverTypeWrapper<ReviewerPresence>;
  RevisionRequest: ResolverTypeWrapper<RevisionRequest>;
  RevisionRequestsChange: ResolverTypeWrapper<RevisionRequestsChange>;
  RollupCell: ResolverTypeWrapper<RestRollupCell>;
  RollupColumn: ResolverTypeWrapper<RestRollupColumn>;
  RollupMeta: ResolverTypeWrapper<RollupMeta>;
  RollupMetaInput: RollupMetaInput;
  RollupPage: ResolverTypeWrapper<RestRollupPage>;
  RollupRow: ResolverTypeWrapper<RestRollupRow>;
  RollupSortInput: RollupSortInput;
  SaveAnswerPayload: ResolverTypeWrapper<Omit<SaveAnswerPayload, 'answer'> & { answer?: Maybe<ResolversTypes['Answer']> }>;
  SaveFormPayload: ResolverTypeWrapper<Omit<SaveFormPayload, 'form'> & { form?: Maybe<ResolversTypes['Form']> }>;
  SavedRollup: ResolverTypeWrapper<RestSavedRollup>;
  SavedRollupInput: SavedRollupInput;
  SavedRollupPayload: ResolverTypeWrapper<Omit<SavedRollupPayload, 'savedRollup'> & { savedRollup?: Maybe<ResolversTypes['SavedRollup']> }>;
  SavedView: ResolverTypeWrapper<RestSavedView>;
  SavedViewInput: SavedViewInput;
  SavedViewPayload: ResolverTypeWrapper<Omit<SavedViewPayload, 'savedView'> & { savedView?: Maybe<ResolversTypes['SavedView']> }>;
  Section: ResolverTypeWrapper<Section>;
  SetCommonQuestionStatusPayload: ResolverTypeWrapper<Omit<SetCommonQuestionStatusPayload, 'commonQuestions'> & { commonQuestions: Array<ResolversTypes['CommonQuestion']> }>;
  SetFormStatusPayload: ResolverTypeWrapper<Omit<SetFormStatusPayload, 'forms'> & { forms: Array<ResolversTypes['Form']> }>;
  SetSavedRollupStatusPayload: ResolverTypeWrapper<Omit<SetSavedRollupStatusPayload, 'savedRollups'> & { savedRollups: Array<ResolversTypes['SavedRollup']> }>;
  SetSavedViewStatusPayload: ResolverTypeWrapper<Omit<SetSavedViewStatusPayload, 'savedViews'> & { savedViews: Array<ResolversTypes['SavedView']> }>;
  SortAndColorsInput: SortAndColorsInput;
  SortDirection: SortDirection;
  StoreVisit: ResolverTypeWrapper<RestStoreVisit>;
  StoreVisitBulkAction: StoreVisitBulkAction;
  StoreVisitPage: ResolverTypeWrapper<Omit<StoreVisitPage, 'items'> & { items: Array<ResolversTypes['StoreVisit']> }>;
  StoreVisitSortInput: StoreVisitSortInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tag: ResolverTypeWrapper<RestTag>;
  UpdateCommonQuestionInput: UpdateCommonQuestionInput;
  UpdateCommonQuestionPayload: ResolverTypeWrapper<Omit<UpdateCommonQuestionPayload, 'commonQuestion'> & { commonQuestion?: Maybe<ResolversTypes['CommonQuestion']> }>;
  UpdateDashboardInput: UpdateDashboardInput;
  UpdateNotificationInput: UpdateNotificationInput;
  UpdateSavedRollupInput: UpdateSavedRollupInput;
  UpdateSavedViewInput: UpdateSavedViewInput;
  UpdateWidgetInput: UpdateWidgetInput;
  User: ResolverTypeWrapper<RestUser>;
  UserError: ResolverTypeWrapper<UserError>;
  VisibilityChange: ResolverTypeWrapper<VisibilityChange>;
  Widget: ResolverTypeWrapper<RestWidget>;
  WidgetAnswer: ResolverTypeWrapper<RestWidgetAnswer>;
  WidgetData: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['WidgetData']>;
  WidgetInput: WidgetInput;
  WidgetMetaInput: WidgetMetaInput;
  WidgetPayload: ResolverTypeWrapper<Omit<WidgetPayload, 'dashboard' | 'widget'> & { dashboard?: Maybe<ResolversTypes['Dashboard']>, widget?: Maybe<ResolversTypes['Widget']> }>;
  WidgetProblem: ResolverTypeWrapper<RestWidgetProblem>;
  WidgetQuestion: ResolverTypeWrapper<RestWidgetQuestion>;
  WidgetSlide: ResolverTypeWrapper<RestWidgetSlide>;
  WidgetType: ResolverTypeWrapper<WidgetType>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivityChange: ResolversUnionTypes<ResolversParentTypes>['ActivityChange'];
  ActivityEntry: Omit<ActivityEntry, 'change'> & { change: ResolversParentTypes['ActivityChange'] };
  Answer: RestAnswer;
  AnswerChange: AnswerChange;
  AnswerListWidgetData: RestAnswerListWidgetData;
  BlockedReport: BlockedReport;
  Boolean: Scalars['Boolean']['output'];
  BulkStoreVisitsPayload: BulkStoreVisitsPayload;
  ChartPoint: RestChartPoint;
  ChartWidgetData: RestChartWidgetData;
  Client: RestClient;
  CommonQuestion: RestCommonQuestion;
  CommonQuestionOption: CommonQuestionOption;
  CommonQuestionOptionInput: CommonQuestionOptionInput;
  CreateCommonQuestionInput: CreateCommonQuestionInput;
  CreateCommonQuestionPayload: Omit<CreateCommonQuestionPayload, 'commonQuestion'> & { commonQuestion?: Maybe<ResolversParentTypes['CommonQuestion']> };
  CreateTagPayload: Omit<CreateTagPayload, 'tag'> & { tag?: Maybe<ResolversParentTypes['Tag']> };
  Dashboard: RestDashboard;
  DashboardInput: DashboardInput;
  DashboardPayload: Omit<DashboardPayload, 'dashboard'> & { dashboard?: Maybe<ResolversParentTypes['Dashboard']> };
  DateTime: Scalars['DateTime']['output'];
  DeleteNotificationPayload: DeleteNotificationPayload;
  Document: RestDocument;
  ExcelExportInput: ExcelExportInput;
  ExportQuestionInput: ExportQuestionInput;
  ExportStoreVisitsPayload: ExportStoreVisitsPayload;
  Feedback: Feedback;
  FeedbackEntry: RestFeedbackEntry;
  FeedbackMessage: FeedbackMessage;
  FeedbackText: FeedbackText;
  FeedbackThreadChange: FeedbackThreadChange;
  FeedbackWidgetData: RestFeedbackWidgetData;
  FilterParameter: FilterParameter;
  FilterParameterInput: FilterParameterInput;
  Float: Scalars['Float']['output'];
  Form: RestForm;
  FormInput: FormInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Job: RestJob;
  JobFile: JobFile;
  JobPayload: Omit<JobPayload, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  JobProgress: JobProgress;
  MealBreak: MealBreak;
  MealPeriodDay: RestMealPeriodDay;
  MealPeriodPage: Omit<MealPeriodPage, 'items'> & { items: Array<ResolversParentTypes['MealPeriodDay']> };
  MediaMarkChange: MediaMarkChange;
  MediaMarks: MediaMarks;
  MediaRotation: MediaRotation;
  MediaWidgetData: RestMediaWidgetData;
  MultiDayEvent: MultiDayEvent;
  Mutation: Record<PropertyKey, never>;
  Notification: RestNotification;
  NotificationDelivery: RestNotificationDelivery;
  NotificationInput: NotificationInput;
  NotificationPage: Omit<NotificationPage, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  NotificationPayload: Omit<NotificationPayload, 'notification'> & { notification?: Maybe<ResolversParentTypes['Notification']> };
  NotificationRecipient: RestNotificationRecipient;
  NotificationSortInput: NotificationSortInput;
  NumberWidgetData: RestNumberWidgetData;
  Option: Option;
  PercentageWidgetData: RestPercentageWidgetData;
  PhotoZipInput: PhotoZipInput;
  Project: RestProject;
  Query: Record<PropertyKey, never>;
  Question: FlatQuestion;
  RecordStatusChange: RecordStatusChange;
  Regional: RestRegional;
  Rejection: Rejection;
  RejectionRecorded: RejectionRecorded;
  ReviewHeartbeatPayload: ReviewHeartbeatPayload;
  ReviewPayload: Omit<ReviewPayload, 'storeVisit'> & { storeVisit?: Maybe<ResolversParentTypes['StoreVisit']> };
  ReviewPermission: ReviewPermission;
  ReviewStateChange: ReviewStateChange;
  ReviewViewerCan: ReviewViewerCan;
  ReviewerPresence: ReviewerPresence;
  RevisionRequest: RevisionRequest;
  RevisionRequestsChange: RevisionRequestsChange;
  RollupCell: RestRollupCell;
  RollupColumn: RestRollupColumn;
  RollupMeta: RollupMeta;
  RollupMetaInput: RollupMetaInput;
  RollupPage: RestRollupPage;
  RollupRow: RestRollupRow;
  RollupSortInput: RollupSortInput;
  SaveAnswerPayload: Omit<SaveAnswerPayload, 'answer'> & { answer?: Maybe<ResolversParentTypes['Answer']> };
  SaveFormPayload: Omit<SaveFormPayload, 'form'> & { form?: Maybe<ResolversParentTypes['Form']> };
  SavedRollup: RestSavedRollup;
  SavedRollupInput: SavedRollupInput;
  SavedRollupPayload: Omit<SavedRollupPayload, 'savedRollup'> & { savedRollup?: Maybe<ResolversParentTypes['SavedRollup']> };
  SavedView: RestSavedView;
  SavedViewInput: SavedViewInput;
  SavedViewPayload: Omit<SavedViewPayload, 'savedView'> & { savedView?: Maybe<ResolversParentTypes['SavedView']> };
  Section: Section;
  SetCommonQuestionStatusPayload: Omit<SetCommonQuestionStatusPayload, 'commonQuestions'> & { commonQuestions: Array<ResolversParentTypes['CommonQuestion']> };
  SetFormStatusPayload: Omit<SetFormStatusPayload, 'forms'> & { forms: Array<ResolversParentTypes['Form']> };
  SetSavedRollupStatusPayload: Omit<SetSavedRollupStatusPayload, 'savedRollups'> & { savedRollups: Array<ResolversParentTypes['SavedRollup']> };
  SetSavedViewStatusPayload: Omit<SetSavedViewStatusPayload, 'savedViews'> & { savedViews: Array<ResolversParentTypes['SavedView']> };
  SortAndColorsInput: SortAndColorsInput;
  StoreVisit: RestStoreVisit;
  StoreVisitPage: Omit<StoreVisitPage, 'items'> & { items: Array<ResolversParentTypes['StoreVisit']> };
  StoreVisitSortInput: StoreVisitSortInput;
  String: Scalars['String']['output'];
  Tag: RestTag;
  UpdateCommonQuestionInput: UpdateCommonQuestionInput;
  UpdateCommonQuestionPayload: Omit<UpdateCommonQuestionPayload, 'commonQuestion'> & { commonQuestion?: Maybe<ResolversParentTypes['CommonQuestion']> };
  UpdateDashboardInput: UpdateDashboardInput;
  UpdateNotificationInput: UpdateNotificationInput;
  UpdateSavedRollupInput: UpdateSavedRollupInput;
  UpdateSavedViewInput: UpdateSavedViewInput;
  UpdateWidgetInput: UpdateWidgetInput;
  User: RestUser;
  UserError: UserError;
  VisibilityChange: VisibilityChange;
  Widget: RestWidget;
  WidgetAnswer: RestWidgetAnswer;
  WidgetData: ResolversUnionTypes<ResolversParentTypes>['WidgetData'];
  WidgetInput: WidgetInput;
  WidgetMetaInput: WidgetMetaInput;
  WidgetPayload: Omit<WidgetPayload, 'dashboard' | 'widget'> & { dashboard?: Maybe<ResolversParentTypes['Dashboard']>, widget?: Maybe<ResolversParentTypes['Widget']> };
  WidgetProblem: RestWidgetProblem;
  WidgetQuestion: RestWidgetQuestion;
  WidgetSlide: RestWidgetSlide;
}>;

export type ActivityChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityChange'] = ResolversParentTypes['ActivityChange']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AnswerChange' | 'FeedbackMessage' | 'FeedbackThreadChange' | 'MediaMarkChange' | 'MediaRotation' | 'RecordStatusChange' | 'RejectionRecorded' | 'ReviewStateChange' | 'RevisionRequestsChange' | 'VisibilityChange', ParentType, ContextType>;
}>;

export type ActivityEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = ResolversObject<{
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  answerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  change?: Resolver<ResolversTypes['ActivityChange'], ParentType, ContextType>;
  documentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivityKind'], ParentType, ContextType>;
}>;

export type ActivityKindResolvers = { ANSWER_CREATE: 'answer.create', ANSWER_UPDATE: 'answer.update', FEEDBACK_SAVE: 'feedback.save', FEEDBACK_TEXT: 'feedback.text', MEDIA_MARK: 'media.mark', MEDIA_ROTATE: 'media.rotate', REJECTION_CREATE: 'rejection.create', REVIEW_STATE: 'review.state', VISIT_FORM_STATE: 'visit.formState', VISIT_PRIVACY: 'visit.privacy', VISIT_STATUS: 'visit.status' };

export type AnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Answer'] = ResolversParentTypes['Answer']> = ResolversObject<{
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionCanonicalKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeVisitId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AnswerChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnswerChange'] = ResolversParentTypes['AnswerChange']> = ResolversObject<{
  questionUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  valueAfter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AnswerListWidgetDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnswerListWidgetData'] = ResolversParentTypes['AnswerListWidgetData']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['WidgetAnswer']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['WidgetQuestion']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BlockedReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlockedReport'] = ResolversParentTypes['BlockedReport']> = ResolversObject<{
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BulkStoreVisitsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkStoreVisitsPayload'] = ResolversParentTypes['BulkStoreVisitsPayload']> = ResolversObject<{
  blockedReports?: Resolver<Array<ResolversTypes['BlockedReport']>, ParentType, ContextType>;
  changed?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  changedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  skippedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ChartPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChartPoint'] = ResolversParentTypes['ChartPoint']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChartWidgetDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChartWidgetData'] = ResolversParentTypes['ChartWidgetData']> = ResolversObject<{
  groupBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['ChartPoint']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['WidgetQuestion']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
}>;

export type CommonQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommonQuestion'] = ResolversParentTypes['CommonQuestion']> = ResolversObject<{
  canonicalKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documentIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CommonQuestionOption']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CommonQuestionOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommonQuestionOption'] = ResolversParentTypes['CommonQuestionOption']> = ResolversObject<{
  conditionalFork?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateCommonQuestionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateCommonQuestionPayload'] = ResolversParentTypes['CreateCommonQuestionPayload']> = ResolversObject<{
  commonQuestion?: Resolver<Maybe<ResolversTypes['CommonQuestion']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateTagPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateTagPayload'] = ResolversParentTypes['CreateTagPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType>;
}>;

export type DashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metaJson?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  restrictTokenUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  tenancyClientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  widgetIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  widgets?: Resolver<Array<ResolversTypes['Widget']>, ParentType, ContextType>;
}>;

export type DashboardPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DashboardPayload'] = ResolversParentTypes['DashboardPayload']> = ResolversObject<{
  dashboard?: Resolver<Maybe<ResolversTypes['Dashboard']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteNotificationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteNotificationPayload'] = ResolversParentTypes['DeleteNotificationPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type DocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<DocumentUrlArgs>>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  xsurl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExportStoreVisitsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExportStoreVisitsPayload'] = ResolversParentTypes['ExportStoreVisitsPayload']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FeedbackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = ResolversObject<{
  canonicalKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['FeedbackText']>, ParentType, ContextType>;
}>;

export type FeedbackEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackEntry'] = ResolversParentTypes['FeedbackEntry']> = ResolversObject<{
  checkinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  doorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retailer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeVisitId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeedbackMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackMessage'] = ResolversParentTypes['FeedbackMessage']> = ResolversObject<{
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FeedbackTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackText'] = ResolversParentTypes['FeedbackText']> = ResolversObject<{
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeedbackThreadChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackThreadChange'] = ResolversParentTypes['FeedbackThreadChange']> = ResolversObject<{
  canonicalKey?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feedbackStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FeedbackWidgetDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackWidgetData'] = ResolversParentTypes['FeedbackWidgetData']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['FeedbackEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FilterParameterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilterParameter'] = ResolversParentTypes['FilterParameter']> = ResolversObject<{
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  exclude?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relative?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Form'] = ResolversParentTypes['Form']> = ResolversObject<{
  authorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorLegacyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  autoApprovalHourTrigger?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bypassDuplicatePhotoCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  callOutActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  callOutMailing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonicalKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heroImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideFromClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  tenancyClientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = ResolversObject<{
  cancelRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['JobFile']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['JobProgress'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['JobState'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type JobFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobFile'] = ResolversParentTypes['JobFile']> = ResolversObject<{
  bytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JobPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobPayload'] = ResolversParentTypes['JobPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
}>;

export type JobProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobProgress'] = ResolversParentTypes['JobProgress']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MealBreakResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MealBreak'] = ResolversParentTypes['MealBreak']> = ResolversObject<{
  endTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  storeVisitId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waived?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MealPeriodDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MealPeriodDay'] = ResolversParentTypes['MealPeriodDay']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstCheckin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastCheckout?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mcid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealBreakMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mealBreaks?: Resolver<Array<ResolversTypes['MealBreak']>, ParentType, ContextType>;
  storeVisitIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  talentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  talentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  talentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waivedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workedHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type MealPeriodPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MealPeriodPage'] = ResolversParentTypes['MealPeriodPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['MealPeriodDay']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MediaMarkChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaMarkChange'] = ResolversParentTypes['MediaMarkChange']> = ResolversObject<{
  mark?: Resolver<ResolversTypes['MediaMarkKind'], ParentType, ContextType>;
  media?: Resolver<ResolversTypes['MediaKind'], ParentType, ContextType>;
  motive?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  on?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wasOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MediaMarksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaMarks'] = ResolversParentTypes['MediaMarks']> = ResolversObject<{
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documentUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flagged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  motive?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MediaRotationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaRotation'] = ResolversParentTypes['MediaRotation']> = ResolversObject<{
  degrees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  media?: Resolver<ResolversTypes['MediaKind'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MediaWidgetDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaWidgetData'] = ResolversParentTypes['MediaWidgetData']> = ResolversObject<{
  slides?: Resolver<Array<ResolversTypes['WidgetSlide']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MultiDayEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MultiDayEvent'] = ResolversParentTypes['MultiDayEvent']> = ResolversObject<{
  actualCheckinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  actualCheckoutTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedCheckinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expectedDurationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addFeedback?: Resolver<ResolversTypes['ReviewPayload'], ParentType, ContextType, RequireFields<MutationAddFeedbackArgs, 'storeVisitId' | 'text'>>;
  bulkStoreVisits?: Resolver<ResolversTypes['BulkStoreVisitsPayload'], ParentType, ContextType, RequireFields<MutationBulkStoreVisitsArgs, 'action' | 'ids'>>;
  cancelJob?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationCancelJobArgs, 'id'>>;
  cancelNotification?: Resolver<ResolversTypes['NotificationPayload'], ParentType, ContextType, RequireFields<MutationCancelNotificationArgs, 'id'>>;
  clearRevisionRequests?: Resolver<ResolversTypes['ReviewPayload'], ParentType, ContextType, RequireFields<MutationClearRevisionRequestsArgs, 'storeVisitId'>>;
  createCommonQuestion?: Resolver<ResolversTypes['CreateCommonQuestionPayload'], ParentType, ContextType, RequireFields<MutationCreateCommonQuestionArgs, 'input'>>;
  createDashboard?: Resolver<ResolversTypes['DashboardPayload'], ParentType, ContextType, RequireFields<MutationCreateDashboardArgs, 'input'>>;
  createNotification?: Resolver<ResolversTypes['NotificationPayload'], ParentType, ContextType, RequireFields<MutationCreateNotificationArgs, 'input'>>;
  createSavedRollup?: Resolver<ResolversTypes['SavedRollupPayload'], ParentType, ContextType, RequireFields<MutationCreateSavedRollupArgs, 'input'>>;
  createSavedView?: Resolver<ResolversTypes['SavedViewPayload'], ParentType, ContextType, RequireFields<MutationCreateSavedViewArgs, 'input'>>;
  createTag?: Resolver<ResolversTypes['CreateTagPayload'], ParentType, ContextType, RequireFields<MutationCreateTagArgs, 'title'>>;
  createWidget?: Resolver<ResolversTypes['WidgetPayload'], ParentType, ContextType, RequireFields<MutationCreateWidgetArgs, 'input'>>;
  deleteDashboard?: Resolver<ResolversTypes['DashboardPayload'], ParentType, ContextType, RequireFields<MutationDeleteDashboardArgs, 'id'>>;
  deleteNotification?: Resolver<ResolversTypes['DeleteNotificationPayload'], ParentType, ContextType, RequireFields<MutationDeleteNotificationArgs, 'id'>>;
  deleteWidget?: Resolver<ResolversTypes['WidgetPayload'], ParentType, ContextType, RequireFields<MutationDeleteWidgetArgs, 'id'>>;
  exportStoreVisits?: Resolver<ResolversTypes['ExportStoreVisitsPayload'], ParentType, ContextType, RequireFields<MutationExportStoreVisitsArgs, 'type'>>;
  leaveReview?: Resolver<ResolversTypes['ReviewHeartbeatPayload'], ParentType, ContextType, RequireFields<MutationLeaveReviewArgs, 'storeVisitId'>>;
  moveWidget?: Resolver<ResolversTypes['DashboardPayload'], ParentType, ContextType, RequireFields<MutationMoveWidgetArgs, 'dashboardId' | 'position' | 'widgetId'>>;
  publishFormDraft?: Resolver<ResolversTypes['SaveFormPayload'], ParentType, ContextType, RequireFields<MutationPublishFormDraftArgs, 'draftId' | 'input'>>;
  reviewHeartbeat?: Resolver<ResolversTypes['ReviewHeartbeatPayload'], ParentType, ContextType, RequireFields<MutationReviewHeartbeatArgs, 'storeVisitId'>>;
  rotateMedia?: Resolver<ResolversTypes['ReviewPayload'], ParentType, ContextType, RequireFields<MutationRotateMediaArgs, 'documentUuid' | 'storeVisitId'>>;
  saveAnswer?: Resolver<ResolversTypes['SaveAnswerPayload'], ParentType, ContextType, RequireFields<MutationSaveAnswerArgs, 'questionUuid' | 'storeVisitId'>>;
  saveForm?: Resolver<ResolversTypes['SaveFormPayload'], ParentType, ContextType, RequireFields<MutationSaveFormArgs, 'input' | 'status'>>;
  saveFormDraft?: Resolver<ResolversTypes['SaveFormPayload'], ParentType, ContextType, RequireFields<MutationSaveFormDraftArgs, 'input'>>;
  sendNotification?: Resolver<ResolversTypes['NotificationPayload'], ParentType, ContextType, RequireFields<MutationSendNotificationArgs, 'id'>>;
  setCommonQuestionStatus?: Resolver<ResolversTypes['SetCommonQuestionStatusPayload'], ParentType, ContextType, RequireFields<MutationSetCommonQuestionStatusArgs, 'ids' | 'status'>>;
  setFormStatus?: Resolver<ResolversTypes['SetFormStatusPayload'], ParentType, ContextType, RequireFields<MutationSetFormStatusArgs, 'canonicalKeys' | 'status'>>;
  setReviewState?: Resolver<ResolversTypes['ReviewPayload'], ParentType, ContextType, RequireFields<MutationSetReviewStateArgs, 'clearRevisionRequests' | 'rejectAll' | 'storeVisitId' | 'target'>>;
  setRevisionRequest?: Resolver<ResolversTypes['ReviewPayload'], ParentType, ContextType, RequireFields<MutationSetRevisionRequestArgs, 'questionUuid' | 'storeVisitId'>>;
  setSavedRollupStatus?: Resolver<ResolversTypes['SetSavedRollupStatusPayload'], ParentType, ContextType, RequireFields<MutationSetSavedRollupStatusArgs, 'ids' | 'status'>>;
  setSavedViewStatus?: Resolver<ResolversTypes['SetSavedViewStatusPayload'], ParentType, ContextType, RequireFields<MutationSetSavedViewStatusArgs, 'ids' | 'status'>>;
  setVisibleToClient?: Resolver<ResolversTypes['ReviewPayload'], ParentType, ContextType, RequireFields<MutationSetVisibleToClientArgs, 'storeVisitId' | 'visible'>>;
  startExcelExport?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationStartExcelExportArgs, 'input'>>;
  startPhotoZip?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationStartPhotoZipArgs, 'input'>>;
  toggleMediaMark?: Resolver<ResolversTypes['ReviewPayload'], ParentType, ContextType, RequireFields<MutationToggleMediaMarkArgs, 'documentUuid' | 'mark' | 'storeVisitId'>>;
  updateCommonQuestion?: Resolver<ResolversTypes['UpdateCommonQuestionPayload'], ParentType, ContextType, RequireFields<MutationUpdateCommonQuestionArgs, 'id' | 'input'>>;
  updateDashboard?: Resolver<ResolversTypes['DashboardPayload'], ParentType, ContextType, RequireFields<MutationUpdateDashboardArgs, 'id' | 'input'>>;
  updateNotification?: Resolver<ResolversTypes['NotificationPayload'], ParentType, ContextType, RequireFields<MutationUpdateNotificationArgs, 'id' | 'input'>>;
  updateSavedRollup?: Resolver<ResolversTypes['SavedRollupPayload'], ParentType, ContextType, RequireFields<MutationUpdateSavedRollupArgs, 'id' | 'input'>>;
  updateSavedView?: Resolver<ResolversTypes['SavedViewPayload'], ParentType, ContextType, RequireFields<MutationUpdateSavedViewArgs, 'id' | 'input'>>;
  updateWidget?: Resolver<ResolversTypes['WidgetPayload'], ParentType, ContextType, RequireFields<MutationUpdateWidgetArgs, 'id' | 'input'>>;
}>;

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  action?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createUser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['NotificationRecipient']>, ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['NotificationSentState'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentUser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
}>;

export type NotificationDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationDelivery'] = ResolversParentTypes['NotificationDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['NotificationChannel'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['NotificationDeliveryState'], ParentType, ContextType>;
}>;

export type NotificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPayload'] = ResolversParentTypes['NotificationPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
}>;

export type NotificationRecipientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationRecipient'] = ResolversParentTypes['NotificationRecipient']> = ResolversObject<{
  dateSeen?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['NotificationDelivery']>, ParentType, ContextType>;
  mcid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeVisitId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  talentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NumberWidgetDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NumberWidgetData'] = ResolversParentTypes['NumberWidgetData']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['WidgetQuestion']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option']> = ResolversObject<{
  forkQuestionUuids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PercentageWidgetDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PercentageWidgetData'] = ResolversParentTypes['PercentageWidgetData']> = ResolversObject<{
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  clients?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  commonQuestions?: Resolver<Array<ResolversTypes['CommonQuestion']>, ParentType, ContextType, Partial<QueryCommonQuestionsArgs>>;
  dashboard?: Resolver<Maybe<ResolversTypes['Dashboard']>, ParentType, ContextType, RequireFields<QueryDashboardArgs, 'id'>>;
  dashboards?: Resolver<Array<ResolversTypes['Dashboard']>, ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['Document']>, ParentType, ContextType, RequireFields<QueryDocumentsArgs, 'uuids'>>;
  form?: Resolver<Maybe<ResolversTypes['Form']>, ParentType, ContextType, RequireFields<QueryFormArgs, 'canonicalKey' | 'includeDrafts'>>;
  forms?: Resolver<Array<ResolversTypes['Form']>, ParentType, ContextType, Partial<QueryFormsArgs>>;
  formsByIds?: Resolver<Array<ResolversTypes['Form']>, ParentType, ContextType, RequireFields<QueryFormsByIdsArgs, 'ids'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  mealPeriods?: Resolver<ResolversTypes['MealPeriodPage'], ParentType, ContextType, RequireFields<QueryMealPeriodsArgs, 'filters' | 'page' | 'pageSize'>>;
  nextPendingReport?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryNextPendingReportArgs, 'after'>>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryNotificationArgs, 'id'>>;
  notificationSuggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryNotificationSuggestionsArgs, 'path' | 'search'>>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'page' | 'pageSize'>>;
  regionals?: Resolver<Array<ResolversTypes['Regional']>, ParentType, ContextType>;
  rollupPage?: Resolver<Maybe<ResolversTypes['RollupPage']>, ParentType, ContextType, RequireFields<QueryRollupPageArgs, 'id' | 'page' | 'pageSize'>>;
  savedRollup?: Resolver<Maybe<ResolversTypes['SavedRollup']>, ParentType, ContextType, RequireFields<QuerySavedRollupArgs, 'id'>>;
  savedRollups?: Resolver<Array<ResolversTypes['SavedRollup']>, ParentType, ContextType, RequireFields<QuerySavedRollupsArgs, 'allClients'>>;
  savedView?: Resolver<Maybe<ResolversTypes['SavedView']>, ParentType, ContextType, RequireFields<QuerySavedViewArgs, 'id'>>;
  savedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType, RequireFields<QuerySavedViewsArgs, 'allClients'>>;
  storeVisit?: Resolver<Maybe<ResolversTypes['StoreVisit']>, ParentType, ContextType, RequireFields<QueryStoreVisitArgs, 'id'>>;
  storeVisitSuggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryStoreVisitSuggestionsArgs, 'path' | 'search'>>;
  storeVisits?: Resolver<ResolversTypes['StoreVisitPage'], ParentType, ContextType, RequireFields<QueryStoreVisitsArgs, 'filterFor' | 'filters' | 'page' | 'pageSize'>>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType, RequireFields<QueryTagsArgs, 'first' | 'search'>>;
  widgets?: Resolver<Array<ResolversTypes['Widget']>, ParentType, ContextType, RequireFields<QueryWidgetsArgs, 'ids'>>;
}>;

export type QuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = ResolversObject<{
  canonicalKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commonId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  documentIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  isCallOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isQuickReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxQuestions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  pairedQuestionUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentOptionUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentQuestionUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  photoType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sectionUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  videoType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QuestionTypeResolvers = { CHECKBOX_INPUT: 'checkbox-input', COMMON_INPUT: 'common-input', DROPDOWN_INPUT: 'dropdown-input', MULTI_LINE_INPUT: 'multi-line-input', NUMERIC_CONDITIONAL_INPUT: 'numeric-conditional-input', NUMERIC_INT_INPUT: 'numeric-int-input', PHOTO_INPUT: 'photo-input', QUESTION_GROUP: 'question-group', RADIO_BUTTON_INPUT: 'radio-button-input', SIGNATURE_INPUT: 'signature-input', SINGLE_LINE_INPUT: 'single-line-input', TOGGLE_INPUT: 'toggle-input', VIDEO_INPUT: 'video-input' };

export type RecordStatusChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordStatusChange'] = ResolversParentTypes['RecordStatusChange']> = ResolversObject<{
  bulk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['RecordStatus']>, ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegionalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Regional'] = ResolversParentTypes['Regional']> = ResolversObject<{
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RejectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Rejection'] = ResolversParentTypes['Rejection']> = ResolversObject<{
  eventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RejectionRecordedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RejectionRecorded'] = ResolversParentTypes['RejectionRecorded']> = ResolversObject<{
  eventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReviewHeartbeatPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewHeartbeatPayload'] = ResolversParentTypes['ReviewHeartbeatPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  reviewers?: Resolver<Array<ResolversTypes['ReviewerPresence']>, ParentType, ContextType>;
}>;

export type ReviewPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewPayload'] = ResolversParentTypes['ReviewPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  storeVisit?: Resolver<Maybe<ResolversTypes['StoreVisit']>, ParentType, ContextType>;
}>;

export type ReviewPermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewPermission'] = ResolversParentTypes['ReviewPermission']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReviewStateChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewStateChange'] = ResolversParentTypes['ReviewStateChange']> = ResolversObject<{
  bulk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fromState?: Resolver<Maybe<ResolversTypes['ReviewState']>, ParentType, ContextType>;
  reset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  toState?: Resolver<ResolversTypes['ReviewState'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReviewViewerCanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewViewerCan'] = ResolversParentTypes['ReviewViewerCan']> = ResolversObject<{
  approve?: Resolver<ResolversTypes['ReviewPermission'], ParentType, ContextType>;
  changeVisibility?: Resolver<ResolversTypes['ReviewPermission'], ParentType, ContextType>;
  editAnswers?: Resolver<ResolversTypes['ReviewPermission'], ParentType, ContextType>;
  editResponses?: Resolver<ResolversTypes['ReviewPermission'], ParentType, ContextType>;
  giveFeedback?: Resolver<ResolversTypes['ReviewPermission'], ParentType, ContextType>;
  markMedia?: Resolver<ResolversTypes['ReviewPermission'], ParentType, ContextType>;
  markRevision?: Resolver<ResolversTypes['ReviewPermission'], ParentType, ContextType>;
  ownReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reject?: Resolver<ResolversTypes['ReviewPermission'], ParentType, ContextType>;
}>;

export type ReviewerPresenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewerPresence'] = ResolversParentTypes['ReviewerPresence']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RevisionRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevisionRequest'] = ResolversParentTypes['RevisionRequest']> = ResolversObject<{
  feedback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RevisionRequestsChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevisionRequestsChange'] = ResolversParentTypes['RevisionRequestsChange']> = ResolversObject<{
  clearedQuestionUuids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  marked?: Resolver<Array<ResolversTypes['RevisionRequest']>, ParentType, ContextType>;
  reworded?: Resolver<Array<ResolversTypes['RevisionRequest']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RollupCellResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RollupCell'] = ResolversParentTypes['RollupCell']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['Answer']>, ParentType, ContextType>;
  canonicalKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RollupColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RollupColumn'] = ResolversParentTypes['RollupColumn']> = ResolversObject<{
  canonicalKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
}>;

export type RollupMetaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RollupMeta'] = ResolversParentTypes['RollupMeta']> = ResolversObject<{
  blockPhotos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  embedPhotosInExcelReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includeMotivesInExcelReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  widgetType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RollupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RollupPage'] = ResolversParentTypes['RollupPage']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['RollupColumn']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rollup?: Resolver<ResolversTypes['SavedRollup'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RollupRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RollupRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RollupRow'] = ResolversParentTypes['RollupRow']> = ResolversObject<{
  cells?: Resolver<Array<ResolversTypes['RollupCell']>, ParentType, ContextType>;
  greyed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewState?: Resolver<ResolversTypes['ReviewState'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  visit?: Resolver<ResolversTypes['StoreVisit'], ParentType, ContextType>;
}>;

export type SaveAnswerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveAnswerPayload'] = ResolversParentTypes['SaveAnswerPayload']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['Answer']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SaveFormPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveFormPayload'] = ResolversParentTypes['SaveFormPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  form?: Resolver<Maybe<ResolversTypes['Form']>, ParentType, ContextType>;
}>;

export type SavedRollupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedRollup'] = ResolversParentTypes['SavedRollup']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['FilterParameter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['RollupMeta'], ParentType, ContextType>;
  questionCanonicalKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['RollupColumn']>, ParentType, ContextType>;
  restrictTokenUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  tenancyClientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SavedRollupPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedRollupPayload'] = ResolversParentTypes['SavedRollupPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  savedRollup?: Resolver<Maybe<ResolversTypes['SavedRollup']>, ParentType, ContextType>;
}>;

export type SavedViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['FilterParameter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restrictTokenUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  tenancyClientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SavedViewPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedViewPayload'] = ResolversParentTypes['SavedViewPayload']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  savedView?: Resolver<Maybe<ResolversTypes['SavedView']>, ParentType, ContextType>;
}>;

export type SectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = ResolversObject<{
  forceQuestionOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['FormPhase'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SetCommonQuestionStatusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetCommonQuestionStatusPayload'] = ResolversParentTypes['SetCommonQuestionStatusPayload']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commonQuestions?: Resolver<Array<ResolversTypes['CommonQuestion']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SetFormStatusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetFormStatusPayload'] = ResolversParentTypes['SetFormStatusPayload']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  forms?: Resolver<Array<ResolversTypes['Form']>, ParentType, ContextType>;
}>;

export type SetSavedRollupStatusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetSavedRollupStatusPayload'] = ResolversParentTypes['SetSavedRollupStatusPayload']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  savedRollups?: Resolver<Array<ResolversTypes['SavedRollup']>, ParentType, ContextType>;
}>;

export type SetSavedViewStatusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetSavedViewStatusPayload'] = ResolversParentTypes['SetSavedViewStatusPayload']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  savedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType>;
}>;

export type StoreVisitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreVisit'] = ResolversParentTypes['StoreVisit']> = ResolversObject<{
  activity?: Resolver<Maybe<Array<ResolversTypes['ActivityEntry']>>, ParentType, ContextType, RequireFields<StoreVisitActivityArgs, 'limit'>>;
  actualCheckinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  actualCheckoutTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['Answer']>, ParentType, ContextType, Partial<StoreVisitAnswersArgs>>;
  approvedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  doorLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedCheckinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expectedDurationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<Array<ResolversTypes['Feedback']>>, ParentType, ContextType>;
  form?: Resolver<Maybe<ResolversTypes['Form']>, ParentType, ContextType>;
  formId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  formState?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastRejectedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastSubmissionDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mcid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaMarks?: Resolver<Array<ResolversTypes['MediaMarks']>, ParentType, ContextType>;
  metaJson?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  multiDayEventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  multiDayEvents?: Resolver<Array<ResolversTypes['MultiDayEvent']>, ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  projectSegmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectedCounter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejections?: Resolver<Maybe<Array<ResolversTypes['Rejection']>>, ParentType, ContextType>;
  retailer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewState?: Resolver<ResolversTypes['ReviewState'], ParentType, ContextType>;
  reviewers?: Resolver<Maybe<Array<ResolversTypes['ReviewerPresence']>>, ParentType, ContextType>;
  revisionRequests?: Resolver<Array<ResolversTypes['RevisionRequest']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  svrType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  talentApprovedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  talentEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  talentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  talentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  talentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['ReviewViewerCan'], ParentType, ContextType>;
  waitColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StoreVisitPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreVisitPage'] = ResolversParentTypes['StoreVisitPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StoreVisit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UpdateCommonQuestionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateCommonQuestionPayload'] = ResolversParentTypes['UpdateCommonQuestionPayload']> = ResolversObject<{
  commonQuestion?: Resolver<Maybe<ResolversTypes['CommonQuestion']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  clientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VisibilityChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisibilityChange'] = ResolversParentTypes['VisibilityChange']> = ResolversObject<{
  visibleToClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WidgetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Widget'] = ResolversParentTypes['Widget']> = ResolversObject<{
  data?: Resolver<Maybe<ResolversTypes['WidgetData']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filters?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  formQuestionCanonicalKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metaJson?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  restrictTokenUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  tenancyClientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  widgetType?: Resolver<Maybe<ResolversTypes['WidgetType']>, ParentType, ContextType>;
}>;

export type WidgetAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetAnswer'] = ResolversParentTypes['WidgetAnswer']> = ResolversObject<{
  checkinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  doorLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retailer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeVisitId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WidgetDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetData'] = ResolversParentTypes['WidgetData']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AnswerListWidgetData' | 'ChartWidgetData' | 'FeedbackWidgetData' | 'MediaWidgetData' | 'NumberWidgetData' | 'PercentageWidgetData' | 'WidgetProblem', ParentType, ContextType>;
}>;

export type WidgetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetPayload'] = ResolversParentTypes['WidgetPayload']> = ResolversObject<{
  dashboard?: Resolver<Maybe<ResolversTypes['Dashboard']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  widget?: Resolver<Maybe<ResolversTypes['Widget']>, ParentType, ContextType>;
}>;

export type WidgetProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetProblem'] = ResolversParentTypes['WidgetProblem']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WidgetQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetQuestion'] = ResolversParentTypes['WidgetQuestion']> = ResolversObject<{
  canonicalKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['QuestionType']>, ParentType, ContextType>;
}>;

export type WidgetSlideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WidgetSlide'] = ResolversParentTypes['WidgetSlide']> = ResolversObject<{
  before?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  document?: Resolver<ResolversTypes['Document'], ParentType, ContextType>;
  doorLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedCheckinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  flagged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questionTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retailer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  storeVisitId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WidgetTypeResolvers = { BAR_CHART: 'barChart', FEEDBACK: 'feedback', LINE_CHART: 'lineChart', PERCENTAGE: 'percentage', PHOTO: 'photo', PIE_CHART: 'pieChart', QUESTION_RESPONSE: 'questionResponse', SUM: 'sum', VIDEO: 'video' };

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActivityChange?: ActivityChangeResolvers<ContextType>;
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ActivityKind?: ActivityKindResolvers;
  Answer?: AnswerResolvers<ContextType>;
  AnswerChange?: AnswerChangeResolvers<ContextType>;
  AnswerListWidgetData?: AnswerListWidgetDataResolvers<ContextType>;
  BlockedReport?: BlockedReportResolvers<ContextType>;
  BulkStoreVisitsPayload?: BulkStoreVisitsPayloadResolvers<ContextType>;
  ChartPoint?: ChartPointResolvers<ContextType>;
  ChartWidgetData?: ChartWidgetDataResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  CommonQuestion?: CommonQuestionResolvers<ContextType>;
  CommonQuestionOption?: CommonQuestionOptionResolvers<ContextType>;
  CreateCommonQuestionPayload?: CreateCommonQuestionPayloadResolvers<ContextType>;
  CreateTagPayload?: CreateTagPayloadResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DashboardPayload?: DashboardPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteNotificationPayload?: DeleteNotificationPayloadResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  ExportStoreVisitsPayload?: ExportStoreVisitsPayloadResolvers<ContextType>;
  Feedback?: FeedbackResolvers<ContextType>;
  FeedbackEntry?: FeedbackEntryResolvers<ContextType>;
  FeedbackMessage?: FeedbackMessageResolvers<ContextType>;
  FeedbackText?: FeedbackTextResolvers<ContextType>;
  FeedbackThreadChange?: FeedbackThreadChangeResolvers<ContextType>;
  FeedbackWidgetData?: FeedbackWidgetDataResolvers<ContextType>;
  FilterParameter?: FilterParameterResolvers<ContextType>;
  Form?: FormResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Job?: JobResolvers<ContextType>;
  JobFile?: JobFileResolvers<ContextType>;
  JobPayload?: JobPayloadResolvers<ContextType>;
  JobProgress?: JobProgressResolvers<ContextType>;
  MealBreak?: MealBreakResolvers<ContextType>;
  MealPeriodDay?: MealPeriodDayResolvers<ContextType>;
  MealPeriodPage?: MealPeriodPageResolvers<ContextType>;
  MediaMarkChange?: MediaMarkChangeResolvers<ContextType>;
  MediaMarks?: MediaMarksResolvers<ContextType>;
  MediaRotation?: MediaRotationResolvers<ContextType>;
  MediaWidgetData?: MediaWidgetDataResolvers<ContextType>;
  MultiDayEvent?: MultiDayEventResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationDelivery?: NotificationDeliveryResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationPayload?: NotificationPayloadResolvers<ContextType>;
  NotificationRecipient?: NotificationRecipientResolvers<ContextType>;
  NumberWidgetData?: NumberWidgetDataResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  PercentageWidgetData?: PercentageWidgetDataResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  QuestionType?: QuestionTypeResolvers;
  RecordStatusChange?: RecordStatusChangeResolvers<ContextType>;
  Regional?: RegionalResolvers<ContextType>;
  Rejection?: RejectionResolvers<ContextType>;
  RejectionRecorded?: RejectionRecordedResolvers<ContextType>;
  ReviewHeartbeatPayload?: ReviewHeartbeatPayloadResolvers<ContextType>;
  ReviewPayload?: ReviewPayloadResolvers<ContextType>;
  ReviewPermission?: ReviewPermissionResolvers<ContextType>;
  ReviewStateChange?: ReviewStateChangeResolvers<ContextType>;
  ReviewViewerCan?: ReviewViewerCanResolvers<ContextType>;
  ReviewerPresence?: ReviewerPresenceResolvers<ContextType>;
  RevisionRequest?: RevisionRequestResolvers<ContextType>;
  RevisionRequestsChange?: RevisionRequestsChangeResolvers<ContextType>;
  RollupCell?: RollupCellResolvers<ContextType>;
  RollupColumn?: RollupColumnResolvers<ContextType>;
  RollupMeta?: RollupMetaResolvers<ContextType>;
  RollupPage?: RollupPageResolvers<ContextType>;
  RollupRow?: RollupRowResolvers<ContextType>;
  SaveAnswerPayload?: SaveAnswerPayloadResolvers<ContextType>;
  SaveFormPayload?: SaveFormPayloadResolvers<ContextType>;
  SavedRollup?: SavedRollupResolvers<ContextType>;
  SavedRollupPayload?: SavedRollupPayloadResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  SavedViewPayload?: SavedViewPayloadResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  SetCommonQuestionStatusPayload?: SetCommonQuestionStatusPayloadResolvers<ContextType>;
  SetFormStatusPayload?: SetFormStatusPayloadResolvers<ContextType>;
  SetSavedRollupStatusPayload?: SetSavedRollupStatusPayloadResolvers<ContextType>;
  SetSavedViewStatusPayload?: SetSavedViewStatusPayloadResolvers<ContextType>;
  StoreVisit?: StoreVisitResolvers<ContextType>;
  StoreVisitPage?: StoreVisitPageResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  UpdateCommonQuestionPayload?: UpdateCommonQuestionPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VisibilityChange?: VisibilityChangeResolvers<ContextType>;
  Widget?: WidgetResolvers<ContextType>;
  WidgetAnswer?: WidgetAnswerResolvers<ContextType>;
  WidgetData?: WidgetDataResolvers<ContextType>;
  WidgetPayload?: WidgetPayloadResolvers<ContextType>;
  WidgetProblem?: WidgetProblemResolvers<ContextType>;
  WidgetQuestion?: WidgetQuestionResolvers<ContextType>;
  WidgetSlide?: WidgetSlideResolvers<ContextType>;
  WidgetType?: WidgetTypeResolvers;
}>;

