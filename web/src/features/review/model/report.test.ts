import { describe, expect, it } from 'vitest';
import { buildReport, chosenValues, mediaInOrder, showAnswer, type ReviewAnswer, type ReviewQuestion } from './report';

const q = (uuid: string, type: ReviewQuestion['type'], extra: Partial<ReviewQuestion> = {}): ReviewQuestion => ({
  uuid,
  canonicalKey: `k-${uuid}`,
  type,
  typeLabel: type,
  title: `Q ${uuid}`,
  sectionUuid: 's1',
  parentQuestionUuid: null,
  parentOptionUuid: null,
  depth: 0,
  isHidden: false,
  isQuickReview: false,
  maxQuestions: null,
  options: [],
  ...extra,
});
const opt = (uuid: string, value: string, label = value) => ({ uuid, value, label });
const a = (questionUuid: string, value: string | null, document: ReviewAnswer['document'] = null): ReviewAnswer => ({
  id: 1,
  questionUuid,
  value,
  blocked: false,
  document,
});

const radio = q('r', 'RADIO_BUTTON_INPUT', {
  options: [opt('o-yes', 'yes', 'Yes, in stock'), opt('o-no', 'no', 'No')],
});
const followYes = q('fy', 'SINGLE_LINE_INPUT', { parentQuestionUuid: 'r', parentOptionUuid: 'o-yes', depth: 1 });
const followNo = q('fn', 'SINGLE_LINE_INPUT', { parentQuestionUuid: 'r', parentOptionUuid: 'o-no', depth: 1 });
const photo = q('p', 'PHOTO_INPUT', { sectionUuid: 's2' });
const doc = {
  uuid: 'd1',
  title: 'shelf.jpg',
  url: '/files/a.jpg',
  xsurl: '/files/a-xs.jpg',
  type: 'image',
  thumbUrl: '/files/a.jpg?w=135',
  slideshowUrl: '/files/a.jpg?w=800',
  fullUrl: '/files/a.jpg?w=1280',
};
const form = {
  id: 1,
  title: 'F',
  heroImageUrl: null,
  sections: [
    { uuid: 's2', title: 'Shelf', phase: 'DURING' as const, position: 0 },
    { uuid: 's1', title: 'Arrival', phase: 'PRE' as const, position: 0 },
    { uuid: 's3', title: 'Wrap up', phase: 'POST' as const, position: 0 },
  ],
  questions: [radio, followYes, followNo, photo],
};

describe('the report as the review page reads it', () => {
  it('reads checkbox JSON, single values and nothing', () => {
    expect(chosenValues('["a","b"]')).toEqual(['a', 'b']);
    expect(chosenValues('[not json')).toEqual(['[not json']);
    expect(chosenValues('')).toEqual([]);
    expect(chosenValues(null)).toEqual([]);
  });

  it('shows option labels for choices and the document for media', () => {
    expect(showAnswer(radio, a('r', 'yes'))).toEqual({ kind: 'text', text: 'Yes, in stock' });
    expect(showAnswer(photo, a('p', 'd1', doc))).toEqual({ kind: 'media', document: doc });
    expect(showAnswer(photo, null)).toEqual({ kind: 'none' });
  });

  it('groups sections before, during and after, with follow-ups under the chosen answer only', () => {
    const phases = buildReport(form, [a('r', 'yes'), a('fy', 'Aisle 4'), a('p', 'd1', doc)]);
    expect(phases.map((p) => [p.title, p.sections.map((s) => s.section.title)])).toEqual([
      ['Before the visit', ['Arrival']],
      ['During the visit', ['Shelf']],
      ['After the visit', ['Wrap up']],
    ]);
    const [top] = phases[0].sections[0].questions;
    expect(top.children.map((c) => c.question.uuid)).toEqual(['fy']);
    expect(phases[2].sections[0].answered).toBe(false);
    expect(mediaInOrder(phases).map((m) => m.document.uuid)).toEqual(['d1']);
  });

  it('keeps a follow-up that was answered even when its option is no longer chosen', () => {
    const phases = buildReport(form, [a('r', 'yes'), a('fn', 'left over')]);
    expect(phases[0].sections[0].questions[0].children.map((c) => c.question.uuid)).toEqual(['fy', 'fn']);
  });

  it('shows a blocked photo as a placeholder, and leaves internal questions out for client users', () => {
    expect(showAnswer(photo, { ...a('p', null), blocked: true })).toEqual({ kind: 'blocked' });
    const internal = q('h', 'SINGLE_LINE_INPUT', { isHidden: true });
    const f = { ...form, questions: [...form.questions, internal] };
    const titles = (hideInternal: boolean) =>
      buildReport(f, [], { hideInternal })[0].sections[0].questions.map((n) => n.question.uuid);
    expect(titles(false)).toContain('h');
    expect(titles(true)).not.toContain('h');
  });

  it('keeps only quick-review questions, with the questions that lead to them', () => {
    const quickFollow = { ...followYes, isQuickReview: true };
    const f = { ...form, questions: [radio, quickFollow, followNo, { ...photo, isQuickReview: true }] };
    const phases = buildReport(f, [a('r', 'yes')], { quickReviewOnly: true });
    const pre = phases[0].sections[0].questions;
    expect(pre.map((n) => n.question.uuid)).toEqual(['r']);
    expect(pre[0].children.map((n) => n.question.uuid)).toEqual(['fy']);
    expect(phases[1].sections[0].questions.map((n) => n.question.uuid)).toEqual(['p']);
  });
});
