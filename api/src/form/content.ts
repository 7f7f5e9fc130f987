/**
 * Form content rules (spec 000 §3, §5): the structure the builder saves and the api refuses to store
 * when broken. Pure; unit-tested. The question types and their sets are @svr/domain's.
 */
import {
  ANSWER_REQUIRED_TYPES,
  ANSWER_TYPES,
  FORK_TYPES,
  isQuestionType,
  NUMERIC_FORK_TYPES,
  OPTION_TYPES,
  questionTypeLabel,
  type QuestionType,
} from '@svr/domain';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContentProblem {
  path: string;
  message: string;
}

type Node = Record<string, unknown>;
const isObj = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Call-out mailing list: comma-separated e-mails, each trimmed and matched against an e-mail pattern. */
export function invalidMailingEntries(mailing: string): string[] {
  return mailing
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0 && !EMAIL.test(e));
}

/** Conditional forks nest to any depth the builder makes; this bound only stops pathological documents. */
export const MAX_NESTING_DEPTH = 50;

const join = (base: string, key: string | number) => (base ? `${base}.${key}` : String(key));

/** Checks questions (and their forks, to any depth) into one list of problems, with uuids unique across all of them. */
function questionChecker(add: (path: string, message: string) => void) {
  const uuids = new Set<string>();
  const seeUuid = (uuid: unknown, path: string) => {
    if (typeof uuid !== 'string' || uuid.length === 0)
      return add(path, 'Every section, question and option needs a uuid.');
    if (uuids.has(uuid)) add(path, `The uuid ${uuid} is used twice.`);
    uuids.add(uuid);
  };
  const checkTags = (tags: unknown, path: string) => {
    if (tags !== undefined && tags !== null && !(Array.isArray(tags) && tags.every((t) => typeof t === 'string'))) {
      add(path, 'tags must be a list of tag titles.');
    }
  };

  const checkQuestion = (q: unknown, path: string, allowed: readonly QuestionType[] | null, depth: number): void => {
    if (depth > MAX_NESTING_DEPTH) return add(path, `Questions nest at most ${MAX_NESTING_DEPTH} levels deep.`);
    if (!isObj(q)) return add(path, 'A question must be an object.');
    seeUuid(q.uuid, join(path, 'uuid'));
    const type = String(q.type ?? '');
    if (type === 'section') return add(path, 'A section cannot be placed inside a section or question.');
    if (!isQuestionType(type)) return add(join(path, 'type'), `Unknown question type '${type}'.`);
    if (allowed && !allowed.includes(type)) {
      return add(
        join(path, 'type'),
        `A ${questionTypeLabel(type)} question cannot be placed in this conditional fork.`,
      );
    }
    if (typeof q.title !== 'string' || q.title.trim() === '') add(join(path, 'title'), 'Every question needs a title.');
    checkTags(q.tags, join(path, 'tags'));
    if (q.meta !== undefined && q.meta !== null && !isObj(q.meta)) add(join(path, 'meta'), 'meta must be an object.');
    if (type === 'question-group') {
      if (!Array.isArray(q.content))
        return add(join(path, 'content'), 'A question group must hold a list of questions.');
      q.content.forEach((child, i) => {
        if (isObj(child) && child.type === 'question-group')
          add(join(path, `content.${i}`), 'A question group cannot hold another question group.');
        else checkQuestion(child, join(path, `content.${i}`), null, depth + 1);
      });
      return;
    }
    const options = q.options ?? [];
    if (!Array.isArray(options)) return add(join(path, 'options'), 'options must be a list.');
    if (!OPTION_TYPES.includes(type)) {
      if (options.some((o) => isObj(o) && Array.isArray(o.conditionalFork) && o.conditionalFork.length > 0)) {
        add(join(path, 'options'), `A ${questionTypeLabel(type)} question cannot have conditional follow-ups.`);
      }
      return;
    }
    const title = typeof q.title === 'string' ? q.title.trim() : '';
    if (ANSWER_REQUIRED_TYPES.includes(type) && options.length === 0) {
      add(join(path, 'options'), `The ${questionTypeLabel(type)} question '${title}' needs at least one answer.`);
    }
    if (
      type === 'numeric-conditional-input' &&
      isObj(q.meta) &&
      q.meta.maxQuestions !== undefined &&
      q.meta.maxQuestions !== null
    ) {
      const max = Number(q.meta.maxQuestions);
      if (q.meta.maxQuestions === '' || !Number.isInteger(max) || max < 0) {
        add(join(path, 'meta.maxQuestions'), `MAX RESPONSES of '${title}' must be a whole number of 0 or more.`);
      }
    }
    const forkAllowed = type === 'numeric-conditional-input' ? NUMERIC_FORK_TYPES : FORK_TYPES;
    options.forEach((o, i) => {
      const op = join(path, `options.${i}`);
      if (!isObj(o)) return add(op, 'An option must be an object.');
      seeUuid(o.uuid, join(op, 'uuid'));
      if (typeof o.label !== 'string') add(join(op, 'label'), 'Every option needs a label.');
      else if (ANSWER_TYPES.includes(type) && o.label.trim() === '') {
        add(join(op, 'label'), `Every answer of the ${questionTypeLabel(type)} question '${title}' needs a label.`);
      }
      const fork = o.conditionalFork ?? [];
      if (!Array.isArray(fork)) return add(join(op, 'conditionalFork'), 'conditionalFork must be a list.');
      fork.forEach((child, j) => checkQuestion(child, join(op, `conditionalFork.${j}`), forkAllowed, depth + 1));
    });
  };

  const checkSection = (section: unknown, path: string) => {
    if (!isObj(section) || section.type !== 'section')
      return add(path, 'Only sections may sit at the top of a form phase.');
    seeUuid(section.uuid, join(path, 'uuid'));
    if (typeof section.title !== 'string' || section.title.trim() === '')
      add(join(path, 'title'), 'Every section needs a title.');
    checkTags(section.tags, join(path, 'tags'));
    if (!Array.isArray(section.content)) return add(join(path, 'content'), 'A section must hold a list of questions.');
    section.content.forEach((q, i) => checkQuestion(q, join(path, `content.${i}`), null, 1));
  };

  return { checkQuestion, checkSection };
}

