import { describe, expect, it } from 'vitest';
import { rememberWidgetNamespace, widgetIdOf } from './widgetNamespace';

const storage = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
};

describe('widget namespaces', () => {
  it('finds the widget id kept for a namespace', () => {
    const s = storage();
    rememberWidgetNamespace(s, 'abc-123', 42);
    expect(widgetIdOf(s, 'abc-123')).toBe(42);
    expect(widgetIdOf(s, 'unknown')).toBeNull();
  });

  it('reads a namespace of digits as the id', () => {
    expect(widgetIdOf(storage(), '17')).toBe(17);
    expect(widgetIdOf(storage(), '0')).toBeNull();
  });
});
