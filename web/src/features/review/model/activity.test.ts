import { describe, expect, it } from 'vitest';
import { actorName, describe as say, type ActivityContext, type ActivityEntry } from './activity';
import type { ReviewQuestion } from './report';

const q = (
  uuid: string,
  title: string,
  type = 'single-line-input',
  options: ReviewQuestion['options'] = [],
): ReviewQuestion => ({
  uuid,
  canonicalKey: null,
  type,
  typeLabel: type,
  title,
  sectionUuid: 's',
  parentQuestionUuid: null,
  parentOptionUuid: null,
  depth: 0,
  isHidden: false,
  isQuickReview: false,
  maxQuestions: null,
  options,
});
const stock = q('q1', 'Stock level', 'radio-button-input', [
  { uuid: 'o1', value: 'low', label: 'Low' },
  { uuid: 'o2', value: 'full', label: 'Full' },
]);
const shelf = q('q2', 'Shelf photo', 'photo-input');
const ctx: ActivityContext = {
  questions: new Map([
    ['q1', stock],
    ['q2', shelf],
  ]),
  questionOfDocument: new Map([['d1', shelf]]),
  names: new Map([['reviewer@example.com', 'Riley Reviewer']]),
};
const e = (kind: string, before: unknown, after: unknown, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 1,
  kind,
  actorEmail: 'reviewer@example.com',
  actorName: null,
  at: '2026-01-01T00:00:00Z',
  answerId: null,
  documentUuid: null,
  before,
  after,
  ...extra,
});

describe('the activity trail as sentences', () => {
  it('names the actor as the api does, else from what the page knows, else by e-mail', () => {
    expect(actorName({ actorEmail: 'Reviewer@example.com' }, ctx)).toBe('Riley Reviewer');
    expect(actorName({ actorEmail: 'other@example.com' }, ctx)).toBe('other@example.com');
    expect(actorName({ actorEmail: 'other@example.com', actorName: 'Alex Admin' }, ctx)).toBe('Alex Admin');
  });

  it('reads review-state moves and answer changes', () => {
    expect(say(e('review.state', { reviewState: 2 }, { reviewState: 4 }), ctx)).toBe('marked the SVR Rejected');
    expect(
      say(
        e('answer.update', { questionUuid: 'q1', answerValue: 'low' }, { questionUuid: 'q1', answerValue: 'full' }),
        ctx,
      ),
    ).toBe('changed the answer of “Stock level” from Low to Full');
    expect(say(e('answer.create', null, { questionUuid: 'q1', answerValue: 'low' }), ctx)).toBe(
      'answered “Stock level”: Low',
    );
    expect(
      say(
        e('answer.update', { questionUuid: 'q2', answerValue: 'd1' }, { questionUuid: 'q2', answerValue: null }),
        ctx,
      ),
    ).toBe('cleared the answer of “Shelf photo” (was a photo)');
  });

  it('reads revision marks, media marks and rotations', () => {
    const fs = (questions: Record<string, string>) => ({ feedback: { questions } });
    expect(say(e('visit.formState', fs({}), fs({ q1: 'Count again' })), ctx)).toBe(
      'marked “Stock level” NEEDS REVISION: “Count again”',
    );
    expect(say(e('visit.formState', fs({ q1: '', q2: '' }), fs({})), ctx)).toBe(
      'cleared NEEDS REVISION on 2 questions',
    );
    expect(
      say(
        e('media.mark', null, { list: 'starPhotos', uuid: 'd1', motive: 'Great display' }, { documentUuid: 'd1' }),
        ctx,
      ),
    ).toBe('starred the photo of “Shelf photo” (“Great display”)');
    expect(say(e('media.mark', { list: 'blockPhotos', uuid: 'd1' }, null, { documentUuid: 'd1' }), ctx)).toBe(
      'unblocked the photo of “Shelf photo”',
    );
    expect(
      say(e('media.rotate', { url: '/files/a.jpg' }, { url: '/files/a.jpg?rotate=90' }, { documentUuid: 'd1' }), ctx),
    ).toBe('rotated the photo of “Shelf photo” to 90°');
    expect(say(e('feedback.text', null, { feedbacktext: 'Retake it' }), ctx)).toBe('wrote feedback: “Retake it”');
  });
});
