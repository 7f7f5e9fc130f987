/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/**
 * What a row of the activity trail records (the api's activity.kind, named beside each value). Each kind
 * carries one member of ActivityChange, named beside it too.
 */
export type ActivityKind =
  /** answer.create: a question got its first answer (AnswerChange). */
  | 'ANSWER_CREATE'
  /** answer.update: an answer was changed or cleared (AnswerChange). */
  | 'ANSWER_UPDATE'
  /** feedback.save: a feedback thread was started, or its status changed (FeedbackThreadChange). */
  | 'FEEDBACK_SAVE'
  /** feedback.text: a feedback message was written (FeedbackMessage). */
  | 'FEEDBACK_TEXT'
  /** media.mark: a photo or video was starred, flagged or blocked, the mark removed or its motive changed (MediaMarkChange). */
  | 'MEDIA_MARK'
  /** media.rotate: a photo or video was rotated (MediaRotation). */
  | 'MEDIA_ROTATE'
  /** rejection.create: a rejection of the report was recorded (RejectionRecorded). */
  | 'REJECTION_CREATE'
  /** review.state: the review state moved (ReviewStateChange). */
  | 'REVIEW_STATE'
  /** visit.formState: the review notes changed, e.g. questions marked or cleared NEEDS REVISION (RevisionRequestsChange). */
  | 'VISIT_FORM_STATE'
  /** visit.privacy: visibility to the client changed (VisibilityChange). */
  | 'VISIT_PRIVACY'
  /** visit.status: the record status changed (RecordStatusChange). */
  | 'VISIT_STATUS';

/** An answer of a common question to save. uuid, value and conditionalFork are kept when given and filled in when not (value = label). */
export type CommonQuestionOptionInput = {
  conditionalFork?: unknown;
  label: string;
  uuid?: string | number | null | undefined;
  value?: string | null | undefined;
};

/** A new common question. Radio Button, Dropdown and Checkbox need at least one answer. */
export type CreateCommonQuestionInput = {
  documentIds?: Array<number> | null | undefined;
  meta?: unknown;
  options?: Array<CommonQuestionOptionInput> | null | undefined;
  /** ACTIVE (default) or ARCHIVED. */
  status?: RecordStatus | null | undefined;
  /** Tag titles; trimmed, repeats (any case) dropped, no commas. */
  tags?: Array<string> | null | undefined;
  title: string;
  /** Every question type but QUESTION_GROUP and COMMON_INPUT. */
  type: QuestionType;
};

/** Create Dashboard (spec 002 §2): a name, and 'ONLY VISIBLE TO ME'. */
export type DashboardInput = {
  /** Only visible to me: the api stores the caller's id as restrictTokenUserId. */
  onlyVisibleToMe?: boolean | null | undefined;
  /** Staff only; default the current client. Client users' dashboards are always their client's. */
  tenancyClientId?: number | null | undefined;
  /** Required, not blank. */
  title: string;
};

/** An Excel export (spec 002 §2 Export Columns, §7): the rows by id, or every row of a filter (the spec's 'all rows' when exactly 500 are selected), with one column per question. Photos are embedded in their cells (resized, rotated) with a link to the full size; above 4,000 photos they are links instead. */
export type ExcelExportInput = {
  /** Additional Excel Columns (staff only), e.g. motives. */
  additionalColumns?: Array<string> | null | undefined;
  /** Common column keys (Export Columns dialog). */
  columns?: Array<string> | null | undefined;
  /** Common column keys left unselected. */
  commonUnselectheaders?: Array<string> | null | undefined;
  embedPhotos?: boolean | null | undefined;
  /** Every row of this filter instead of ids. */
  filters?: Array<FilterParameterInput> | null | undefined;
  /** The selected visit ids. */
  ids?: Array<number> | null | undefined;
  /** The questions' canonical keys (a roll-up's question keys). */
  questionKeys?: Array<string> | null | undefined;
  /** A saved roll-up whose questions are exported (instead of questionKeys). */
  rollupId?: number | null | undefined;
  title?: string | null | undefined;
};

/** A question to export as a column: its canonical key, and the column header (the question title by default). */
export type ExportQuestionInput = {
  canonicalKey: string;
  title?: string | null | undefined;
};

/** One filter parameter of the filter panel (spec 002 §3). */
export type FilterParameterInput = {
  /** Chosen values; for Date, [start, end]. */
  data: unknown;
  exclude?: boolean | null | undefined;
  label: string;
  path: string;
  /** A Date range relative to today (today, yesterday, last7days, last30days, last45days, last3months, last6months, last12months): its days are worked out again whenever the filter runs, so a saved 'last 7 days' moves with time. */
  relative?: string | null | undefined;
  type?: string | null | undefined;
};

/** What the builder saves (spec 000 §4, §7 POST /api/v2/form): the form's fields and its whole content document. Author and editor come from the session. */
export type FormInput = {
  /** 0 (never), 12, 24 or 36. */
  autoApprovalHourTrigger: number;
  /** The form's canonical key; null creates a new form (as Save as new does). */
  canonicalKey?: string | number | null | undefined;
  /** The whole content document (structure, documents, callOut, hideFromClient, ...), saved as it is. */
  content: unknown;
  heroImageUrl?: string | null | undefined;
  /** The revision the builder loaded; a save based on an older one is refused as stale. */
  revision?: number | null | undefined;
  /** The client the form belongs to; a new form takes the selected client. */
  tenancyClientId?: number | null | undefined;
  title: string;
};

/** Where a section sits in the visit: before (answered first, in order), during (any order) or after (answered last, in order). */
export type FormPhase =
  | 'DURING'
  | 'POST'
  | 'PRE';

/** Where a background job is (api/src/jobs): queued, running, done (its file can be downloaded), failed (message says why) or cancelled. */
export type JobState =
  | 'CANCELLED'
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

/** Whether a marked or rotated item is a photo (photos and signatures) or a video. */
export type MediaKind =
  | 'PHOTO'
  | 'VIDEO';

/** A review mark on a photo or video. */
export type MediaMarkKind =
  /** Blocked: client users never get the item. */
  | 'BLOCK'
  /** A flag, with a motive. */
  | 'FLAG'
  /** A star, with a motive. */
  | 'STAR';

/** A way a notification reaches its recipient. */
export type NotificationChannel =
  /** E-mail over SMTP, when the api has SMTP configured and the talent has an e-mail address. */
  | 'EMAIL'
  /** The talent inbox the talent's mobile app reads (always). */
  | 'INBOX';

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
  action: number;
  /** Required, not blank. */
  message: string;
  /** Required for SCHEDULED, not earlier than now; ignored for IMMEDIATE. */
  scheduledAt?: string | null | undefined;
  /** The selected visits, so each recipient records the visit it came from. */
  storeVisitIds?: Array<number> | null | undefined;
  /** The unique talent ids of the selected rows (at least one); repeats are dropped. Each must have a visit of the current client visible to the caller. */
  talentIds: Array<number>;
  /** Required, not blank. */
  title: string;
  /** IMMEDIATE or SCHEDULED. */
  type: NotificationType;
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
  direction?: SortDirection | null | undefined;
  /** The column's path. */
  path: string;
};

/** When a notification goes out (spec 001 §3, §9): 0 IMMEDIATE (sent when someone presses SEND), 1 SCHEDULED (sent by the job queue at its scheduled date and time). */
export type NotificationType =
  /** 0: sent when staff press SEND. */
  | 'IMMEDIATE'
  /** 1: sent at config.scheduled.date by the job queue (unless cancelled first). */
  | 'SCHEDULED';

/** A zip of the photos of a roll-up or a selection: the photos answering the questions (or the uuids given) on those visits; blocked media is never included. Split into parts above the server's part size. */
export type PhotoZipInput = {
  filters?: Array<FilterParameterInput> | null | undefined;
  ids?: Array<number> | null | undefined;
  questionKeys?: Array<string> | null | undefined;
  rollupId?: number | null | undefined;
  title?: string | null | undefined;
  /** Photos by document uuid (instead of ids and questions): at most 10,000, the longest list the gateway takes (POST /api/v2/document/zipJob takes 100,000). */
  uuids?: Array<string> | null | undefined;
};

/**
 * The type of a question (spec 000 §3). The REST contract and the form content document spell it in lower
 * kebab case, named beside each (RADIO_BUTTON_INPUT is radio-button-input); the builder's label follows.
 */
export type QuestionType =
  /** checkbox-input: Checkbox, any answers of the options. */
  | 'CHECKBOX_INPUT'
  /** common-input: Common Question, a question of the common-question library placed in the form. */
  | 'COMMON_INPUT'
  /** dropdown-input: Dropdown, one answer of the options. */
  | 'DROPDOWN_INPUT'
  /** multi-line-input: Multi Line text. */
  | 'MULTI_LINE_INPUT'
  /** numeric-conditional-input: Numeric Conditional, a number that opens as many follow-ups (at most MAX RESPONSES). */
  | 'NUMERIC_CONDITIONAL_INPUT'
  /** numeric-int-input: Numeric, a whole number. */
  | 'NUMERIC_INT_INPUT'
  /** photo-input: Photo, answered with an uploaded photo. */
  | 'PHOTO_INPUT'
  /** question-group: Question Group, holding questions; never answered itself. */
  | 'QUESTION_GROUP'
  /** radio-button-input: Radio Button, one answer of the options. */
  | 'RADIO_BUTTON_INPUT'
  /** signature-input: Signature, answered with a drawn signature (a photo). */
  | 'SIGNATURE_INPUT'
  /** single-line-input: Single Line text. */
  | 'SINGLE_LINE_INPUT'
  /** toggle-input: Yes/No. */
  | 'TOGGLE_INPUT'
  /** video-input: Video, answered with an uploaded video. */
  | 'VIDEO_INPUT';

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

/** The review states a reviewer may move a report to. */
export type ReviewTarget =
  | 'APPROVED'
  /** EDIT RESPONSES: the page enters review mode. */
  | 'IN_REVIEW'
  | 'REJECTED';

/** The export settings a roll-up keeps (metaJson); fields left out keep their value (false when new). */
export type RollupMetaInput = {
  /** Excel exports embed the photos in their cells. */
  embedPhotosInExcelReport?: boolean | null | undefined;
  /** Ignored for client users (no motives for them). */
  includeMotivesInExcelReport?: boolean | null | undefined;
  /** The widget type when saved from a widget. */
  widgetType?: string | null | undefined;
};

/** The sort of a roll-up page: by a question column (questionCanonicalKey, its answer text) or by a common column (path: a filter path of docs/API.md, e.g. expectedCheckinTime, metaJson.retailer, id). Ties fall back to the newest report first. */
export type RollupSortInput = {
  /** Default DESC. */
  direction?: SortDirection | null | undefined;
  /** Sort by this common column's filter path. */
  path?: string | null | undefined;
  /** Sort by the answer to this question of the roll-up. */
  questionCanonicalKey?: string | null | undefined;
};

/** What Save As Roll-up sends (spec 002 §4, §5): a title, at least one question (de-duplicated), and a filter that passes validateFilter for roll-ups. */
export type SavedRollupInput = {
  /** Shown under the title. */
  description?: string | null | undefined;
  /** The visit filter; at most 185 days, and a Review State for staff. */
  filters: Array<FilterParameterInput>;
  /** Export settings; default false. */
  meta?: RollupMetaInput | null | undefined;
  /** The questions to roll up, by canonical key, in column order; repeats are dropped. A client user may name only questions a client sees. */
  questionCanonicalKeys: Array<string>;
  /** Only visible to me: the caller's own id, or null. */
  restrictTokenUserId?: number | null | undefined;
  /** Staff only; default the current client. */
  tenancyClientId?: number | null | undefined;
  /** Required, not blank. */
  title: string;
};

/** What Save As View sends (spec 002 §4): a title is required; the filters must pass validateFilter. */
export type SavedViewInput = {
  description?: string | null | undefined;
  filters: Array<FilterParameterInput>;
  restrictTokenUserId?: number | null | undefined;
  /** Staff only; default the current client. */
  tenancyClientId?: number | null | undefined;
  title: string;
};

/** Review wait colours (spec 002 §9, REST sortandcolors). Client users never get colours. */
export type SortAndColorsInput = {
  /** Each row carries its waitColor. Default true. */
  colors?: boolean | null | undefined;
  /** Sort by wait colour first (Employee, Contractor, blank; red, orange, yellow, none; longest wait first), then by sort. Default false. */
  sort?: boolean | null | undefined;
};

/** Direction of a sort. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** The bulk actions on reports (spec 001 §2.2, §4): APPROVE for staff; ARCHIVE, ACTIVATE, DELETE and RESET for administrators (role 1). */
export type StoreVisitBulkAction =
  | 'ACTIVATE'
  | 'APPROVE'
  | 'ARCHIVE'
  | 'DELETE'
  | 'RESET';

/** The sort of a visit list: a filter path of docs/API.md (e.g. expectedCheckinTime, metaJson.retailer, id) or waitColor. Ties fall back to the newest report first. */
export type StoreVisitSortInput = {
  /** Default DESC (ASC for waitColor, the spec's colour order). */
  direction?: SortDirection | null | undefined;
  path: string;
};

/** Changes to a common question: only the fields given change. Use setCommonQuestionStatus to archive, activate or delete. */
export type UpdateCommonQuestionInput = {
  documentIds?: Array<number> | null | undefined;
  meta?: unknown;
  /** The whole list of answers; answers left out are removed. */
  options?: Array<CommonQuestionOptionInput> | null | undefined;
  /** The whole list of tag titles. */
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  /** Every question type but QUESTION_GROUP and COMMON_INPUT. */
  type?: QuestionType | null | undefined;
};

/** Edit Dashboard: fields left out stay as they are. */
export type UpdateDashboardInput = {
  metaJson?: unknown;
  onlyVisibleToMe?: boolean | null | undefined;
  title?: string | null | undefined;
  /** The new widget order; must hold the same widgets as the dashboard. */
  widgetIds?: Array<number> | null | undefined;
};

/** Fields of a widget to change; fields left out stay as they are. The type does not change. */
export type UpdateWidgetInput = {
  description?: string | null | undefined;
  filters?: Array<FilterParameterInput> | null | undefined;
  meta?: WidgetMetaInput | null | undefined;
  onlyVisibleToMe?: boolean | null | undefined;
  questionCanonicalKeys?: Array<string> | null | undefined;
  title?: string | null | undefined;
};

/**
 * What the widget creator saves (spec 002 §2, §5): a title, a type, its questions (exactly one for the charts, sum and
 * questionResponse; one or more for feedback, photo and video; none for percentage) and a filter that passes
 * validateFilter for widgets (366 days, and a Review State for staff).
 */
export type WidgetInput = {
  description?: string | null | undefined;
  filters: Array<FilterParameterInput>;
  meta?: WidgetMetaInput | null | undefined;
  onlyVisibleToMe?: boolean | null | undefined;
  questionCanonicalKeys: Array<string>;
  /** Staff only; default the current client. */
  tenancyClientId?: number | null | undefined;
  title: string;
  widgetType: WidgetType;
};

/** The photo and video widgets' FILTER PHOTO / VIDEO QUESTIONS, the bar chart's 'data grouped by', and the settings a widget keeps in metaJson. */
export type WidgetMetaInput = {
  /** barChart: a fixed column's filter path to group by, e.g. metaJson.retailer. */
  dataGroupBy?: string | null | undefined;
  embedPhotosInExcelReport?: boolean | null | undefined;
  /** Only flagged media (photo, video); exclusive with starred. */
  flagged?: boolean | null | undefined;
  /** The widget's browser namespace (its filters are kept under it). */
  namespace?: string | null | undefined;
  /** Only starred media (photo, video); exclusive with flagged. */
  starred?: boolean | null | undefined;
};

/** The nine kinds of dashboard widget (spec 002 §2, §3); the api stores them as metaJson.widgetType, named beside each. */
export type WidgetType =
  /** barChart: a bar chart of the answers. */
  | 'BAR_CHART'
  /** feedback: the latest feedback messages (staff only). */
  | 'FEEDBACK'
  /** lineChart: a line chart over time. */
  | 'LINE_CHART'
  /** percentage: a share of the reports, e.g. the approval rate. */
  | 'PERCENTAGE'
  /** photo: the photos answered. */
  | 'PHOTO'
  /** pieChart: a pie chart of the answers. */
  | 'PIE_CHART'
  /** questionResponse: the answers of one question. */
  | 'QUESTION_RESPONSE'
  /** sum: the sum of numeric answers. */
  | 'SUM'
  /** video: the videos answered. */
  | 'VIDEO';

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { me: { id: number, email: string, name: string, roleId: number, roleName: string, isClient: boolean, clientId: number | null }, clients: Array<{ id: number, name: string, projects: Array<{ id: number, clientId: number, name: string }> }> };

export type BuilderFormFieldsFragment = { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown };

export type BuilderSaveResultFragment = { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null, error: { message: string, field: string | null } | null };

export type BuilderFormQueryVariables = Exact<{
  canonicalKey: string | number;
}>;


export type BuilderFormQuery = { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null };

export type BuilderSaveFormMutationVariables = Exact<{
  input: FormInput;
  status?: RecordStatus | null | undefined;
}>;


export type BuilderSaveFormMutation = { saveForm: { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null, error: { message: string, field: string | null } | null } };

export type BuilderSaveFormDraftMutationVariables = Exact<{
  input: FormInput;
  draftId?: number | null | undefined;
}>;


export type BuilderSaveFormDraftMutation = { saveFormDraft: { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null, error: { message: string, field: string | null } | null } };

export type BuilderPublishFormDraftMutationVariables = Exact<{
  draftId: number;
  input: FormInput;
}>;


export type BuilderPublishFormDraftMutation = { publishFormDraft: { form: { id: number, canonicalKey: string, title: string, status: RecordStatus, revision: number, timestamp: string, tenancyClientId: number | null, autoApprovalHourTrigger: number, heroImageUrl: string | null, content: unknown } | null, error: { message: string, field: string | null } | null } };

export type BuilderTagSearchQueryVariables = Exact<{
  search: string;
}>;


export type BuilderTagSearchQuery = { tags: Array<{ id: number, title: string }> };

export type BuilderCreateTagMutationVariables = Exact<{
  title: string;
}>;


export type BuilderCreateTagMutation = { createTag: { tag: { id: number, title: string } | null, error: { message: string } | null } };

export type BuilderCommonQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderCommonQuestionsQuery = { commonQuestions: Array<{ id: number, canonicalKey: string, title: string, type: QuestionType, typeLabel: string, tags: Array<string>, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> }> };

export type CommonQuestionRowFragment = { id: number, title: string, type: QuestionType, typeLabel: string, tags: Array<string>, status: RecordStatus, timestamp: string, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> };

export type CommonQuestionDialogQuestionFragment = { id: number, title: string, type: QuestionType, typeLabel: string, tags: Array<string>, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> };

export type CommonQuestionsQueryVariables = Exact<{
  statuses?: Array<RecordStatus> | RecordStatus | null | undefined;
}>;


export type CommonQuestionsQuery = { commonQuestions: Array<{ id: number, title: string, type: QuestionType, typeLabel: string, tags: Array<string>, status: RecordStatus, timestamp: string, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> }> };

export type TagSuggestionsQueryVariables = Exact<{
  search: string;
  first?: number | null | undefined;
}>;


export type TagSuggestionsQuery = { tags: Array<{ id: number, title: string }> };

export type CreateCommonQuestionMutationVariables = Exact<{
  input: CreateCommonQuestionInput;
}>;


export type CreateCommonQuestionMutation = { createCommonQuestion: { commonQuestion: { id: number, title: string, type: QuestionType, typeLabel: string, tags: Array<string>, status: RecordStatus, timestamp: string, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> } | null, error: { message: string } | null } };

export type UpdateCommonQuestionMutationVariables = Exact<{
  id: number;
  input: UpdateCommonQuestionInput;
}>;


export type UpdateCommonQuestionMutation = { updateCommonQuestion: { commonQuestion: { id: number, title: string, type: QuestionType, typeLabel: string, tags: Array<string>, status: RecordStatus, timestamp: string, meta: unknown, options: Array<{ uuid: string, label: string, value: string, conditionalFork: unknown }> } | null, error: { message: string } | null } };

export type SetCommonQuestionStatusMutationVariables = Exact<{
  ids: Array<number> | number;
  status: RecordStatus;
}>;


export type SetCommonQuestionStatusMutation = { setCommonQuestionStatus: { changed: number, error: { message: string } | null, commonQuestions: Array<{ id: number, status: RecordStatus, timestamp: string }> } };

export type CreateTagMutationVariables = Exact<{
  title: string;
}>;


export type CreateTagMutation = { createTag: { tag: { id: number, title: string } | null, error: { message: string } | null } };

export type CreatorWidgetFieldsFragment = { id: number, title: string, description: string | null, widgetType: WidgetType | null, formQuestionCanonicalKeys: Array<string>, filters: unknown, metaJson: unknown, restrictTokenUserId: number | null };

export type CreateWidgetMutationVariables = Exact<{
  input: WidgetInput;
  dashboardId?: number | null | undefined;
}>;


export type CreateWidgetMutation = { createWidget: { widget: { id: number, title: string, description: string | null, widgetType: WidgetType | null, formQuestionCanonicalKeys: Array<string>, filters: unknown, metaJson: unknown, restrictTokenUserId: number | null } | null, dashboard: { id: number, widgetIds: Array<number> } | null, error: { message: string } | null } };

export type UpdateWidgetMutationVariables = Exact<{
  id: number;
  input: UpdateWidgetInput;
}>;


export type UpdateWidgetMutation = { updateWidget: { widget: { id: number, title: string, description: string | null, widgetType: WidgetType | null, formQuestionCanonicalKeys: Array<string>, filters: unknown, metaJson: unknown, restrictTokenUserId: number | null } | null, error: { message: string } | null } };

export type DashboardListFieldsFragment = { id: number, title: string, restrictTokenUserId: number | null, tenancyClientId: number | null };

export type DashboardsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardsQuery = { dashboards: Array<{ id: number, title: string, restrictTokenUserId: number | null, tenancyClientId: number | null }> };

export type WidgetSlideDocumentFragment = { uuid: string, title: string | null, type: string, slideUrl: string };

export type SlideDocumentsQueryVariables = Exact<{
  uuids: Array<string | number> | string | number;
}>;


export type SlideDocumentsQuery = { documents: Array<{ uuid: string, detailUrl: string, fullUrl: string }> };

export type DashboardWidgetFieldsFragment = { id: number, title: string, description: string | null, widgetType: WidgetType | null, formQuestionCanonicalKeys: Array<string>, filters: unknown, metaJson: unknown, tenancyClientId: number | null, restrictTokenUserId: number | null, data:
    | { __typename: 'AnswerListWidgetData', total: number, answers: Array<{ storeVisitId: number, value: string | null, checkinTime: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null }> }
    | { __typename: 'ChartWidgetData', groupBy: string | null, total: number, points: Array<{ label: string, group: string | null, count: number }> }
    | { __typename: 'FeedbackWidgetData', total: number, entries: Array<{ storeVisitId: number, checkinTime: string | null, projectName: string | null, retailer: string | null, location: string | null, doorNumber: string | null, message: string }> }
    | { __typename: 'MediaWidgetData', total: number, slides: Array<{ storeVisitId: number, questionTitle: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null, expectedCheckinTime: string | null, checkinTime: string | null, starred: boolean, flagged: boolean, blocked: boolean, document: { uuid: string, title: string | null, type: string, slideUrl: string }, before: { uuid: string, title: string | null, type: string, slideUrl: string } | null }> }
    | { __typename: 'NumberWidgetData', value: number, count: number }
    | { __typename: 'PercentageWidgetData', approved: number, total: number }
    | { __typename: 'WidgetProblem', message: string }
   | null };

