/**
 * What the create / edit modal holds while the user types, and the rules of spec 000 §5 that decide
 * whether it may be saved. Pure, so the rules are unit-tested without a browser.
 */
import type {
  CommonQuestionDialogQuestionFragment,
  CommonQuestionOptionInput,
  CreateCommonQuestionInput,
  UpdateCommonQuestionInput,
} from '../../generated/graphql';
import { ANSWER_REQUIRED_TYPES, ANSWER_TYPES, isTypeIn, type QuestionType } from '@svr/domain';
import { questionTypeValue, storedQuestionType } from '../../ui/questionTypes';

export interface AnswerDraft {
  /** React key: the uuid of a saved answer, or a local key for a new one. */
  key: string;
  /** null for an answer not saved yet (the api gives it one). */
  uuid: string | null;
  label: string;
  /** null: the value follows the label (the api's default). Set only when a saved value differs from its label. */
  value: string | null;
  /** The follow-up questions, kept as loaded (the library modal does not edit forks). */
  conditionalFork: unknown;
}

export interface CommonQuestionDraft {
  /** null for a new question. */
  id: number | null;
  /** The stored type name (radio-button-input), as the Create New menu and the domain's type sets spell it. */
  type: QuestionType;
  title: string;
  answers: AnswerDraft[];
  tags: string[];
  meta: Record<string, unknown>;
}

let localKeys = 0;
export const newAnswer = (label: string): AnswerDraft => ({
  key: `new-${++localKeys}`,
  uuid: null,
  label,
  value: null,
  conditionalFork: [],
});

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A new question of a type. The library's questions are general ones (spec 000 §3: the type is fixed to
 * general), so photo and video questions are general photos and videos; Yes/No starts with Yes and No,
 * and a numeric conditional with one placeholder follow-up option and MAX RESPONSES 0 (spec 000 §4, §5).
 */
export function newDraft(type: QuestionType): CommonQuestionDraft {
  const meta: Record<string, unknown> = { type: 'general', isRequired: true };
  if (type === 'photo-input') meta.photoType = 'general-photo';
  if (type === 'video-input') meta.videoType = 'general-video';
  if (type === 'numeric-conditional-input') meta.maxQuestions = 0;
  const answers =
    type === 'toggle-input'
      ? [newAnswer('Yes'), newAnswer('No')]
      : type === 'numeric-conditional-input'
        ? [newAnswer('')]
        : [];
  return { id: null, type, title: '', answers, tags: [], meta };
}

export function draftOf(q: CommonQuestionDialogQuestionFragment): CommonQuestionDraft {
  return {
    id: q.id,
    type: storedQuestionType(q.type),
    title: q.title,
    answers: q.options.map((o) => ({
      key: o.uuid,
      uuid: o.uuid,
      label: o.label,
      value: o.value === o.label ? null : o.value,
      conditionalFork: o.conditionalFork,
    })),
    tags: [...q.tags],
    meta: isObj(q.meta) ? { ...q.meta } : {},
  };
}

/** Answers compare by their trimmed label, in any case. */
export const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why the draft cannot be saved yet, or null when it can (spec 000 §5). */
export function saveBlocker(d: CommonQuestionDraft): string | null {
  if (d.title.trim() === '') return 'Add a title.';
  if (isTypeIn(ANSWER_REQUIRED_TYPES, d.type) && d.answers.length === 0) return 'Add at least one answer.';
  if (isTypeIn(ANSWER_TYPES, d.type) && d.answers.some((a) => a.label.trim() === ''))
    return 'Every answer needs a label.';
  return null;
}

const optionInput = (a: AnswerDraft): CommonQuestionOptionInput => ({
  label: a.label.trim(),
  ...(a.uuid ? { uuid: a.uuid } : {}),
  ...(a.value !== null ? { value: a.value } : {}),
  conditionalFork: a.conditionalFork ?? [],
});

export function createInput(d: CommonQuestionDraft): CreateCommonQuestionInput {
  return {
    title: d.title.trim(),
    type: questionTypeValue(d.type),
    options: d.answers.map(optionInput),
    tags: d.tags,
    meta: d.meta,
  };
}

/** An edit sends the answers only for types whose answers the modal edits; other options stay as saved. */
export function updateInput(d: CommonQuestionDraft): UpdateCommonQuestionInput {
  return {
    title: d.title.trim(),
    ...(isTypeIn(ANSWER_TYPES, d.type) ? { options: d.answers.map(optionInput) } : {}),
    tags: d.tags,
    meta: d.meta,
  };
}
