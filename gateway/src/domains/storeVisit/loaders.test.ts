import { describe, expect, it } from 'vitest';
import type { AnswersApi } from './answers.js';
import type { RestAnswer } from './schemas.js';
import { answerCacheKey, answerKey, createAnswerLoader } from './loaders.js';

/** An in-memory answers endpoint over a fixed data set: visit v has answers for keys k1, k2, k3. */
function memoryApi() {
  const calls: { visitIds: number[]; keys: string[] }[] = [];
  let id = 0;
  const all: RestAnswer[] = [];
  for (let v = 1; v <= 2500; v++) {
    for (const k of ['k1', 'k2', 'k3'])
      all.push({
        id: ++id,
        storeVisitId: v,
        questionUuid: `q-${k}`,
        questionCanonicalKey: k,
        answerValue: `${v}/${k}`,
        created: '',
      });
  }
  const api: AnswersApi = {
    byVisits: async (visitIds, keys) => {
      if (visitIds.length > 1000) throw new Error('over the limit');
      calls.push({ visitIds: [...visitIds], keys: [...keys] });
      const visits = new Set(visitIds);
      return all.filter(
        (a) => visits.has(a.storeVisitId) && (keys.length === 0 || keys.includes(a.questionCanonicalKey!)),
      );
    },
  };
  return { api, calls };
}

describe('answers loader', () => {
  it('batches 2,500 visits into calls of at most 1,000 visit ids, answering each visit its own answers', async () => {
    const { api, calls } = memoryApi();
    const loader = createAnswerLoader(api);
    const results = await Promise.all(Array.from({ length: 2500 }, (_, i) => loader.load(answerKey(i + 1))));
    expect(calls.map((c) => c.visitIds.length)).toEqual([1000, 1000, 500]);
    expect(results[0].map((a) => a.answerValue)).toEqual(['1/k1', '1/k2', '1/k3']);
    expect(results[2499].map((a) => a.answerValue)).toEqual(['2500/k1', '2500/k2', '2500/k3']);
  });

  it('asks the same question keys for a whole page in one call, and other key sets in their own', async () => {
    const { api, calls } = memoryApi();
    const loader = createAnswerLoader(api);
    const [a, b, c] = await Promise.all([
      loader.load(answerKey(1, ['k2', 'k1'])),
      loader.load(answerKey(2, ['k1', 'k2', 'k1'])),
      loader.load(answerKey(1, ['k3'])),
    ]);
    expect(calls).toEqual([
      { visitIds: [1, 2], keys: ['k1', 'k2'] },
      { visitIds: [1], keys: ['k3'] },
    ]);
    expect(a.map((x) => x.answerValue)).toEqual(['1/k1', '1/k2']);
    expect(b.map((x) => x.answerValue)).toEqual(['2/k1', '2/k2']);
    expect(c.map((x) => x.answerValue)).toEqual(['1/k3']);
  });

  it('caches by visit and key set, whatever the key order; an empty key list means every answer', async () => {
    const { api, calls } = memoryApi();
    const loader = createAnswerLoader(api);
    await loader.load(answerKey(7, ['k2', 'k1']));
    await loader.load(answerKey(7, ['k1', 'k2']));
    await loader.load(answerKey(7, []));
    await loader.load(answerKey(7));
    expect(calls).toHaveLength(2);
    expect(answerCacheKey(answerKey(7, []))).toBe(answerCacheKey(answerKey(7, null)));
  });

  it('answers an empty list for a visit the caller may not see', async () => {
    const { api } = memoryApi();
    expect(await createAnswerLoader(api).load(answerKey(99_999))).toEqual([]);
  });
});