export type DashboardFieldsFragment = { widgetIds: Array<number>, metaJson: unknown, id: number, title: string, restrictTokenUserId: number | null, tenancyClientId: number | null, widgets: Array<{ id: number, title: string, description: string | null, widgetType: WidgetType | null, formQuestionCanonicalKeys: Array<string>, filters: unknown, metaJson: unknown, tenancyClientId: number | null, restrictTokenUserId: number | null, data:
      | { __typename: 'AnswerListWidgetData', total: number, answers: Array<{ storeVisitId: number, value: string | null, checkinTime: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null }> }
      | { __typename: 'ChartWidgetData', groupBy: string | null, total: number, points: Array<{ label: string, group: string | null, count: number }> }
      | { __typename: 'FeedbackWidgetData', total: number, entries: Array<{ storeVisitId: number, checkinTime: string | null, projectName: string | null, retailer: string | null, location: string | null, doorNumber: string | null, message: string }> }
      | { __typename: 'MediaWidgetData', total: number, slides: Array<{ storeVisitId: number, questionTitle: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null, expectedCheckinTime: string | null, checkinTime: string | null, starred: boolean, flagged: boolean, blocked: boolean, document: { uuid: string, title: string | null, type: string, slideUrl: string }, before: { uuid: string, title: string | null, type: string, slideUrl: string } | null }> }
      | { __typename: 'NumberWidgetData', value: number, count: number }
      | { __typename: 'PercentageWidgetData', approved: number, total: number }
      | { __typename: 'WidgetProblem', message: string }
     | null }> };

export type DashboardQueryVariables = Exact<{
  id: number;
}>;


export type DashboardQuery = { dashboard: { widgetIds: Array<number>, metaJson: unknown, id: number, title: string, restrictTokenUserId: number | null, tenancyClientId: number | null, widgets: Array<{ id: number, title: string, description: string | null, widgetType: WidgetType | null, formQuestionCanonicalKeys: Array<string>, filters: unknown, metaJson: unknown, tenancyClientId: number | null, restrictTokenUserId: number | null, data:
        | { __typename: 'AnswerListWidgetData', total: number, answers: Array<{ storeVisitId: number, value: string | null, checkinTime: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null }> }
        | { __typename: 'ChartWidgetData', groupBy: string | null, total: number, points: Array<{ label: string, group: string | null, count: number }> }
        | { __typename: 'FeedbackWidgetData', total: number, entries: Array<{ storeVisitId: number, checkinTime: string | null, projectName: string | null, retailer: string | null, location: string | null, doorNumber: string | null, message: string }> }
        | { __typename: 'MediaWidgetData', total: number, slides: Array<{ storeVisitId: number, questionTitle: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null, expectedCheckinTime: string | null, checkinTime: string | null, starred: boolean, flagged: boolean, blocked: boolean, document: { uuid: string, title: string | null, type: string, slideUrl: string }, before: { uuid: string, title: string | null, type: string, slideUrl: string } | null }> }
        | { __typename: 'NumberWidgetData', value: number, count: number }
        | { __typename: 'PercentageWidgetData', approved: number, total: number }
        | { __typename: 'WidgetProblem', message: string }
       | null }> } | null };

export type CreateDashboardMutationVariables = Exact<{
  input: DashboardInput;
}>;


export type CreateDashboardMutation = { createDashboard: { dashboard: { id: number, title: string, restrictTokenUserId: number | null, tenancyClientId: number | null } | null, error: { message: string } | null } };

export type UpdateDashboardMutationVariables = Exact<{
  id: number;
  input: UpdateDashboardInput;
}>;


export type UpdateDashboardMutation = { updateDashboard: { dashboard: { id: number, title: string, restrictTokenUserId: number | null, tenancyClientId: number | null } | null, error: { message: string } | null } };

export type DeleteDashboardMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDashboardMutation = { deleteDashboard: { error: { message: string } | null } };

export type MoveWidgetMutationVariables = Exact<{
  dashboardId: number;
  widgetId: number;
  position: number;
}>;


export type MoveWidgetMutation = { moveWidget: { dashboard: { id: number, widgetIds: Array<number> } | null, error: { message: string } | null } };

export type WidgetMediaMarkMutationVariables = Exact<{
  storeVisitId: number;
  documentUuid: string | number;
  mark: MediaMarkKind;
  motive?: string | null | undefined;
}>;


export type WidgetMediaMarkMutation = { toggleMediaMark: { error: { message: string } | null } };

export type WidgetRotateMediaMutationVariables = Exact<{
  storeVisitId: number;
  documentUuid: string | number;
}>;


export type WidgetRotateMediaMutation = { rotateMedia: { error: { message: string } | null } };

export type DashboardWidgetsQueryVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DashboardWidgetsQuery = { widgets: Array<{ id: number, title: string, description: string | null, widgetType: WidgetType | null, formQuestionCanonicalKeys: Array<string>, filters: unknown, metaJson: unknown, tenancyClientId: number | null, restrictTokenUserId: number | null, data:
      | { __typename: 'AnswerListWidgetData', total: number, answers: Array<{ storeVisitId: number, value: string | null, checkinTime: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null }> }
      | { __typename: 'ChartWidgetData', groupBy: string | null, total: number, points: Array<{ label: string, group: string | null, count: number }> }
      | { __typename: 'FeedbackWidgetData', total: number, entries: Array<{ storeVisitId: number, checkinTime: string | null, projectName: string | null, retailer: string | null, location: string | null, doorNumber: string | null, message: string }> }
      | { __typename: 'MediaWidgetData', total: number, slides: Array<{ storeVisitId: number, questionTitle: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null, expectedCheckinTime: string | null, checkinTime: string | null, starred: boolean, flagged: boolean, blocked: boolean, document: { uuid: string, title: string | null, type: string, slideUrl: string }, before: { uuid: string, title: string | null, type: string, slideUrl: string } | null }> }
      | { __typename: 'NumberWidgetData', value: number, count: number }
      | { __typename: 'PercentageWidgetData', approved: number, total: number }
      | { __typename: 'WidgetProblem', message: string }
     | null }> };

export type DeleteDashboardWidgetMutationVariables = Exact<{
  id: number;
  dashboardId: number;
}>;


export type DeleteDashboardWidgetMutation = { deleteWidget: { dashboard: { id: number, widgetIds: Array<number> } | null, error: { message: string } | null } };

export type FilterSuggestionsQueryVariables = Exact<{
  path: string;
  search: string;
}>;


export type FilterSuggestionsQuery = { storeVisitSuggestions: Array<string> };

export type FormListRowFragment = { id: number, canonicalKey: string, title: string, status: RecordStatus, timestamp: string, authorEmail: string | null, editorEmail: string | null, tenancyClientId: number | null };

export type FormListQueryVariables = Exact<{
  statuses?: Array<RecordStatus> | RecordStatus | null | undefined;
}>;


export type FormListQuery = { forms: Array<{ id: number, canonicalKey: string, title: string, status: RecordStatus, timestamp: string, authorEmail: string | null, editorEmail: string | null, tenancyClientId: number | null }> };

export type SetFormStatusMutationVariables = Exact<{
  canonicalKeys: Array<string | number> | string | number;
  status: RecordStatus;
}>;


export type SetFormStatusMutation = { setFormStatus: { changed: number, error: { message: string } | null, forms: Array<{ id: number, canonicalKey: string, title: string, status: RecordStatus, timestamp: string, authorEmail: string | null, editorEmail: string | null, tenancyClientId: number | null }> } };

export type NotificationRowFragment = { id: number, title: string, message: string, action: number, type: NotificationType, scheduledAt: string | null, created: string, createUser: string | null, sent: NotificationSentState, sentAt: string | null, sentUser: string | null, recipientCount: number };

export type NotificationRecipientRowFragment = { talentId: number, mcid: string | null, name: string | null, storeVisitId: number | null, dateSeen: string | null, deliveries: Array<{ channel: NotificationChannel, state: NotificationDeliveryState, attempts: number, lastError: string | null, deliveredAt: string | null }> };

export type NotificationsListQueryVariables = Exact<{
  filters?: Array<FilterParameterInput> | FilterParameterInput | null | undefined;
  page: number;
  pageSize: number;
  sort?: NotificationSortInput | null | undefined;
}>;


export type NotificationsListQuery = { notifications: { total: number, page: number, pageSize: number, items: Array<{ id: number, title: string, message: string, action: number, type: NotificationType, scheduledAt: string | null, created: string, createUser: string | null, sent: NotificationSentState, sentAt: string | null, sentUser: string | null, recipientCount: number }> } };

export type NotificationDetailQueryVariables = Exact<{
  id: number;
}>;


export type NotificationDetailQuery = { notification: { id: number, title: string, message: string, action: number, type: NotificationType, scheduledAt: string | null, created: string, createUser: string | null, sent: NotificationSentState, sentAt: string | null, sentUser: string | null, recipientCount: number, recipients: Array<{ talentId: number, mcid: string | null, name: string | null, storeVisitId: number | null, dateSeen: string | null, deliveries: Array<{ channel: NotificationChannel, state: NotificationDeliveryState, attempts: number, lastError: string | null, deliveredAt: string | null }> }> } | null };

export type NotificationSuggestionsQueryVariables = Exact<{
  path: string;
  search: string;
}>;


export type NotificationSuggestionsQuery = { notificationSuggestions: Array<string> };

export type NotificationCandidatesQueryVariables = Exact<{
  filters: Array<FilterParameterInput> | FilterParameterInput;
  page: number;
  pageSize: number;
  sort?: StoreVisitSortInput | null | undefined;
  fields?: Array<string> | string | null | undefined;
}>;


export type NotificationCandidatesQuery = { storeVisits: { total: number, page: number, pageSize: number, items: Array<{ talentId: number | null, id: number, eventId: string | null, formId: number | null, svrType: number, status: RecordStatus, privacy: number, reviewState: ReviewState, expectedCheckinTime: string | null, expectedDurationMinutes: number | null, actualCheckinTime: string | null, actualCheckoutTime: string | null, lastSubmissionDate: string | null, approvedBy: string | null, rejectedCounter: number, clientName: string, projectName: string, mcid: string | null, talentName: string | null, talentEmail: string | null, talentType: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null, city: string | null, state: string | null, waitColor: string | null, multiDayEventId: string | null }> } };

export type CreateNotificationMutationVariables = Exact<{
  input: NotificationInput;
}>;


export type CreateNotificationMutation = { createNotification: { notification: { id: number, title: string, message: string, action: number, type: NotificationType, scheduledAt: string | null, created: string, createUser: string | null, sent: NotificationSentState, sentAt: string | null, sentUser: string | null, recipientCount: number } | null, error: { message: string, field: string | null } | null } };

export type SendNotificationMutationVariables = Exact<{
  id: number;
}>;


export type SendNotificationMutation = { sendNotification: { notification: { id: number, title: string, message: string, action: number, type: NotificationType, scheduledAt: string | null, created: string, createUser: string | null, sent: NotificationSentState, sentAt: string | null, sentUser: string | null, recipientCount: number } | null, error: { message: string } | null } };

export type CancelNotificationMutationVariables = Exact<{
  id: number;
}>;


export type CancelNotificationMutation = { cancelNotification: { notification: { id: number, title: string, message: string, action: number, type: NotificationType, scheduledAt: string | null, created: string, createUser: string | null, sent: NotificationSentState, sentAt: string | null, sentUser: string | null, recipientCount: number } | null, error: { message: string } | null } };

export type CheckInRowFragment = { id: number, multiDayEventId: string | null, expectedCheckinTime: string | null, expectedDurationMinutes: number | null, actualCheckinTime: string | null, actualCheckoutTime: string | null, mcid: string | null, talentName: string | null, talentType: string | null, retailer: string | null, doorLocation: string | null, doorNumber: string | null, projectName: string };

export type CheckInVisitsQueryVariables = Exact<{
  filters: Array<FilterParameterInput> | FilterParameterInput;
  page: number;
  pageSize: number;
  sort?: StoreVisitSortInput | null | undefined;
  fields?: Array<string> | string | null | undefined;
}>;


export type CheckInVisitsQuery = { storeVisits: { total: number, items: Array<{ id: number, multiDayEventId: string | null, expectedCheckinTime: string | null, expectedDurationMinutes: number | null, actualCheckinTime: string | null, actualCheckoutTime: string | null, mcid: string | null, talentName: string | null, talentType: string | null, retailer: string | null, doorLocation: string | null, doorNumber: string | null, projectName: string }> } };

export type CheckInSummaryQueryVariables = Exact<{
  inOnTime: Array<FilterParameterInput> | FilterParameterInput;
  inEarly: Array<FilterParameterInput> | FilterParameterInput;
  inLate: Array<FilterParameterInput> | FilterParameterInput;
  inMissing: Array<FilterParameterInput> | FilterParameterInput;
  outOnTime: Array<FilterParameterInput> | FilterParameterInput;
  outEarly: Array<FilterParameterInput> | FilterParameterInput;
  outLate: Array<FilterParameterInput> | FilterParameterInput;
  outMissing: Array<FilterParameterInput> | FilterParameterInput;
}>;


export type CheckInSummaryQuery = { inOnTime: { total: number }, inEarly: { total: number }, inLate: { total: number }, inMissing: { total: number }, outOnTime: { total: number }, outEarly: { total: number }, outLate: { total: number }, outMissing: { total: number } };

export type MealPeriodsQueryVariables = Exact<{
  filters: Array<FilterParameterInput> | FilterParameterInput;
  page: number;
  pageSize: number;
}>;


export type MealPeriodsQuery = { mealPeriods: { total: number, items: Array<{ id: string, mcid: string | null, talentName: string | null, talentType: string | null, day: string, visits: number, storeVisitIds: Array<number>, hours: number | null, workedHours: number | null, firstCheckin: string | null, lastCheckout: string | null, mealBreakMinutes: number, waivedCount: number, mealBreaks: Array<{ id: number, storeVisitId: number, startTime: string | null, endTime: string | null, minutes: number | null, waived: number }> }> } };

export type ResponseRowFragment = { id: number, eventId: string | null, formId: number | null, svrType: number, status: RecordStatus, privacy: number, reviewState: ReviewState, expectedCheckinTime: string | null, expectedDurationMinutes: number | null, actualCheckinTime: string | null, actualCheckoutTime: string | null, lastSubmissionDate: string | null, approvedBy: string | null, rejectedCounter: number, clientName: string, projectName: string, talentId: number | null, mcid: string | null, talentName: string | null, talentEmail: string | null, talentType: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null, city: string | null, state: string | null, waitColor: string | null, multiDayEventId: string | null };

export type ResponsesListQueryVariables = Exact<{
  filters: Array<FilterParameterInput> | FilterParameterInput;
  page: number;
  pageSize: number;
  sort?: StoreVisitSortInput | null | undefined;
  sortandcolors?: SortAndColorsInput | null | undefined;
  fields?: Array<string> | string | null | undefined;
  isDashboard?: boolean | null | undefined;
}>;


export type ResponsesListQuery = { storeVisits: { total: number, page: number, pageSize: number, items: Array<{ id: number, eventId: string | null, formId: number | null, svrType: number, status: RecordStatus, privacy: number, reviewState: ReviewState, expectedCheckinTime: string | null, expectedDurationMinutes: number | null, actualCheckinTime: string | null, actualCheckoutTime: string | null, lastSubmissionDate: string | null, approvedBy: string | null, rejectedCounter: number, clientName: string, projectName: string, talentId: number | null, mcid: string | null, talentName: string | null, talentEmail: string | null, talentType: string | null, retailer: string | null, doorNumber: string | null, doorLocation: string | null, city: string | null, state: string | null, waitColor: string | null, multiDayEventId: string | null }> } };

export type BulkStoreVisitsMutationVariables = Exact<{
  action: StoreVisitBulkAction;
  ids: Array<number> | number;
}>;


export type BulkStoreVisitsMutation = { bulkStoreVisits: { changedCount: number, skippedCount: number, error: { message: string } | null, blockedReports: Array<{ id: number, date: string | null, projectName: string | null }> } };

export type ExportStoreVisitsMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
  filters?: Array<FilterParameterInput> | FilterParameterInput | null | undefined;
  columns?: Array<string> | string | null | undefined;
  questions?: Array<ExportQuestionInput> | ExportQuestionInput | null | undefined;
  title?: string | null | undefined;
}>;


export type ExportStoreVisitsMutation = { exportStoreVisits: { url: string | null, fileName: string | null, rows: number, error: { message: string } | null } };

export type ExportQuestionsQueryVariables = Exact<{
  formIds: Array<number> | number;
}>;


export type ExportQuestionsQuery = { formsByIds: Array<{ id: number, title: string, questions: Array<{ uuid: string, canonicalKey: string | null, title: string, type: QuestionType, isHidden: boolean }> }> };

export type ReviewExportQuestionsQueryVariables = Exact<{
  id: number;
}>;


export type ReviewExportQuestionsQuery = { storeVisit: { id: number, form: { id: number, questions: Array<{ uuid: string, canonicalKey: string | null, title: string, type: QuestionType, isHidden: boolean }> } | null } | null };

export type ReviewAnswerFieldsFragment = { id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null };

export type ReviewVisitChangingFragment = { id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
      | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
      | { __typename: 'FeedbackMessage', text: string | null }
      | { __typename: 'FeedbackThreadChange', created: boolean }
      | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
      | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
      | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
      | { __typename: 'RejectionRecorded', rejectedBy: string | null }
      | { __typename: 'ReviewStateChange', toState: ReviewState }
      | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
      | { __typename: 'VisibilityChange', visibleToClient: boolean }
     }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> };

export type ReviewActivityEntryFragment = { id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
    | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
    | { __typename: 'FeedbackMessage', text: string | null }
    | { __typename: 'FeedbackThreadChange', created: boolean }
    | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
    | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
    | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
    | { __typename: 'RejectionRecorded', rejectedBy: string | null }
    | { __typename: 'ReviewStateChange', toState: ReviewState }
    | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
    | { __typename: 'VisibilityChange', visibleToClient: boolean }
   };

export type ReviewPageQueryVariables = Exact<{
  id: number;
}>;


export type ReviewPageQuery = { storeVisit: { eventId: string | null, svrType: number, expectedCheckinTime: string | null, expectedDurationMinutes: number | null, actualCheckinTime: string | null, actualCheckoutTime: string | null, lastSubmissionDate: string | null, clientName: string, projectName: string, mcid: string | null, talentName: string | null, talentEmail: string | null, talentType: string | null, retailer: string | null, doorLocation: string | null, doorNumber: string | null, city: string | null, state: string | null, id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, multiDayEvents: Array<{ eventId: string | null, expectedCheckinTime: string | null, expectedDurationMinutes: number | null, actualCheckinTime: string | null, actualCheckoutTime: string | null }>, form: { id: number, title: string, heroImageUrl: string | null, sections: Array<{ uuid: string, title: string, phase: FormPhase, position: number }>, questions: Array<{ uuid: string, canonicalKey: string | null, type: QuestionType, typeLabel: string, title: string, sectionUuid: string, parentQuestionUuid: string | null, parentOptionUuid: string | null, depth: number, isHidden: boolean, isQuickReview: boolean, maxQuestions: number | null, options: Array<{ uuid: string, label: string, value: string }> }> } | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
        | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
        | { __typename: 'FeedbackMessage', text: string | null }
        | { __typename: 'FeedbackThreadChange', created: boolean }
        | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
        | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
        | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
        | { __typename: 'RejectionRecorded', rejectedBy: string | null }
        | { __typename: 'ReviewStateChange', toState: ReviewState }
        | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
        | { __typename: 'VisibilityChange', visibleToClient: boolean }
       }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> } | null };

export type ReviewActivityQueryVariables = Exact<{
  id: number;
}>;


export type ReviewActivityQuery = { storeVisit: { id: number, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
        | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
        | { __typename: 'FeedbackMessage', text: string | null }
        | { __typename: 'FeedbackThreadChange', created: boolean }
        | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
        | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
        | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
        | { __typename: 'RejectionRecorded', rejectedBy: string | null }
        | { __typename: 'ReviewStateChange', toState: ReviewState }
        | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
        | { __typename: 'VisibilityChange', visibleToClient: boolean }
       }> | null } | null };

export type SetReviewStateMutationVariables = Exact<{
  storeVisitId: number;
  target: ReviewTarget;
  feedback?: string | null | undefined;
  rejectAll?: boolean | null | undefined;
  clearRevisionRequests?: boolean | null | undefined;
}>;


export type SetReviewStateMutation = { setReviewState: { storeVisit: { id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
          | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
          | { __typename: 'FeedbackMessage', text: string | null }
          | { __typename: 'FeedbackThreadChange', created: boolean }
          | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
          | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
          | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
          | { __typename: 'RejectionRecorded', rejectedBy: string | null }
          | { __typename: 'ReviewStateChange', toState: ReviewState }
          | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
          | { __typename: 'VisibilityChange', visibleToClient: boolean }
         }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> } | null, error: { message: string } | null } };

export type SetRevisionRequestMutationVariables = Exact<{
  storeVisitId: number;
  questionUuid: string | number;
  feedback?: string | null | undefined;
}>;


export type SetRevisionRequestMutation = { setRevisionRequest: { storeVisit: { id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
          | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
          | { __typename: 'FeedbackMessage', text: string | null }
          | { __typename: 'FeedbackThreadChange', created: boolean }
          | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
          | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
          | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
          | { __typename: 'RejectionRecorded', rejectedBy: string | null }
          | { __typename: 'ReviewStateChange', toState: ReviewState }
          | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
          | { __typename: 'VisibilityChange', visibleToClient: boolean }
         }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> } | null, error: { message: string } | null } };

export type ClearRevisionRequestsMutationVariables = Exact<{
  storeVisitId: number;
}>;


export type ClearRevisionRequestsMutation = { clearRevisionRequests: { storeVisit: { id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
          | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
          | { __typename: 'FeedbackMessage', text: string | null }
          | { __typename: 'FeedbackThreadChange', created: boolean }
          | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
          | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
          | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
          | { __typename: 'RejectionRecorded', rejectedBy: string | null }
          | { __typename: 'ReviewStateChange', toState: ReviewState }
          | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
          | { __typename: 'VisibilityChange', visibleToClient: boolean }
         }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> } | null, error: { message: string } | null } };

export type SaveAnswerMutationVariables = Exact<{
  storeVisitId: number;
  questionUuid: string | number;
  value?: string | null | undefined;
}>;


export type SaveAnswerMutation = { saveAnswer: { answer: { id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null } | null, error: { message: string } | null } };

export type ToggleMediaMarkMutationVariables = Exact<{
  storeVisitId: number;
  documentUuid: string | number;
  mark: MediaMarkKind;
  motive?: string | null | undefined;
}>;


export type ToggleMediaMarkMutation = { toggleMediaMark: { storeVisit: { id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
          | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
          | { __typename: 'FeedbackMessage', text: string | null }
          | { __typename: 'FeedbackThreadChange', created: boolean }
          | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
          | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
          | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
          | { __typename: 'RejectionRecorded', rejectedBy: string | null }
          | { __typename: 'ReviewStateChange', toState: ReviewState }
          | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
          | { __typename: 'VisibilityChange', visibleToClient: boolean }
         }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> } | null, error: { message: string } | null } };

export type RotateMediaMutationVariables = Exact<{
  storeVisitId: number;
  documentUuid: string | number;
}>;


