import { describe, expect, it } from 'vitest';
import { invalidMailingEntries, validateFormContent } from './content.js';

let n = 0;
const id = () => `u-${++n}`;
const q = (type: string, extra: Record<string, unknown> = {}) => ({ uuid: id(), type, title: `Q ${type}`, meta: {}, options: [], ...extra });
const opt = (label: string, fork: unknown[] = []) => ({ uuid: id(), label, value: label, conditionalFork: fork });
const form = (questions: unknown[], extra: Record<string, unknown> = {}) => ({
  structure: [[{ uuid: id(), type: 'section', title: 'S', tags: [], meta: {}, content: questions }], [], []],
  ...extra,
});

describe('validateFormContent', () => {
  it('accepts a form with forks three levels deep', () => {
    const deep = q('radio-button-input', {
      options: [opt('A', [q('dropdown-input', { options: [opt('B', [q('toggle-input', { options: [opt('Yes', [q('single-line-input')]), opt('No')] })])] })])],
    });
    expect(validateFormContent(form([deep, q('photo-input'), q('question-group', { content: [q('multi-line-input')] })]))).toEqual([]);
  });
  it('refuses content without three phases', () => {
    expect(validateFormContent({ structure: [[]] })[0].message).toMatch(/three lists/);
  });
  it('refuses a section inside a question', () => {
    const bad = q('radio-button-input', { options: [opt('A', [{ uuid: id(), type: 'section', title: 'x', content: [] }])] });
    expect(validateFormContent(form([bad])).map((p) => p.message).join()).toMatch(/section cannot be placed/);
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
    expect(validateFormContent(form([], { callOut: { active: true, mailing: 'a@b.co, nope' } }))[0].message).toMatch(/Please fix/);
  });
  it('lists invalid mailing entries after trimming', () => {
    expect(invalidMailingEntries(' a@b.co ,x@y, ,c@d.org')).toEqual(['x@y']);
  });
  it('requires digits for max allowed time', () => {
    expect(validateFormContent(form([], { maxAllowedTime: '12a' }))[0].path).toBe('content.maxAllowedTime');
    expect(validateFormContent(form([], { maxAllowedTime: '30' }))).toEqual([]);
  });
});
