/** The quick-review questions of a form (meta.isQuickReview), for the builder's quick-review dialog (spec 000 §2, §8). */
import { allQuestions, type QuestionEntry } from './tree';
import type { FormContent } from './types';

export const NO_QUICK_REVIEW = "This SVR doesn't have any quick review questions.";

/** Quick-review questions at any depth, in document order, with their section and phase. */
export function quickReviewQuestions(content: FormContent): QuestionEntry[] {
  return allQuestions(content).filter((e) => e.question.meta.isQuickReview);
}