export type RotateMediaMutation = { rotateMedia: { storeVisit: { id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
          | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
          | { __typename: 'FeedbackMessage', text: string | null }
          | { __typename: 'FeedbackThreadChange', created: boolean }
          | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
          | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
          | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
          | { __typename: 'RejectionRecorded', rejectedBy: string | null }
          | { __typename: 'ReviewStateChange', toState: ReviewState }
          | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
          | { __typename: 'VisibilityChange', visibleToClient: boolean }
         }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> } | null, error: { message: string } | null } };

export type SetVisibleToClientMutationVariables = Exact<{
  storeVisitId: number;
  visible: boolean;
}>;


export type SetVisibleToClientMutation = { setVisibleToClient: { storeVisit: { id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
          | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
          | { __typename: 'FeedbackMessage', text: string | null }
          | { __typename: 'FeedbackThreadChange', created: boolean }
          | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
          | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
          | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
          | { __typename: 'RejectionRecorded', rejectedBy: string | null }
          | { __typename: 'ReviewStateChange', toState: ReviewState }
          | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
          | { __typename: 'VisibilityChange', visibleToClient: boolean }
         }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> } | null, error: { message: string } | null } };

export type AddFeedbackMutationVariables = Exact<{
  storeVisitId: number;
  text: string;
}>;


export type AddFeedbackMutation = { addFeedback: { storeVisit: { id: number, status: RecordStatus, privacy: number, reviewState: ReviewState, lastRejectedDate: string | null, rejectedCounter: number, talentApprovedDate: string | null, approvedBy: string | null, viewerCan: { ownReport: boolean, editResponses: { allowed: boolean, reason: string | null }, approve: { allowed: boolean, reason: string | null }, reject: { allowed: boolean, reason: string | null }, editAnswers: { allowed: boolean, reason: string | null }, markRevision: { allowed: boolean, reason: string | null }, markMedia: { allowed: boolean, reason: string | null }, giveFeedback: { allowed: boolean, reason: string | null }, changeVisibility: { allowed: boolean, reason: string | null } }, revisionRequests: Array<{ questionUuid: string, feedback: string }>, mediaMarks: Array<{ documentUuid: string, starred: boolean, flagged: boolean, blocked: boolean, motive: string | null, rotation: number }>, feedback: Array<{ id: number, canonicalKey: string, status: number, createdDate: string | null, texts: Array<{ id: number, text: string, createdBy: string | null, createdByEmail: string | null, createdDate: string }> }> | null, rejections: Array<{ id: number, rejectedBy: string | null, rejectedDate: string }> | null, activity: Array<{ id: number, kind: ActivityKind, actorEmail: string | null, actorName: string | null, at: string, answerId: number | null, documentUuid: string | null, change:
          | { __typename: 'AnswerChange', questionUuid: string, valueBefore: string | null, valueAfter: string | null }
          | { __typename: 'FeedbackMessage', text: string | null }
          | { __typename: 'FeedbackThreadChange', created: boolean }
          | { __typename: 'MediaMarkChange', mark: MediaMarkKind, media: MediaKind, on: boolean, wasOn: boolean, motive: string | null }
          | { __typename: 'MediaRotation', media: MediaKind, degrees: number }
          | { __typename: 'RecordStatusChange', fromStatus: RecordStatus | null, toStatus: RecordStatus }
          | { __typename: 'RejectionRecorded', rejectedBy: string | null }
          | { __typename: 'ReviewStateChange', toState: ReviewState }
          | { __typename: 'RevisionRequestsChange', clearedQuestionUuids: Array<string>, marked: Array<{ questionUuid: string, feedback: string }>, reworded: Array<{ questionUuid: string, feedback: string }> }
          | { __typename: 'VisibilityChange', visibleToClient: boolean }
         }> | null, answers: Array<{ id: number, questionUuid: string, value: string | null, blocked: boolean, document: { uuid: string, title: string | null, url: string, xsurl: string | null, type: string, thumbUrl: string, slideshowUrl: string, fullUrl: string } | null }> } | null, error: { message: string } | null } };

export type ReviewPresenceFieldsFragment = { userId: number, name: string, since: string };

export type ReviewHeartbeatMutationVariables = Exact<{
  storeVisitId: number;
}>;


export type ReviewHeartbeatMutation = { reviewHeartbeat: { reviewers: Array<{ userId: number, name: string, since: string }>, error: { message: string } | null } };

export type LeaveReviewMutationVariables = Exact<{
  storeVisitId: number;
}>;


export type LeaveReviewMutation = { leaveReview: { error: { message: string } | null } };

export type NextPendingReportQueryVariables = Exact<{
  after: number;
}>;


export type NextPendingReportQuery = { nextPendingReport: number | null };

export type RollupJobFieldsFragment = { id: number, kind: string, state: JobState, message: string | null, fileName: string | null, url: string | null, progress: { done: number, total: number | null }, files: Array<{ name: string, url: string, bytes: number | null }> };

export type RollupJobQueryVariables = Exact<{
  id: number;
}>;


export type RollupJobQuery = { job: { id: number, kind: string, state: JobState, message: string | null, fileName: string | null, url: string | null, progress: { done: number, total: number | null }, files: Array<{ name: string, url: string, bytes: number | null }> } | null };

export type StartRollupExcelExportMutationVariables = Exact<{
  input: ExcelExportInput;
}>;


export type StartRollupExcelExportMutation = { startExcelExport: { job: { id: number, kind: string, state: JobState, message: string | null, fileName: string | null, url: string | null, progress: { done: number, total: number | null }, files: Array<{ name: string, url: string, bytes: number | null }> } | null, error: { message: string } | null } };

export type StartRollupPhotoZipMutationVariables = Exact<{
  input: PhotoZipInput;
}>;


export type StartRollupPhotoZipMutation = { startPhotoZip: { job: { id: number, kind: string, state: JobState, message: string | null, fileName: string | null, url: string | null, progress: { done: number, total: number | null }, files: Array<{ name: string, url: string, bytes: number | null }> } | null, error: { message: string } | null } };

export type CancelRollupJobMutationVariables = Exact<{
  id: number;
}>;


export type CancelRollupJobMutation = { cancelJob: { job: { id: number, kind: string, state: JobState, message: string | null, fileName: string | null, url: string | null, progress: { done: number, total: number | null }, files: Array<{ name: string, url: string, bytes: number | null }> } | null, error: { message: string } | null } };

export type RollupListFieldsFragment = { id: number, title: string, description: string | null, status: RecordStatus, created: string, tenancyClientId: number | null };

export type SavedRollupsQueryVariables = Exact<{
  allClients?: boolean | null | undefined;
  statuses?: Array<RecordStatus> | RecordStatus | null | undefined;
}>;


export type SavedRollupsQuery = { savedRollups: Array<{ id: number, title: string, description: string | null, status: RecordStatus, created: string, tenancyClientId: number | null }> };

export type SetSavedRollupStatusMutationVariables = Exact<{
  ids: Array<number> | number;
  status: RecordStatus;
}>;


export type SetSavedRollupStatusMutation = { setSavedRollupStatus: { changed: number, error: { message: string } | null } };

export type RollupVisitFieldsFragment = { id: number, formId: number | null, expectedCheckinTime: string | null, clientName: string, projectName: string, retailer: string | null, doorNumber: string | null, doorLocation: string | null, city: string | null, state: string | null, talentName: string | null };

export type RollupPageQueryVariables = Exact<{
  id: number;
  page: number;
  pageSize: number;
  sort?: RollupSortInput | null | undefined;
  omitIds?: Array<number> | number | null | undefined;
}>;


export type RollupPageQuery = { rollupPage: { total: number, page: number, pageSize: number, rollup: { questionCanonicalKeys: Array<string>, id: number, title: string, description: string | null, status: RecordStatus, created: string, tenancyClientId: number | null, filters: Array<{ label: string, path: string, type: string | null, data: unknown, exclude: boolean }>, meta: { embedPhotosInExcelReport: boolean, includeMotivesInExcelReport: boolean, widgetType: string | null } }, columns: Array<{ canonicalKey: string, title: string, type: QuestionType }>, rows: Array<{ reviewState: ReviewState, greyed: boolean, visit: { id: number, formId: number | null, expectedCheckinTime: string | null, clientName: string, projectName: string, retailer: string | null, doorNumber: string | null, doorLocation: string | null, city: string | null, state: string | null, talentName: string | null }, cells: Array<{ canonicalKey: string, answers: Array<{ id: number, value: string | null, blocked: boolean, document: { uuid: string, url: string, xsurl: string | null, title: string | null } | null }> }> }> } | null };

export type CreateSavedRollupMutationVariables = Exact<{
  input: SavedRollupInput;
}>;


export type CreateSavedRollupMutation = { createSavedRollup: { savedRollup: { id: number, title: string, description: string | null, status: RecordStatus, created: string, tenancyClientId: number | null } | null, error: { message: string } | null } };

export type RollupPickerVisitsQueryVariables = Exact<{
  filters: Array<FilterParameterInput> | FilterParameterInput;
}>;


export type RollupPickerVisitsQuery = { storeVisits: { total: number, items: Array<{ id: number, formId: number | null }> } };

export type RollupPickerFormsQueryVariables = Exact<{
  formIds: Array<number> | number;
}>;


export type RollupPickerFormsQuery = { formsByIds: Array<{ id: number, title: string, questions: Array<{ uuid: string, canonicalKey: string | null, title: string, type: QuestionType, isHidden: boolean, commonId: number | null }> }> };

export type RollupWidgetQueryVariables = Exact<{
  id: number;
}>;


export type RollupWidgetQuery = { widgets: Array<{ id: number, title: string, description: string | null, widgetType: WidgetType | null, formQuestionCanonicalKeys: Array<string>, filters: unknown }> };

export type UpdateRollupEmbedPhotosMutationVariables = Exact<{
  id: number;
  embed: boolean;
}>;


export type UpdateRollupEmbedPhotosMutation = { updateSavedRollup: { savedRollup: { id: number, meta: { embedPhotosInExcelReport: boolean, includeMotivesInExcelReport: boolean, widgetType: string | null } } | null, error: { message: string } | null } };

export type RollupFilterCountQueryVariables = Exact<{
  filters: Array<FilterParameterInput> | FilterParameterInput;
}>;


export type RollupFilterCountQuery = { storeVisits: { total: number } };

export type SavedViewFieldsFragment = { id: number, title: string, description: string | null, status: RecordStatus, created: string, restrictTokenUserId: number | null, filters: Array<{ label: string, path: string, type: string | null, data: unknown, exclude: boolean, relative: string | null }> };

export type SavedViewsQueryVariables = Exact<{
  allClients?: boolean | null | undefined;
  statuses?: Array<RecordStatus> | RecordStatus | null | undefined;
}>;


export type SavedViewsQuery = { savedViews: Array<{ id: number, title: string, description: string | null, status: RecordStatus, created: string, restrictTokenUserId: number | null, filters: Array<{ label: string, path: string, type: string | null, data: unknown, exclude: boolean, relative: string | null }> }> };

export type SavedViewQueryVariables = Exact<{
  id: number;
}>;


export type SavedViewQuery = { savedView: { id: number, title: string, description: string | null, status: RecordStatus, created: string, restrictTokenUserId: number | null, filters: Array<{ label: string, path: string, type: string | null, data: unknown, exclude: boolean, relative: string | null }> } | null };

export type CreateSavedViewMutationVariables = Exact<{
  input: SavedViewInput;
}>;


export type CreateSavedViewMutation = { createSavedView: { savedView: { id: number, title: string, description: string | null, status: RecordStatus, created: string, restrictTokenUserId: number | null, filters: Array<{ label: string, path: string, type: string | null, data: unknown, exclude: boolean, relative: string | null }> } | null, error: { message: string } | null } };

export type SetSavedViewStatusMutationVariables = Exact<{
  ids: Array<number> | number;
  status: RecordStatus;
}>;


export type SetSavedViewStatusMutation = { setSavedViewStatus: { changed: number, error: { message: string } | null } };

export const BuilderFormFieldsFragmentDoc = gql`
    fragment BuilderFormFields on Form {
  id
  canonicalKey
  title
  status
  revision
  timestamp
  tenancyClientId
  autoApprovalHourTrigger
  heroImageUrl
  content
}
    `;
export const BuilderSaveResultFragmentDoc = gql`
    fragment BuilderSaveResult on SaveFormPayload {
  form {
    ...BuilderFormFields
  }
  error {
    message
    field
  }
}
    `;
export const CommonQuestionDialogQuestionFragmentDoc = gql`
    fragment CommonQuestionDialogQuestion on CommonQuestion {
  id
  title
  type
  typeLabel
  tags
  meta
  options {
    uuid
    label
    value
    conditionalFork
  }
}
    `;
export const CommonQuestionRowFragmentDoc = gql`
    fragment CommonQuestionRow on CommonQuestion {
  id
  title
  type
  typeLabel
  tags
  status
  timestamp
  ...CommonQuestionDialogQuestion
}
    `;
export const CreatorWidgetFieldsFragmentDoc = gql`
    fragment CreatorWidgetFields on Widget {
  id
  title
  description
  widgetType
  formQuestionCanonicalKeys
  filters
  metaJson
  restrictTokenUserId
}
    `;
export const DashboardListFieldsFragmentDoc = gql`
    fragment DashboardListFields on Dashboard {
  id
  title
  restrictTokenUserId
  tenancyClientId
}
    `;
export const WidgetSlideDocumentFragmentDoc = gql`
    fragment WidgetSlideDocument on Document {
  uuid
  title
  type
  slideUrl: url(width: 800)
}
    `;
export const DashboardWidgetFieldsFragmentDoc = gql`
    fragment DashboardWidgetFields on Widget {
  id
  title
  description
  widgetType
  formQuestionCanonicalKeys
  filters
  metaJson
  tenancyClientId
  restrictTokenUserId
  data {
    __typename
    ... on FeedbackWidgetData {
      total
      entries {
        storeVisitId
        checkinTime
        projectName
        retailer
        location
        doorNumber
        message
      }
    }
    ... on AnswerListWidgetData {
      total
      answers {
        storeVisitId
        value
        checkinTime
        retailer
        doorNumber
        doorLocation
      }
    }
    ... on ChartWidgetData {
      groupBy
      total
      points {
        label
        group
        count
      }
    }
    ... on NumberWidgetData {
      value
      count
    }
    ... on PercentageWidgetData {
      approved
      total
    }
    ... on MediaWidgetData {
      total
      slides {
        storeVisitId
        questionTitle
        retailer
        doorNumber
        doorLocation
        expectedCheckinTime
        checkinTime
        starred
        flagged
        blocked
        document {
          ...WidgetSlideDocument
        }
        before {
          ...WidgetSlideDocument
        }
      }
    }
    ... on WidgetProblem {
      message
    }
  }
}
    `;
export const DashboardFieldsFragmentDoc = gql`
    fragment DashboardFields on Dashboard {
  ...DashboardListFields
  widgetIds
  metaJson
  widgets {
    ...DashboardWidgetFields
  }
}
    `;
export const FormListRowFragmentDoc = gql`
    fragment FormListRow on Form {
  id
  canonicalKey
  title
  status
  timestamp
  authorEmail
  editorEmail
  tenancyClientId
}
    `;
export const NotificationRowFragmentDoc = gql`
    fragment NotificationRow on Notification {
  id
  title
  message
  action
  type
  scheduledAt
  created
  createUser
  sent
  sentAt
  sentUser
  recipientCount
}
    `;
export const NotificationRecipientRowFragmentDoc = gql`
    fragment NotificationRecipientRow on NotificationRecipient {
  talentId
  mcid
  name
  storeVisitId
  dateSeen
  deliveries {
    channel
    state
    attempts
    lastError
    deliveredAt
  }
}
    `;
export const CheckInRowFragmentDoc = gql`
    fragment CheckInRow on StoreVisit {
  id
  multiDayEventId
  expectedCheckinTime
  expectedDurationMinutes
  actualCheckinTime
  actualCheckoutTime
  mcid
  talentName
  talentType
  retailer
  doorLocation
  doorNumber
  projectName
}
    `;
export const ResponseRowFragmentDoc = gql`
    fragment ResponseRow on StoreVisit {
  id
  eventId
  formId
  svrType
  status
  privacy
  reviewState
  expectedCheckinTime
  expectedDurationMinutes
  actualCheckinTime
  actualCheckoutTime
  lastSubmissionDate
  approvedBy
  rejectedCounter
  clientName
  projectName
  talentId
  mcid
  talentName
  talentEmail
  talentType
  retailer
  doorNumber
  doorLocation
  city
  state
  waitColor
  multiDayEventId
}
    `;
export const ReviewActivityEntryFragmentDoc = gql`
    fragment ReviewActivityEntry on ActivityEntry {
  id
  kind
  actorEmail
  actorName
  at
  answerId
  documentUuid
  change {
    __typename
    ... on ReviewStateChange {
      toState
    }
    ... on VisibilityChange {
      visibleToClient
    }
    ... on RecordStatusChange {
      fromStatus
      toStatus
    }
    ... on RevisionRequestsChange {
      marked {
        questionUuid
        feedback
      }
      clearedQuestionUuids
      reworded {
        questionUuid
        feedback
      }
    }
    ... on MediaMarkChange {
      mark
      media
      on
      wasOn
      motive
    }
    ... on MediaRotation {
      media
      degrees
    }
    ... on AnswerChange {
      questionUuid
      valueBefore
      valueAfter
    }
    ... on FeedbackThreadChange {
      created
    }
    ... on FeedbackMessage {
      text
    }
    ... on RejectionRecorded {
      rejectedBy
    }
  }
}
    `;
export const ReviewAnswerFieldsFragmentDoc = gql`
    fragment ReviewAnswerFields on Answer {
  id
  questionUuid
  value
  blocked
  document {
    uuid
    title
    url
    xsurl
    type
    thumbUrl: url(width: 135)
    slideshowUrl: url(width: 800)
    fullUrl: url(width: 1280)
  }
}
    `;
export const ReviewVisitChangingFragmentDoc = gql`
    "What a review change can alter: state, marks, feedback, the trail, and the answers (photo rotations live in their urls)."
fragment ReviewVisitChanging on StoreVisit {
  id
  viewerCan {
    ownReport
    editResponses {
      allowed
      reason
    }
    approve {
      allowed
      reason
    }
    reject {
      allowed
      reason
    }
    editAnswers {
      allowed
      reason
    }
    markRevision {
      allowed
      reason
    }
    markMedia {
      allowed
      reason
    }
    giveFeedback {
      allowed
      reason
    }
    changeVisibility {
      allowed
      reason
    }
  }
  status
  privacy
  reviewState
  lastRejectedDate
  rejectedCounter
  talentApprovedDate
  approvedBy
  revisionRequests {
    questionUuid
    feedback
  }
  mediaMarks {
    documentUuid
    starred
    flagged
    blocked
    motive
    rotation
  }
  feedback {
    id
    canonicalKey
    status
    createdDate
    texts {
      id
      text
      createdBy
      createdByEmail
      createdDate
    }
  }
  rejections {
    id
    rejectedBy
    rejectedDate
  }
  activity {
    ...ReviewActivityEntry
  }
  answers {
    ...ReviewAnswerFields
  }
}
    `;
export const ReviewPresenceFieldsFragmentDoc = gql`
    fragment ReviewPresenceFields on ReviewerPresence {
  userId
  name
  since
}
    `;
export const RollupJobFieldsFragmentDoc = gql`
    fragment RollupJobFields on Job {
  id
  kind
  state
  progress {
    done
    total
  }
  message
  fileName
  url
  files {
    name
    url
    bytes
  }
}
    `;
export const RollupListFieldsFragmentDoc = gql`
    fragment RollupListFields on SavedRollup {
  id
  title
  description
  status
  created
  tenancyClientId
}
    `;
export const RollupVisitFieldsFragmentDoc = gql`
    fragment RollupVisitFields on StoreVisit {
  id
  formId
  expectedCheckinTime
  clientName
  projectName
  retailer
  doorNumber
  doorLocation
  city
  state
  talentName
}
    `;
export const SavedViewFieldsFragmentDoc = gql`
    fragment SavedViewFields on SavedView {
  id
  title
  description
  status
  created
  restrictTokenUserId
  filters {
    label
    path
    type
    data
    exclude
    relative
  }
}
    `;
export const ShellDocument = gql`
    query Shell {
  me {
    id
    email
    name
    roleId
    roleName
    isClient
    clientId
  }
  clients {
    id
    name
    projects {
      id
      clientId
      name
    }
  }
}
    `;

/**
 * __useShellQuery__
 *
 * To run a query within a React component, call `useShellQuery` and pass it any options that fit your needs.
 * When your component renders, `useShellQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShellQuery({
 *   variables: {
 *   },
 * });
 */
export function useShellQuery(baseOptions?: Apollo.QueryHookOptions<ShellQuery, ShellQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ShellQuery, ShellQueryVariables>(ShellDocument, options);
      }
export function useShellLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ShellQuery, ShellQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ShellQuery, ShellQueryVariables>(ShellDocument, options);
        }
// @ts-ignore
export function useShellSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ShellQuery, ShellQueryVariables>): Apollo.UseSuspenseQueryResult<ShellQuery, ShellQueryVariables>;
export function useShellSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellQuery, ShellQueryVariables>): Apollo.UseSuspenseQueryResult<ShellQuery | undefined, ShellQueryVariables>;
export function useShellSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellQuery, ShellQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ShellQuery, ShellQueryVariables>(ShellDocument, options);
        }
export type ShellQueryHookResult = ReturnType<typeof useShellQuery>;
export type ShellLazyQueryHookResult = ReturnType<typeof useShellLazyQuery>;
export type ShellSuspenseQueryHookResult = ReturnType<typeof useShellSuspenseQuery>;
export type ShellQueryResult = Apollo.QueryResult<ShellQuery, ShellQueryVariables>;
export const BuilderFormDocument = gql`
    query BuilderForm($canonicalKey: ID!) {
  form(canonicalKey: $canonicalKey, includeDrafts: true) {
    ...BuilderFormFields
  }
}
    ${BuilderFormFieldsFragmentDoc}`;

/**
 * __useBuilderFormQuery__
 *
 * To run a query within a React component, call `useBuilderFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useBuilderFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBuilderFormQuery({
 *   variables: {
 *      canonicalKey: // value for 'canonicalKey'
 *   },
 * });
 */
export function useBuilderFormQuery(baseOptions: Apollo.QueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables> & ({ variables: BuilderFormQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BuilderFormQuery, BuilderFormQueryVariables>(BuilderFormDocument, options);
      }
export function useBuilderFormLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BuilderFormQuery, BuilderFormQueryVariables>(BuilderFormDocument, options);
        }
// @ts-ignore
export function useBuilderFormSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderFormQuery, BuilderFormQueryVariables>;
export function useBuilderFormSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderFormQuery | undefined, BuilderFormQueryVariables>;
export function useBuilderFormSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderFormQuery, BuilderFormQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BuilderFormQuery, BuilderFormQueryVariables>(BuilderFormDocument, options);
        }
export type BuilderFormQueryHookResult = ReturnType<typeof useBuilderFormQuery>;
export type BuilderFormLazyQueryHookResult = ReturnType<typeof useBuilderFormLazyQuery>;
export type BuilderFormSuspenseQueryHookResult = ReturnType<typeof useBuilderFormSuspenseQuery>;
export type BuilderFormQueryResult = Apollo.QueryResult<BuilderFormQuery, BuilderFormQueryVariables>;
export const BuilderSaveFormDocument = gql`
    mutation BuilderSaveForm($input: FormInput!, $status: RecordStatus) {
  saveForm(input: $input, status: $status) {
    ...BuilderSaveResult
  }
}
    ${BuilderSaveResultFragmentDoc}
${BuilderFormFieldsFragmentDoc}`;
export type BuilderSaveFormMutationFn = Apollo.MutationFunction<BuilderSaveFormMutation, BuilderSaveFormMutationVariables>;

