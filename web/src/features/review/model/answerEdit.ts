/**
 * Answer edits of the review page (spec 001 §3 review-side input types): which editor a question gets,
 * the value it stores (checkbox answers as a JSON list of option values), the checks the api makes too,
 * and the photo swap rule. Pure, so the rules are unit-tested.
 */
import type { ReviewQuestion } from './report';
import { chosenValues, isMediaQuestion } from './report';

export type EditorKind =
  'single-line' | 'multi-line' | 'number' | 'choice' | 'checkbox' | 'conditional-number' | 'media' | 'none';

export function editorKind(q: Pick<ReviewQuestion, 'type'>): EditorKind {
  if (isMediaQuestion(q)) return 'media';
  switch (q.type) {
    case 'QUESTION_GROUP':
      return 'none';
    case 'SINGLE_LINE_INPUT':
      return 'single-line';
    case 'NUMERIC_INT_INPUT':
      return 'number';
    case 'NUMERIC_CONDITIONAL_INPUT':
      return 'conditional-number';
    case 'RADIO_BUTTON_INPUT':
    case 'DROPDOWN_INPUT':
    case 'TOGGLE_INPUT':
      return 'choice';
    case 'CHECKBOX_INPUT':
      return 'checkbox';
    default:
      // MULTI_LINE_INPUT, COMMON_INPUT and anything newer: free text.
      return 'multi-line';
  }
}

/** The draft an editor starts from: the stored text, or the chosen values of a checkbox list. */
export const initialDraft = (value: string | null | undefined): string => value ?? '';
export const initialChoices = (value: string | null | undefined): string[] => chosenValues(value);

/** A checkbox answer as stored: the chosen values in the options' order, as JSON text; none chosen is no answer. */
export function checkboxValue(q: Pick<ReviewQuestion, 'options'>, chosen: readonly string[]): string | null {
  const set = new Set(chosen);
  const ordered = q.options.map((o) => o.value).filter((v) => set.has(v));
  return ordered.length ? JSON.stringify(ordered) : null;
}

/** What is wrong with a draft, in words the reviewer can act on, or null. Blank is no answer (allowed). */
export function draftProblem(
  q: Pick<ReviewQuestion, 'type' | 'maxQuestions' | 'options'>,
  draft: string,
): string | null {
  const value = draft.trim();
  if (!value) return null;
  switch (editorKind(q)) {
    case 'single-line':
      return /[\r\n]/.test(draft)
        ? 'A single-line answer cannot hold line breaks.'
        : draft.length > 255
          ? 'Please keep the answer to 255 characters.'
          : null;
    case 'number':
      return /^-?\d{1,15}$/.test(value) ? null : 'Please enter a whole number.';
    case 'conditional-number':
      if (!/^\d{1,6}$/.test(value)) return 'Please enter a whole number of 0 or more.';
      return q.maxQuestions !== null && q.maxQuestions !== undefined && Number(value) > q.maxQuestions
        ? `Please enter at most ${q.maxQuestions}.`
        : null;
    case 'choice':
      return q.options.some((o) => o.value === draft) ? null : 'Please choose one of the answers.';
    default:
      return null;
  }
}

/** The value to store for a text-like draft: numbers trimmed, blank as no answer (null). */
export function draftValue(q: Pick<ReviewQuestion, 'type'>, draft: string): string | null {
  const kind = editorKind(q);
  if (!draft.trim()) return null;
  return kind === 'number' || kind === 'conditional-number' ? draft.trim() : draft;
}

export interface PhotoSlot {
  questionUuid: string;
  value: string | null;
}

/**
 * Swapping two photos by drag and drop: the two saves to make, or none when both answers are the same
 * (spec 001 §4) or a photo is dropped on itself.
 */
export function swapSaves(from: PhotoSlot, to: PhotoSlot): { questionUuid: string; value: string | null }[] {
  if (from.questionUuid === to.questionUuid) return [];
  if ((from.value ?? '').toLowerCase() === (to.value ?? '').toLowerCase()) return [];
  return [
    { questionUuid: to.questionUuid, value: from.value },
    { questionUuid: from.questionUuid, value: to.value },
  ];
}
