/**
 * The form content the builder edits (spec 000 §3): three phases of sections, sections of questions and
 * question groups, options whose conditional forks hold follow-up questions nested to any depth. The
 * builder saves this document whole, as the REST contract does.
 */

export const QUESTION_TYPES = [
  'radio-button-input',
  'dropdown-input',
  'checkbox-input',
  'single-line-input',
  'multi-line-input',
  'photo-input',
  'toggle-input',
  'question-group',
  'common-input',
  'numeric-int-input',
  'video-input',
  'signature-input',
  'numeric-conditional-input',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The builder's labels (spec 000 §3), in the order of the section add menu. */
export const TYPE_LABELS: Record<QuestionType, string> = {
  'radio-button-input': 'Radio Button',
  'dropdown-input': 'Dropdown',
  'checkbox-input': 'Checkbox',
  'single-line-input': 'Single Line',
  'multi-line-input': 'Multi Line',
  'photo-input': 'Photo',
  'toggle-input': 'Yes/No',
  'question-group': 'Question Group',
  'common-input': 'Common Question',
  'numeric-int-input': 'Numeric',
  'video-input': 'Video',
  'signature-input': 'Signature',
  'numeric-conditional-input': 'Numeric Conditional',
};

export const isQuestionType = (t: unknown): t is QuestionType =>
  typeof t === 'string' && (QUESTION_TYPES as readonly string[]).includes(t);

/** Section add menu: every builder label. */
export const SECTION_MENU_TYPES: readonly QuestionType[] = QUESTION_TYPES;
/** Question group add menu: everything but another group. */
export const GROUP_MENU_TYPES: readonly QuestionType[] = QUESTION_TYPES.filter((t) => t !== 'question-group');
/** What a conditional fork may hold (and offers in its add menu). */
export const FORK_TYPES: readonly QuestionType[] = [
  'radio-button-input',
  'dropdown-input',
  'checkbox-input',
  'single-line-input',
  'multi-line-input',
  'photo-input',
  'toggle-input',
  'common-input',
  'numeric-int-input',
  'video-input',
];
/** What the fork of a numeric-conditional question may hold. */
export const NUMERIC_FORK_TYPES: readonly QuestionType[] = ['single-line-input', 'multi-line-input', 'photo-input'];

/** Types that carry options (and so may carry conditional forks). */
export const OPTION_TYPES: readonly QuestionType[] = [
  'checkbox-input',
  'dropdown-input',
  'radio-button-input',
  'toggle-input',
  'numeric-conditional-input',
];
/** Types whose answers the user edits and that need at least one (spec 000 §5). */
export const ANSWER_TYPES: readonly QuestionType[] = ['checkbox-input', 'dropdown-input', 'radio-button-input'];
/** Types that offer the CALL OUT toggle with per-answer checkboxes. */
export const CALL_OUT_TYPES: readonly QuestionType[] = [
  'checkbox-input',
  'dropdown-input',
  'radio-button-input',
  'toggle-input',
];

export const PHOTO_TYPES = ['general-photo', 'before-photo', 'after-photo'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const VIDEO_TYPES = ['general-video', 'before-video', 'after-video'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export interface QuestionMeta {
  isRequired: boolean;
  /** Internal-only: never shown to client users. */
  isHidden: boolean;
  isQuickReview: boolean;
  /** True when any option has follow-up questions. */
  isConditional: boolean;
  isCallOut: boolean;
  /** Values of the answers that raise a call-out. */
  callOutOptions?: string[];
  photoType?: PhotoType;
  videoType?: VideoType;
  /** The before question an after-photo or after-video is paired with. */
  pairedQuestionUuid?: string | null;
  /** A generated child of a numeric-conditional question. */
  forkFromNumericConditional?: boolean;
  /** MAX RESPONSES of a numeric-conditional question. */
  maxQuestions?: number;
  /** The library type of a common question (common-input). */
  commonType?: string;
  /** Anything older builders stored is kept as it was. */
  [key: string]: unknown;
}

export interface BuilderOption {
  uuid: string;
  label: string;
  value: string;
  conditionalFork: BuilderQuestion[];
}

export interface BuilderQuestion {
  uuid: string;
  canonicalKey: string;
  type: QuestionType;
  title: string;
  tags: string[];
  meta: QuestionMeta;
  options: BuilderOption[];
  documentIds: number[];
  commonId: number | null;
  /** The questions of a question group. */
  content?: BuilderQuestion[];
}

export interface BuilderSection {
  uuid: string;
  type: 'section';
  title: string;
  tags: string[];
  meta: { forceQuestionOrder: boolean };
  content: BuilderQuestion[];
}

/** A document attached to the form (the upload's answer, kept in content.documents). */
export interface FormDocument {
  id: number;
  uuid: string;
  title: string;
  size: number;
  url: string;
  type: string;
  timestamp: string;
}

export type Phase = 0 | 1 | 2;
export const PHASES: readonly Phase[] = [0, 1, 2];

export interface FormContent {
  /** pre = 0, during = 1, post = 2. */
  structure: [BuilderSection[], BuilderSection[], BuilderSection[]];
  documents: FormDocument[];
  callOut: { active: boolean; mailing: string };
  hideFromClient: number;
  invoicePlannedTime: number;
  /** Minutes, digits only; hidden in the interface. */
  maxAllowedTime: string;
  bypassGPSValidation: boolean;
  bypassDuplicatePhotoCheck: boolean;
}

/** The form as the builder holds it: record fields plus content. */
export interface BuilderForm {
  /** The record loaded; null for a new form. */
  id: number | null;
  canonicalKey: string | null;
  title: string;
  /** 1 active, 2 archived, 3 draft; a new form is 1 until saved. */
  status: number;
  /** The revision loaded; a save based on an older one is refused as stale. */
  revision: number | null;
  tenancyClientId: number | null;
  autoApprovalHourTrigger: number;
  heroImageUrl: string;
  /** Last change of the record loaded (ISO); null for a new form. */
  timestamp: string | null;
  content: FormContent;
}

export type BuilderNode = BuilderSection | BuilderQuestion;
export const isSection = (n: BuilderNode): n is BuilderSection => n.type === 'section';