/**
 * __useBuilderSaveFormMutation__
 *
 * To run a mutation, you first call `useBuilderSaveFormMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuilderSaveFormMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [builderSaveFormMutation, { data, loading, error }] = useBuilderSaveFormMutation({
 *   variables: {
 *      input: // value for 'input'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useBuilderSaveFormMutation(baseOptions?: Apollo.MutationHookOptions<BuilderSaveFormMutation, BuilderSaveFormMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BuilderSaveFormMutation, BuilderSaveFormMutationVariables>(BuilderSaveFormDocument, options);
      }
export type BuilderSaveFormMutationHookResult = ReturnType<typeof useBuilderSaveFormMutation>;
export type BuilderSaveFormMutationResult = Apollo.MutationResult<BuilderSaveFormMutation>;
export type BuilderSaveFormMutationOptions = Apollo.BaseMutationOptions<BuilderSaveFormMutation, BuilderSaveFormMutationVariables>;
export const BuilderSaveFormDraftDocument = gql`
    mutation BuilderSaveFormDraft($input: FormInput!, $draftId: Int) {
  saveFormDraft(input: $input, draftId: $draftId) {
    ...BuilderSaveResult
  }
}
    ${BuilderSaveResultFragmentDoc}
${BuilderFormFieldsFragmentDoc}`;
export type BuilderSaveFormDraftMutationFn = Apollo.MutationFunction<BuilderSaveFormDraftMutation, BuilderSaveFormDraftMutationVariables>;

/**
 * __useBuilderSaveFormDraftMutation__
 *
 * To run a mutation, you first call `useBuilderSaveFormDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuilderSaveFormDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [builderSaveFormDraftMutation, { data, loading, error }] = useBuilderSaveFormDraftMutation({
 *   variables: {
 *      input: // value for 'input'
 *      draftId: // value for 'draftId'
 *   },
 * });
 */
export function useBuilderSaveFormDraftMutation(baseOptions?: Apollo.MutationHookOptions<BuilderSaveFormDraftMutation, BuilderSaveFormDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BuilderSaveFormDraftMutation, BuilderSaveFormDraftMutationVariables>(BuilderSaveFormDraftDocument, options);
      }
export type BuilderSaveFormDraftMutationHookResult = ReturnType<typeof useBuilderSaveFormDraftMutation>;
export type BuilderSaveFormDraftMutationResult = Apollo.MutationResult<BuilderSaveFormDraftMutation>;
export type BuilderSaveFormDraftMutationOptions = Apollo.BaseMutationOptions<BuilderSaveFormDraftMutation, BuilderSaveFormDraftMutationVariables>;
export const BuilderPublishFormDraftDocument = gql`
    mutation BuilderPublishFormDraft($draftId: Int!, $input: FormInput!) {
  publishFormDraft(draftId: $draftId, input: $input) {
    ...BuilderSaveResult
  }
}
    ${BuilderSaveResultFragmentDoc}
${BuilderFormFieldsFragmentDoc}`;
export type BuilderPublishFormDraftMutationFn = Apollo.MutationFunction<BuilderPublishFormDraftMutation, BuilderPublishFormDraftMutationVariables>;

/**
 * __useBuilderPublishFormDraftMutation__
 *
 * To run a mutation, you first call `useBuilderPublishFormDraftMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuilderPublishFormDraftMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [builderPublishFormDraftMutation, { data, loading, error }] = useBuilderPublishFormDraftMutation({
 *   variables: {
 *      draftId: // value for 'draftId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useBuilderPublishFormDraftMutation(baseOptions?: Apollo.MutationHookOptions<BuilderPublishFormDraftMutation, BuilderPublishFormDraftMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BuilderPublishFormDraftMutation, BuilderPublishFormDraftMutationVariables>(BuilderPublishFormDraftDocument, options);
      }
export type BuilderPublishFormDraftMutationHookResult = ReturnType<typeof useBuilderPublishFormDraftMutation>;
export type BuilderPublishFormDraftMutationResult = Apollo.MutationResult<BuilderPublishFormDraftMutation>;
export type BuilderPublishFormDraftMutationOptions = Apollo.BaseMutationOptions<BuilderPublishFormDraftMutation, BuilderPublishFormDraftMutationVariables>;
export const BuilderTagSearchDocument = gql`
    query BuilderTagSearch($search: String!) {
  tags(search: $search, first: 5) {
    id
    title
  }
}
    `;

/**
 * __useBuilderTagSearchQuery__
 *
 * To run a query within a React component, call `useBuilderTagSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useBuilderTagSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBuilderTagSearchQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useBuilderTagSearchQuery(baseOptions: Apollo.QueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables> & ({ variables: BuilderTagSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>(BuilderTagSearchDocument, options);
      }
export function useBuilderTagSearchLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>(BuilderTagSearchDocument, options);
        }
// @ts-ignore
export function useBuilderTagSearchSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>;
export function useBuilderTagSearchSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderTagSearchQuery | undefined, BuilderTagSearchQueryVariables>;
export function useBuilderTagSearchSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>(BuilderTagSearchDocument, options);
        }
export type BuilderTagSearchQueryHookResult = ReturnType<typeof useBuilderTagSearchQuery>;
export type BuilderTagSearchLazyQueryHookResult = ReturnType<typeof useBuilderTagSearchLazyQuery>;
export type BuilderTagSearchSuspenseQueryHookResult = ReturnType<typeof useBuilderTagSearchSuspenseQuery>;
export type BuilderTagSearchQueryResult = Apollo.QueryResult<BuilderTagSearchQuery, BuilderTagSearchQueryVariables>;
export const BuilderCreateTagDocument = gql`
    mutation BuilderCreateTag($title: String!) {
  createTag(title: $title) {
    tag {
      id
      title
    }
    error {
      message
    }
  }
}
    `;
export type BuilderCreateTagMutationFn = Apollo.MutationFunction<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>;

/**
 * __useBuilderCreateTagMutation__
 *
 * To run a mutation, you first call `useBuilderCreateTagMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuilderCreateTagMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [builderCreateTagMutation, { data, loading, error }] = useBuilderCreateTagMutation({
 *   variables: {
 *      title: // value for 'title'
 *   },
 * });
 */
export function useBuilderCreateTagMutation(baseOptions?: Apollo.MutationHookOptions<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>(BuilderCreateTagDocument, options);
      }
export type BuilderCreateTagMutationHookResult = ReturnType<typeof useBuilderCreateTagMutation>;
export type BuilderCreateTagMutationResult = Apollo.MutationResult<BuilderCreateTagMutation>;
export type BuilderCreateTagMutationOptions = Apollo.BaseMutationOptions<BuilderCreateTagMutation, BuilderCreateTagMutationVariables>;
export const BuilderCommonQuestionsDocument = gql`
    query BuilderCommonQuestions {
  commonQuestions(statuses: [ACTIVE]) {
    id
    canonicalKey
    title
    type
    typeLabel
    tags
    meta
    options {
      uuid
      label
      value
      conditionalFork
    }
  }
}
    `;

/**
 * __useBuilderCommonQuestionsQuery__
 *
 * To run a query within a React component, call `useBuilderCommonQuestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBuilderCommonQuestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBuilderCommonQuestionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBuilderCommonQuestionsQuery(baseOptions?: Apollo.QueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>(BuilderCommonQuestionsDocument, options);
      }
export function useBuilderCommonQuestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>(BuilderCommonQuestionsDocument, options);
        }
// @ts-ignore
export function useBuilderCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>;
export function useBuilderCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<BuilderCommonQuestionsQuery | undefined, BuilderCommonQuestionsQueryVariables>;
export function useBuilderCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>(BuilderCommonQuestionsDocument, options);
        }
export type BuilderCommonQuestionsQueryHookResult = ReturnType<typeof useBuilderCommonQuestionsQuery>;
export type BuilderCommonQuestionsLazyQueryHookResult = ReturnType<typeof useBuilderCommonQuestionsLazyQuery>;
export type BuilderCommonQuestionsSuspenseQueryHookResult = ReturnType<typeof useBuilderCommonQuestionsSuspenseQuery>;
export type BuilderCommonQuestionsQueryResult = Apollo.QueryResult<BuilderCommonQuestionsQuery, BuilderCommonQuestionsQueryVariables>;
export const CommonQuestionsDocument = gql`
    query CommonQuestions($statuses: [RecordStatus!]) {
  commonQuestions(statuses: $statuses) {
    ...CommonQuestionRow
  }
}
    ${CommonQuestionRowFragmentDoc}
${CommonQuestionDialogQuestionFragmentDoc}`;

/**
 * __useCommonQuestionsQuery__
 *
 * To run a query within a React component, call `useCommonQuestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCommonQuestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCommonQuestionsQuery({
 *   variables: {
 *      statuses: // value for 'statuses'
 *   },
 * });
 */
export function useCommonQuestionsQuery(baseOptions?: Apollo.QueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CommonQuestionsQuery, CommonQuestionsQueryVariables>(CommonQuestionsDocument, options);
      }
export function useCommonQuestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CommonQuestionsQuery, CommonQuestionsQueryVariables>(CommonQuestionsDocument, options);
        }
// @ts-ignore
export function useCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<CommonQuestionsQuery, CommonQuestionsQueryVariables>;
export function useCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<CommonQuestionsQuery | undefined, CommonQuestionsQueryVariables>;
export function useCommonQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CommonQuestionsQuery, CommonQuestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CommonQuestionsQuery, CommonQuestionsQueryVariables>(CommonQuestionsDocument, options);
        }
export type CommonQuestionsQueryHookResult = ReturnType<typeof useCommonQuestionsQuery>;
export type CommonQuestionsLazyQueryHookResult = ReturnType<typeof useCommonQuestionsLazyQuery>;
export type CommonQuestionsSuspenseQueryHookResult = ReturnType<typeof useCommonQuestionsSuspenseQuery>;
export type CommonQuestionsQueryResult = Apollo.QueryResult<CommonQuestionsQuery, CommonQuestionsQueryVariables>;
export const TagSuggestionsDocument = gql`
    query TagSuggestions($search: String!, $first: Int) {
  tags(search: $search, first: $first) {
    id
    title
  }
}
    `;

/**
 * __useTagSuggestionsQuery__
 *
 * To run a query within a React component, call `useTagSuggestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useTagSuggestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTagSuggestionsQuery({
 *   variables: {
 *      search: // value for 'search'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useTagSuggestionsQuery(baseOptions: Apollo.QueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables> & ({ variables: TagSuggestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TagSuggestionsQuery, TagSuggestionsQueryVariables>(TagSuggestionsDocument, options);
      }
export function useTagSuggestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TagSuggestionsQuery, TagSuggestionsQueryVariables>(TagSuggestionsDocument, options);
        }
// @ts-ignore
export function useTagSuggestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables>): Apollo.UseSuspenseQueryResult<TagSuggestionsQuery, TagSuggestionsQueryVariables>;
export function useTagSuggestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables>): Apollo.UseSuspenseQueryResult<TagSuggestionsQuery | undefined, TagSuggestionsQueryVariables>;
export function useTagSuggestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TagSuggestionsQuery, TagSuggestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TagSuggestionsQuery, TagSuggestionsQueryVariables>(TagSuggestionsDocument, options);
        }
export type TagSuggestionsQueryHookResult = ReturnType<typeof useTagSuggestionsQuery>;
export type TagSuggestionsLazyQueryHookResult = ReturnType<typeof useTagSuggestionsLazyQuery>;
export type TagSuggestionsSuspenseQueryHookResult = ReturnType<typeof useTagSuggestionsSuspenseQuery>;
export type TagSuggestionsQueryResult = Apollo.QueryResult<TagSuggestionsQuery, TagSuggestionsQueryVariables>;
export const CreateCommonQuestionDocument = gql`
    mutation CreateCommonQuestion($input: CreateCommonQuestionInput!) {
  createCommonQuestion(input: $input) {
    commonQuestion {
      ...CommonQuestionRow
    }
    error {
      message
    }
  }
}
    ${CommonQuestionRowFragmentDoc}
${CommonQuestionDialogQuestionFragmentDoc}`;
export type CreateCommonQuestionMutationFn = Apollo.MutationFunction<CreateCommonQuestionMutation, CreateCommonQuestionMutationVariables>;

/**
 * __useCreateCommonQuestionMutation__
 *
 * To run a mutation, you first call `useCreateCommonQuestionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCommonQuestionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCommonQuestionMutation, { data, loading, error }] = useCreateCommonQuestionMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateCommonQuestionMutation(baseOptions?: Apollo.MutationHookOptions<CreateCommonQuestionMutation, CreateCommonQuestionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateCommonQuestionMutation, CreateCommonQuestionMutationVariables>(CreateCommonQuestionDocument, options);
      }
export type CreateCommonQuestionMutationHookResult = ReturnType<typeof useCreateCommonQuestionMutation>;
export type CreateCommonQuestionMutationResult = Apollo.MutationResult<CreateCommonQuestionMutation>;
export type CreateCommonQuestionMutationOptions = Apollo.BaseMutationOptions<CreateCommonQuestionMutation, CreateCommonQuestionMutationVariables>;
export const UpdateCommonQuestionDocument = gql`
    mutation UpdateCommonQuestion($id: Int!, $input: UpdateCommonQuestionInput!) {
  updateCommonQuestion(id: $id, input: $input) {
    commonQuestion {
      ...CommonQuestionRow
    }
    error {
      message
    }
  }
}
    ${CommonQuestionRowFragmentDoc}
${CommonQuestionDialogQuestionFragmentDoc}`;
export type UpdateCommonQuestionMutationFn = Apollo.MutationFunction<UpdateCommonQuestionMutation, UpdateCommonQuestionMutationVariables>;

/**
 * __useUpdateCommonQuestionMutation__
 *
 * To run a mutation, you first call `useUpdateCommonQuestionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCommonQuestionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCommonQuestionMutation, { data, loading, error }] = useUpdateCommonQuestionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCommonQuestionMutation(baseOptions?: Apollo.MutationHookOptions<UpdateCommonQuestionMutation, UpdateCommonQuestionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateCommonQuestionMutation, UpdateCommonQuestionMutationVariables>(UpdateCommonQuestionDocument, options);
      }
export type UpdateCommonQuestionMutationHookResult = ReturnType<typeof useUpdateCommonQuestionMutation>;
export type UpdateCommonQuestionMutationResult = Apollo.MutationResult<UpdateCommonQuestionMutation>;
export type UpdateCommonQuestionMutationOptions = Apollo.BaseMutationOptions<UpdateCommonQuestionMutation, UpdateCommonQuestionMutationVariables>;
export const SetCommonQuestionStatusDocument = gql`
    mutation SetCommonQuestionStatus($ids: [Int!]!, $status: RecordStatus!) {
  setCommonQuestionStatus(ids: $ids, status: $status) {
    changed
    error {
      message
    }
    commonQuestions {
      id
      status
      timestamp
    }
  }
}
    `;
export type SetCommonQuestionStatusMutationFn = Apollo.MutationFunction<SetCommonQuestionStatusMutation, SetCommonQuestionStatusMutationVariables>;

/**
 * __useSetCommonQuestionStatusMutation__
 *
 * To run a mutation, you first call `useSetCommonQuestionStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCommonQuestionStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCommonQuestionStatusMutation, { data, loading, error }] = useSetCommonQuestionStatusMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetCommonQuestionStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetCommonQuestionStatusMutation, SetCommonQuestionStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetCommonQuestionStatusMutation, SetCommonQuestionStatusMutationVariables>(SetCommonQuestionStatusDocument, options);
      }
export type SetCommonQuestionStatusMutationHookResult = ReturnType<typeof useSetCommonQuestionStatusMutation>;
export type SetCommonQuestionStatusMutationResult = Apollo.MutationResult<SetCommonQuestionStatusMutation>;
export type SetCommonQuestionStatusMutationOptions = Apollo.BaseMutationOptions<SetCommonQuestionStatusMutation, SetCommonQuestionStatusMutationVariables>;
export const CreateTagDocument = gql`
    mutation CreateTag($title: String!) {
  createTag(title: $title) {
    tag {
      id
      title
    }
    error {
      message
    }
  }
}
    `;
export type CreateTagMutationFn = Apollo.MutationFunction<CreateTagMutation, CreateTagMutationVariables>;

/**
 * __useCreateTagMutation__
 *
 * To run a mutation, you first call `useCreateTagMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateTagMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createTagMutation, { data, loading, error }] = useCreateTagMutation({
 *   variables: {
 *      title: // value for 'title'
 *   },
 * });
 */
export function useCreateTagMutation(baseOptions?: Apollo.MutationHookOptions<CreateTagMutation, CreateTagMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateTagMutation, CreateTagMutationVariables>(CreateTagDocument, options);
      }
export type CreateTagMutationHookResult = ReturnType<typeof useCreateTagMutation>;
export type CreateTagMutationResult = Apollo.MutationResult<CreateTagMutation>;
export type CreateTagMutationOptions = Apollo.BaseMutationOptions<CreateTagMutation, CreateTagMutationVariables>;
export const CreateWidgetDocument = gql`
    mutation CreateWidget($input: WidgetInput!, $dashboardId: Int) {
  createWidget(input: $input, dashboardId: $dashboardId) {
    widget {
      ...CreatorWidgetFields
    }
    dashboard {
      id
      widgetIds
    }
    error {
      message
    }
  }
}
    ${CreatorWidgetFieldsFragmentDoc}`;
export type CreateWidgetMutationFn = Apollo.MutationFunction<CreateWidgetMutation, CreateWidgetMutationVariables>;

/**
 * __useCreateWidgetMutation__
 *
 * To run a mutation, you first call `useCreateWidgetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWidgetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWidgetMutation, { data, loading, error }] = useCreateWidgetMutation({
 *   variables: {
 *      input: // value for 'input'
 *      dashboardId: // value for 'dashboardId'
 *   },
 * });
 */
export function useCreateWidgetMutation(baseOptions?: Apollo.MutationHookOptions<CreateWidgetMutation, CreateWidgetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateWidgetMutation, CreateWidgetMutationVariables>(CreateWidgetDocument, options);
      }
export type CreateWidgetMutationHookResult = ReturnType<typeof useCreateWidgetMutation>;
export type CreateWidgetMutationResult = Apollo.MutationResult<CreateWidgetMutation>;
export type CreateWidgetMutationOptions = Apollo.BaseMutationOptions<CreateWidgetMutation, CreateWidgetMutationVariables>;
export const UpdateWidgetDocument = gql`
    mutation UpdateWidget($id: Int!, $input: UpdateWidgetInput!) {
  updateWidget(id: $id, input: $input) {
    widget {
      ...CreatorWidgetFields
    }
    error {
      message
    }
  }
}
    ${CreatorWidgetFieldsFragmentDoc}`;
export type UpdateWidgetMutationFn = Apollo.MutationFunction<UpdateWidgetMutation, UpdateWidgetMutationVariables>;

/**
 * __useUpdateWidgetMutation__
 *
 * To run a mutation, you first call `useUpdateWidgetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWidgetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWidgetMutation, { data, loading, error }] = useUpdateWidgetMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateWidgetMutation(baseOptions?: Apollo.MutationHookOptions<UpdateWidgetMutation, UpdateWidgetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateWidgetMutation, UpdateWidgetMutationVariables>(UpdateWidgetDocument, options);
      }
export type UpdateWidgetMutationHookResult = ReturnType<typeof useUpdateWidgetMutation>;
export type UpdateWidgetMutationResult = Apollo.MutationResult<UpdateWidgetMutation>;
export type UpdateWidgetMutationOptions = Apollo.BaseMutationOptions<UpdateWidgetMutation, UpdateWidgetMutationVariables>;
export const DashboardsDocument = gql`
    query Dashboards {
  dashboards {
    ...DashboardListFields
  }
}
    ${DashboardListFieldsFragmentDoc}`;

/**
 * __useDashboardsQuery__
 *
 * To run a query within a React component, call `useDashboardsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardsQuery({
 *   variables: {
 *   },
 * });
 */
export function useDashboardsQuery(baseOptions?: Apollo.QueryHookOptions<DashboardsQuery, DashboardsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DashboardsQuery, DashboardsQueryVariables>(DashboardsDocument, options);
      }
export function useDashboardsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DashboardsQuery, DashboardsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DashboardsQuery, DashboardsQueryVariables>(DashboardsDocument, options);
        }
// @ts-ignore
export function useDashboardsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DashboardsQuery, DashboardsQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardsQuery, DashboardsQueryVariables>;
export function useDashboardsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardsQuery, DashboardsQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardsQuery | undefined, DashboardsQueryVariables>;
export function useDashboardsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardsQuery, DashboardsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DashboardsQuery, DashboardsQueryVariables>(DashboardsDocument, options);
        }
export type DashboardsQueryHookResult = ReturnType<typeof useDashboardsQuery>;
export type DashboardsLazyQueryHookResult = ReturnType<typeof useDashboardsLazyQuery>;
export type DashboardsSuspenseQueryHookResult = ReturnType<typeof useDashboardsSuspenseQuery>;
export type DashboardsQueryResult = Apollo.QueryResult<DashboardsQuery, DashboardsQueryVariables>;
export const SlideDocumentsDocument = gql`
    query SlideDocuments($uuids: [ID!]!) {
  documents(uuids: $uuids) {
    uuid
    detailUrl: url(width: 1280)
    fullUrl: url
  }
}
    `;

/**
 * __useSlideDocumentsQuery__
 *
 * To run a query within a React component, call `useSlideDocumentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSlideDocumentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSlideDocumentsQuery({
 *   variables: {
 *      uuids: // value for 'uuids'
 *   },
 * });
 */
export function useSlideDocumentsQuery(baseOptions: Apollo.QueryHookOptions<SlideDocumentsQuery, SlideDocumentsQueryVariables> & ({ variables: SlideDocumentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SlideDocumentsQuery, SlideDocumentsQueryVariables>(SlideDocumentsDocument, options);
      }
export function useSlideDocumentsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SlideDocumentsQuery, SlideDocumentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SlideDocumentsQuery, SlideDocumentsQueryVariables>(SlideDocumentsDocument, options);
        }
// @ts-ignore
export function useSlideDocumentsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SlideDocumentsQuery, SlideDocumentsQueryVariables>): Apollo.UseSuspenseQueryResult<SlideDocumentsQuery, SlideDocumentsQueryVariables>;
export function useSlideDocumentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SlideDocumentsQuery, SlideDocumentsQueryVariables>): Apollo.UseSuspenseQueryResult<SlideDocumentsQuery | undefined, SlideDocumentsQueryVariables>;
export function useSlideDocumentsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SlideDocumentsQuery, SlideDocumentsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SlideDocumentsQuery, SlideDocumentsQueryVariables>(SlideDocumentsDocument, options);
        }
export type SlideDocumentsQueryHookResult = ReturnType<typeof useSlideDocumentsQuery>;
export type SlideDocumentsLazyQueryHookResult = ReturnType<typeof useSlideDocumentsLazyQuery>;
export type SlideDocumentsSuspenseQueryHookResult = ReturnType<typeof useSlideDocumentsSuspenseQuery>;
export type SlideDocumentsQueryResult = Apollo.QueryResult<SlideDocumentsQuery, SlideDocumentsQueryVariables>;
export const DashboardDocument = gql`
    query Dashboard($id: Int!) {
  dashboard(id: $id) {
    ...DashboardFields
  }
}
    ${DashboardFieldsFragmentDoc}
${DashboardListFieldsFragmentDoc}
${DashboardWidgetFieldsFragmentDoc}
${WidgetSlideDocumentFragmentDoc}`;

