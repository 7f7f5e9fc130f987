/**
 * Structural rules the builder keeps after every change (spec 000 §4): isConditional follows the forks,
 * the call-out flag turns on when any call-out question exists, and a numeric-conditional question has as
 * many '{prefix} - {n}' children as its MAX RESPONSES.
 */
import { createNumericChild, createOption, NUMERIC_PLACEHOLDER_LABEL } from './create';
import { allQuestions, documentIdsOf, mapQuestions } from './tree';
import type { BuilderQuestion, FormContent, QuestionType } from './types';

/** meta.isConditional: true when any option has follow-ups (always for a numeric conditional). */
export function syncConditional(q: BuilderQuestion): BuilderQuestion {
  const conditional = q.type === 'numeric-conditional-input' || q.options.some((o) => o.conditionalFork.length > 0);
  return q.meta.isConditional === conditional ? q : { ...q, meta: { ...q.meta, isConditional: conditional } };
}

export const hasCallOutQuestion = (content: FormContent) =>
  allQuestions(content).some((e) => e.question.meta.isCallOut);

/** The rules applied after every change. */
export function applyRules(content: FormContent): FormContent {
  const next = mapQuestions(content, syncConditional);
  if (!next.callOut.active && hasCallOutQuestion(next)) return { ...next, callOut: { ...next.callOut, active: true } };
  return next;
}

/** The response type of a numeric conditional: its children's type, Single Line until it has one. */
export function numericResponseType(q: BuilderQuestion): QuestionType {
  return q.options[0]?.conditionalFork.at(-1)?.type ?? 'single-line-input';
}

export interface Resized {
  question: BuilderQuestion;
  /** Documents of the children that went. */
  documentIds: number[];
}

/**
 * MAX RESPONSES = n: keeps the first n children as they are, adds '{prefix} - {k}' children (required,
 * not hidden) of the response type up to n, and drops the rest.
 */
export function setMaxResponses(
  q: BuilderQuestion,
  n: number,
  childType: QuestionType = numericResponseType(q),
): Resized {
  const max = Math.max(0, Math.floor(n));
  const [first, ...rest] = q.options;
  const option = first ?? createOption(NUMERIC_PLACEHOLDER_LABEL);
  const kept = option.conditionalFork.slice(0, max);
  const dropped = option.conditionalFork.slice(max);
  const added = Array.from({ length: max - kept.length }, (_, i) =>
    createNumericChild(childType, q.title, kept.length + i + 1),
  );
  const question: BuilderQuestion = {
    ...q,
    meta: { ...q.meta, maxQuestions: max },
    options: [{ ...option, conditionalFork: [...kept, ...added] }, ...rest],
  };
  const documentIds = [...new Set(dropped.flatMap(documentIdsOf))];
  return { question, documentIds };
}
