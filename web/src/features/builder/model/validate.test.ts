import { describe, expect, it } from 'vitest';
import { createQuestion, createSection } from './create';
import { sampleForm } from './testForm';
import { digitsOnly, invalidMailingEntries, mailingInvalid, validateForm } from './validate';

describe('what disables save', () => {
  it('accepts the sample form', () => {
    const { form, root } = sampleForm();
    void root;
    expect(validateForm(form)).toEqual([]);
  });

  it('checks the call-out mailing list only when call-out is active', () => {
    expect(invalidMailingEntries(' a@b.co , nope ,, c@d.org, x@y')).toEqual(['nope', 'x@y']);
    const { form } = sampleForm();
    form.content.callOut = { active: false, mailing: 'nope' };
    expect(mailingInvalid(form.content)).toBe(false);
    expect(validateForm(form)).toEqual([]);
    form.content.callOut.active = true;
    expect(mailingInvalid(form.content)).toBe(true);
    expect(validateForm(form)).toEqual([
      { target: 'callOutMailing', message: 'Please fix the call-out mailing list: nope is not an e-mail address.' },
    ]);
  });

  it('strips non-digits from max allowed time and refuses a non-digit value', () => {
    expect(digitsOnly('1a2 b3')).toBe('123');
    const { form } = sampleForm();
    form.content.maxAllowedTime = '12m';
    expect(validateForm(form).map((p) => p.target)).toEqual(['maxAllowedTime']);
    form.content.maxAllowedTime = '15';
    expect(validateForm(form)).toEqual([]);
  });

  it('needs titles for the form, sections and questions', () => {
    const { form } = sampleForm();
    form.title = ' ';
    const untitledSection = createSection('');
    const untitled = createQuestion('single-line-input', '');
    form.content.structure[2].push({ ...untitledSection, content: [untitled] });
    expect(validateForm(form)).toEqual([
      { target: 'title', message: 'The SVR needs a title.' },
      { target: untitledSection.uuid, message: 'Section 1 of Post needs a title.' },
      { target: untitled.uuid, message: 'A Single Line question needs a title.' },
    ]);
  });

  it('needs at least one answer for radio, dropdown and checkbox, and a label on every answer', () => {
    const { form, arrival } = sampleForm();
    const radio = createQuestion('radio-button-input', 'Pick one');
    const yesNo = createQuestion('toggle-input', 'Open?');
    yesNo.options[1] = { ...yesNo.options[1], label: '' };
    form.content.structure[0][0] = { ...arrival, content: [radio, yesNo] };
    expect(validateForm(form).map((p) => p.message)).toEqual([
      "The Radio Button question 'Pick one' needs at least one answer.",
      "Every answer of the Yes/No question 'Open?' needs a label.",
    ]);
  });
});
