/**
 * What the fuzz tests share (tests/integration/fuzz.rest.test.ts, gateway/src/fuzz.mutations.int.test.ts):
 * JSON nested deeper than JSON.stringify can write, and a cheap way to tell whether a call wrote anything.
 */
import { rows, sql, type Db } from '../db/client.js';

/** JSON nested `depth` levels deep, kept as text (JSON.stringify itself cannot write thousands of levels). */
export class DeepJson {
  constructor(readonly depth: number) {}
  get text(): string {
    return `${'{"a":['.repeat(this.depth / 2)}"bottom"${']}'.repeat(this.depth / 2)}`;
  }
}
export const deep = (depth: number): unknown => new DeepJson(depth);

/** JSON text of a generated value, deep values spliced in as text. */
export function toJson(value: unknown): string {
  const deepOnes: DeepJson[] = [];
  const text =
    JSON.stringify(value, (_k, v: unknown) =>
      v instanceof DeepJson ? `\u0001deep${deepOnes.push(v) - 1}\u0001` : v,
    ) ?? 'null';
  return text.replace(/"\\u0001deep(\d+)\\u0001"/g, (_m, i: string) => deepOnes[Number(i)].text);
}

/** Moves whenever a transaction has committed a write since: compare before taking a (costly) fingerprint. */
export async function writeMark(db: Db): Promise<string> {
  const [r] = await rows<{ x: string }>(
    db,
    sql.raw('/* fuzz.mark */ SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x'),
  );
  return r.x;
}

/** Count and md5 of every table named. */
export async function fingerprint(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (t) =>
      `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS h FROM "${t}" x`,
  );
  const found = await rows<{ t: string; h: string }>(
    db,
    sql.raw(`/* fuzz.fingerprint */ ${parts.join(' UNION ALL ')}`),
  );
  return Object.fromEntries(found.map((r) => [r.t, r.h]));
}
