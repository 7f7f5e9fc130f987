import { describe, expect, it } from 'vitest';
import {
  answerValueProblem,
  blockedUuids,
  hiddenQuestionUuids,
  isOwnReport,
  planTransition,
  questionsByUuid,
  REVIEW_MESSAGES,
  rotatedUrl,
  turned90,
  urlRotation,
  viewerCan,
  type FormQuestion,
} from './rules.js';

describe('planTransition (spec 001 §4)', () => {
  it('allows In Review, Approved and Rejected from Pending Review, Resubmitted and In Review', () => {
    for (const from of [1, 5])
      for (const to of [2, 3, 4]) expect(planTransition(from, to, 0)).toEqual({ ok: true, change: true });
    expect(planTransition(2, 3, 0)).toEqual({ ok: true, change: true });
    expect(planTransition(2, 4, 0)).toEqual({ ok: true, change: true });
  });
  it('treats the current state as no move', () => {
    for (const s of [0, 1, 2, 3, 4, 5]) expect(planTransition(s, s, 3)).toEqual({ ok: true, change: false });
  });
  it('refuses moves out of Approved and Rejected, and out of Pending Submission', () => {
    expect(planTransition(3, 2, 0)).toEqual({
      ok: false,
      status: 409,
      message: 'This SVR is already Approved: it cannot be marked In Review.',
    });
    expect(planTransition(4, 3, 0)).toEqual({
      ok: false,
      status: 409,
      message: 'This SVR is already Rejected: it cannot be marked Approved.',
    });
    expect(planTransition(0, 2, 0)).toEqual({ ok: false, status: 409, message: REVIEW_MESSAGES.notSubmitted });
  });
  it('refuses states the page never sets, and approval with questions marked for revision', () => {
    for (const to of [0, 1, 5]) expect(planTransition(2, to, 0)).toMatchObject({ ok: false, status: 400 });
    expect(planTransition(2, 3, 1)).toEqual({ ok: false, status: 409, message: REVIEW_MESSAGES.questionsRejected });
    expect(planTransition(2, 4, 2)).toEqual({ ok: true, change: true });
  });
});

describe('the review page decisions (the same table, review mode where it says so)', () => {
  it('approves and rejects in review mode only; EDIT RESPONSES from Pending Review and Resubmitted', () => {
    expect(planTransition(1, 3, 0, true)).toEqual({ ok: false, status: 409, message: REVIEW_MESSAGES.approveInReview });
    expect(planTransition(5, 4, 0, true)).toEqual({ ok: false, status: 409, message: REVIEW_MESSAGES.rejectInReview });
    expect(planTransition(2, 4, 3, true)).toEqual({ ok: true, change: true });
    expect(planTransition(5, 2, 3, true)).toEqual({ ok: true, change: true });
    expect(planTransition(3, 4, 0, true)).toMatchObject({
      ok: false,
      message: 'This SVR is already Approved: it cannot be marked Rejected.',
    });
  });
});

describe('viewerCan', () => {
  const base = { revisionCount: 0, isClient: false, ownReport: false };
  it('serves the table: what each state allows, with the reason when not', () => {
    const pending = viewerCan({ ...base, state: 1 });
    expect(pending.editResponses).toEqual({ allowed: true, reason: null });
    expect(pending.approve).toEqual({ allowed: false, reason: REVIEW_MESSAGES.approveInReview });
    expect(pending.markRevision.allowed).toBe(false);
    expect(pending.markMedia.allowed).toBe(true);
    const inReview = viewerCan({ ...base, state: 2, revisionCount: 2 });
    expect(inReview.editResponses).toEqual({ allowed: false, reason: 'This SVR is already In Review.' });
    expect(inReview.approve).toEqual({ allowed: false, reason: REVIEW_MESSAGES.questionsRejected });
    expect(inReview.reject.allowed && inReview.editAnswers.allowed && inReview.markRevision.allowed).toBe(true);
    expect(viewerCan({ ...base, state: 3 }).reject.reason).toBe(
      'This SVR is already Approved: it cannot be marked Rejected.',
    );
  });
  it('names the own report only where the state allows the action, and allows nothing to client users', () => {
    const own = viewerCan({ ...base, state: 2, ownReport: true });
    expect(own.approve).toEqual({ allowed: false, reason: REVIEW_MESSAGES.ownReport });
    expect(own.editResponses.reason).toBe('This SVR is already In Review.');
    const c = viewerCan({ ...base, state: 2, isClient: true });
    expect(
      Object.values(c)
        .filter((p) => typeof p === 'object')
        .every((p) => typeof p === 'object' && !p.allowed),
    ).toBe(true);
  });
});

