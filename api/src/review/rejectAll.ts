/**
 * REJECT ALL's marks (spec 001 §4: "REJECT ALL marks every visited question as rejected (empty feedback)"),
 * pure and unit-tested; actions.ts `decide` applies them in the decision's one transaction.
 */
import type { FormQuestion } from './rules.js';

/**
 * The questions REJECT ALL marks: formState.visitedQuestions (spec 001 §3), answered or not, internal ones
 * included (a reviewer may mark those one by one too), each once, spelled as the form spells it. Question
 * groups are left out (a group is not marked, its questions are), and so are uuids that are not questions of
 * the report's form when the form is known. `null` when the report records no visited question (the list is
 * missing, not a list, or empty): the caller then marks the answered questions (docs/DECISIONS.md).
 */
export function visitedQuestionsToMark(formState: unknown, questions: ReadonlyMap<string, FormQuestion>) {
  const fs = typeof formState === 'object' && formState !== null ? (formState as Record<string, unknown>) : {};
  const list = Array.isArray(fs.visitedQuestions)
    ? fs.visitedQuestions.filter((u): u is string => typeof u === 'string' && u.trim() !== '')
    : [];
  if (!list.length) return null;
  const out = new Map<string, string>();
  for (const raw of list) {
    const uuid = raw.trim();
    const q = questions.get(uuid.toLowerCase());
    if (q?.type === 'question-group' || (!q && questions.size > 0)) continue;
    if (!out.has(uuid.toLowerCase())) out.set(uuid.toLowerCase(), q?.uuid ?? uuid);
  }
  return [...out.values()];
}

/**
 * The revision marks after REJECT ALL: every question of `toMark` marked with empty feedback; a question
 * already marked (in any spelling of its uuid) keeps its text.
 */
export function withRejectAllMarks(marks: Readonly<Record<string, string>>, toMark: readonly string[]) {
  const next: Record<string, string> = { ...marks };
  const known = new Set(Object.keys(marks).map((k) => k.toLowerCase()));
  for (const uuid of toMark)
    if (!known.has(uuid.toLowerCase())) {
      next[uuid] = '';
      known.add(uuid.toLowerCase());
    }
  return next;
}