/**
 * __useDashboardQuery__
 *
 * To run a query within a React component, call `useDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDashboardQuery(baseOptions: Apollo.QueryHookOptions<DashboardQuery, DashboardQueryVariables> & ({ variables: DashboardQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
      }
export function useDashboardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DashboardQuery, DashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
        }
// @ts-ignore
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardQuery, DashboardQueryVariables>;
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardQuery | undefined, DashboardQueryVariables>;
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
        }
export type DashboardQueryHookResult = ReturnType<typeof useDashboardQuery>;
export type DashboardLazyQueryHookResult = ReturnType<typeof useDashboardLazyQuery>;
export type DashboardSuspenseQueryHookResult = ReturnType<typeof useDashboardSuspenseQuery>;
export type DashboardQueryResult = Apollo.QueryResult<DashboardQuery, DashboardQueryVariables>;
export const CreateDashboardDocument = gql`
    mutation CreateDashboard($input: DashboardInput!) {
  createDashboard(input: $input) {
    dashboard {
      ...DashboardListFields
    }
    error {
      message
    }
  }
}
    ${DashboardListFieldsFragmentDoc}`;
export type CreateDashboardMutationFn = Apollo.MutationFunction<CreateDashboardMutation, CreateDashboardMutationVariables>;

/**
 * __useCreateDashboardMutation__
 *
 * To run a mutation, you first call `useCreateDashboardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDashboardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDashboardMutation, { data, loading, error }] = useCreateDashboardMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateDashboardMutation(baseOptions?: Apollo.MutationHookOptions<CreateDashboardMutation, CreateDashboardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateDashboardMutation, CreateDashboardMutationVariables>(CreateDashboardDocument, options);
      }
export type CreateDashboardMutationHookResult = ReturnType<typeof useCreateDashboardMutation>;
export type CreateDashboardMutationResult = Apollo.MutationResult<CreateDashboardMutation>;
export type CreateDashboardMutationOptions = Apollo.BaseMutationOptions<CreateDashboardMutation, CreateDashboardMutationVariables>;
export const UpdateDashboardDocument = gql`
    mutation UpdateDashboard($id: Int!, $input: UpdateDashboardInput!) {
  updateDashboard(id: $id, input: $input) {
    dashboard {
      ...DashboardListFields
    }
    error {
      message
    }
  }
}
    ${DashboardListFieldsFragmentDoc}`;
export type UpdateDashboardMutationFn = Apollo.MutationFunction<UpdateDashboardMutation, UpdateDashboardMutationVariables>;

/**
 * __useUpdateDashboardMutation__
 *
 * To run a mutation, you first call `useUpdateDashboardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDashboardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDashboardMutation, { data, loading, error }] = useUpdateDashboardMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateDashboardMutation(baseOptions?: Apollo.MutationHookOptions<UpdateDashboardMutation, UpdateDashboardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateDashboardMutation, UpdateDashboardMutationVariables>(UpdateDashboardDocument, options);
      }
export type UpdateDashboardMutationHookResult = ReturnType<typeof useUpdateDashboardMutation>;
export type UpdateDashboardMutationResult = Apollo.MutationResult<UpdateDashboardMutation>;
export type UpdateDashboardMutationOptions = Apollo.BaseMutationOptions<UpdateDashboardMutation, UpdateDashboardMutationVariables>;
export const DeleteDashboardDocument = gql`
    mutation DeleteDashboard($id: Int!) {
  deleteDashboard(id: $id) {
    error {
      message
    }
  }
}
    `;
export type DeleteDashboardMutationFn = Apollo.MutationFunction<DeleteDashboardMutation, DeleteDashboardMutationVariables>;

/**
 * __useDeleteDashboardMutation__
 *
 * To run a mutation, you first call `useDeleteDashboardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDashboardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDashboardMutation, { data, loading, error }] = useDeleteDashboardMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteDashboardMutation(baseOptions?: Apollo.MutationHookOptions<DeleteDashboardMutation, DeleteDashboardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteDashboardMutation, DeleteDashboardMutationVariables>(DeleteDashboardDocument, options);
      }
export type DeleteDashboardMutationHookResult = ReturnType<typeof useDeleteDashboardMutation>;
export type DeleteDashboardMutationResult = Apollo.MutationResult<DeleteDashboardMutation>;
export type DeleteDashboardMutationOptions = Apollo.BaseMutationOptions<DeleteDashboardMutation, DeleteDashboardMutationVariables>;
export const MoveWidgetDocument = gql`
    mutation MoveWidget($dashboardId: Int!, $widgetId: Int!, $position: Int!) {
  moveWidget(dashboardId: $dashboardId, widgetId: $widgetId, position: $position) {
    dashboard {
      id
      widgetIds
    }
    error {
      message
    }
  }
}
    `;
export type MoveWidgetMutationFn = Apollo.MutationFunction<MoveWidgetMutation, MoveWidgetMutationVariables>;

/**
 * __useMoveWidgetMutation__
 *
 * To run a mutation, you first call `useMoveWidgetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveWidgetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveWidgetMutation, { data, loading, error }] = useMoveWidgetMutation({
 *   variables: {
 *      dashboardId: // value for 'dashboardId'
 *      widgetId: // value for 'widgetId'
 *      position: // value for 'position'
 *   },
 * });
 */
export function useMoveWidgetMutation(baseOptions?: Apollo.MutationHookOptions<MoveWidgetMutation, MoveWidgetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveWidgetMutation, MoveWidgetMutationVariables>(MoveWidgetDocument, options);
      }
export type MoveWidgetMutationHookResult = ReturnType<typeof useMoveWidgetMutation>;
export type MoveWidgetMutationResult = Apollo.MutationResult<MoveWidgetMutation>;
export type MoveWidgetMutationOptions = Apollo.BaseMutationOptions<MoveWidgetMutation, MoveWidgetMutationVariables>;
export const WidgetMediaMarkDocument = gql`
    mutation WidgetMediaMark($storeVisitId: Int!, $documentUuid: ID!, $mark: MediaMarkKind!, $motive: String) {
  toggleMediaMark(
    storeVisitId: $storeVisitId
    documentUuid: $documentUuid
    mark: $mark
    motive: $motive
  ) {
    error {
      message
    }
  }
}
    `;
export type WidgetMediaMarkMutationFn = Apollo.MutationFunction<WidgetMediaMarkMutation, WidgetMediaMarkMutationVariables>;

/**
 * __useWidgetMediaMarkMutation__
 *
 * To run a mutation, you first call `useWidgetMediaMarkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWidgetMediaMarkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [widgetMediaMarkMutation, { data, loading, error }] = useWidgetMediaMarkMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      documentUuid: // value for 'documentUuid'
 *      mark: // value for 'mark'
 *      motive: // value for 'motive'
 *   },
 * });
 */
export function useWidgetMediaMarkMutation(baseOptions?: Apollo.MutationHookOptions<WidgetMediaMarkMutation, WidgetMediaMarkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<WidgetMediaMarkMutation, WidgetMediaMarkMutationVariables>(WidgetMediaMarkDocument, options);
      }
export type WidgetMediaMarkMutationHookResult = ReturnType<typeof useWidgetMediaMarkMutation>;
export type WidgetMediaMarkMutationResult = Apollo.MutationResult<WidgetMediaMarkMutation>;
export type WidgetMediaMarkMutationOptions = Apollo.BaseMutationOptions<WidgetMediaMarkMutation, WidgetMediaMarkMutationVariables>;
export const WidgetRotateMediaDocument = gql`
    mutation WidgetRotateMedia($storeVisitId: Int!, $documentUuid: ID!) {
  rotateMedia(storeVisitId: $storeVisitId, documentUuid: $documentUuid) {
    error {
      message
    }
  }
}
    `;
export type WidgetRotateMediaMutationFn = Apollo.MutationFunction<WidgetRotateMediaMutation, WidgetRotateMediaMutationVariables>;

/**
 * __useWidgetRotateMediaMutation__
 *
 * To run a mutation, you first call `useWidgetRotateMediaMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWidgetRotateMediaMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [widgetRotateMediaMutation, { data, loading, error }] = useWidgetRotateMediaMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      documentUuid: // value for 'documentUuid'
 *   },
 * });
 */
export function useWidgetRotateMediaMutation(baseOptions?: Apollo.MutationHookOptions<WidgetRotateMediaMutation, WidgetRotateMediaMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<WidgetRotateMediaMutation, WidgetRotateMediaMutationVariables>(WidgetRotateMediaDocument, options);
      }
export type WidgetRotateMediaMutationHookResult = ReturnType<typeof useWidgetRotateMediaMutation>;
export type WidgetRotateMediaMutationResult = Apollo.MutationResult<WidgetRotateMediaMutation>;
export type WidgetRotateMediaMutationOptions = Apollo.BaseMutationOptions<WidgetRotateMediaMutation, WidgetRotateMediaMutationVariables>;
export const DashboardWidgetsDocument = gql`
    query DashboardWidgets($ids: [Int!]!) {
  widgets(ids: $ids) {
    ...DashboardWidgetFields
  }
}
    ${DashboardWidgetFieldsFragmentDoc}
${WidgetSlideDocumentFragmentDoc}`;

/**
 * __useDashboardWidgetsQuery__
 *
 * To run a query within a React component, call `useDashboardWidgetsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardWidgetsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardWidgetsQuery({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDashboardWidgetsQuery(baseOptions: Apollo.QueryHookOptions<DashboardWidgetsQuery, DashboardWidgetsQueryVariables> & ({ variables: DashboardWidgetsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>(DashboardWidgetsDocument, options);
      }
export function useDashboardWidgetsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>(DashboardWidgetsDocument, options);
        }
// @ts-ignore
export function useDashboardWidgetsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>;
export function useDashboardWidgetsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardWidgetsQuery | undefined, DashboardWidgetsQueryVariables>;
export function useDashboardWidgetsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>(DashboardWidgetsDocument, options);
        }
export type DashboardWidgetsQueryHookResult = ReturnType<typeof useDashboardWidgetsQuery>;
export type DashboardWidgetsLazyQueryHookResult = ReturnType<typeof useDashboardWidgetsLazyQuery>;
export type DashboardWidgetsSuspenseQueryHookResult = ReturnType<typeof useDashboardWidgetsSuspenseQuery>;
export type DashboardWidgetsQueryResult = Apollo.QueryResult<DashboardWidgetsQuery, DashboardWidgetsQueryVariables>;
export const DeleteDashboardWidgetDocument = gql`
    mutation DeleteDashboardWidget($id: Int!, $dashboardId: Int!) {
  deleteWidget(id: $id, dashboardId: $dashboardId) {
    dashboard {
      id
      widgetIds
    }
    error {
      message
    }
  }
}
    `;
export type DeleteDashboardWidgetMutationFn = Apollo.MutationFunction<DeleteDashboardWidgetMutation, DeleteDashboardWidgetMutationVariables>;

/**
 * __useDeleteDashboardWidgetMutation__
 *
 * To run a mutation, you first call `useDeleteDashboardWidgetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDashboardWidgetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDashboardWidgetMutation, { data, loading, error }] = useDeleteDashboardWidgetMutation({
 *   variables: {
 *      id: // value for 'id'
 *      dashboardId: // value for 'dashboardId'
 *   },
 * });
 */
export function useDeleteDashboardWidgetMutation(baseOptions?: Apollo.MutationHookOptions<DeleteDashboardWidgetMutation, DeleteDashboardWidgetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteDashboardWidgetMutation, DeleteDashboardWidgetMutationVariables>(DeleteDashboardWidgetDocument, options);
      }
export type DeleteDashboardWidgetMutationHookResult = ReturnType<typeof useDeleteDashboardWidgetMutation>;
export type DeleteDashboardWidgetMutationResult = Apollo.MutationResult<DeleteDashboardWidgetMutation>;
export type DeleteDashboardWidgetMutationOptions = Apollo.BaseMutationOptions<DeleteDashboardWidgetMutation, DeleteDashboardWidgetMutationVariables>;
export const FilterSuggestionsDocument = gql`
    query FilterSuggestions($path: String!, $search: String!) {
  storeVisitSuggestions(path: $path, search: $search)
}
    `;

/**
 * __useFilterSuggestionsQuery__
 *
 * To run a query within a React component, call `useFilterSuggestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFilterSuggestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFilterSuggestionsQuery({
 *   variables: {
 *      path: // value for 'path'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useFilterSuggestionsQuery(baseOptions: Apollo.QueryHookOptions<FilterSuggestionsQuery, FilterSuggestionsQueryVariables> & ({ variables: FilterSuggestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>(FilterSuggestionsDocument, options);
      }
export function useFilterSuggestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>(FilterSuggestionsDocument, options);
        }
// @ts-ignore
export function useFilterSuggestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>): Apollo.UseSuspenseQueryResult<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>;
export function useFilterSuggestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>): Apollo.UseSuspenseQueryResult<FilterSuggestionsQuery | undefined, FilterSuggestionsQueryVariables>;
export function useFilterSuggestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>(FilterSuggestionsDocument, options);
        }
export type FilterSuggestionsQueryHookResult = ReturnType<typeof useFilterSuggestionsQuery>;
export type FilterSuggestionsLazyQueryHookResult = ReturnType<typeof useFilterSuggestionsLazyQuery>;
export type FilterSuggestionsSuspenseQueryHookResult = ReturnType<typeof useFilterSuggestionsSuspenseQuery>;
export type FilterSuggestionsQueryResult = Apollo.QueryResult<FilterSuggestionsQuery, FilterSuggestionsQueryVariables>;
export const FormListDocument = gql`
    query FormList($statuses: [RecordStatus!]) {
  forms(statuses: $statuses) {
    ...FormListRow
  }
}
    ${FormListRowFragmentDoc}`;

/**
 * __useFormListQuery__
 *
 * To run a query within a React component, call `useFormListQuery` and pass it any options that fit your needs.
 * When your component renders, `useFormListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFormListQuery({
 *   variables: {
 *      statuses: // value for 'statuses'
 *   },
 * });
 */
export function useFormListQuery(baseOptions?: Apollo.QueryHookOptions<FormListQuery, FormListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FormListQuery, FormListQueryVariables>(FormListDocument, options);
      }
export function useFormListLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FormListQuery, FormListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FormListQuery, FormListQueryVariables>(FormListDocument, options);
        }
// @ts-ignore
export function useFormListSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FormListQuery, FormListQueryVariables>): Apollo.UseSuspenseQueryResult<FormListQuery, FormListQueryVariables>;
export function useFormListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FormListQuery, FormListQueryVariables>): Apollo.UseSuspenseQueryResult<FormListQuery | undefined, FormListQueryVariables>;
export function useFormListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FormListQuery, FormListQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FormListQuery, FormListQueryVariables>(FormListDocument, options);
        }
export type FormListQueryHookResult = ReturnType<typeof useFormListQuery>;
export type FormListLazyQueryHookResult = ReturnType<typeof useFormListLazyQuery>;
export type FormListSuspenseQueryHookResult = ReturnType<typeof useFormListSuspenseQuery>;
export type FormListQueryResult = Apollo.QueryResult<FormListQuery, FormListQueryVariables>;
export const SetFormStatusDocument = gql`
    mutation SetFormStatus($canonicalKeys: [ID!]!, $status: RecordStatus!) {
  setFormStatus(canonicalKeys: $canonicalKeys, status: $status) {
    changed
    error {
      message
    }
    forms {
      ...FormListRow
    }
  }
}
    ${FormListRowFragmentDoc}`;
export type SetFormStatusMutationFn = Apollo.MutationFunction<SetFormStatusMutation, SetFormStatusMutationVariables>;

/**
 * __useSetFormStatusMutation__
 *
 * To run a mutation, you first call `useSetFormStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetFormStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setFormStatusMutation, { data, loading, error }] = useSetFormStatusMutation({
 *   variables: {
 *      canonicalKeys: // value for 'canonicalKeys'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetFormStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetFormStatusMutation, SetFormStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetFormStatusMutation, SetFormStatusMutationVariables>(SetFormStatusDocument, options);
      }
export type SetFormStatusMutationHookResult = ReturnType<typeof useSetFormStatusMutation>;
export type SetFormStatusMutationResult = Apollo.MutationResult<SetFormStatusMutation>;
export type SetFormStatusMutationOptions = Apollo.BaseMutationOptions<SetFormStatusMutation, SetFormStatusMutationVariables>;
export const NotificationsListDocument = gql`
    query NotificationsList($filters: [FilterParameterInput!], $page: Int!, $pageSize: Int!, $sort: NotificationSortInput) {
  notifications(filters: $filters, page: $page, pageSize: $pageSize, sort: $sort) {
    total
    page
    pageSize
    items {
      ...NotificationRow
    }
  }
}
    ${NotificationRowFragmentDoc}`;

/**
 * __useNotificationsListQuery__
 *
 * To run a query within a React component, call `useNotificationsListQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationsListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationsListQuery({
 *   variables: {
 *      filters: // value for 'filters'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      sort: // value for 'sort'
 *   },
 * });
 */
export function useNotificationsListQuery(baseOptions: Apollo.QueryHookOptions<NotificationsListQuery, NotificationsListQueryVariables> & ({ variables: NotificationsListQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NotificationsListQuery, NotificationsListQueryVariables>(NotificationsListDocument, options);
      }
export function useNotificationsListLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NotificationsListQuery, NotificationsListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NotificationsListQuery, NotificationsListQueryVariables>(NotificationsListDocument, options);
        }
// @ts-ignore
export function useNotificationsListSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NotificationsListQuery, NotificationsListQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationsListQuery, NotificationsListQueryVariables>;
export function useNotificationsListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationsListQuery, NotificationsListQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationsListQuery | undefined, NotificationsListQueryVariables>;
export function useNotificationsListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationsListQuery, NotificationsListQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NotificationsListQuery, NotificationsListQueryVariables>(NotificationsListDocument, options);
        }
export type NotificationsListQueryHookResult = ReturnType<typeof useNotificationsListQuery>;
export type NotificationsListLazyQueryHookResult = ReturnType<typeof useNotificationsListLazyQuery>;
export type NotificationsListSuspenseQueryHookResult = ReturnType<typeof useNotificationsListSuspenseQuery>;
export type NotificationsListQueryResult = Apollo.QueryResult<NotificationsListQuery, NotificationsListQueryVariables>;
export const NotificationDetailDocument = gql`
    query NotificationDetail($id: Int!) {
  notification(id: $id) {
    ...NotificationRow
    recipients {
      ...NotificationRecipientRow
    }
  }
}
    ${NotificationRowFragmentDoc}
${NotificationRecipientRowFragmentDoc}`;

/**
 * __useNotificationDetailQuery__
 *
 * To run a query within a React component, call `useNotificationDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useNotificationDetailQuery(baseOptions: Apollo.QueryHookOptions<NotificationDetailQuery, NotificationDetailQueryVariables> & ({ variables: NotificationDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NotificationDetailQuery, NotificationDetailQueryVariables>(NotificationDetailDocument, options);
      }
export function useNotificationDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NotificationDetailQuery, NotificationDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NotificationDetailQuery, NotificationDetailQueryVariables>(NotificationDetailDocument, options);
        }
// @ts-ignore
export function useNotificationDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NotificationDetailQuery, NotificationDetailQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationDetailQuery, NotificationDetailQueryVariables>;
export function useNotificationDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationDetailQuery, NotificationDetailQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationDetailQuery | undefined, NotificationDetailQueryVariables>;
export function useNotificationDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationDetailQuery, NotificationDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NotificationDetailQuery, NotificationDetailQueryVariables>(NotificationDetailDocument, options);
        }
export type NotificationDetailQueryHookResult = ReturnType<typeof useNotificationDetailQuery>;
export type NotificationDetailLazyQueryHookResult = ReturnType<typeof useNotificationDetailLazyQuery>;
export type NotificationDetailSuspenseQueryHookResult = ReturnType<typeof useNotificationDetailSuspenseQuery>;
export type NotificationDetailQueryResult = Apollo.QueryResult<NotificationDetailQuery, NotificationDetailQueryVariables>;
export const NotificationSuggestionsDocument = gql`
    query NotificationSuggestions($path: String!, $search: String!) {
  notificationSuggestions(path: $path, search: $search)
}
    `;

/**
 * __useNotificationSuggestionsQuery__
 *
 * To run a query within a React component, call `useNotificationSuggestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationSuggestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationSuggestionsQuery({
 *   variables: {
 *      path: // value for 'path'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useNotificationSuggestionsQuery(baseOptions: Apollo.QueryHookOptions<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables> & ({ variables: NotificationSuggestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>(NotificationSuggestionsDocument, options);
      }
export function useNotificationSuggestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>(NotificationSuggestionsDocument, options);
        }
// @ts-ignore
export function useNotificationSuggestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>;
export function useNotificationSuggestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationSuggestionsQuery | undefined, NotificationSuggestionsQueryVariables>;
export function useNotificationSuggestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>(NotificationSuggestionsDocument, options);
        }
export type NotificationSuggestionsQueryHookResult = ReturnType<typeof useNotificationSuggestionsQuery>;
export type NotificationSuggestionsLazyQueryHookResult = ReturnType<typeof useNotificationSuggestionsLazyQuery>;
export type NotificationSuggestionsSuspenseQueryHookResult = ReturnType<typeof useNotificationSuggestionsSuspenseQuery>;
export type NotificationSuggestionsQueryResult = Apollo.QueryResult<NotificationSuggestionsQuery, NotificationSuggestionsQueryVariables>;
export const NotificationCandidatesDocument = gql`
    query NotificationCandidates($filters: [FilterParameterInput!]!, $page: Int!, $pageSize: Int!, $sort: StoreVisitSortInput, $fields: [String!]) {
  storeVisits(
    filters: $filters
    page: $page
    pageSize: $pageSize
    sort: $sort
    fields: $fields
  ) {
    total
    page
    pageSize
    items {
      ...ResponseRow
      talentId
    }
  }
}
    ${ResponseRowFragmentDoc}`;

/**
 * __useNotificationCandidatesQuery__
 *
 * To run a query within a React component, call `useNotificationCandidatesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNotificationCandidatesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNotificationCandidatesQuery({
 *   variables: {
 *      filters: // value for 'filters'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      sort: // value for 'sort'
 *      fields: // value for 'fields'
 *   },
 * });
 */
export function useNotificationCandidatesQuery(baseOptions: Apollo.QueryHookOptions<NotificationCandidatesQuery, NotificationCandidatesQueryVariables> & ({ variables: NotificationCandidatesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>(NotificationCandidatesDocument, options);
      }
export function useNotificationCandidatesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>(NotificationCandidatesDocument, options);
        }
// @ts-ignore
export function useNotificationCandidatesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>;
export function useNotificationCandidatesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>): Apollo.UseSuspenseQueryResult<NotificationCandidatesQuery | undefined, NotificationCandidatesQueryVariables>;
export function useNotificationCandidatesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>(NotificationCandidatesDocument, options);
        }
export type NotificationCandidatesQueryHookResult = ReturnType<typeof useNotificationCandidatesQuery>;
export type NotificationCandidatesLazyQueryHookResult = ReturnType<typeof useNotificationCandidatesLazyQuery>;
export type NotificationCandidatesSuspenseQueryHookResult = ReturnType<typeof useNotificationCandidatesSuspenseQuery>;
export type NotificationCandidatesQueryResult = Apollo.QueryResult<NotificationCandidatesQuery, NotificationCandidatesQueryVariables>;
export const CreateNotificationDocument = gql`
    mutation CreateNotification($input: NotificationInput!) {
  createNotification(input: $input) {
    notification {
      ...NotificationRow
    }
    error {
      message
      field
    }
  }
}
    ${NotificationRowFragmentDoc}`;
