import { describe, expect, it } from 'vitest';
import { onFirstUse } from './onFirstUse.js';

describe('onFirstUse', () => {
  it('makes the value once, for calls at once and after', async () => {
    let made = 0;
    const get = onFirstUse(async () => ++made);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    expect(await get()).toBe(1);
    expect(made).toBe(1);
  });

  it('tries again after a failure', async () => {
    let calls = 0;
    const get = onFirstUse(async () => {
      if (++calls === 1) throw new Error('not yet');
      return 'ready';
    });
    await expect(get()).rejects.toThrow('not yet');
    expect(await get()).toBe('ready');
    expect(await get()).toBe('ready');
    expect(calls).toBe(2);
  });
});
