/**
 * Question types of form content (spec 000 §3) as the REST contract stores them in `type`, the builder's
 * labels, and the type sets more than one side needs (the api's content rules, the builder, the common
 * question library, the review page). A section (`type: 'section'`) is not a question type.
 */

/** Every question type, in the order of the builder's labels (spec 000 §3), which is the section add menu. */
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

export const isQuestionType = (t: unknown): t is QuestionType =>
  typeof t === 'string' && (QUESTION_TYPES as readonly string[]).includes(t);

/** Whether a type (any text) is one of a set of question types. */
export const isTypeIn = (types: readonly QuestionType[], type: string): type is QuestionType =>
  (types as readonly string[]).includes(type);

/** The builder's labels (spec 000 §3). */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
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

/** The label of a type; an unknown type shows its REST name rather than nothing. */
export const questionTypeLabel = (type: string): string => (isQuestionType(type) ? QUESTION_TYPE_LABELS[type] : type);

/** Types that carry options (spec 000 §3 "option-bearing types"), and so may carry conditional forks. */
export const OPTION_TYPES: readonly QuestionType[] = [
  'checkbox-input',
  'dropdown-input',
  'radio-button-input',
  'toggle-input',
  'numeric-conditional-input',
];

/** Types that cannot be saved without at least one answer (spec 000 §5): radio, dropdown, checkbox. */
export const ANSWER_REQUIRED_TYPES: readonly QuestionType[] = [
  'radio-button-input',
  'dropdown-input',
  'checkbox-input',
];

/** Types whose answers the user writes (each needs a label), and which offer the call-out per answer. */
export const ANSWER_TYPES: readonly QuestionType[] = [...ANSWER_REQUIRED_TYPES, 'toggle-input'];

/** What a conditional fork may hold (spec 000 §3 "conditional fork menu"): no group, signature or numeric conditional. */
export const FORK_TYPES: readonly QuestionType[] = QUESTION_TYPES.filter(
  (t) => t !== 'question-group' && t !== 'signature-input' && t !== 'numeric-conditional-input',
);

/** What the fork of a numeric-conditional question may hold (spec 000 §3): Single Line, Multi Line, Photo. */
export const NUMERIC_FORK_TYPES: readonly QuestionType[] = ['single-line-input', 'multi-line-input', 'photo-input'];

/**
 * What the common-question library holds: every type but the two that cannot stand alone there, a group
 * and a reference to a common question (the api refuses them; the Create New menu does not offer them).
 */
export const COMMON_QUESTION_TYPES: readonly QuestionType[] = QUESTION_TYPES.filter(
  (t) => t !== 'question-group' && t !== 'common-input',
);

/** Types whose answer is the uuid of an uploaded document, with the document type it holds (image or video). */
export const MEDIA_DOCUMENT_TYPES = {
  'photo-input': 'image',
  'signature-input': 'image',
  'video-input': 'video',
} as const satisfies Partial<Record<QuestionType, 'image' | 'video'>>;
export type MediaQuestionType = keyof typeof MEDIA_DOCUMENT_TYPES;

export const isMediaQuestionType = (t: unknown): t is MediaQuestionType =>
  typeof t === 'string' && Object.prototype.hasOwnProperty.call(MEDIA_DOCUMENT_TYPES, t);

/** The kinds of photo of a photo question (meta.photoType) and of video of a video question (meta.videoType). */
export const PHOTO_TYPES = ['general-photo', 'before-photo', 'after-photo'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const VIDEO_TYPES = ['general-video', 'before-video', 'after-video'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
