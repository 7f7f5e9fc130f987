import { describe, expect, it } from 'vitest';
import { answerText, DEFAULT_PAGE_SORT, nextPageSort, sortInput } from './columns';

describe('the roll-up table', () => {
  it('sorts ascending on a first click and flips on the next', () => {
    const a = nextPageSort(DEFAULT_PAGE_SORT, 'question', 'shelf');
    expect(a).toEqual({ kind: 'question', key: 'shelf', desc: false });
    expect(nextPageSort(a, 'question', 'shelf').desc).toBe(true);
    expect(nextPageSort(DEFAULT_PAGE_SORT, 'path', 'id')).toEqual({ kind: 'path', key: 'id', desc: false });
  });

  it('asks the server by path or by question', () => {
    expect(sortInput({ kind: 'path', key: 'id', desc: true })).toEqual({ path: 'id', direction: 'DESC' });
    expect(sortInput({ kind: 'question', key: 'q1', desc: false })).toEqual({
      questionCanonicalKey: 'q1',
      direction: 'ASC',
    });
  });

  it('shows checkbox answers as a list', () => {
    expect(answerText('["A","B"]')).toBe('A, B');
    expect(answerText('[not json')).toBe('[not json');
    expect(answerText(null)).toBe('');
  });
});
