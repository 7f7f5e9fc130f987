/** Timing helpers for the benchmarks: warm-ups, then the median and p95 of repeated runs. */
export interface Timing {
  median: number;
  p95: number;
}

export interface Row {
  name: string;
  sql: Timing;
  rest: Timing;
  /** null when the GraphQL schema cannot ask this yet (the row says so). */
  graphql: Timing | null;
  restCalls: number;
}

export async function measure(fn: () => Promise<unknown>, runs = 10, warmups = 2): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)],
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)],
  };
}

const ms = (t: Timing) => `${t.median.toFixed(1)} ms (p95 ${t.p95.toFixed(1)})`;

export function printTable(rows: Row[]) {
  const header = ['', 'direct SQL', 'REST', 'GraphQL', 'REST/SQL', 'GraphQL/REST', 'REST calls by GraphQL'];
  const lines = rows.map((r) => [
    r.name,
    ms(r.sql),
    ms(r.rest),
    r.graphql ? ms(r.graphql) : 'n/a',
    `${(r.rest.median / r.sql.median).toFixed(2)}×`,
    r.graphql ? `${(r.graphql.median / r.rest.median).toFixed(2)}×` : 'n/a',
    r.graphql ? String(r.restCalls) : 'n/a',
  ]);
  printGrid(header, lines);
}

/** The median and p95 of times already taken (ms). */
export function summarize(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)],
  };
}

export const formatTiming = ms;

/** A table in the benchmarks' style: padded columns under a ruled header. */
export function printGrid(header: readonly string[], lines: readonly (readonly string[])[]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
  console.log('');
}
