/** Keeps the previous value while a new one has the same key, so context readers re-render only on a real change. */
import { useRef } from 'react';

export function useStableValue<T>(value: T, key: string): T {
  const kept = useRef<{ key: string; value: T } | null>(null);
  if (kept.current === null || kept.current.key !== key) kept.current = { key, value };
  return kept.current.value;
}
