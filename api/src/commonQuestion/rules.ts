/**
 * Common-question rules (spec 000 §5): a title, a known type, at least one answer for radio, dropdown and
 * checkbox, and options that obey the builder's structure rules (fork types, labels, unique uuids). Pure.
 */
import { validateQuestion, type ContentProblem } from '../form/content.js';

type Node = Record<string, unknown>;
const isObj = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Fills what the create modal may leave out: an option's uuid, its value (the label) and an empty fork,
 * and the uuid of follow-up questions, at any depth. Labels are trimmed. Anything else is kept as sent.
 */
export function normaliseOptions(options: Node[], newUuid: () => string): Node[] {
  const question = (q: unknown): unknown => {
    if (!isObj(q)) return q;
    return { ...q, uuid: q.uuid ?? newUuid(), ...(Array.isArray(q.options) && { options: q.options.map(option) }) };
  };
  const option = (o: unknown): unknown => {
    if (!isObj(o)) return o;
    const label = typeof o.label === 'string' ? o.label.trim() : o.label;
    const fork = o.conditionalFork ?? [];
    return {
      ...o,
      uuid: o.uuid ?? newUuid(),
      label,
      value: o.value ?? label,
      conditionalFork: Array.isArray(fork) ? fork.map(question) : fork,
    };
  };
  return options.map((o) => option(o) as Node);
}

export interface CommonQuestionDraft {
  uuid: string;
  title: string;
  type: string;
  options: unknown[];
  metaJson: Node;
}

/** What is wrong with a common question, as the builder would see it in a form; paths name the payload fields. */
export function commonQuestionProblems(q: CommonQuestionDraft): ContentProblem[] {
  return validateQuestion({ uuid: q.uuid, type: q.type, title: q.title, options: q.options, meta: q.metaJson });
}
