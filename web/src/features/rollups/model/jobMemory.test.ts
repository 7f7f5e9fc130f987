import { describe, expect, it } from 'vitest';
import { forgetJob, needsPhotoConfirm, recallJob, rememberJob } from './jobMemory';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

describe('remembered roll-up jobs', () => {
  it('finds the job of a roll-up and kind again, until forgotten', () => {
    const s = new MemoryStorage();
    rememberJob(s, '7', { id: 1, kind: 'excel' });
    rememberJob(s, '7', { id: 2, kind: 'zip' });
    expect(recallJob(s, '7', 'excel')).toEqual({ id: 1, kind: 'excel' });
    expect(recallJob(s, '8', 'excel')).toBeNull();
    forgetJob(s, '7', 'excel');
    expect(recallJob(s, '7', 'excel')).toBeNull();
    expect(recallJob(s, '7', 'zip')).toEqual({ id: 2, kind: 'zip' });
  });

  it('asks before exporting more than 4,000 embedded photos', () => {
    expect(needsPhotoConfirm(true, 4000)).toBe(false);
    expect(needsPhotoConfirm(true, 4001)).toBe(true);
    expect(needsPhotoConfirm(false, 9000)).toBe(false);
  });
});
