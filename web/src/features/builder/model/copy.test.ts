import { describe, expect, it } from 'vitest';
import { copyAsNew } from './copy';
import { createQuestion } from './create';
import { sampleForm } from './testForm';
import { allQuestions } from './tree';
import type { FormContent } from './types';

function everyUuid(content: FormContent): string[] {
  const out: string[] = [];
  for (const phase of content.structure) for (const s of phase) out.push(s.uuid);
  for (const { question } of allQuestions(content))
    out.push(question.uuid, question.canonicalKey, ...question.options.map((o) => o.uuid));
  return out;
}

describe('Save as new', () => {
  it('copies without id, canonical key or revision, regenerating every uuid', () => {
    const { form } = sampleForm();
    const copy = copyAsNew(form);
    expect(copy).toMatchObject({
      id: null,
      canonicalKey: null,
      revision: null,
      timestamp: null,
      title: 'Audit',
      status: 1,
    });
    const before = everyUuid(form.content);
    const after = everyUuid(copy.content);
    expect(after).toHaveLength(before.length);
    expect(after.filter((u) => before.includes(u))).toEqual([]);
    expect(new Set(after).size).toBe(after.length);
    expect(allQuestions(copy.content).map((e) => e.question.title)).toEqual(
      allQuestions(form.content).map((e) => e.question.title),
    );
  });

  it('points an after-photo at the new uuid of its before-photo', () => {
    const { form } = sampleForm();
    const before = {
      ...createQuestion('photo-input', 'Before'),
      meta: { ...createQuestion('photo-input').meta, photoType: 'before-photo' as const },
    };
    const after = {
      ...createQuestion('photo-input', 'After'),
      meta: {
        ...createQuestion('photo-input').meta,
        photoType: 'after-photo' as const,
        pairedQuestionUuid: before.uuid,
      },
    };
    form.content.structure[0][0].content.push(before, after);
    const copy = copyAsNew(form);
    const [b, a] = allQuestions(copy.content)
      .filter((e) => e.question.title === 'Before' || e.question.title === 'After')
      .map((e) => e.question);
    expect(a.meta.pairedQuestionUuid).toBe(b.uuid);
    expect(b.uuid).not.toBe(before.uuid);
  });

  it('leaves the original untouched, and keeps a draft a draft', () => {
    const { form } = sampleForm();
    const snapshot = JSON.stringify(form);
    copyAsNew({ ...form, status: 3 });
    expect(JSON.stringify(form)).toBe(snapshot);
    expect(copyAsNew({ ...form, status: 3 }).status).toBe(3);
  });
});
