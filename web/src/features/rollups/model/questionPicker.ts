/**
 * The roll-up question picker's rules (spec 002 §4, §5): the questions of the forms the filter's visits were
 * filed on, one choice per canonical key (the same question on several forms is one roll-up column), the quick
 * selects (All Questions, All Common Questions, All Internal Questions, Non-Photo Questions, Unselect All
 * Questions) and the type rule: a roll-up takes several questions of any answerable type; a question group is
 * a container (its children are listed themselves) and has no answer of its own. SAVE needs one question.
 */
import { isTypeIn, type QuestionType } from '@svr/domain';

export interface PickerQuestion {
  canonicalKey: string;
  title: string;
  /** The stored type name ('photo-input'). */
  type: string;
  /** A common question (isCommonQuestion or a common-input). */
  isCommon: boolean;
  /** Not under a section's content (spec 002 §5: 'All Internal Questions'). */
  isInternal: boolean;
  formTitle: string;
}

/** Types with no answer of their own: never offered. */
const CONTAINER_TYPES: readonly QuestionType[] = ['question-group'];
const PHOTO_TYPES: readonly QuestionType[] = ['photo-input'];

export const isPickable = (q: PickerQuestion): boolean => !isTypeIn(CONTAINER_TYPES, q.type);
export const isPhotoQuestion = (q: { type: string }): boolean => isTypeIn(PHOTO_TYPES, q.type);

/** The offered questions: pickable ones, one per canonical key (the first form's title wins), in form order. */
export function pickerQuestions(questions: readonly PickerQuestion[]): PickerQuestion[] {
  const seen = new Set<string>();
  const out: PickerQuestion[] = [];
  for (const q of questions) {
    if (!isPickable(q) || seen.has(q.canonicalKey)) continue;
    seen.add(q.canonicalKey);
    out.push(q);
  }
  return out;
}

export const QUICK_SELECTS = [
  { id: 'all', label: 'All Questions' },
  { id: 'common', label: 'All Common Questions' },
  { id: 'internal', label: 'All Internal Questions' },
  { id: 'nonPhoto', label: 'Non-Photo Questions' },
  { id: 'none', label: 'Unselect All Questions' },
] as const;
export type QuickSelect = (typeof QUICK_SELECTS)[number]['id'];

const MATCH: Record<QuickSelect, (q: PickerQuestion) => boolean> = {
  all: () => true,
  common: (q) => q.isCommon,
  internal: (q) => q.isInternal,
  nonPhoto: (q) => !isPhotoQuestion(q),
  none: () => false,
};

/** The keys a quick select chooses among the offered questions (a new selection, not added to the old one). */
export const quickSelect = (offered: readonly PickerQuestion[], which: QuickSelect): string[] =>
  offered.filter(MATCH[which]).map((q) => q.canonicalKey);

/** Toggle one key; the result never holds a key twice and keeps the picking order. */
export function toggleKey(selected: readonly string[], key: string): string[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : dedupeKeys([...selected, key]);
}

export const dedupeKeys = (keys: readonly string[]): string[] => [...new Set(keys.filter((k) => k.trim() !== ''))];

/** formQuestionCanonicalKeys as the roll-up stores them: comma-joined, unique (spec 002 §3). */
export const joinKeys = (keys: readonly string[]): string => dedupeKeys(keys).join(',');

export const canSave = (title: string, keys: readonly string[]): boolean =>
  title.trim() !== '' && dedupeKeys(keys).length > 0;
