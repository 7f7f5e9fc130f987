import { describe, expect, it } from 'vitest';
import { pairCandidates } from './pairing';
import { quickReviewQuestions } from './quickReview';
import { sampleForm } from './testForm';
import { updateNode } from './tree';
import type { BuilderQuestion } from './types';

describe('quick review and pairing', () => {
  it('lists the quick-review questions at any depth, in document order', () => {
    const { content, deepest, arrival } = sampleForm();
    expect(quickReviewQuestions(content)).toEqual([]);
    const mark = (c: typeof content, uuid: string) =>
      updateNode<BuilderQuestion>(c, uuid, (q) => ({ ...q, meta: { ...q.meta, isQuickReview: true } }));
    const marked = mark(mark(content, deepest.uuid), arrival.content[0].uuid);
    expect(quickReviewQuestions(marked).map((e) => [e.question.title, e.section.title, e.phase])).toEqual([
      ['Manager name', 'Arrival', 0],
      ['Photo of the replaced shelf', 'Display', 1],
    ]);
  });

  it('offers before-photos and before-videos as pairing candidates', () => {
    const { content, deepest } = sampleForm();
    expect(pairCandidates(content)).toEqual([]);
    const before = updateNode<BuilderQuestion>(content, deepest.uuid, (q) => ({
      ...q,
      meta: { ...q.meta, photoType: 'before-photo' },
    }));
    expect(pairCandidates(before)).toEqual([{ uuid: deepest.uuid, title: deepest.title, kind: 'photo' }]);
  });
});