/**
 * One question on its own (with its options and forks), as the common-question library stores it.
 * Paths in the problems are relative to the question ('options.0.label').
 */
export function validateQuestion(question: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  questionChecker((path, message) => problems.push({ path, message })).checkQuestion(question, '', null, 1);
  return problems;
}

const FLAG_VALUES: readonly unknown[] = [true, false, 0, 1];

export function validateFormContent(content: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (!isObj(content)) return [{ path: 'content', message: 'Form content must be an object.' }];
  const structure = content.structure;
  if (!Array.isArray(structure) || structure.length !== 3 || !structure.every(Array.isArray)) {
    return [
      {
        path: 'content.structure',
        message: 'content.structure must hold three lists of sections (pre, during, post).',
      },
    ];
  }
  const { checkSection } = questionChecker(add);
  structure.forEach((group, g) =>
    (group as unknown[]).forEach((section, s) => checkSection(section, `content.structure.${g}.${s}`)),
  );

  if (content.documents !== undefined && content.documents !== null && !Array.isArray(content.documents)) {
    add('content.documents', 'content.documents must be a list.');
  }
  const callOut = content.callOut;
  if (callOut !== undefined && callOut !== null) {
    if (!isObj(callOut)) add('content.callOut', 'callOut must be an object with active and mailing.');
    else if (callOut.mailing !== undefined && callOut.mailing !== null && typeof callOut.mailing !== 'string') {
      add('content.callOut.mailing', 'The call-out mailing list must be comma-separated e-mail addresses.');
    } else if (callOut.active === true && typeof callOut.mailing === 'string') {
      const bad = invalidMailingEntries(callOut.mailing);
      if (bad.length)
        add(
          'content.callOut.mailing',
          `Please fix the call-out mailing list: ${bad.join(', ')} ${bad.length > 1 ? 'are not e-mail addresses' : 'is not an e-mail address'}.`,
        );
    }
  }
  const maxAllowed = content.maxAllowedTime;
  if (maxAllowed !== undefined && maxAllowed !== null && maxAllowed !== '' && !/^\d+$/.test(String(maxAllowed))) {
    add('content.maxAllowedTime', 'Max allowed additional time must be a whole number of minutes.');
  }
  for (const flag of ['hideFromClient', 'bypassGPSValidation', 'bypassDuplicatePhotoCheck'] as const) {
    const value = content[flag];
    if (value !== undefined && value !== null && !FLAG_VALUES.includes(value)) {
      add(`content.${flag}`, `${flag} must be true or false (or 1 or 0).`);
    }
  }
  return problems;
}
