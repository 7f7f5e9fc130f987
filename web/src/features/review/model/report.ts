/**
 * The review page's reading of a report (spec 001 §2.1): the form's sections in the before / during /
 * after groups, each question with its answer as a person reads it, and follow-up questions under the
 * answer that opened them. Pure, so the rules are unit-tested.
 */
import type { FormPhase, ReviewPageQuery } from '../../../generated/graphql';
import { isMediaType } from '../../../ui/questionTypes';

type Visit = NonNullable<ReviewPageQuery['storeVisit']>;
type Form = NonNullable<Visit['form']>;
export type ReviewQuestion = Form['questions'][number];
export type ReviewSection = Form['sections'][number];
export type ReviewAnswer = Visit['answers'][number];
export type ReviewDocument = NonNullable<ReviewAnswer['document']>;

/** The three groups of the page, in order, with the spec's names. */
export const PHASE_GROUPS: readonly { phase: FormPhase; title: string }[] = [
  { phase: 'PRE', title: 'Before the visit' },
  { phase: 'DURING', title: 'During the visit' },
  { phase: 'POST', title: 'After the visit' },
];

/** Photo, signature and video questions (their answer is an uploaded document). */
export const isMediaQuestion = (q: Pick<ReviewQuestion, 'type'>) => isMediaType(q.type);

/** What an answer shows: text, or the document of a photo, signature or video. */
export type AnswerShown =
  | { kind: 'text'; text: string }
  | { kind: 'media'; document: ReviewDocument | null }
  /** A blocked photo or video, as a client user gets it: no value, only the placeholder (spec 001 §6). */
  | { kind: 'blocked' }
  | { kind: 'none' };

export interface QuestionNode {
  question: ReviewQuestion;
  answer: ReviewAnswer | null;
  shown: AnswerShown;
  /** Questions of a group, and follow-ups of the chosen answers, in form order. */
  children: QuestionNode[];
}

export interface SectionNode {
  section: ReviewSection;
  questions: QuestionNode[];
  /** Some question of the section (at any depth) has an answer. */
  answered: boolean;
}

export interface PhaseNode {
  phase: FormPhase;
  title: string;
  sections: SectionNode[];
}

/** Checkbox answers are stored as JSON text of the chosen values; anything else is one value. */
export function chosenValues(value: string | null | undefined): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v));
    } catch {
      // Not JSON: shown as written.
    }
  }
  return [value];
}

/** How an answer reads: option labels for choices, the value otherwise; media by its document. */
export function showAnswer(question: ReviewQuestion, answer: ReviewAnswer | null): AnswerShown {
  if (isMediaQuestion(question) && answer?.blocked && !answer.value) return { kind: 'blocked' };
  if (isMediaQuestion(question))
    return answer?.value ? { kind: 'media', document: answer.document ?? null } : { kind: 'none' };
  const values = chosenValues(answer?.value);
  if (values.length === 0) return { kind: 'none' };
  if (question.options.length && question.type !== 'NUMERIC_CONDITIONAL_INPUT') {
    const label = (v: string) => question.options.find((o) => o.value === v)?.label ?? v;
    return { kind: 'text', text: values.map(label).join(', ') };
  }
  return { kind: 'text', text: values.join(', ') };
}

function hasAnswer(node: QuestionNode): boolean {
  return node.shown.kind !== 'none' || node.children.some(hasAnswer);
}

export interface BuildOptions {
  /** Client users: internal (isHidden) questions are left out, answered or not (spec 001 §6). */
  hideInternal?: boolean;
  /** Quick review: only quick-review questions, with the groups that hold them. */
  quickReviewOnly?: boolean;
}

/** Keeps the quick-review questions and the groups and parents on the way to one. */
function quickOnly(n: QuestionNode): QuestionNode | null {
  const children = n.children.map(quickOnly).filter((c): c is QuestionNode => c !== null);
  if (n.question.isQuickReview) return { ...n, children };
  return children.length ? { ...n, children } : null;
}

/** Builds the page's tree. Follow-ups show under the chosen option, or when they were answered anyway. */
export function buildReport(form: Form, answers: readonly ReviewAnswer[], options: BuildOptions = {}): PhaseNode[] {
  const answerOf = new Map<string, ReviewAnswer>();
  for (const a of answers) answerOf.set(a.questionUuid, a);
  const childrenOf = new Map<string, ReviewQuestion[]>();
  const topOf = new Map<string, ReviewQuestion[]>();
  for (const q of form.questions) {
    if (options.hideInternal && q.isHidden) continue;
    const key = q.parentQuestionUuid ?? null;
    if (key) childrenOf.set(key, [...(childrenOf.get(key) ?? []), q]);
    else topOf.set(q.sectionUuid, [...(topOf.get(q.sectionUuid) ?? []), q]);
  }

  const node = (q: ReviewQuestion): QuestionNode => {
    const answer = answerOf.get(q.uuid) ?? null;
    const shown = showAnswer(q, answer);
    const chosen = new Set(chosenValues(answer?.value));
    const chosenOptions = new Set(q.options.filter((o) => chosen.has(o.value)).map((o) => o.uuid));
    const children = (childrenOf.get(q.uuid) ?? [])
      .map(node)
      .filter((c) => !c.question.parentOptionUuid || chosenOptions.has(c.question.parentOptionUuid) || hasAnswer(c));
    return { question: q, answer, shown, children };
  };

  return PHASE_GROUPS.map(({ phase, title }) => ({
    phase,
    title,
    sections: form.sections
      .filter((s) => s.phase === phase)
      .sort((a, b) => a.position - b.position)
      .map((section) => {
        let questions = (topOf.get(section.uuid) ?? []).map(node);
        if (options.quickReviewOnly) questions = questions.map(quickOnly).filter((n): n is QuestionNode => n !== null);
        return { section, questions, answered: questions.some(hasAnswer) };
      }),
  }));
}

/** Every question node of the tree, depth first in page order. */
export function allNodes(phases: readonly PhaseNode[]): QuestionNode[] {
  const out: QuestionNode[] = [];
  const walk = (n: QuestionNode) => {
    out.push(n);
    n.children.forEach(walk);
  };
  for (const p of phases) for (const s of p.sections) s.questions.forEach(walk);
  return out;
}

/** The rotation a photo's url carries (`?rotate=90`), 0 without one. */
export function urlRotation(url: string | null | undefined): number {
  const m = /[?&]rotate=(\d+)/.exec(url ?? '');
  return m ? Number(m[1]) % 360 : 0;
}

/** Every photo, signature and video of the report in page order, for the carousel and the zip. */
export function mediaInOrder(phases: readonly PhaseNode[]): { question: ReviewQuestion; document: ReviewDocument }[] {
  const out: { question: ReviewQuestion; document: ReviewDocument }[] = [];
  const walk = (n: QuestionNode) => {
    if (n.shown.kind === 'media' && n.shown.document) out.push({ question: n.question, document: n.shown.document });
    n.children.forEach(walk);
  };
  for (const p of phases) for (const s of p.sections) s.questions.forEach(walk);
  return out;
}
