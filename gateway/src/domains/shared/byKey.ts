/**
 * DataLoader batch functions must answer one value per key, in key order. The REST batch calls answer
 * found records only (in their own order), so every loader lines them up through this helper.
 */
export function inKeyOrder<K, V>(keys: readonly K[], found: readonly V[], keyOf: (v: V) => K): (V | null)[] {
  const byKey = new Map<K, V>();
  for (const v of found) byKey.set(keyOf(v), v);
  return keys.map((k) => byKey.get(k) ?? null);
}
