import { describe, expect, it } from 'vitest';
import { actorName, describe as say, shownEntries, type ActivityContext, type ActivityEntry } from './activity';
import type { ReviewQuestion } from './report';

const q = (
  uuid: string,
  title: string,
  type: ReviewQuestion['type'] = 'SINGLE_LINE_INPUT',
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
const stock = q('q1', 'Stock level', 'RADIO_BUTTON_INPUT', [
  { uuid: 'o1', value: 'low', label: 'Low' },
  { uuid: 'o2', value: 'full', label: 'Full' },
]);
const shelf = q('q2', 'Shelf photo', 'PHOTO_INPUT');
const ctx: ActivityContext = {
  questions: new Map([
    ['q1', stock],
    ['q2', shelf],
  ]),
  questionOfDocument: new Map([['d1', shelf]]),
  names: new Map([['reviewer@example.com', 'Riley Reviewer']]),
};
const e = (
  kind: ActivityEntry['kind'],
  change: ActivityEntry['change'],
  extra: Partial<ActivityEntry> = {},
): ActivityEntry => ({
  id: 1,
  kind,
  actorEmail: 'reviewer@example.com',
  actorName: null,
  at: '2026-01-01T00:00:00Z',
  answerId: null,
  documentUuid: null,
  change,
  ...extra,
});
const answer = (questionUuid: string, valueBefore: string | null, valueAfter: string | null) =>
  ({ __typename: 'AnswerChange', questionUuid, valueBefore, valueAfter }) as const;

describe('the activity trail as sentences', () => {
  it('names the actor as the api does, else from what the page knows, else by e-mail', () => {
    expect(actorName({ actorEmail: 'Reviewer@example.com' }, ctx)).toBe('Riley Reviewer');
    expect(actorName({ actorEmail: 'other@example.com' }, ctx)).toBe('other@example.com');
    expect(actorName({ actorEmail: 'other@example.com', actorName: 'Alex Admin' }, ctx)).toBe('Alex Admin');
  });

  it('reads review-state moves and answer changes', () => {
    expect(say(e('REVIEW_STATE', { __typename: 'ReviewStateChange', toState: 'REJECTED' }), ctx)).toBe(
      'marked the SVR Rejected',
    );
    expect(say(e('ANSWER_UPDATE', answer('q1', 'low', 'full')), ctx)).toBe(
      'changed the answer of “Stock level” from Low to Full',
    );
    expect(say(e('ANSWER_CREATE', answer('q1', null, 'low')), ctx)).toBe('answered “Stock level”: Low');
    expect(say(e('ANSWER_UPDATE', answer('q2', 'd1', null)), ctx)).toBe(
      'cleared the answer of “Shelf photo” (was a photo)',
    );
  });

  it('reads revision marks, media marks and rotations', () => {
    const notes = (
      marked: { questionUuid: string; feedback: string }[],
      clearedQuestionUuids: string[] = [],
    ): ActivityEntry['change'] => ({
      __typename: 'RevisionRequestsChange',
      marked,
      clearedQuestionUuids,
      reworded: [],
    });
    expect(say(e('VISIT_FORM_STATE', notes([{ questionUuid: 'q1', feedback: 'Count again' }])), ctx)).toBe(
      'marked “Stock level” NEEDS REVISION: “Count again”',
    );
    expect(say(e('VISIT_FORM_STATE', notes([], ['q1', 'q2'])), ctx)).toBe('cleared NEEDS REVISION on 2 questions');
    expect(
      say(
        e(
          'MEDIA_MARK',
          {
            __typename: 'MediaMarkChange',
            mark: 'STAR',
            media: 'PHOTO',
            on: true,
            wasOn: false,
            motive: 'Great display',
          },
          { documentUuid: 'd1' },
        ),
        ctx,
      ),
    ).toBe('starred the photo of “Shelf photo” (“Great display”)');
    const unblock = { __typename: 'MediaMarkChange', mark: 'BLOCK', media: 'PHOTO', on: false, wasOn: true } as const;
    expect(say(e('MEDIA_MARK', { ...unblock, motive: null }, { documentUuid: 'd1' }), ctx)).toBe(
      'unblocked the photo of “Shelf photo”',
    );
    expect(
      say(e('MEDIA_ROTATE', { __typename: 'MediaRotation', media: 'PHOTO', degrees: 90 }, { documentUuid: 'd1' }), ctx),
    ).toBe('rotated the photo of “Shelf photo” to 90°');
    expect(say(e('FEEDBACK_TEXT', { __typename: 'FeedbackMessage', text: 'Retake it' }), ctx)).toBe(
      'wrote feedback: “Retake it”',
    );
  });

  it('reads status and visibility moves, rotations of videos and feedback threads from their typed change', () => {
    const status = { __typename: 'RecordStatusChange', toStatus: 'ARCHIVED' } as const;
    expect(say(e('VISIT_STATUS', { ...status, fromStatus: 'ACTIVE' }), ctx)).toBe(
      'changed the status from Active to Archived',
    );
    expect(say(e('VISIT_STATUS', { ...status, fromStatus: null }), ctx)).toBe(
      'changed the status from unknown to Archived',
    );
    expect(say(e('VISIT_PRIVACY', { __typename: 'VisibilityChange', visibleToClient: false }), ctx)).toBe(
      'hid the SVR from the client',
    );
    expect(say(e('MEDIA_ROTATE', { __typename: 'MediaRotation', media: 'VIDEO', degrees: 180 }), ctx)).toBe(
      'rotated the video to 180°',
    );
    const started = e('FEEDBACK_SAVE', { __typename: 'FeedbackThreadChange', created: true }, { id: 2 });
    const updated = e('FEEDBACK_SAVE', { __typename: 'FeedbackThreadChange', created: false }, { id: 3 });
    expect(say(updated, ctx)).toBe('updated a feedback thread');
    // A new thread only accompanies its first message: the trail shows the message, not the thread.
    expect(shownEntries([started, updated]).map((x) => x.id)).toEqual([3]);
  });
});