export type CreateNotificationMutationFn = Apollo.MutationFunction<CreateNotificationMutation, CreateNotificationMutationVariables>;

/**
 * __useCreateNotificationMutation__
 *
 * To run a mutation, you first call `useCreateNotificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNotificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNotificationMutation, { data, loading, error }] = useCreateNotificationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateNotificationMutation(baseOptions?: Apollo.MutationHookOptions<CreateNotificationMutation, CreateNotificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateNotificationMutation, CreateNotificationMutationVariables>(CreateNotificationDocument, options);
      }
export type CreateNotificationMutationHookResult = ReturnType<typeof useCreateNotificationMutation>;
export type CreateNotificationMutationResult = Apollo.MutationResult<CreateNotificationMutation>;
export type CreateNotificationMutationOptions = Apollo.BaseMutationOptions<CreateNotificationMutation, CreateNotificationMutationVariables>;
export const SendNotificationDocument = gql`
    mutation SendNotification($id: Int!) {
  sendNotification(id: $id) {
    notification {
      ...NotificationRow
    }
    error {
      message
    }
  }
}
    ${NotificationRowFragmentDoc}`;
export type SendNotificationMutationFn = Apollo.MutationFunction<SendNotificationMutation, SendNotificationMutationVariables>;

/**
 * __useSendNotificationMutation__
 *
 * To run a mutation, you first call `useSendNotificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendNotificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendNotificationMutation, { data, loading, error }] = useSendNotificationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSendNotificationMutation(baseOptions?: Apollo.MutationHookOptions<SendNotificationMutation, SendNotificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SendNotificationMutation, SendNotificationMutationVariables>(SendNotificationDocument, options);
      }
export type SendNotificationMutationHookResult = ReturnType<typeof useSendNotificationMutation>;
export type SendNotificationMutationResult = Apollo.MutationResult<SendNotificationMutation>;
export type SendNotificationMutationOptions = Apollo.BaseMutationOptions<SendNotificationMutation, SendNotificationMutationVariables>;
export const CancelNotificationDocument = gql`
    mutation CancelNotification($id: Int!) {
  cancelNotification(id: $id) {
    notification {
      ...NotificationRow
    }
    error {
      message
    }
  }
}
    ${NotificationRowFragmentDoc}`;
export type CancelNotificationMutationFn = Apollo.MutationFunction<CancelNotificationMutation, CancelNotificationMutationVariables>;

/**
 * __useCancelNotificationMutation__
 *
 * To run a mutation, you first call `useCancelNotificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelNotificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelNotificationMutation, { data, loading, error }] = useCancelNotificationMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelNotificationMutation(baseOptions?: Apollo.MutationHookOptions<CancelNotificationMutation, CancelNotificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CancelNotificationMutation, CancelNotificationMutationVariables>(CancelNotificationDocument, options);
      }
export type CancelNotificationMutationHookResult = ReturnType<typeof useCancelNotificationMutation>;
export type CancelNotificationMutationResult = Apollo.MutationResult<CancelNotificationMutation>;
export type CancelNotificationMutationOptions = Apollo.BaseMutationOptions<CancelNotificationMutation, CancelNotificationMutationVariables>;
export const CheckInVisitsDocument = gql`
    query CheckInVisits($filters: [FilterParameterInput!]!, $page: Int!, $pageSize: Int!, $sort: StoreVisitSortInput, $fields: [String!]) {
  storeVisits(
    filters: $filters
    page: $page
    pageSize: $pageSize
    sort: $sort
    groupMultiDaySvrs: false
    fields: $fields
  ) {
    total
    items {
      ...CheckInRow
    }
  }
}
    ${CheckInRowFragmentDoc}`;

/**
 * __useCheckInVisitsQuery__
 *
 * To run a query within a React component, call `useCheckInVisitsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckInVisitsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckInVisitsQuery({
 *   variables: {
 *      filters: // value for 'filters'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      sort: // value for 'sort'
 *      fields: // value for 'fields'
 *   },
 * });
 */
export function useCheckInVisitsQuery(baseOptions: Apollo.QueryHookOptions<CheckInVisitsQuery, CheckInVisitsQueryVariables> & ({ variables: CheckInVisitsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CheckInVisitsQuery, CheckInVisitsQueryVariables>(CheckInVisitsDocument, options);
      }
export function useCheckInVisitsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CheckInVisitsQuery, CheckInVisitsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CheckInVisitsQuery, CheckInVisitsQueryVariables>(CheckInVisitsDocument, options);
        }
// @ts-ignore
export function useCheckInVisitsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CheckInVisitsQuery, CheckInVisitsQueryVariables>): Apollo.UseSuspenseQueryResult<CheckInVisitsQuery, CheckInVisitsQueryVariables>;
export function useCheckInVisitsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CheckInVisitsQuery, CheckInVisitsQueryVariables>): Apollo.UseSuspenseQueryResult<CheckInVisitsQuery | undefined, CheckInVisitsQueryVariables>;
export function useCheckInVisitsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CheckInVisitsQuery, CheckInVisitsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CheckInVisitsQuery, CheckInVisitsQueryVariables>(CheckInVisitsDocument, options);
        }
export type CheckInVisitsQueryHookResult = ReturnType<typeof useCheckInVisitsQuery>;
export type CheckInVisitsLazyQueryHookResult = ReturnType<typeof useCheckInVisitsLazyQuery>;
export type CheckInVisitsSuspenseQueryHookResult = ReturnType<typeof useCheckInVisitsSuspenseQuery>;
export type CheckInVisitsQueryResult = Apollo.QueryResult<CheckInVisitsQuery, CheckInVisitsQueryVariables>;
export const CheckInSummaryDocument = gql`
    query CheckInSummary($inOnTime: [FilterParameterInput!]!, $inEarly: [FilterParameterInput!]!, $inLate: [FilterParameterInput!]!, $inMissing: [FilterParameterInput!]!, $outOnTime: [FilterParameterInput!]!, $outEarly: [FilterParameterInput!]!, $outLate: [FilterParameterInput!]!, $outMissing: [FilterParameterInput!]!) {
  inOnTime: storeVisits(
    filters: $inOnTime
    pageSize: 1
    groupMultiDaySvrs: false
    fields: ["id"]
  ) {
    total
  }
  inEarly: storeVisits(
    filters: $inEarly
    pageSize: 1
    groupMultiDaySvrs: false
    fields: ["id"]
  ) {
    total
  }
  inLate: storeVisits(
    filters: $inLate
    pageSize: 1
    groupMultiDaySvrs: false
    fields: ["id"]
  ) {
    total
  }
  inMissing: storeVisits(
    filters: $inMissing
    pageSize: 1
    groupMultiDaySvrs: false
    fields: ["id"]
  ) {
    total
  }
  outOnTime: storeVisits(
    filters: $outOnTime
    pageSize: 1
    groupMultiDaySvrs: false
    fields: ["id"]
  ) {
    total
  }
  outEarly: storeVisits(
    filters: $outEarly
    pageSize: 1
    groupMultiDaySvrs: false
    fields: ["id"]
  ) {
    total
  }
  outLate: storeVisits(
    filters: $outLate
    pageSize: 1
    groupMultiDaySvrs: false
    fields: ["id"]
  ) {
    total
  }
  outMissing: storeVisits(
    filters: $outMissing
    pageSize: 1
    groupMultiDaySvrs: false
    fields: ["id"]
  ) {
    total
  }
}
    `;

/**
 * __useCheckInSummaryQuery__
 *
 * To run a query within a React component, call `useCheckInSummaryQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckInSummaryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckInSummaryQuery({
 *   variables: {
 *      inOnTime: // value for 'inOnTime'
 *      inEarly: // value for 'inEarly'
 *      inLate: // value for 'inLate'
 *      inMissing: // value for 'inMissing'
 *      outOnTime: // value for 'outOnTime'
 *      outEarly: // value for 'outEarly'
 *      outLate: // value for 'outLate'
 *      outMissing: // value for 'outMissing'
 *   },
 * });
 */
export function useCheckInSummaryQuery(baseOptions: Apollo.QueryHookOptions<CheckInSummaryQuery, CheckInSummaryQueryVariables> & ({ variables: CheckInSummaryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CheckInSummaryQuery, CheckInSummaryQueryVariables>(CheckInSummaryDocument, options);
      }
export function useCheckInSummaryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CheckInSummaryQuery, CheckInSummaryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CheckInSummaryQuery, CheckInSummaryQueryVariables>(CheckInSummaryDocument, options);
        }
// @ts-ignore
export function useCheckInSummarySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CheckInSummaryQuery, CheckInSummaryQueryVariables>): Apollo.UseSuspenseQueryResult<CheckInSummaryQuery, CheckInSummaryQueryVariables>;
export function useCheckInSummarySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CheckInSummaryQuery, CheckInSummaryQueryVariables>): Apollo.UseSuspenseQueryResult<CheckInSummaryQuery | undefined, CheckInSummaryQueryVariables>;
export function useCheckInSummarySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CheckInSummaryQuery, CheckInSummaryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CheckInSummaryQuery, CheckInSummaryQueryVariables>(CheckInSummaryDocument, options);
        }
export type CheckInSummaryQueryHookResult = ReturnType<typeof useCheckInSummaryQuery>;
export type CheckInSummaryLazyQueryHookResult = ReturnType<typeof useCheckInSummaryLazyQuery>;
export type CheckInSummarySuspenseQueryHookResult = ReturnType<typeof useCheckInSummarySuspenseQuery>;
export type CheckInSummaryQueryResult = Apollo.QueryResult<CheckInSummaryQuery, CheckInSummaryQueryVariables>;
export const MealPeriodsDocument = gql`
    query MealPeriods($filters: [FilterParameterInput!]!, $page: Int!, $pageSize: Int!) {
  mealPeriods(filters: $filters, page: $page, pageSize: $pageSize) {
    total
    items {
      id
      mcid
      talentName
      talentType
      day
      visits
      storeVisitIds
      hours
      workedHours
      firstCheckin
      lastCheckout
      mealBreakMinutes
      waivedCount
      mealBreaks {
        id
        storeVisitId
        startTime
        endTime
        minutes
        waived
      }
    }
  }
}
    `;

/**
 * __useMealPeriodsQuery__
 *
 * To run a query within a React component, call `useMealPeriodsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMealPeriodsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMealPeriodsQuery({
 *   variables: {
 *      filters: // value for 'filters'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useMealPeriodsQuery(baseOptions: Apollo.QueryHookOptions<MealPeriodsQuery, MealPeriodsQueryVariables> & ({ variables: MealPeriodsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MealPeriodsQuery, MealPeriodsQueryVariables>(MealPeriodsDocument, options);
      }
export function useMealPeriodsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MealPeriodsQuery, MealPeriodsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MealPeriodsQuery, MealPeriodsQueryVariables>(MealPeriodsDocument, options);
        }
// @ts-ignore
export function useMealPeriodsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MealPeriodsQuery, MealPeriodsQueryVariables>): Apollo.UseSuspenseQueryResult<MealPeriodsQuery, MealPeriodsQueryVariables>;
export function useMealPeriodsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MealPeriodsQuery, MealPeriodsQueryVariables>): Apollo.UseSuspenseQueryResult<MealPeriodsQuery | undefined, MealPeriodsQueryVariables>;
export function useMealPeriodsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MealPeriodsQuery, MealPeriodsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MealPeriodsQuery, MealPeriodsQueryVariables>(MealPeriodsDocument, options);
        }
export type MealPeriodsQueryHookResult = ReturnType<typeof useMealPeriodsQuery>;
export type MealPeriodsLazyQueryHookResult = ReturnType<typeof useMealPeriodsLazyQuery>;
export type MealPeriodsSuspenseQueryHookResult = ReturnType<typeof useMealPeriodsSuspenseQuery>;
export type MealPeriodsQueryResult = Apollo.QueryResult<MealPeriodsQuery, MealPeriodsQueryVariables>;
export const ResponsesListDocument = gql`
    query ResponsesList($filters: [FilterParameterInput!]!, $page: Int!, $pageSize: Int!, $sort: StoreVisitSortInput, $sortandcolors: SortAndColorsInput, $fields: [String!], $isDashboard: Boolean) {
  storeVisits(
    filters: $filters
    page: $page
    pageSize: $pageSize
    sort: $sort
    sortandcolors: $sortandcolors
    fields: $fields
    isDashboard: $isDashboard
  ) {
    total
    page
    pageSize
    items {
      ...ResponseRow
    }
  }
}
    ${ResponseRowFragmentDoc}`;

/**
 * __useResponsesListQuery__
 *
 * To run a query within a React component, call `useResponsesListQuery` and pass it any options that fit your needs.
 * When your component renders, `useResponsesListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useResponsesListQuery({
 *   variables: {
 *      filters: // value for 'filters'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      sort: // value for 'sort'
 *      sortandcolors: // value for 'sortandcolors'
 *      fields: // value for 'fields'
 *      isDashboard: // value for 'isDashboard'
 *   },
 * });
 */
export function useResponsesListQuery(baseOptions: Apollo.QueryHookOptions<ResponsesListQuery, ResponsesListQueryVariables> & ({ variables: ResponsesListQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ResponsesListQuery, ResponsesListQueryVariables>(ResponsesListDocument, options);
      }
export function useResponsesListLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ResponsesListQuery, ResponsesListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ResponsesListQuery, ResponsesListQueryVariables>(ResponsesListDocument, options);
        }
// @ts-ignore
export function useResponsesListSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ResponsesListQuery, ResponsesListQueryVariables>): Apollo.UseSuspenseQueryResult<ResponsesListQuery, ResponsesListQueryVariables>;
export function useResponsesListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResponsesListQuery, ResponsesListQueryVariables>): Apollo.UseSuspenseQueryResult<ResponsesListQuery | undefined, ResponsesListQueryVariables>;
export function useResponsesListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ResponsesListQuery, ResponsesListQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ResponsesListQuery, ResponsesListQueryVariables>(ResponsesListDocument, options);
        }
export type ResponsesListQueryHookResult = ReturnType<typeof useResponsesListQuery>;
export type ResponsesListLazyQueryHookResult = ReturnType<typeof useResponsesListLazyQuery>;
export type ResponsesListSuspenseQueryHookResult = ReturnType<typeof useResponsesListSuspenseQuery>;
export type ResponsesListQueryResult = Apollo.QueryResult<ResponsesListQuery, ResponsesListQueryVariables>;
export const BulkStoreVisitsDocument = gql`
    mutation BulkStoreVisits($action: StoreVisitBulkAction!, $ids: [Int!]!) {
  bulkStoreVisits(action: $action, ids: $ids) {
    changedCount
    skippedCount
    error {
      message
    }
    blockedReports {
      id
      date
      projectName
    }
  }
}
    `;
export type BulkStoreVisitsMutationFn = Apollo.MutationFunction<BulkStoreVisitsMutation, BulkStoreVisitsMutationVariables>;

/**
 * __useBulkStoreVisitsMutation__
 *
 * To run a mutation, you first call `useBulkStoreVisitsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBulkStoreVisitsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [bulkStoreVisitsMutation, { data, loading, error }] = useBulkStoreVisitsMutation({
 *   variables: {
 *      action: // value for 'action'
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useBulkStoreVisitsMutation(baseOptions?: Apollo.MutationHookOptions<BulkStoreVisitsMutation, BulkStoreVisitsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BulkStoreVisitsMutation, BulkStoreVisitsMutationVariables>(BulkStoreVisitsDocument, options);
      }
export type BulkStoreVisitsMutationHookResult = ReturnType<typeof useBulkStoreVisitsMutation>;
export type BulkStoreVisitsMutationResult = Apollo.MutationResult<BulkStoreVisitsMutation>;
export type BulkStoreVisitsMutationOptions = Apollo.BaseMutationOptions<BulkStoreVisitsMutation, BulkStoreVisitsMutationVariables>;
export const ExportStoreVisitsDocument = gql`
    mutation ExportStoreVisits($ids: [Int!], $filters: [FilterParameterInput!], $columns: [String!], $questions: [ExportQuestionInput!], $title: String) {
  exportStoreVisits(
    ids: $ids
    filters: $filters
    columns: $columns
    questions: $questions
    title: $title
  ) {
    url
    fileName
    rows
    error {
      message
    }
  }
}
    `;
export type ExportStoreVisitsMutationFn = Apollo.MutationFunction<ExportStoreVisitsMutation, ExportStoreVisitsMutationVariables>;

/**
 * __useExportStoreVisitsMutation__
 *
 * To run a mutation, you first call `useExportStoreVisitsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useExportStoreVisitsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [exportStoreVisitsMutation, { data, loading, error }] = useExportStoreVisitsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      filters: // value for 'filters'
 *      columns: // value for 'columns'
 *      questions: // value for 'questions'
 *      title: // value for 'title'
 *   },
 * });
 */
export function useExportStoreVisitsMutation(baseOptions?: Apollo.MutationHookOptions<ExportStoreVisitsMutation, ExportStoreVisitsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ExportStoreVisitsMutation, ExportStoreVisitsMutationVariables>(ExportStoreVisitsDocument, options);
      }
export type ExportStoreVisitsMutationHookResult = ReturnType<typeof useExportStoreVisitsMutation>;
export type ExportStoreVisitsMutationResult = Apollo.MutationResult<ExportStoreVisitsMutation>;
export type ExportStoreVisitsMutationOptions = Apollo.BaseMutationOptions<ExportStoreVisitsMutation, ExportStoreVisitsMutationVariables>;
export const ExportQuestionsDocument = gql`
    query ExportQuestions($formIds: [Int!]!) {
  formsByIds(ids: $formIds) {
    id
    title
    questions {
      uuid
      canonicalKey
      title
      type
      isHidden
    }
  }
}
    `;

/**
 * __useExportQuestionsQuery__
 *
 * To run a query within a React component, call `useExportQuestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useExportQuestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useExportQuestionsQuery({
 *   variables: {
 *      formIds: // value for 'formIds'
 *   },
 * });
 */
export function useExportQuestionsQuery(baseOptions: Apollo.QueryHookOptions<ExportQuestionsQuery, ExportQuestionsQueryVariables> & ({ variables: ExportQuestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ExportQuestionsQuery, ExportQuestionsQueryVariables>(ExportQuestionsDocument, options);
      }
export function useExportQuestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ExportQuestionsQuery, ExportQuestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ExportQuestionsQuery, ExportQuestionsQueryVariables>(ExportQuestionsDocument, options);
        }
// @ts-ignore
export function useExportQuestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ExportQuestionsQuery, ExportQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<ExportQuestionsQuery, ExportQuestionsQueryVariables>;
export function useExportQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ExportQuestionsQuery, ExportQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<ExportQuestionsQuery | undefined, ExportQuestionsQueryVariables>;
export function useExportQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ExportQuestionsQuery, ExportQuestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ExportQuestionsQuery, ExportQuestionsQueryVariables>(ExportQuestionsDocument, options);
        }
export type ExportQuestionsQueryHookResult = ReturnType<typeof useExportQuestionsQuery>;
export type ExportQuestionsLazyQueryHookResult = ReturnType<typeof useExportQuestionsLazyQuery>;
export type ExportQuestionsSuspenseQueryHookResult = ReturnType<typeof useExportQuestionsSuspenseQuery>;
export type ExportQuestionsQueryResult = Apollo.QueryResult<ExportQuestionsQuery, ExportQuestionsQueryVariables>;
export const ReviewExportQuestionsDocument = gql`
    query ReviewExportQuestions($id: Int!) {
  storeVisit(id: $id) {
    id
    form {
      id
      questions {
        uuid
        canonicalKey
        title
        type
        isHidden
      }
    }
  }
}
    `;

/**
 * __useReviewExportQuestionsQuery__
 *
 * To run a query within a React component, call `useReviewExportQuestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useReviewExportQuestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReviewExportQuestionsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReviewExportQuestionsQuery(baseOptions: Apollo.QueryHookOptions<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables> & ({ variables: ReviewExportQuestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>(ReviewExportQuestionsDocument, options);
      }
export function useReviewExportQuestionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>(ReviewExportQuestionsDocument, options);
        }
// @ts-ignore
export function useReviewExportQuestionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>;
export function useReviewExportQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>): Apollo.UseSuspenseQueryResult<ReviewExportQuestionsQuery | undefined, ReviewExportQuestionsQueryVariables>;
export function useReviewExportQuestionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>(ReviewExportQuestionsDocument, options);
        }
export type ReviewExportQuestionsQueryHookResult = ReturnType<typeof useReviewExportQuestionsQuery>;
export type ReviewExportQuestionsLazyQueryHookResult = ReturnType<typeof useReviewExportQuestionsLazyQuery>;
export type ReviewExportQuestionsSuspenseQueryHookResult = ReturnType<typeof useReviewExportQuestionsSuspenseQuery>;
export type ReviewExportQuestionsQueryResult = Apollo.QueryResult<ReviewExportQuestionsQuery, ReviewExportQuestionsQueryVariables>;
export const ReviewPageDocument = gql`
    query ReviewPage($id: Int!) {
  storeVisit(id: $id) {
    ...ReviewVisitChanging
    eventId
    svrType
    expectedCheckinTime
    expectedDurationMinutes
    actualCheckinTime
    actualCheckoutTime
    lastSubmissionDate
    clientName
    projectName
    mcid
    talentName
    talentEmail
    talentType
    retailer
    doorLocation
    doorNumber
    city
    state
    multiDayEvents {
      eventId
      expectedCheckinTime
      expectedDurationMinutes
      actualCheckinTime
      actualCheckoutTime
    }
    form {
      id
      title
      heroImageUrl
      sections {
        uuid
        title
        phase
        position
      }
      questions {
        uuid
        canonicalKey
        type
        typeLabel
        title
        sectionUuid
        parentQuestionUuid
        parentOptionUuid
        depth
        isHidden
        isQuickReview
        maxQuestions
        options {
          uuid
          label
          value
        }
      }
    }
  }
}
    ${ReviewVisitChangingFragmentDoc}
${ReviewActivityEntryFragmentDoc}
${ReviewAnswerFieldsFragmentDoc}`;

/**
 * __useReviewPageQuery__
 *
 * To run a query within a React component, call `useReviewPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useReviewPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReviewPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReviewPageQuery(baseOptions: Apollo.QueryHookOptions<ReviewPageQuery, ReviewPageQueryVariables> & ({ variables: ReviewPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReviewPageQuery, ReviewPageQueryVariables>(ReviewPageDocument, options);
      }
export function useReviewPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReviewPageQuery, ReviewPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReviewPageQuery, ReviewPageQueryVariables>(ReviewPageDocument, options);
        }
// @ts-ignore
export function useReviewPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReviewPageQuery, ReviewPageQueryVariables>): Apollo.UseSuspenseQueryResult<ReviewPageQuery, ReviewPageQueryVariables>;
export function useReviewPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReviewPageQuery, ReviewPageQueryVariables>): Apollo.UseSuspenseQueryResult<ReviewPageQuery | undefined, ReviewPageQueryVariables>;
export function useReviewPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReviewPageQuery, ReviewPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReviewPageQuery, ReviewPageQueryVariables>(ReviewPageDocument, options);
        }
export type ReviewPageQueryHookResult = ReturnType<typeof useReviewPageQuery>;
export type ReviewPageLazyQueryHookResult = ReturnType<typeof useReviewPageLazyQuery>;
export type ReviewPageSuspenseQueryHookResult = ReturnType<typeof useReviewPageSuspenseQuery>;
export type ReviewPageQueryResult = Apollo.QueryResult<ReviewPageQuery, ReviewPageQueryVariables>;
export const ReviewActivityDocument = gql`
    query ReviewActivity($id: Int!) {
  storeVisit(id: $id) {
    id
    activity {
      ...ReviewActivityEntry
    }
  }
}
    ${ReviewActivityEntryFragmentDoc}`;

/**
 * __useReviewActivityQuery__
 *
 * To run a query within a React component, call `useReviewActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useReviewActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReviewActivityQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReviewActivityQuery(baseOptions: Apollo.QueryHookOptions<ReviewActivityQuery, ReviewActivityQueryVariables> & ({ variables: ReviewActivityQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ReviewActivityQuery, ReviewActivityQueryVariables>(ReviewActivityDocument, options);
      }
export function useReviewActivityLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ReviewActivityQuery, ReviewActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ReviewActivityQuery, ReviewActivityQueryVariables>(ReviewActivityDocument, options);
        }
// @ts-ignore
export function useReviewActivitySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ReviewActivityQuery, ReviewActivityQueryVariables>): Apollo.UseSuspenseQueryResult<ReviewActivityQuery, ReviewActivityQueryVariables>;
export function useReviewActivitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReviewActivityQuery, ReviewActivityQueryVariables>): Apollo.UseSuspenseQueryResult<ReviewActivityQuery | undefined, ReviewActivityQueryVariables>;
export function useReviewActivitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ReviewActivityQuery, ReviewActivityQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ReviewActivityQuery, ReviewActivityQueryVariables>(ReviewActivityDocument, options);
        }
export type ReviewActivityQueryHookResult = ReturnType<typeof useReviewActivityQuery>;
export type ReviewActivityLazyQueryHookResult = ReturnType<typeof useReviewActivityLazyQuery>;
export type ReviewActivitySuspenseQueryHookResult = ReturnType<typeof useReviewActivitySuspenseQuery>;
export type ReviewActivityQueryResult = Apollo.QueryResult<ReviewActivityQuery, ReviewActivityQueryVariables>;
export const SetReviewStateDocument = gql`
    mutation SetReviewState($storeVisitId: Int!, $target: ReviewTarget!, $feedback: String, $rejectAll: Boolean, $clearRevisionRequests: Boolean) {
  setReviewState(
    storeVisitId: $storeVisitId
    target: $target
    feedback: $feedback
    rejectAll: $rejectAll
    clearRevisionRequests: $clearRevisionRequests
  ) {
    storeVisit {
      ...ReviewVisitChanging
    }
    error {
      message
    }
  }
}
    ${ReviewVisitChangingFragmentDoc}
${ReviewActivityEntryFragmentDoc}
${ReviewAnswerFieldsFragmentDoc}`;
export type SetReviewStateMutationFn = Apollo.MutationFunction<SetReviewStateMutation, SetReviewStateMutationVariables>;

/**
 * __useSetReviewStateMutation__
 *
 * To run a mutation, you first call `useSetReviewStateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetReviewStateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setReviewStateMutation, { data, loading, error }] = useSetReviewStateMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      target: // value for 'target'
 *      feedback: // value for 'feedback'
 *      rejectAll: // value for 'rejectAll'
 *      clearRevisionRequests: // value for 'clearRevisionRequests'
 *   },
 * });
 */
