import { describe, expect, it } from 'vitest';
import type { ActivityKindValue } from '@svr/domain';
import { decodeChange, urlRotation } from './activity.js';

const row = (kind: ActivityKindValue, before: unknown, after: unknown) => ({ id: 7, kind, before, after });

describe('the activity trail, decoded once from the api rows', () => {
  it('reads review-state and status moves as enum names, bulk and reset from the row', () => {
    expect(decodeChange(row('review.state', { reviewState: 2 }, { reviewState: 4, lastRejectedDate: 'x' }))).toEqual({
      __typename: 'ReviewStateChange',
      fromState: 'IN_REVIEW',
      toState: 'REJECTED',
      bulk: false,
      reset: false,
    });
    expect(
      decodeChange(row('review.state', { reviewState: 3, status: 1 }, { reviewState: 0, reset: true, bulk: true })),
    ).toMatchObject({ fromState: 'APPROVED', toState: 'PENDING_SUBMISSION', bulk: true, reset: true });
    expect(decodeChange(row('visit.status', { status: 1 }, { status: 2, bulk: true }))).toEqual({
      __typename: 'RecordStatusChange',
      fromStatus: 'ACTIVE',
      toStatus: 'ARCHIVED',
      bulk: true,
    });
    expect(decodeChange(row('visit.privacy', { privacy: 1 }, { privacy: 0 }))).toEqual({
      __typename: 'VisibilityChange',
      visibleToClient: true,
    });
    expect(decodeChange(row('visit.privacy', { privacy: 0 }, { privacy: 1 }))).toMatchObject({
      visibleToClient: false,
    });
  });

  it('reads the NEEDS REVISION marks that moved out of two formStates', () => {
    const fs = (questions: Record<string, string>) => ({ visitedQuestions: [], feedback: { message: '', questions } });
    expect(decodeChange(row('visit.formState', fs({ a: '', b: 'Old' }), fs({ b: 'New', c: 'Count again' })))).toEqual({
      __typename: 'RevisionRequestsChange',
      marked: [{ questionUuid: 'c', feedback: 'Count again' }],
      clearedQuestionUuids: ['a'],
      reworded: [{ questionUuid: 'b', feedback: 'New' }],
    });
    expect(decodeChange(row('visit.formState', { visitedQuestions: [] }, { visitedQuestions: ['q'] }))).toMatchObject({
      marked: [],
      clearedQuestionUuids: [],
      reworded: [],
    });
  });

  it('reads media marks from the list names, on and off, with the motive', () => {
    expect(decodeChange(row('media.mark', null, { list: 'starPhotos', uuid: 'd', motive: 'Great' }))).toEqual({
      __typename: 'MediaMarkChange',
      mark: 'STAR',
      media: 'PHOTO',
      on: true,
      wasOn: false,
      motive: 'Great',
    });
    expect(decodeChange(row('media.mark', { list: 'blockVideos', uuid: 'd' }, null))).toMatchObject({
      mark: 'BLOCK',
      media: 'VIDEO',
      on: false,
      wasOn: true,
      motive: null,
    });
    expect(
      decodeChange(row('media.mark', { list: 'flagPhotos', motive: 'a' }, { list: 'flagPhotos', motive: 'b' })),
    ).toMatchObject({ mark: 'FLAG', on: true, wasOn: true, motive: 'b' });
  });

  it('reads rotations from the video list or the photo url', () => {
    expect(decodeChange(row('media.rotate', null, { list: 'rotateVideos', uuid: 'v', rotate: 180 }))).toEqual({
      __typename: 'MediaRotation',
      media: 'VIDEO',
      degrees: 180,
    });
    expect(decodeChange(row('media.rotate', { list: 'rotateVideos', rotate: 90 }, null))).toMatchObject({
      media: 'VIDEO',
      degrees: 0,
    });
    expect(decodeChange(row('media.rotate', { url: '/f/a.jpg' }, { url: '/f/a.jpg?rotate=270', xsurl: null }))).toEqual(
      { __typename: 'MediaRotation', media: 'PHOTO', degrees: 270 },
    );
    expect(urlRotation('/f/a.jpg?x=1&rotate=450')).toBe(90);
    expect(urlRotation(null)).toBe(0);
  });

  it('reads answers, feedback and rejections', () => {
    const answer = (answerValue: string | null) => ({ questionUuid: 'q1', questionCanonicalKey: 'k', answerValue });
    expect(decodeChange(row('answer.update', answer('low'), answer(null)))).toEqual({
      __typename: 'AnswerChange',
      questionUuid: 'q1',
      valueBefore: 'low',
      valueAfter: null,
    });
    expect(decodeChange(row('answer.create', null, answer('full')))).toMatchObject({
      valueBefore: null,
      valueAfter: 'full',
    });
    expect(decodeChange(row('feedback.save', null, { canonicalkey: 'f1', feedbackstatus: 0 }))).toEqual({
      __typename: 'FeedbackThreadChange',
      canonicalKey: 'f1',
      created: true,
      feedbackStatus: 0,
    });
    expect(
      decodeChange(
        row('feedback.save', { canonicalkey: 'f1', feedbackstatus: 0 }, { canonicalkey: 'f1', feedbackstatus: 1 }),
      ),
    ).toMatchObject({ created: false, feedbackStatus: 1 });
    expect(decodeChange(row('feedback.text', null, { feedbacktext: 'Retake it' }))).toEqual({
      __typename: 'FeedbackMessage',
      text: 'Retake it',
    });
    expect(decodeChange(row('rejection.create', null, { rejectedby: 'r@x.com', eventid: 'EV-1' }))).toEqual({
      __typename: 'RejectionRecorded',
      rejectedBy: 'r@x.com',
      eventId: 'EV-1',
    });
    expect(decodeChange(row('rejection.create', null, { rejectedBy: 'seed@x.com', eventId: null }))).toMatchObject({
      rejectedBy: 'seed@x.com',
    });
  });

  it('refuses rows the api never writes, naming the row', () => {
    expect(() => decodeChange(row('media.mark', null, { list: 'likePhotos' }))).toThrow(
      'The api answered activity 7 (media.mark) with an unknown mark list "likePhotos".',
    );
    expect(() => decodeChange(row('review.state', { reviewState: 2 }, {}))).toThrow(
      'The api answered activity 7 (review.state) with no reviewState after.',
    );
    expect(() => decodeChange(row('visit.status', { status: 1 }, { status: 9 }))).toThrow('unknown status code 9');
    expect(() => decodeChange(row('answer.update', {}, {}))).toThrow('with no questionUuid');
  });
});
