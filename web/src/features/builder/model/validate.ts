/**
 * What disables saving (spec 000 §5), with a message per problem so the builder can say why. The api
 * checks the same rules again; this only lets the builder disable its buttons early.
 */
import { allQuestions } from './tree';
import { ANSWER_REQUIRED_TYPES, ANSWER_TYPES, QUESTION_TYPE_LABELS } from '@svr/domain';
import { PHASES, type BuilderForm, type FormContent } from './types';

export const PHASE_NAMES = ['Pre', 'During', 'Post'] as const;

/** A standard e-mail pattern, as the api's. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mailing-list entries (comma-separated, each trimmed) that are not e-mail addresses. */
export function invalidMailingEntries(mailing: string): string[] {
  return mailing
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0 && !EMAIL.test(e));
}

/** Invalid when call-out is active and any entry fails: then save, edit and preview are all disabled. */
export const mailingInvalid = (content: FormContent): boolean =>
  content.callOut.active && invalidMailingEntries(content.callOut.mailing).length > 0;

/** Max allowed additional time: non-digits are stripped on input. */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');
export const maxAllowedTimeInvalid = (content: FormContent): boolean =>
  content.maxAllowedTime !== '' && !/^\d+$/.test(content.maxAllowedTime);

export interface BuilderProblem {
  /** 'title', 'callOutMailing', 'maxAllowedTime', or the uuid of the section or question concerned. */
  target: string;
  message: string;
}

/** How every missing-title message ends: shownProblems holds those back until the field was left. */
const NEEDS_A_TITLE = 'needs a title.';
export const isMissingTitle = (p: BuilderProblem) => p.message.endsWith(NEEDS_A_TITLE);

export function validateForm(form: BuilderForm): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  const add = (target: string, message: string) => problems.push({ target, message });
  const { content } = form;

  if (form.title.trim() === '') add('title', `The SVR ${NEEDS_A_TITLE}`);
  if (mailingInvalid(content)) {
    const bad = invalidMailingEntries(content.callOut.mailing);
    add(
      'callOutMailing',
      `Please fix the call-out mailing list: ${bad.join(', ')} ${bad.length > 1 ? 'are not e-mail addresses' : 'is not an e-mail address'}.`,
    );
  }
  if (maxAllowedTimeInvalid(content))
    add('maxAllowedTime', 'Max allowed additional time must be a whole number of minutes.');

  for (const phase of PHASES) {
    content.structure[phase].forEach((s, i) => {
      if (s.title.trim() === '') add(s.uuid, `Section ${i + 1} of ${PHASE_NAMES[phase]} ${NEEDS_A_TITLE}`);
    });
  }
  for (const { question: q, section } of allQuestions(content)) {
    const label = QUESTION_TYPE_LABELS[q.type];
    const title = q.title.trim();
    const where = section.title.trim() ? ` in '${section.title.trim()}'` : '';
    if (title === '') add(q.uuid, `A ${label} question${where} ${NEEDS_A_TITLE}`);
    if (ANSWER_REQUIRED_TYPES.includes(q.type) && q.options.length === 0)
      add(q.uuid, `The ${label} question '${title}' needs at least one answer.`);
    if (ANSWER_TYPES.includes(q.type) && q.options.some((o) => o.label.trim() === '')) {
      add(q.uuid, `Every answer of the ${label} question '${title}' needs a label.`);
    }
    if (q.type === 'numeric-conditional-input') {
      const max = q.meta.maxQuestions ?? 0;
      if (!Number.isInteger(max) || max < 0)
        add(q.uuid, `MAX RESPONSES of '${title}' must be a whole number of 0 or more.`);
    }
  }
  return problems;
}

/**
 * The problems to show now (issue 15): a missing title only once its field was left (the form's title, a
 * section's or question's card lost focus: `touched` holds 'title' or the uuid) or a save was tried; every
 * other problem at once. A new form or question does not open with 'needs a title' before any typing.
 */
export function shownProblems(
  problems: readonly BuilderProblem[],
  touched: ReadonlySet<string>,
  attempted: boolean,
): BuilderProblem[] {
  return problems.filter((p) => attempted || !isMissingTitle(p) || touched.has(p.target));
}
