import { describe, expect, it } from 'vitest';
import { demoForms } from '../db/seed/forms.js';
import { Random } from '../db/seed/random.js';
import { MAX_NESTING_DEPTH, invalidMailingEntries, validateFormContent, validateQuestion } from './content.js';

let n = 0;
const id = () => `u-${++n}`;
const q = (type: string, extra: Record<string, unknown> = {}) => ({
  uuid: id(),
  type,
  title: `Q ${type}`,
  meta: {},
  options: [],
  ...extra,
});
const opt = (label: string, fork: unknown[] = []) => ({ uuid: id(), label, value: label, conditionalFork: fork });
const form = (questions: unknown[], extra: Record<string, unknown> = {}) => ({
  structure: [[{ uuid: id(), type: 'section', title: 'S', tags: [], meta: {}, content: questions }], [], []],
  ...extra,
});

describe('validateFormContent', () => {
  it('accepts a form with forks three levels deep', () => {
    const deep = q('radio-button-input', {
      options: [
        opt('A', [
          q('dropdown-input', {
            options: [opt('B', [q('toggle-input', { options: [opt('Yes', [q('single-line-input')]), opt('No')] })])],
          }),
        ]),
      ],
    });
    expect(
      validateFormContent(form([deep, q('photo-input'), q('question-group', { content: [q('multi-line-input')] })])),
    ).toEqual([]);
  });
  it('refuses content without three phases', () => {
    expect(validateFormContent({ structure: [[]] })[0].message).toMatch(/three lists/);
  });
  it('refuses a section inside a question', () => {
    const bad = q('radio-button-input', {
      options: [opt('A', [{ uuid: id(), type: 'section', title: 'x', content: [] }])],
    });
    expect(
      validateFormContent(form([bad]))
        .map((p) => p.message)
        .join(),
    ).toMatch(/section cannot be placed/);
  });
  it('refuses a fork type a fork may not hold', () => {
    const bad = q('radio-button-input', { options: [opt('A', [q('signature-input')])] });
    expect(validateFormContent(form([bad]))[0].message).toMatch(/Signature question cannot be placed/);
  });
  it('allows only Single Line, Multi Line and Photo under a numeric conditional', () => {
    const ok = q('numeric-conditional-input', { options: [opt('1', [q('photo-input'), q('single-line-input')])] });
    expect(validateFormContent(form([ok]))).toEqual([]);
    const bad = q('numeric-conditional-input', { options: [opt('1', [q('dropdown-input', { options: [opt('x')] })])] });
    expect(validateFormContent(form([bad]))[0].message).toMatch(/Dropdown question cannot be placed/);
  });
  it('refuses follow-ups under a type without options', () => {
    const bad = q('single-line-input', { options: [opt('A', [q('photo-input')])] });
    expect(validateFormContent(form([bad]))[0].message).toMatch(/cannot have conditional follow-ups/);
  });
  it('requires answers for radio, dropdown and checkbox', () => {
    expect(validateFormContent(form([q('checkbox-input')]))[0].message).toMatch(/needs at least one answer/);
  });
  it('refuses duplicate uuids and untitled questions', () => {
    const a = q('photo-input');
    const msgs = validateFormContent(form([a, { ...a, title: ' ' }])).map((p) => p.message);
    expect(msgs.some((m) => /used twice/.test(m))).toBe(true);
    expect(msgs.some((m) => /needs a title/.test(m))).toBe(true);
  });
  it('checks the call-out mailing list only when call-out is active', () => {
    expect(validateFormContent(form([], { callOut: { active: false, mailing: 'nope' } }))).toEqual([]);
    expect(validateFormContent(form([], { callOut: { active: true, mailing: 'a@b.co, nope' } }))[0].message).toMatch(
      /Please fix/,
    );
  });
  it('lists invalid mailing entries after trimming', () => {
    expect(invalidMailingEntries(' a@b.co ,x@y, ,c@d.org')).toEqual(['x@y']);
  });
  it('requires digits for max allowed time', () => {
    expect(validateFormContent(form([], { maxAllowedTime: '12a' }))[0].path).toBe('content.maxAllowedTime');
    expect(validateFormContent(form([], { maxAllowedTime: '30' }))).toEqual([]);
  });
  it('accepts every demo form', () => {
    for (const f of demoForms(new Random(1))) expect(validateFormContent(f.content), f.title).toEqual([]);
  });
  it('requires a title on every section', () => {
    const untitled = { structure: [[{ uuid: id(), type: 'section', title: '  ', content: [] }], [], []] };
    expect(validateFormContent(untitled)).toEqual([
      { path: 'content.structure.0.0.title', message: 'Every section needs a title.' },
    ]);
  });
  it('requires a label on every answer of a radio, dropdown, checkbox or Yes/No question', () => {
    const msgs = validateFormContent(form([q('dropdown-input', { title: 'Pick', options: [opt('A'), opt(' ')] })])).map(
      (p) => p.message,
    );
    expect(msgs).toEqual(["Every answer of the Dropdown question 'Pick' needs a label."]);
    // The placeholder follow-up option of a numeric conditional has no label to show.
    expect(
      validateFormContent(form([q('numeric-conditional-input', { options: [opt('', [q('photo-input')])] })])),
    ).toEqual([]);
  });
  it('refuses a question group inside a question group', () => {
    const nested = q('question-group', { content: [q('question-group', { content: [] })] });
    expect(validateFormContent(form([nested]))[0].message).toBe('A question group cannot hold another question group.');
  });
  it('refuses a MAX RESPONSES that is not a whole number', () => {
    const bad = q('numeric-conditional-input', {
      title: 'How many?',
      meta: { maxQuestions: 'lots' },
      options: [opt('x')],
    });
    expect(validateFormContent(form([bad]))[0].message).toBe(
      "MAX RESPONSES of 'How many?' must be a whole number of 0 or more.",
    );
    expect(validateFormContent(form([{ ...bad, uuid: id(), options: [opt('y')], meta: { maxQuestions: 3 } }]))).toEqual(
      [],
    );
  });
  it('refuses malformed settings: mailing not text, flags not booleans, documents not a list', () => {
    const msgs = (extra: Record<string, unknown>) => validateFormContent(form([], extra)).map((p) => p.message);
    expect(msgs({ callOut: { active: true, mailing: ['a@b.co'] } })).toEqual([
      'The call-out mailing list must be comma-separated e-mail addresses.',
    ]);
    expect(msgs({ bypassDuplicatePhotoCheck: 'false' })).toEqual([
      'bypassDuplicatePhotoCheck must be true or false (or 1 or 0).',
    ]);
    expect(msgs({ hideFromClient: 1, bypassGPSValidation: false, bypassDuplicatePhotoCheck: true })).toEqual([]);
    expect(msgs({ documents: {} })).toEqual(['content.documents must be a list.']);
    expect(msgs({ callOut: { active: true, mailing: 'x, y@z' } })).toEqual([
      'Please fix the call-out mailing list: x, y@z are not e-mail addresses.',
    ]);
  });
  it('refuses tags that are not a list of titles', () => {
    expect(validateFormContent(form([q('photo-input', { tags: 'a,b' })]))[0].message).toBe(
      'tags must be a list of tag titles.',
    );
  });
  it('stops at a pathological nesting depth instead of overflowing the stack', () => {
    let deep: Record<string, unknown> = q('single-line-input');
    for (let i = 0; i < MAX_NESTING_DEPTH + 5; i++) deep = q('radio-button-input', { options: [opt('A', [deep])] });
    expect(validateFormContent(form([deep])).map((p) => p.message)).toContain(
      `Questions nest at most ${MAX_NESTING_DEPTH} levels deep.`,
    );
  });
});

describe('validateQuestion (one common question)', () => {
  it('accepts a question with forks and answers relative paths', () => {
    expect(validateQuestion(q('toggle-input', { options: [opt('Yes', [q('photo-input')]), opt('No')] }))).toEqual([]);
    expect(validateQuestion(q('radio-button-input', { title: 'R' }))).toEqual([
      { path: 'options', message: "The Radio Button question 'R' needs at least one answer." },
    ]);
    expect(validateQuestion(q('radio-button-input', { options: [opt('A', [q('signature-input')])] }))[0].path).toBe(
      'options.0.conditionalFork.0.type',
    );
  });
});