export function useSetReviewStateMutation(baseOptions?: Apollo.MutationHookOptions<SetReviewStateMutation, SetReviewStateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetReviewStateMutation, SetReviewStateMutationVariables>(SetReviewStateDocument, options);
      }
export type SetReviewStateMutationHookResult = ReturnType<typeof useSetReviewStateMutation>;
export type SetReviewStateMutationResult = Apollo.MutationResult<SetReviewStateMutation>;
export type SetReviewStateMutationOptions = Apollo.BaseMutationOptions<SetReviewStateMutation, SetReviewStateMutationVariables>;
export const SetRevisionRequestDocument = gql`
    mutation SetRevisionRequest($storeVisitId: Int!, $questionUuid: ID!, $feedback: String) {
  setRevisionRequest(
    storeVisitId: $storeVisitId
    questionUuid: $questionUuid
    feedback: $feedback
  ) {
    storeVisit {
      ...ReviewVisitChanging
    }
    error {
      message
    }
  }
}
    ${ReviewVisitChangingFragmentDoc}
${ReviewActivityEntryFragmentDoc}
${ReviewAnswerFieldsFragmentDoc}`;
export type SetRevisionRequestMutationFn = Apollo.MutationFunction<SetRevisionRequestMutation, SetRevisionRequestMutationVariables>;

/**
 * __useSetRevisionRequestMutation__
 *
 * To run a mutation, you first call `useSetRevisionRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetRevisionRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setRevisionRequestMutation, { data, loading, error }] = useSetRevisionRequestMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      questionUuid: // value for 'questionUuid'
 *      feedback: // value for 'feedback'
 *   },
 * });
 */
export function useSetRevisionRequestMutation(baseOptions?: Apollo.MutationHookOptions<SetRevisionRequestMutation, SetRevisionRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetRevisionRequestMutation, SetRevisionRequestMutationVariables>(SetRevisionRequestDocument, options);
      }
export type SetRevisionRequestMutationHookResult = ReturnType<typeof useSetRevisionRequestMutation>;
export type SetRevisionRequestMutationResult = Apollo.MutationResult<SetRevisionRequestMutation>;
export type SetRevisionRequestMutationOptions = Apollo.BaseMutationOptions<SetRevisionRequestMutation, SetRevisionRequestMutationVariables>;
export const ClearRevisionRequestsDocument = gql`
    mutation ClearRevisionRequests($storeVisitId: Int!) {
  clearRevisionRequests(storeVisitId: $storeVisitId) {
    storeVisit {
      ...ReviewVisitChanging
    }
    error {
      message
    }
  }
}
    ${ReviewVisitChangingFragmentDoc}
${ReviewActivityEntryFragmentDoc}
${ReviewAnswerFieldsFragmentDoc}`;
export type ClearRevisionRequestsMutationFn = Apollo.MutationFunction<ClearRevisionRequestsMutation, ClearRevisionRequestsMutationVariables>;

/**
 * __useClearRevisionRequestsMutation__
 *
 * To run a mutation, you first call `useClearRevisionRequestsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClearRevisionRequestsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [clearRevisionRequestsMutation, { data, loading, error }] = useClearRevisionRequestsMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *   },
 * });
 */
export function useClearRevisionRequestsMutation(baseOptions?: Apollo.MutationHookOptions<ClearRevisionRequestsMutation, ClearRevisionRequestsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ClearRevisionRequestsMutation, ClearRevisionRequestsMutationVariables>(ClearRevisionRequestsDocument, options);
      }
export type ClearRevisionRequestsMutationHookResult = ReturnType<typeof useClearRevisionRequestsMutation>;
export type ClearRevisionRequestsMutationResult = Apollo.MutationResult<ClearRevisionRequestsMutation>;
export type ClearRevisionRequestsMutationOptions = Apollo.BaseMutationOptions<ClearRevisionRequestsMutation, ClearRevisionRequestsMutationVariables>;
export const SaveAnswerDocument = gql`
    mutation SaveAnswer($storeVisitId: Int!, $questionUuid: ID!, $value: String) {
  saveAnswer(
    storeVisitId: $storeVisitId
    questionUuid: $questionUuid
    value: $value
  ) {
    answer {
      ...ReviewAnswerFields
    }
    error {
      message
    }
  }
}
    ${ReviewAnswerFieldsFragmentDoc}`;
export type SaveAnswerMutationFn = Apollo.MutationFunction<SaveAnswerMutation, SaveAnswerMutationVariables>;

/**
 * __useSaveAnswerMutation__
 *
 * To run a mutation, you first call `useSaveAnswerMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveAnswerMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveAnswerMutation, { data, loading, error }] = useSaveAnswerMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      questionUuid: // value for 'questionUuid'
 *      value: // value for 'value'
 *   },
 * });
 */
export function useSaveAnswerMutation(baseOptions?: Apollo.MutationHookOptions<SaveAnswerMutation, SaveAnswerMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveAnswerMutation, SaveAnswerMutationVariables>(SaveAnswerDocument, options);
      }
export type SaveAnswerMutationHookResult = ReturnType<typeof useSaveAnswerMutation>;
export type SaveAnswerMutationResult = Apollo.MutationResult<SaveAnswerMutation>;
export type SaveAnswerMutationOptions = Apollo.BaseMutationOptions<SaveAnswerMutation, SaveAnswerMutationVariables>;
export const ToggleMediaMarkDocument = gql`
    mutation ToggleMediaMark($storeVisitId: Int!, $documentUuid: ID!, $mark: MediaMarkKind!, $motive: String) {
  toggleMediaMark(
    storeVisitId: $storeVisitId
    documentUuid: $documentUuid
    mark: $mark
    motive: $motive
  ) {
    storeVisit {
      ...ReviewVisitChanging
    }
    error {
      message
    }
  }
}
    ${ReviewVisitChangingFragmentDoc}
${ReviewActivityEntryFragmentDoc}
${ReviewAnswerFieldsFragmentDoc}`;
export type ToggleMediaMarkMutationFn = Apollo.MutationFunction<ToggleMediaMarkMutation, ToggleMediaMarkMutationVariables>;

/**
 * __useToggleMediaMarkMutation__
 *
 * To run a mutation, you first call `useToggleMediaMarkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useToggleMediaMarkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [toggleMediaMarkMutation, { data, loading, error }] = useToggleMediaMarkMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      documentUuid: // value for 'documentUuid'
 *      mark: // value for 'mark'
 *      motive: // value for 'motive'
 *   },
 * });
 */
export function useToggleMediaMarkMutation(baseOptions?: Apollo.MutationHookOptions<ToggleMediaMarkMutation, ToggleMediaMarkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ToggleMediaMarkMutation, ToggleMediaMarkMutationVariables>(ToggleMediaMarkDocument, options);
      }
export type ToggleMediaMarkMutationHookResult = ReturnType<typeof useToggleMediaMarkMutation>;
export type ToggleMediaMarkMutationResult = Apollo.MutationResult<ToggleMediaMarkMutation>;
export type ToggleMediaMarkMutationOptions = Apollo.BaseMutationOptions<ToggleMediaMarkMutation, ToggleMediaMarkMutationVariables>;
export const RotateMediaDocument = gql`
    mutation RotateMedia($storeVisitId: Int!, $documentUuid: ID!) {
  rotateMedia(storeVisitId: $storeVisitId, documentUuid: $documentUuid) {
    storeVisit {
      ...ReviewVisitChanging
    }
    error {
      message
    }
  }
}
    ${ReviewVisitChangingFragmentDoc}
${ReviewActivityEntryFragmentDoc}
${ReviewAnswerFieldsFragmentDoc}`;
export type RotateMediaMutationFn = Apollo.MutationFunction<RotateMediaMutation, RotateMediaMutationVariables>;

/**
 * __useRotateMediaMutation__
 *
 * To run a mutation, you first call `useRotateMediaMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRotateMediaMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rotateMediaMutation, { data, loading, error }] = useRotateMediaMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      documentUuid: // value for 'documentUuid'
 *   },
 * });
 */
export function useRotateMediaMutation(baseOptions?: Apollo.MutationHookOptions<RotateMediaMutation, RotateMediaMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RotateMediaMutation, RotateMediaMutationVariables>(RotateMediaDocument, options);
      }
export type RotateMediaMutationHookResult = ReturnType<typeof useRotateMediaMutation>;
export type RotateMediaMutationResult = Apollo.MutationResult<RotateMediaMutation>;
export type RotateMediaMutationOptions = Apollo.BaseMutationOptions<RotateMediaMutation, RotateMediaMutationVariables>;
export const SetVisibleToClientDocument = gql`
    mutation SetVisibleToClient($storeVisitId: Int!, $visible: Boolean!) {
  setVisibleToClient(storeVisitId: $storeVisitId, visible: $visible) {
    storeVisit {
      ...ReviewVisitChanging
    }
    error {
      message
    }
  }
}
    ${ReviewVisitChangingFragmentDoc}
${ReviewActivityEntryFragmentDoc}
${ReviewAnswerFieldsFragmentDoc}`;
export type SetVisibleToClientMutationFn = Apollo.MutationFunction<SetVisibleToClientMutation, SetVisibleToClientMutationVariables>;

/**
 * __useSetVisibleToClientMutation__
 *
 * To run a mutation, you first call `useSetVisibleToClientMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetVisibleToClientMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setVisibleToClientMutation, { data, loading, error }] = useSetVisibleToClientMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      visible: // value for 'visible'
 *   },
 * });
 */
export function useSetVisibleToClientMutation(baseOptions?: Apollo.MutationHookOptions<SetVisibleToClientMutation, SetVisibleToClientMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetVisibleToClientMutation, SetVisibleToClientMutationVariables>(SetVisibleToClientDocument, options);
      }
export type SetVisibleToClientMutationHookResult = ReturnType<typeof useSetVisibleToClientMutation>;
export type SetVisibleToClientMutationResult = Apollo.MutationResult<SetVisibleToClientMutation>;
export type SetVisibleToClientMutationOptions = Apollo.BaseMutationOptions<SetVisibleToClientMutation, SetVisibleToClientMutationVariables>;
export const AddFeedbackDocument = gql`
    mutation AddFeedback($storeVisitId: Int!, $text: String!) {
  addFeedback(storeVisitId: $storeVisitId, text: $text) {
    storeVisit {
      ...ReviewVisitChanging
    }
    error {
      message
    }
  }
}
    ${ReviewVisitChangingFragmentDoc}
${ReviewActivityEntryFragmentDoc}
${ReviewAnswerFieldsFragmentDoc}`;
export type AddFeedbackMutationFn = Apollo.MutationFunction<AddFeedbackMutation, AddFeedbackMutationVariables>;

/**
 * __useAddFeedbackMutation__
 *
 * To run a mutation, you first call `useAddFeedbackMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddFeedbackMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addFeedbackMutation, { data, loading, error }] = useAddFeedbackMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *      text: // value for 'text'
 *   },
 * });
 */
export function useAddFeedbackMutation(baseOptions?: Apollo.MutationHookOptions<AddFeedbackMutation, AddFeedbackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddFeedbackMutation, AddFeedbackMutationVariables>(AddFeedbackDocument, options);
      }
export type AddFeedbackMutationHookResult = ReturnType<typeof useAddFeedbackMutation>;
export type AddFeedbackMutationResult = Apollo.MutationResult<AddFeedbackMutation>;
export type AddFeedbackMutationOptions = Apollo.BaseMutationOptions<AddFeedbackMutation, AddFeedbackMutationVariables>;
export const ReviewHeartbeatDocument = gql`
    mutation ReviewHeartbeat($storeVisitId: Int!) {
  reviewHeartbeat(storeVisitId: $storeVisitId) {
    reviewers {
      ...ReviewPresenceFields
    }
    error {
      message
    }
  }
}
    ${ReviewPresenceFieldsFragmentDoc}`;
export type ReviewHeartbeatMutationFn = Apollo.MutationFunction<ReviewHeartbeatMutation, ReviewHeartbeatMutationVariables>;

/**
 * __useReviewHeartbeatMutation__
 *
 * To run a mutation, you first call `useReviewHeartbeatMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReviewHeartbeatMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reviewHeartbeatMutation, { data, loading, error }] = useReviewHeartbeatMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *   },
 * });
 */
export function useReviewHeartbeatMutation(baseOptions?: Apollo.MutationHookOptions<ReviewHeartbeatMutation, ReviewHeartbeatMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ReviewHeartbeatMutation, ReviewHeartbeatMutationVariables>(ReviewHeartbeatDocument, options);
      }
export type ReviewHeartbeatMutationHookResult = ReturnType<typeof useReviewHeartbeatMutation>;
export type ReviewHeartbeatMutationResult = Apollo.MutationResult<ReviewHeartbeatMutation>;
export type ReviewHeartbeatMutationOptions = Apollo.BaseMutationOptions<ReviewHeartbeatMutation, ReviewHeartbeatMutationVariables>;
export const LeaveReviewDocument = gql`
    mutation LeaveReview($storeVisitId: Int!) {
  leaveReview(storeVisitId: $storeVisitId) {
    error {
      message
    }
  }
}
    `;
export type LeaveReviewMutationFn = Apollo.MutationFunction<LeaveReviewMutation, LeaveReviewMutationVariables>;

/**
 * __useLeaveReviewMutation__
 *
 * To run a mutation, you first call `useLeaveReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLeaveReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [leaveReviewMutation, { data, loading, error }] = useLeaveReviewMutation({
 *   variables: {
 *      storeVisitId: // value for 'storeVisitId'
 *   },
 * });
 */
export function useLeaveReviewMutation(baseOptions?: Apollo.MutationHookOptions<LeaveReviewMutation, LeaveReviewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LeaveReviewMutation, LeaveReviewMutationVariables>(LeaveReviewDocument, options);
      }
export type LeaveReviewMutationHookResult = ReturnType<typeof useLeaveReviewMutation>;
export type LeaveReviewMutationResult = Apollo.MutationResult<LeaveReviewMutation>;
export type LeaveReviewMutationOptions = Apollo.BaseMutationOptions<LeaveReviewMutation, LeaveReviewMutationVariables>;
export const NextPendingReportDocument = gql`
    query NextPendingReport($after: Int!) {
  nextPendingReport(after: $after)
}
    `;

/**
 * __useNextPendingReportQuery__
 *
 * To run a query within a React component, call `useNextPendingReportQuery` and pass it any options that fit your needs.
 * When your component renders, `useNextPendingReportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNextPendingReportQuery({
 *   variables: {
 *      after: // value for 'after'
 *   },
 * });
 */
export function useNextPendingReportQuery(baseOptions: Apollo.QueryHookOptions<NextPendingReportQuery, NextPendingReportQueryVariables> & ({ variables: NextPendingReportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NextPendingReportQuery, NextPendingReportQueryVariables>(NextPendingReportDocument, options);
      }
export function useNextPendingReportLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NextPendingReportQuery, NextPendingReportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NextPendingReportQuery, NextPendingReportQueryVariables>(NextPendingReportDocument, options);
        }
// @ts-ignore
export function useNextPendingReportSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NextPendingReportQuery, NextPendingReportQueryVariables>): Apollo.UseSuspenseQueryResult<NextPendingReportQuery, NextPendingReportQueryVariables>;
export function useNextPendingReportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NextPendingReportQuery, NextPendingReportQueryVariables>): Apollo.UseSuspenseQueryResult<NextPendingReportQuery | undefined, NextPendingReportQueryVariables>;
export function useNextPendingReportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NextPendingReportQuery, NextPendingReportQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NextPendingReportQuery, NextPendingReportQueryVariables>(NextPendingReportDocument, options);
        }
export type NextPendingReportQueryHookResult = ReturnType<typeof useNextPendingReportQuery>;
export type NextPendingReportLazyQueryHookResult = ReturnType<typeof useNextPendingReportLazyQuery>;
export type NextPendingReportSuspenseQueryHookResult = ReturnType<typeof useNextPendingReportSuspenseQuery>;
export type NextPendingReportQueryResult = Apollo.QueryResult<NextPendingReportQuery, NextPendingReportQueryVariables>;
export const RollupJobDocument = gql`
    query RollupJob($id: Int!) {
  job(id: $id) {
    ...RollupJobFields
  }
}
    ${RollupJobFieldsFragmentDoc}`;

/**
 * __useRollupJobQuery__
 *
 * To run a query within a React component, call `useRollupJobQuery` and pass it any options that fit your needs.
 * When your component renders, `useRollupJobQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRollupJobQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRollupJobQuery(baseOptions: Apollo.QueryHookOptions<RollupJobQuery, RollupJobQueryVariables> & ({ variables: RollupJobQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RollupJobQuery, RollupJobQueryVariables>(RollupJobDocument, options);
      }
export function useRollupJobLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RollupJobQuery, RollupJobQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RollupJobQuery, RollupJobQueryVariables>(RollupJobDocument, options);
        }
// @ts-ignore
export function useRollupJobSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RollupJobQuery, RollupJobQueryVariables>): Apollo.UseSuspenseQueryResult<RollupJobQuery, RollupJobQueryVariables>;
export function useRollupJobSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupJobQuery, RollupJobQueryVariables>): Apollo.UseSuspenseQueryResult<RollupJobQuery | undefined, RollupJobQueryVariables>;
export function useRollupJobSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupJobQuery, RollupJobQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RollupJobQuery, RollupJobQueryVariables>(RollupJobDocument, options);
        }
export type RollupJobQueryHookResult = ReturnType<typeof useRollupJobQuery>;
export type RollupJobLazyQueryHookResult = ReturnType<typeof useRollupJobLazyQuery>;
export type RollupJobSuspenseQueryHookResult = ReturnType<typeof useRollupJobSuspenseQuery>;
export type RollupJobQueryResult = Apollo.QueryResult<RollupJobQuery, RollupJobQueryVariables>;
export const StartRollupExcelExportDocument = gql`
    mutation StartRollupExcelExport($input: ExcelExportInput!) {
  startExcelExport(input: $input) {
    job {
      ...RollupJobFields
    }
    error {
      message
    }
  }
}
    ${RollupJobFieldsFragmentDoc}`;
export type StartRollupExcelExportMutationFn = Apollo.MutationFunction<StartRollupExcelExportMutation, StartRollupExcelExportMutationVariables>;

/**
 * __useStartRollupExcelExportMutation__
 *
 * To run a mutation, you first call `useStartRollupExcelExportMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartRollupExcelExportMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startRollupExcelExportMutation, { data, loading, error }] = useStartRollupExcelExportMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStartRollupExcelExportMutation(baseOptions?: Apollo.MutationHookOptions<StartRollupExcelExportMutation, StartRollupExcelExportMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartRollupExcelExportMutation, StartRollupExcelExportMutationVariables>(StartRollupExcelExportDocument, options);
      }
export type StartRollupExcelExportMutationHookResult = ReturnType<typeof useStartRollupExcelExportMutation>;
export type StartRollupExcelExportMutationResult = Apollo.MutationResult<StartRollupExcelExportMutation>;
export type StartRollupExcelExportMutationOptions = Apollo.BaseMutationOptions<StartRollupExcelExportMutation, StartRollupExcelExportMutationVariables>;
export const StartRollupPhotoZipDocument = gql`
    mutation StartRollupPhotoZip($input: PhotoZipInput!) {
  startPhotoZip(input: $input) {
    job {
      ...RollupJobFields
    }
    error {
      message
    }
  }
}
    ${RollupJobFieldsFragmentDoc}`;
export type StartRollupPhotoZipMutationFn = Apollo.MutationFunction<StartRollupPhotoZipMutation, StartRollupPhotoZipMutationVariables>;

/**
 * __useStartRollupPhotoZipMutation__
 *
 * To run a mutation, you first call `useStartRollupPhotoZipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartRollupPhotoZipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startRollupPhotoZipMutation, { data, loading, error }] = useStartRollupPhotoZipMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStartRollupPhotoZipMutation(baseOptions?: Apollo.MutationHookOptions<StartRollupPhotoZipMutation, StartRollupPhotoZipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartRollupPhotoZipMutation, StartRollupPhotoZipMutationVariables>(StartRollupPhotoZipDocument, options);
      }
export type StartRollupPhotoZipMutationHookResult = ReturnType<typeof useStartRollupPhotoZipMutation>;
export type StartRollupPhotoZipMutationResult = Apollo.MutationResult<StartRollupPhotoZipMutation>;
export type StartRollupPhotoZipMutationOptions = Apollo.BaseMutationOptions<StartRollupPhotoZipMutation, StartRollupPhotoZipMutationVariables>;
export const CancelRollupJobDocument = gql`
    mutation CancelRollupJob($id: Int!) {
  cancelJob(id: $id) {
    job {
      ...RollupJobFields
    }
    error {
      message
    }
  }
}
    ${RollupJobFieldsFragmentDoc}`;
export type CancelRollupJobMutationFn = Apollo.MutationFunction<CancelRollupJobMutation, CancelRollupJobMutationVariables>;

/**
 * __useCancelRollupJobMutation__
 *
 * To run a mutation, you first call `useCancelRollupJobMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelRollupJobMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelRollupJobMutation, { data, loading, error }] = useCancelRollupJobMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelRollupJobMutation(baseOptions?: Apollo.MutationHookOptions<CancelRollupJobMutation, CancelRollupJobMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CancelRollupJobMutation, CancelRollupJobMutationVariables>(CancelRollupJobDocument, options);
      }
export type CancelRollupJobMutationHookResult = ReturnType<typeof useCancelRollupJobMutation>;
export type CancelRollupJobMutationResult = Apollo.MutationResult<CancelRollupJobMutation>;
export type CancelRollupJobMutationOptions = Apollo.BaseMutationOptions<CancelRollupJobMutation, CancelRollupJobMutationVariables>;
export const SavedRollupsDocument = gql`
    query SavedRollups($allClients: Boolean, $statuses: [RecordStatus!]) {
  savedRollups(allClients: $allClients, statuses: $statuses) {
    ...RollupListFields
  }
}
    ${RollupListFieldsFragmentDoc}`;

/**
 * __useSavedRollupsQuery__
 *
 * To run a query within a React component, call `useSavedRollupsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSavedRollupsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSavedRollupsQuery({
 *   variables: {
 *      allClients: // value for 'allClients'
 *      statuses: // value for 'statuses'
 *   },
 * });
 */
