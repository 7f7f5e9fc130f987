/** New sections, questions and options with the spec's defaults (spec 000 §3, §4, §5). */
import type { BuilderOption, BuilderQuestion, BuilderSection, QuestionMeta, QuestionType } from './types';
import { newUuid } from './uuid';

/** The one follow-up option a numeric-conditional question starts with; its fork holds the responses. */
export const NUMERIC_PLACEHOLDER_LABEL = 'responses';

export function createOption(label: string): BuilderOption {
  return { uuid: newUuid(), label, value: label, conditionalFork: [] };
}

export function createSection(title = ''): BuilderSection {
  return { uuid: newUuid(), type: 'section', title, tags: [], meta: { forceQuestionOrder: false }, content: [] };
}

function defaultMeta(type: QuestionType): QuestionMeta {
  const meta: QuestionMeta = {
    isRequired: true,
    isHidden: false,
    isQuickReview: false,
    isConditional: false,
    isCallOut: false,
  };
  if (type === 'photo-input') meta.photoType = 'general-photo';
  if (type === 'video-input') meta.videoType = 'general-video';
  if (type === 'numeric-conditional-input') {
    meta.maxQuestions = 0;
    meta.isConditional = true;
  }
  return meta;
}

function defaultOptions(type: QuestionType): BuilderOption[] {
  if (type === 'toggle-input') return [createOption('Yes'), createOption('No')];
  if (type === 'numeric-conditional-input') return [createOption(NUMERIC_PLACEHOLDER_LABEL)];
  return [];
}

/** A question of the type with its defaults: required, visible, Yes/No with Yes and No, MAX RESPONSES 0. */
export function createQuestion(type: QuestionType, title = ''): BuilderQuestion {
  const q: BuilderQuestion = {
    uuid: newUuid(),
    canonicalKey: newUuid(),
    type,
    title,
    tags: [],
    meta: defaultMeta(type),
    options: defaultOptions(type),
    documentIds: [],
    commonId: null,
  };
  if (type === 'question-group') q.content = [];
  return q;
}

/** '{prefix} - {n}': 'Response' for single or multi line, 'Photo' for photo, otherwise the parent's title. */
export function numericChildPrefix(childType: QuestionType, parentTitle: string): string {
  if (childType === 'single-line-input' || childType === 'multi-line-input') return 'Response';
  if (childType === 'photo-input') return 'Photo';
  return parentTitle;
}

/** A generated child of a numeric-conditional question: required and not hidden. */
export function createNumericChild(childType: QuestionType, parentTitle: string, n: number): BuilderQuestion {
  const child = createQuestion(childType, `${numericChildPrefix(childType, parentTitle)} - ${n}`);
  child.meta = { ...child.meta, isRequired: true, isHidden: false, forkFromNumericConditional: true };
  return child;
}
