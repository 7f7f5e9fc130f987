/**
 * Question types and the builder's labels (spec 000 §3), as the Common Questions screen offers them.
 * A copy of the api's list (api/src/form/content.ts): the web app never imports server code.
 */

/** REST type name → the builder's label. */
export const QUESTION_TYPE_LABELS = {
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
} as const;

export type QuestionType = keyof typeof QUESTION_TYPE_LABELS;

/**
 * The Create New menu, in the builder's order: every type but a question group and a reference to a
 * common question, which cannot stand alone in the library (the api refuses them).
 */
export const COMMON_QUESTION_TYPES: readonly QuestionType[] = [
  'radio-button-input',
  'dropdown-input',
  'checkbox-input',
  'single-line-input',
  'multi-line-input',
  'photo-input',
  'toggle-input',
  'numeric-int-input',
  'video-input',
  'signature-input',
  'numeric-conditional-input',
];

/** Types whose answers the modal edits. */
export const ANSWER_TYPES: readonly string[] = [
  'radio-button-input',
  'dropdown-input',
  'checkbox-input',
  'toggle-input',
];

/** Types that cannot be saved without at least one answer (spec 000 §5). */
export const ANSWER_REQUIRED_TYPES: readonly string[] = ['radio-button-input', 'dropdown-input', 'checkbox-input'];

export const typeLabel = (type: string): string => QUESTION_TYPE_LABELS[type as QuestionType] ?? type;
