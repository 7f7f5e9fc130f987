/**
 * The question columns of one report's Excel export: every question of its form that holds an answer
 * of its own (not sections or question groups), once per canonical key, in the form's order, with its
 * title as the header. Internal questions are left out for a client user (the api does so too).
 */
import type { QuestionType } from '../../../../generated/graphql';
import { questionGroup } from '../../../responses/model/exportColumns';

export interface ExcelQuestionSource {
  canonicalKey: string | null | undefined;
  title: string;
  type: QuestionType;
  isHidden: boolean;
}

export function excelQuestions(
  questions: readonly ExcelQuestionSource[],
  isClient: boolean,
): { canonicalKey: string; title: string }[] {
  const seen = new Set<string>();
  const out: { canonicalKey: string; title: string }[] = [];
  for (const q of questions) {
    if (!q.canonicalKey || seen.has(q.canonicalKey)) continue;
    if (questionGroup(q.type) === null) continue;
    if (isClient && q.isHidden) continue;
    seen.add(q.canonicalKey);
    out.push({ canonicalKey: q.canonicalKey, title: q.title.trim() || q.canonicalKey });
  }
  return out;
}
