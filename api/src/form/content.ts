/**
 * Form content rules (spec 000 §3, §5): the structure the builder saves and the api refuses to store
 * when broken. Pure; unit-tested.
 */
export const QUESTION_TYPES = [
  'question-group', 'radio-button-input', 'dropdown-input', 'checkbox-input', 'single-line-input',
  'multi-line-input', 'photo-input', 'toggle-input', 'common-input', 'numeric-int-input', 'video-input',
  'signature-input', 'numeric-conditional-input',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const TYPE_LABELS: Record<QuestionType, string> = {
  'radio-button-input': 'Radio Button',
  'dropdown-input': 'Dropdown',
  'checkbox-input': 'Checkbox',
  'single-line-input': 'Single Line',
  'multi-line-input': 'Multi Line',
  'photo-input': 'Photo',
  'toggle-input': 'Yes/No',
  'question-group': 'Question Group',
  'common-input': 'Common Question',
  'numeric-int-input': 'Numeric',
  'video-input': 'Video',
  'signature-input': 'Signature',
  'numeric-conditional-input': 'Numeric Conditional',
};

/** Types that carry options (and so may carry conditional forks). */
export const OPTION_TYPES: readonly string[] = ['checkbox-input', 'dropdown-input', 'radio-button-input', 'toggle-input', 'numeric-conditional-input'];

/** What a conditional fork may hold. */
export const FORK_TYPES: readonly string[] = [
  'radio-button-input', 'dropdown-input', 'checkbox-input', 'single-line-input', 'multi-line-input', 'photo-input',
  'toggle-input', 'common-input', 'numeric-int-input', 'video-input',
];
/** What the fork of a numeric-conditional question may hold. */
export const NUMERIC_FORK_TYPES: readonly string[] = ['single-line-input', 'multi-line-input', 'photo-input'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContentProblem {
  path: string;
  message: string;
}

type Node = Record<string, unknown>;
const isObj = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Call-out mailing list: comma-separated e-mails, each trimmed and matched against an e-mail pattern. */
export function invalidMailingEntries(mailing: string): string[] {
  return mailing.split(',').map((e) => e.trim()).filter((e) => e.length > 0 && !EMAIL.test(e));
}

export function validateFormContent(content: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (!isObj(content)) return [{ path: 'content', message: 'Form content must be an object.' }];
  const structure = content.structure;
  if (!Array.isArray(structure) || structure.length !== 3 || !structure.every(Array.isArray)) {
    return [{ path: 'content.structure', message: 'content.structure must hold three lists of sections (pre, during, post).' }];
  }
  const uuids = new Set<string>();
  const seeUuid = (uuid: unknown, path: string) => {
    if (typeof uuid !== 'string' || uuid.length === 0) return add(path, 'Every section, question and option needs a uuid.');
    if (uuids.has(uuid)) add(path, `The uuid ${uuid} is used twice.`);
    uuids.add(uuid);
  };

  const checkQuestion = (q: unknown, path: string, allowed: readonly string[] | null) => {
    if (!isObj(q)) return add(path, 'A question must be an object.');
    seeUuid(q.uuid, `${path}.uuid`);
    const type = String(q.type ?? '');
    if (type === 'section') return add(path, 'A section cannot be placed inside a section or question.');
    if (!(QUESTION_TYPES as readonly string[]).includes(type)) return add(`${path}.type`, `Unknown question type '${type}'.`);
    if (allowed && !allowed.includes(type)) {
      return add(`${path}.type`, `A ${TYPE_LABELS[type as QuestionType]} question cannot be placed in this conditional fork.`);
    }
    if (typeof q.title !== 'string' || q.title.trim() === '') add(`${path}.title`, 'Every question needs a title.');
    if (type === 'question-group') {
      if (!Array.isArray(q.content)) return add(`${path}.content`, 'A question group must hold a list of questions.');
      q.content.forEach((child, i) => {
        if (isObj(child) && child.type === 'question-group') add(`${path}.content.${i}`, 'A question group cannot hold another question group.');
        else checkQuestion(child, `${path}.content.${i}`, null);
      });
      return;
    }
    const options = q.options ?? [];
    if (!Array.isArray(options)) return add(`${path}.options`, 'options must be a list.');
    if (!OPTION_TYPES.includes(type)) {
      if (options.some((o) => isObj(o) && Array.isArray(o.conditionalFork) && o.conditionalFork.length > 0)) {
        add(`${path}.options`, `A ${TYPE_LABELS[type as QuestionType]} question cannot have conditional follow-ups.`);
      }
      return;
    }
    if (['checkbox-input', 'dropdown-input', 'radio-button-input'].includes(type) && options.length === 0) {
      add(`${path}.options`, `The ${TYPE_LABELS[type as QuestionType]} question '${String(q.title ?? '')}' needs at least one answer.`);
    }
    const forkAllowed = type === 'numeric-conditional-input' ? NUMERIC_FORK_TYPES : FORK_TYPES;
    options.forEach((o, i) => {
      const op = `${path}.options.${i}`;
      if (!isObj(o)) return add(op, 'An option must be an object.');
      seeUuid(o.uuid, `${op}.uuid`);
      if (typeof o.label !== 'string') add(`${op}.label`, 'Every option needs a label.');
      const fork = o.conditionalFork ?? [];
      if (!Array.isArray(fork)) return add(`${op}.conditionalFork`, 'conditionalFork must be a list.');
      fork.forEach((child, j) => checkQuestion(child, `${op}.conditionalFork.${j}`, forkAllowed));
    });
  };

  structure.forEach((group, g) =>
    (group as unknown[]).forEach((section, s) => {
      const path = `content.structure.${g}.${s}`;
      if (!isObj(section) || section.type !== 'section') return add(path, 'Only sections may sit at the top of a form phase.');
      seeUuid(section.uuid, `${path}.uuid`);
      if (!Array.isArray(section.content)) return add(`${path}.content`, 'A section must hold a list of questions.');
      section.content.forEach((q, i) => checkQuestion(q, `${path}.content.${i}`, null));
    }),
  );

  const callOut = content.callOut;
  if (isObj(callOut) && callOut.active === true && typeof callOut.mailing === 'string') {
    const bad = invalidMailingEntries(callOut.mailing);
    if (bad.length) add('content.callOut.mailing', `Please fix the call-out mailing list: ${bad.join(', ')} is not an e-mail address.`);
  }
  const maxAllowed = content.maxAllowedTime;
  if (maxAllowed !== undefined && maxAllowed !== null && maxAllowed !== '' && !/^\d+$/.test(String(maxAllowed))) {
    add('content.maxAllowedTime', 'Max allowed additional time must be a whole number of minutes.');
  }
  return problems;
}
