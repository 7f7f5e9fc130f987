import { describe, expect, it } from 'vitest';
import {
  clearLocalCopy,
  differs,
  draftKey,
  preferNewer,
  readLocalCopy,
  writeLocalCopy,
  type KeyValueStore,
} from './draftStorage';
import { sampleForm } from './testForm';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('the local copy of unsaved changes', () => {
  it('is keyed by form id with a timestamp, and read back', () => {
    const store = memoryStore();
    const { form } = sampleForm();
    writeLocalCopy(store, { ...form, title: 'Changed' }, new Date('2026-01-03T00:00:00Z'));
    expect([...store.data.keys()]).toEqual([draftKey(12)]);
    expect(readLocalCopy(store, 12)).toMatchObject({ savedAt: '2026-01-03T00:00:00.000Z', form: { title: 'Changed' } });
    expect(readLocalCopy(store, null)).toBeNull();
    clearLocalCopy(store, 12);
    expect(readLocalCopy(store, 12)).toBeNull();
  });

  it('is preferred only when newer than the server copy', () => {
    const { form } = sampleForm();
    const local = { savedAt: '2026-01-03T00:00:00.000Z', form: { ...form, title: 'Local' } };
    expect(preferNewer(form, local).form?.title).toBe('Local');
    expect(preferNewer({ ...form, timestamp: '2026-01-04T00:00:00.000Z' }, local).form?.title).toBe('Audit');
    expect(preferNewer(null, local).fromLocal).toBe(local);
    expect(preferNewer({ ...form, id: 99 }, local).form?.id).toBe(99);
  });

  it('ignores what it cannot read', () => {
    const store = memoryStore();
    store.setItem(draftKey(12), '{not json');
    expect(readLocalCopy(store, 12)).toBeNull();
    const { form } = sampleForm();
    expect(differs(form, { ...form })).toBe(false);
    expect(differs(form, { ...form, title: 'x' })).toBe(true);
  });
});