export function useSavedRollupsQuery(baseOptions?: Apollo.QueryHookOptions<SavedRollupsQuery, SavedRollupsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SavedRollupsQuery, SavedRollupsQueryVariables>(SavedRollupsDocument, options);
      }
export function useSavedRollupsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SavedRollupsQuery, SavedRollupsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SavedRollupsQuery, SavedRollupsQueryVariables>(SavedRollupsDocument, options);
        }
// @ts-ignore
export function useSavedRollupsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SavedRollupsQuery, SavedRollupsQueryVariables>): Apollo.UseSuspenseQueryResult<SavedRollupsQuery, SavedRollupsQueryVariables>;
export function useSavedRollupsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SavedRollupsQuery, SavedRollupsQueryVariables>): Apollo.UseSuspenseQueryResult<SavedRollupsQuery | undefined, SavedRollupsQueryVariables>;
export function useSavedRollupsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SavedRollupsQuery, SavedRollupsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SavedRollupsQuery, SavedRollupsQueryVariables>(SavedRollupsDocument, options);
        }
export type SavedRollupsQueryHookResult = ReturnType<typeof useSavedRollupsQuery>;
export type SavedRollupsLazyQueryHookResult = ReturnType<typeof useSavedRollupsLazyQuery>;
export type SavedRollupsSuspenseQueryHookResult = ReturnType<typeof useSavedRollupsSuspenseQuery>;
export type SavedRollupsQueryResult = Apollo.QueryResult<SavedRollupsQuery, SavedRollupsQueryVariables>;
export const SetSavedRollupStatusDocument = gql`
    mutation SetSavedRollupStatus($ids: [Int!]!, $status: RecordStatus!) {
  setSavedRollupStatus(ids: $ids, status: $status) {
    changed
    error {
      message
    }
  }
}
    `;
export type SetSavedRollupStatusMutationFn = Apollo.MutationFunction<SetSavedRollupStatusMutation, SetSavedRollupStatusMutationVariables>;

/**
 * __useSetSavedRollupStatusMutation__
 *
 * To run a mutation, you first call `useSetSavedRollupStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetSavedRollupStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setSavedRollupStatusMutation, { data, loading, error }] = useSetSavedRollupStatusMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetSavedRollupStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetSavedRollupStatusMutation, SetSavedRollupStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetSavedRollupStatusMutation, SetSavedRollupStatusMutationVariables>(SetSavedRollupStatusDocument, options);
      }
export type SetSavedRollupStatusMutationHookResult = ReturnType<typeof useSetSavedRollupStatusMutation>;
export type SetSavedRollupStatusMutationResult = Apollo.MutationResult<SetSavedRollupStatusMutation>;
export type SetSavedRollupStatusMutationOptions = Apollo.BaseMutationOptions<SetSavedRollupStatusMutation, SetSavedRollupStatusMutationVariables>;
export const RollupPageDocument = gql`
    query RollupPage($id: Int!, $page: Int!, $pageSize: Int!, $sort: RollupSortInput, $omitIds: [Int!]) {
  rollupPage(
    id: $id
    page: $page
    pageSize: $pageSize
    sort: $sort
    omitIds: $omitIds
  ) {
    total
    page
    pageSize
    rollup {
      ...RollupListFields
      questionCanonicalKeys
      filters {
        label
        path
        type
        data
        exclude
      }
      meta {
        embedPhotosInExcelReport
        includeMotivesInExcelReport
        widgetType
      }
    }
    columns {
      canonicalKey
      title
      type
    }
    rows {
      reviewState
      greyed
      visit {
        ...RollupVisitFields
      }
      cells {
        canonicalKey
        answers {
          id
          value
          blocked
          document {
            uuid
            url
            xsurl
            title
          }
        }
      }
    }
  }
}
    ${RollupListFieldsFragmentDoc}
${RollupVisitFieldsFragmentDoc}`;

/**
 * __useRollupPageQuery__
 *
 * To run a query within a React component, call `useRollupPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useRollupPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRollupPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      sort: // value for 'sort'
 *      omitIds: // value for 'omitIds'
 *   },
 * });
 */
export function useRollupPageQuery(baseOptions: Apollo.QueryHookOptions<RollupPageQuery, RollupPageQueryVariables> & ({ variables: RollupPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RollupPageQuery, RollupPageQueryVariables>(RollupPageDocument, options);
      }
export function useRollupPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RollupPageQuery, RollupPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RollupPageQuery, RollupPageQueryVariables>(RollupPageDocument, options);
        }
// @ts-ignore
export function useRollupPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RollupPageQuery, RollupPageQueryVariables>): Apollo.UseSuspenseQueryResult<RollupPageQuery, RollupPageQueryVariables>;
export function useRollupPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupPageQuery, RollupPageQueryVariables>): Apollo.UseSuspenseQueryResult<RollupPageQuery | undefined, RollupPageQueryVariables>;
export function useRollupPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupPageQuery, RollupPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RollupPageQuery, RollupPageQueryVariables>(RollupPageDocument, options);
        }
export type RollupPageQueryHookResult = ReturnType<typeof useRollupPageQuery>;
export type RollupPageLazyQueryHookResult = ReturnType<typeof useRollupPageLazyQuery>;
export type RollupPageSuspenseQueryHookResult = ReturnType<typeof useRollupPageSuspenseQuery>;
export type RollupPageQueryResult = Apollo.QueryResult<RollupPageQuery, RollupPageQueryVariables>;
export const CreateSavedRollupDocument = gql`
    mutation CreateSavedRollup($input: SavedRollupInput!) {
  createSavedRollup(input: $input) {
    savedRollup {
      ...RollupListFields
    }
    error {
      message
    }
  }
}
    ${RollupListFieldsFragmentDoc}`;
export type CreateSavedRollupMutationFn = Apollo.MutationFunction<CreateSavedRollupMutation, CreateSavedRollupMutationVariables>;

/**
 * __useCreateSavedRollupMutation__
 *
 * To run a mutation, you first call `useCreateSavedRollupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSavedRollupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSavedRollupMutation, { data, loading, error }] = useCreateSavedRollupMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSavedRollupMutation(baseOptions?: Apollo.MutationHookOptions<CreateSavedRollupMutation, CreateSavedRollupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateSavedRollupMutation, CreateSavedRollupMutationVariables>(CreateSavedRollupDocument, options);
      }
export type CreateSavedRollupMutationHookResult = ReturnType<typeof useCreateSavedRollupMutation>;
export type CreateSavedRollupMutationResult = Apollo.MutationResult<CreateSavedRollupMutation>;
export type CreateSavedRollupMutationOptions = Apollo.BaseMutationOptions<CreateSavedRollupMutation, CreateSavedRollupMutationVariables>;
export const RollupPickerVisitsDocument = gql`
    query RollupPickerVisits($filters: [FilterParameterInput!]!) {
  storeVisits(
    filters: $filters
    pageSize: 1000
    fields: ["id", "formId"]
    filterFor: ROLLUP
  ) {
    total
    items {
      id
      formId
    }
  }
}
    `;

/**
 * __useRollupPickerVisitsQuery__
 *
 * To run a query within a React component, call `useRollupPickerVisitsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRollupPickerVisitsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRollupPickerVisitsQuery({
 *   variables: {
 *      filters: // value for 'filters'
 *   },
 * });
 */
export function useRollupPickerVisitsQuery(baseOptions: Apollo.QueryHookOptions<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables> & ({ variables: RollupPickerVisitsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>(RollupPickerVisitsDocument, options);
      }
export function useRollupPickerVisitsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>(RollupPickerVisitsDocument, options);
        }
// @ts-ignore
export function useRollupPickerVisitsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>): Apollo.UseSuspenseQueryResult<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>;
export function useRollupPickerVisitsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>): Apollo.UseSuspenseQueryResult<RollupPickerVisitsQuery | undefined, RollupPickerVisitsQueryVariables>;
export function useRollupPickerVisitsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>(RollupPickerVisitsDocument, options);
        }
export type RollupPickerVisitsQueryHookResult = ReturnType<typeof useRollupPickerVisitsQuery>;
export type RollupPickerVisitsLazyQueryHookResult = ReturnType<typeof useRollupPickerVisitsLazyQuery>;
export type RollupPickerVisitsSuspenseQueryHookResult = ReturnType<typeof useRollupPickerVisitsSuspenseQuery>;
export type RollupPickerVisitsQueryResult = Apollo.QueryResult<RollupPickerVisitsQuery, RollupPickerVisitsQueryVariables>;
export const RollupPickerFormsDocument = gql`
    query RollupPickerForms($formIds: [Int!]!) {
  formsByIds(ids: $formIds) {
    id
    title
    questions {
      uuid
      canonicalKey
      title
      type
      isHidden
      commonId
    }
  }
}
    `;

/**
 * __useRollupPickerFormsQuery__
 *
 * To run a query within a React component, call `useRollupPickerFormsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRollupPickerFormsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRollupPickerFormsQuery({
 *   variables: {
 *      formIds: // value for 'formIds'
 *   },
 * });
 */
export function useRollupPickerFormsQuery(baseOptions: Apollo.QueryHookOptions<RollupPickerFormsQuery, RollupPickerFormsQueryVariables> & ({ variables: RollupPickerFormsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>(RollupPickerFormsDocument, options);
      }
export function useRollupPickerFormsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>(RollupPickerFormsDocument, options);
        }
// @ts-ignore
export function useRollupPickerFormsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>): Apollo.UseSuspenseQueryResult<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>;
export function useRollupPickerFormsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>): Apollo.UseSuspenseQueryResult<RollupPickerFormsQuery | undefined, RollupPickerFormsQueryVariables>;
export function useRollupPickerFormsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>(RollupPickerFormsDocument, options);
        }
export type RollupPickerFormsQueryHookResult = ReturnType<typeof useRollupPickerFormsQuery>;
export type RollupPickerFormsLazyQueryHookResult = ReturnType<typeof useRollupPickerFormsLazyQuery>;
export type RollupPickerFormsSuspenseQueryHookResult = ReturnType<typeof useRollupPickerFormsSuspenseQuery>;
export type RollupPickerFormsQueryResult = Apollo.QueryResult<RollupPickerFormsQuery, RollupPickerFormsQueryVariables>;
export const RollupWidgetDocument = gql`
    query RollupWidget($id: Int!) {
  widgets(ids: [$id]) {
    id
    title
    description
    widgetType
    formQuestionCanonicalKeys
    filters
  }
}
    `;

/**
 * __useRollupWidgetQuery__
 *
 * To run a query within a React component, call `useRollupWidgetQuery` and pass it any options that fit your needs.
 * When your component renders, `useRollupWidgetQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRollupWidgetQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRollupWidgetQuery(baseOptions: Apollo.QueryHookOptions<RollupWidgetQuery, RollupWidgetQueryVariables> & ({ variables: RollupWidgetQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RollupWidgetQuery, RollupWidgetQueryVariables>(RollupWidgetDocument, options);
      }
export function useRollupWidgetLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RollupWidgetQuery, RollupWidgetQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RollupWidgetQuery, RollupWidgetQueryVariables>(RollupWidgetDocument, options);
        }
// @ts-ignore
export function useRollupWidgetSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RollupWidgetQuery, RollupWidgetQueryVariables>): Apollo.UseSuspenseQueryResult<RollupWidgetQuery, RollupWidgetQueryVariables>;
export function useRollupWidgetSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupWidgetQuery, RollupWidgetQueryVariables>): Apollo.UseSuspenseQueryResult<RollupWidgetQuery | undefined, RollupWidgetQueryVariables>;
export function useRollupWidgetSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupWidgetQuery, RollupWidgetQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RollupWidgetQuery, RollupWidgetQueryVariables>(RollupWidgetDocument, options);
        }
export type RollupWidgetQueryHookResult = ReturnType<typeof useRollupWidgetQuery>;
export type RollupWidgetLazyQueryHookResult = ReturnType<typeof useRollupWidgetLazyQuery>;
export type RollupWidgetSuspenseQueryHookResult = ReturnType<typeof useRollupWidgetSuspenseQuery>;
export type RollupWidgetQueryResult = Apollo.QueryResult<RollupWidgetQuery, RollupWidgetQueryVariables>;
export const UpdateRollupEmbedPhotosDocument = gql`
    mutation UpdateRollupEmbedPhotos($id: Int!, $embed: Boolean!) {
  updateSavedRollup(id: $id, input: {meta: {embedPhotosInExcelReport: $embed}}) {
    savedRollup {
      id
      meta {
        embedPhotosInExcelReport
        includeMotivesInExcelReport
        widgetType
      }
    }
    error {
      message
    }
  }
}
    `;
export type UpdateRollupEmbedPhotosMutationFn = Apollo.MutationFunction<UpdateRollupEmbedPhotosMutation, UpdateRollupEmbedPhotosMutationVariables>;

/**
 * __useUpdateRollupEmbedPhotosMutation__
 *
 * To run a mutation, you first call `useUpdateRollupEmbedPhotosMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRollupEmbedPhotosMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRollupEmbedPhotosMutation, { data, loading, error }] = useUpdateRollupEmbedPhotosMutation({
 *   variables: {
 *      id: // value for 'id'
 *      embed: // value for 'embed'
 *   },
 * });
 */
export function useUpdateRollupEmbedPhotosMutation(baseOptions?: Apollo.MutationHookOptions<UpdateRollupEmbedPhotosMutation, UpdateRollupEmbedPhotosMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateRollupEmbedPhotosMutation, UpdateRollupEmbedPhotosMutationVariables>(UpdateRollupEmbedPhotosDocument, options);
      }
export type UpdateRollupEmbedPhotosMutationHookResult = ReturnType<typeof useUpdateRollupEmbedPhotosMutation>;
export type UpdateRollupEmbedPhotosMutationResult = Apollo.MutationResult<UpdateRollupEmbedPhotosMutation>;
export type UpdateRollupEmbedPhotosMutationOptions = Apollo.BaseMutationOptions<UpdateRollupEmbedPhotosMutation, UpdateRollupEmbedPhotosMutationVariables>;
export const RollupFilterCountDocument = gql`
    query RollupFilterCount($filters: [FilterParameterInput!]!) {
  storeVisits(filters: $filters, pageSize: 1, fields: ["id"]) {
    total
  }
}
    `;

/**
 * __useRollupFilterCountQuery__
 *
 * To run a query within a React component, call `useRollupFilterCountQuery` and pass it any options that fit your needs.
 * When your component renders, `useRollupFilterCountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRollupFilterCountQuery({
 *   variables: {
 *      filters: // value for 'filters'
 *   },
 * });
 */
export function useRollupFilterCountQuery(baseOptions: Apollo.QueryHookOptions<RollupFilterCountQuery, RollupFilterCountQueryVariables> & ({ variables: RollupFilterCountQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RollupFilterCountQuery, RollupFilterCountQueryVariables>(RollupFilterCountDocument, options);
      }
export function useRollupFilterCountLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RollupFilterCountQuery, RollupFilterCountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RollupFilterCountQuery, RollupFilterCountQueryVariables>(RollupFilterCountDocument, options);
        }
// @ts-ignore
export function useRollupFilterCountSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RollupFilterCountQuery, RollupFilterCountQueryVariables>): Apollo.UseSuspenseQueryResult<RollupFilterCountQuery, RollupFilterCountQueryVariables>;
export function useRollupFilterCountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupFilterCountQuery, RollupFilterCountQueryVariables>): Apollo.UseSuspenseQueryResult<RollupFilterCountQuery | undefined, RollupFilterCountQueryVariables>;
export function useRollupFilterCountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RollupFilterCountQuery, RollupFilterCountQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RollupFilterCountQuery, RollupFilterCountQueryVariables>(RollupFilterCountDocument, options);
        }
export type RollupFilterCountQueryHookResult = ReturnType<typeof useRollupFilterCountQuery>;
export type RollupFilterCountLazyQueryHookResult = ReturnType<typeof useRollupFilterCountLazyQuery>;
export type RollupFilterCountSuspenseQueryHookResult = ReturnType<typeof useRollupFilterCountSuspenseQuery>;
export type RollupFilterCountQueryResult = Apollo.QueryResult<RollupFilterCountQuery, RollupFilterCountQueryVariables>;
export const SavedViewsDocument = gql`
    query SavedViews($allClients: Boolean, $statuses: [RecordStatus!]) {
  savedViews(allClients: $allClients, statuses: $statuses) {
    ...SavedViewFields
  }
}
    ${SavedViewFieldsFragmentDoc}`;

/**
 * __useSavedViewsQuery__
 *
 * To run a query within a React component, call `useSavedViewsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSavedViewsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSavedViewsQuery({
 *   variables: {
 *      allClients: // value for 'allClients'
 *      statuses: // value for 'statuses'
 *   },
 * });
 */
export function useSavedViewsQuery(baseOptions?: Apollo.QueryHookOptions<SavedViewsQuery, SavedViewsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SavedViewsQuery, SavedViewsQueryVariables>(SavedViewsDocument, options);
      }
export function useSavedViewsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SavedViewsQuery, SavedViewsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SavedViewsQuery, SavedViewsQueryVariables>(SavedViewsDocument, options);
        }
// @ts-ignore
export function useSavedViewsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SavedViewsQuery, SavedViewsQueryVariables>): Apollo.UseSuspenseQueryResult<SavedViewsQuery, SavedViewsQueryVariables>;
export function useSavedViewsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SavedViewsQuery, SavedViewsQueryVariables>): Apollo.UseSuspenseQueryResult<SavedViewsQuery | undefined, SavedViewsQueryVariables>;
export function useSavedViewsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SavedViewsQuery, SavedViewsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SavedViewsQuery, SavedViewsQueryVariables>(SavedViewsDocument, options);
        }
export type SavedViewsQueryHookResult = ReturnType<typeof useSavedViewsQuery>;
export type SavedViewsLazyQueryHookResult = ReturnType<typeof useSavedViewsLazyQuery>;
export type SavedViewsSuspenseQueryHookResult = ReturnType<typeof useSavedViewsSuspenseQuery>;
export type SavedViewsQueryResult = Apollo.QueryResult<SavedViewsQuery, SavedViewsQueryVariables>;
export const SavedViewDocument = gql`
    query SavedView($id: Int!) {
  savedView(id: $id) {
    ...SavedViewFields
  }
}
    ${SavedViewFieldsFragmentDoc}`;

/**
 * __useSavedViewQuery__
 *
 * To run a query within a React component, call `useSavedViewQuery` and pass it any options that fit your needs.
 * When your component renders, `useSavedViewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSavedViewQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSavedViewQuery(baseOptions: Apollo.QueryHookOptions<SavedViewQuery, SavedViewQueryVariables> & ({ variables: SavedViewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SavedViewQuery, SavedViewQueryVariables>(SavedViewDocument, options);
      }
export function useSavedViewLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SavedViewQuery, SavedViewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SavedViewQuery, SavedViewQueryVariables>(SavedViewDocument, options);
        }
// @ts-ignore
export function useSavedViewSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SavedViewQuery, SavedViewQueryVariables>): Apollo.UseSuspenseQueryResult<SavedViewQuery, SavedViewQueryVariables>;
export function useSavedViewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SavedViewQuery, SavedViewQueryVariables>): Apollo.UseSuspenseQueryResult<SavedViewQuery | undefined, SavedViewQueryVariables>;
export function useSavedViewSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SavedViewQuery, SavedViewQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SavedViewQuery, SavedViewQueryVariables>(SavedViewDocument, options);
        }
export type SavedViewQueryHookResult = ReturnType<typeof useSavedViewQuery>;
export type SavedViewLazyQueryHookResult = ReturnType<typeof useSavedViewLazyQuery>;
export type SavedViewSuspenseQueryHookResult = ReturnType<typeof useSavedViewSuspenseQuery>;
export type SavedViewQueryResult = Apollo.QueryResult<SavedViewQuery, SavedViewQueryVariables>;
export const CreateSavedViewDocument = gql`
    mutation CreateSavedView($input: SavedViewInput!) {
  createSavedView(input: $input) {
    savedView {
      ...SavedViewFields
    }
    error {
      message
    }
  }
}
    ${SavedViewFieldsFragmentDoc}`;
export type CreateSavedViewMutationFn = Apollo.MutationFunction<CreateSavedViewMutation, CreateSavedViewMutationVariables>;

/**
 * __useCreateSavedViewMutation__
 *
 * To run a mutation, you first call `useCreateSavedViewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSavedViewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSavedViewMutation, { data, loading, error }] = useCreateSavedViewMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSavedViewMutation(baseOptions?: Apollo.MutationHookOptions<CreateSavedViewMutation, CreateSavedViewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateSavedViewMutation, CreateSavedViewMutationVariables>(CreateSavedViewDocument, options);
      }
export type CreateSavedViewMutationHookResult = ReturnType<typeof useCreateSavedViewMutation>;
export type CreateSavedViewMutationResult = Apollo.MutationResult<CreateSavedViewMutation>;
export type CreateSavedViewMutationOptions = Apollo.BaseMutationOptions<CreateSavedViewMutation, CreateSavedViewMutationVariables>;
export const SetSavedViewStatusDocument = gql`
    mutation SetSavedViewStatus($ids: [Int!]!, $status: RecordStatus!) {
  setSavedViewStatus(ids: $ids, status: $status) {
    changed
    error {
      message
    }
  }
}
    `;
export type SetSavedViewStatusMutationFn = Apollo.MutationFunction<SetSavedViewStatusMutation, SetSavedViewStatusMutationVariables>;

/**
 * __useSetSavedViewStatusMutation__
 *
 * To run a mutation, you first call `useSetSavedViewStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetSavedViewStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setSavedViewStatusMutation, { data, loading, error }] = useSetSavedViewStatusMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetSavedViewStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetSavedViewStatusMutation, SetSavedViewStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetSavedViewStatusMutation, SetSavedViewStatusMutationVariables>(SetSavedViewStatusDocument, options);
      }
export type SetSavedViewStatusMutationHookResult = ReturnType<typeof useSetSavedViewStatusMutation>;
export type SetSavedViewStatusMutationResult = Apollo.MutationResult<SetSavedViewStatusMutation>;
export type SetSavedViewStatusMutationOptions = Apollo.BaseMutationOptions<SetSavedViewStatusMutation, SetSavedViewStatusMutationVariables>;