import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { createContext } from './context.js';

/** A GraphQL request's answer: 'close' comes when the caller hangs up, or after the answer was written. */
const answer = (finished: boolean) => Object.assign(new EventEmitter(), { writableFinished: finished });

describe('the request context signal', () => {
  it('aborts when the caller hangs up before the answer is written, keeping the budget for the message', () => {
    const res = answer(false);
    const ctx = createContext({ apiUrl: 'http://127.0.0.1:1', headers: {}, budgetMs: 10_000, res });
    expect(ctx.signal?.aborted).toBe(false);
    res.emit('close');
    expect(ctx.signal?.aborted).toBe(true);
    expect((ctx.signal as { budgetMs?: number }).budgetMs).toBe(10_000);
  });

  it('stays open when the answer was written before the connection closed', () => {
    const res = answer(true);
    const ctx = createContext({ apiUrl: 'http://127.0.0.1:1', headers: {}, budgetMs: 10_000, res });
    res.emit('close');
    expect(ctx.signal?.aborted).toBe(false);
  });

  it('refuses further REST calls once the caller has gone', async () => {
    const res = answer(false);
    let calls = 0;
    const ctx = createContext({
      apiUrl: 'http://127.0.0.1:1',
      headers: {},
      res,
      fetch: async () => {
        calls++;
        return { status: 200, ok: true, text: async () => '{"data":[]}' };
      },
    });
    await ctx.rest.get('/api/v2/form', z.unknown());
    res.emit('close');
    await expect(ctx.rest.get('/api/v2/form', z.unknown())).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
