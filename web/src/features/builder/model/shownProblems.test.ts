import { describe, expect, it } from 'vitest';
import { createQuestion, createSection } from './create';
import { sampleForm } from './testForm';
import { shownProblems, validateForm } from './validate';

describe('shownProblems (issue 15)', () => {
  const build = () => {
    const { form } = sampleForm();
    form.title = '';
    const section = createSection('');
    const question = createQuestion('radio-button-input', '');
    form.content.structure[2].push({ ...section, content: [question] });
    return { problems: validateForm(form), section, question };
  };

  it('holds back missing titles before any field is left, and shows other problems at once', () => {
    const { problems, question } = build();
    expect(shownProblems(problems, new Set(), false)).toEqual([
      { target: question.uuid, message: "The Radio Button question '' needs at least one answer." },
    ]);
  });

  it('shows a missing title once its field was left, and every one after a save was tried', () => {
    const { problems, section } = build();
    const shown = shownProblems(problems, new Set(['title', section.uuid]), false).map((p) => p.message);
    expect(shown).toContain('The SVR needs a title.');
    expect(shown).toContain('Section 1 of Post needs a title.');
    expect(shown.some((m) => m.startsWith('A Radio Button question'))).toBe(false);
    expect(shownProblems(problems, new Set(), true)).toEqual(problems);
  });
});