describe('rotation', () => {
  it('turns 90° further modulo 360, photos through their url', () => {
    expect([0, 90, 180, 270, -90, 450].map(turned90)).toEqual([90, 180, 270, 0, 0, 180]);
    expect(rotatedUrl('/files/p.jpg')).toBe('/files/p.jpg?rotate=90');
    expect(rotatedUrl('/files/p.jpg?rotate=270')).toBe('/files/p.jpg');
    expect(rotatedUrl('/files/p.jpg?w=1&rotate=90')).toBe('/files/p.jpg?w=1&rotate=180');
    expect(urlRotation('/files/p.jpg?rotate=180')).toBe(180);
  });
});

describe('isOwnReport (spec 001 §5)', () => {
  it('matches e-mails in any case and spacing, never a missing one', () => {
    expect(isOwnReport(' Riley@Example.com', 'riley@example.com ')).toBe(true);
    expect(isOwnReport(null, 'riley@example.com')).toBe(false);
    expect(isOwnReport('other@example.com', 'riley@example.com')).toBe(false);
  });
});

const content = {
  structure: [
    [
      {
        uuid: 's1',
        content: [
          {
            uuid: 'A',
            type: 'radio-button-input',
            title: 'Condition',
            meta: {},
            options: [
              { value: 'Good', conditionalFork: [] },
              { value: 'Bad', conditionalFork: [{ uuid: 'B', type: 'photo-input', title: 'Photo', meta: {} }] },
            ],
          },
          {
            uuid: 'H',
            type: 'toggle-input',
            title: 'Internal',
            meta: { isHidden: true },
            options: [
              { value: 'Yes', conditionalFork: [{ uuid: 'HC', type: 'single-line-input', title: 'Why', meta: {} }] },
            ],
          },
          {
            uuid: 'G',
            type: 'question-group',
            title: 'Group',
            meta: {},
            content: [{ uuid: 'N', type: 'numeric-int-input', title: 'Units', meta: {} }],
          },
        ],
      },
    ],
  ],
};

describe('form questions', () => {
  it('finds questions at any depth; internal questions hide everything under them', () => {
    expect([...questionsByUuid(content).keys()]).toEqual(['a', 'b', 'h', 'hc', 'g', 'n']);
    expect([...hiddenQuestionUuids(content)].sort()).toEqual(['h', 'hc']);
    expect(questionsByUuid(null).size).toBe(0);
  });
  it('reads block lists from metaJson', () => {
    expect([...blockedUuids({ blockPhotos: [{ uuid: 'AB' }, 'x'], blockVideos: [{ uuid: 'cd' }] })]).toEqual([
      'ab',
      'cd',
    ]);
    expect(blockedUuids('nope').size).toBe(0);
  });
});

describe('answerValueProblem', () => {
  const q = (type: string, options: string[] = [], meta: Record<string, unknown> = {}): FormQuestion => ({
    uuid: 'q',
    canonicalKey: 'k',
    type,
    title: 'T',
    hidden: false,
    options,
    meta,
  });
  it('accepts empty values (a cleared answer) except for groups', () => {
    expect(answerValueProblem(q('photo-input'), null)).toBeNull();
    expect(answerValueProblem(q('radio-button-input', ['a']), '')).toBeNull();
    expect(answerValueProblem(q('question-group'), null)).not.toBeNull();
  });
  it('checks options, checkbox lists, numbers and media uuids', () => {
    expect(answerValueProblem(q('toggle-input', ['Yes', 'No']), 'Yes')).toBeNull();
    expect(answerValueProblem(q('dropdown-input', ['A']), 'B')).toBe("'T' has no answer 'B': choose among 'A'.");
    expect(answerValueProblem(q('checkbox-input', ['A', 'B']), '["A","B"]')).toBeNull();
    expect(answerValueProblem(q('checkbox-input', ['A', 'B']), '["A","A"]')).toBe(
      "The answer to 'T' names a value twice.",
    );
    expect(answerValueProblem(q('numeric-int-input'), '-12')).toBeNull();
    expect(answerValueProblem(q('numeric-int-input'), '1.5')).toBe("The answer to 'T' must be a whole number.");
    expect(answerValueProblem(q('numeric-conditional-input', [], { maxQuestions: 3 }), '4')).toBe(
      "The answer to 'T' is at most 3.",
    );
    expect(answerValueProblem(q('video-input'), '7d1c3a7e-1111-4c1b-9a77-8f2d1e0c9b10')).toBeNull();
    expect(answerValueProblem(q('video-input'), 'clip.mp4')).toBe(
      "The answer to 'T' must be the uuid of an uploaded video.",
    );
    expect(answerValueProblem(q('multi-line-input'), 'a\nb')).toBeNull();
  });
});
