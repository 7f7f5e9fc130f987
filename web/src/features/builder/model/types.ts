/**
 * The form content the builder edits (spec 000 §3): three phases of sections, sections of questions and
 * question groups, options whose conditional forks hold follow-up questions nested to any depth. The
 * builder saves this document whole, as the REST contract does. The question types and their sets are
 * @svr/domain's; only the builder's menus are kept here.
 */
import { ANSWER_TYPES, QUESTION_TYPES, type PhotoType, type QuestionType, type VideoType } from '@svr/domain';

export type { QuestionType };

/** Section add menu: every type, in the domain's order (the builder's labels, spec 000 §3). */
export const SECTION_MENU_TYPES: readonly QuestionType[] = QUESTION_TYPES;
/** Question group add menu: everything but another group. */
export const GROUP_MENU_TYPES: readonly QuestionType[] = QUESTION_TYPES.filter((t) => t !== 'question-group');
/** Types that offer the CALL OUT toggle with per-answer checkboxes: those whose answers the user writes. */
export const CALL_OUT_TYPES: readonly QuestionType[] = ANSWER_TYPES;

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
