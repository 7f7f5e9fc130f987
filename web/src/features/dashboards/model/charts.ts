/**
 * The chart widgets' display rules (spec 002 §9) over the counts the api computes (ChartWidgetData.points):
 * empty names become 'N/A', bar labels are each value as a percent of the total, a pie of exactly the two
 * slices Yes and No is sorted by name descending and zero slices are dropped, and a line chart has one point
 * per month of the visits. Pure: the vega-lite specs (chartSpecs.ts) draw what these return.
 */
export interface ChartPointInput {
  label: string;
  group?: string | null;
  count: number;
}

export const NA_NAME = 'N/A';

/** An empty (or blank) answer is drawn as 'N/A'. */
export const chartName = (label: string | null | undefined) => (label && label.trim() !== '' ? label : NA_NAME);

/** A share as the bar labels write it: one decimal at most, '33.3%', '50%'. */
export function percentText(count: number, total: number): string {
  if (total <= 0) return '0%';
  return `${Math.round((count / total) * 1000) / 10}%`;
}

export interface BarRow {
  label: string;
  group: string;
  count: number;
  percent: string;
}

/**
 * Bar rows, one per answer and 'data grouped by' value, each labelled with its share of the total. The total is
 * the api's count of all answers; when it is missing (0) the rows' own sum is used.
 */
export function barRows(points: readonly ChartPointInput[], total: number): BarRow[] {
  const merged = new Map<string, BarRow>();
  for (const p of points) {
    const label = chartName(p.label);
    const group = p.group == null ? '' : chartName(p.group);
    const key = JSON.stringify([label, group]);
    const row = merged.get(key) ?? { label, group, count: 0, percent: '' };
    row.count += p.count;
    merged.set(key, row);
  }
  const rows = [...merged.values()];
  const sum = total > 0 ? total : rows.reduce((s, r) => s + r.count, 0);
  return rows.map((r) => ({ ...r, percent: percentText(r.count, sum) }));
}

export interface PieSlice {
  name: string;
  count: number;
}

/** Pie slices by answer: zero slices dropped; exactly two slices named Yes and No are sorted by name descending. */
export function pieSlices(points: readonly ChartPointInput[]): PieSlice[] {
  const merged = new Map<string, number>();
  for (const p of points) merged.set(chartName(p.label), (merged.get(chartName(p.label)) ?? 0) + p.count);
  const slices = [...merged].map(([name, count]) => ({ name, count })).filter((s) => s.count > 0);
  const yesNo = slices.length === 2 && slices.every((s) => s.name === 'Yes' || s.name === 'No');
  return yesNo ? [...slices].sort((a, b) => b.name.localeCompare(a.name)) : slices;
}

export interface LinePoint {
  /** The month, YYYY-MM (sorts as text). */
  month: string;
  /** How the axis writes it: MM/YYYY. */
  monthText: string;
  label: string;
  count: number;
}

/** 'YYYY-MM' (or a longer ISO date) → 'MM/YYYY'; anything else as it is. */
export function monthText(month: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  return m ? `${m[2]}/${m[1]}` : month;
}

/**
 * Line points: one per month and answer, months in order, and every answer given a point (0) in every month
 * of the range so each line is drawn across it. Points without a month are left out.
 */
export function linePoints(points: readonly ChartPointInput[]): LinePoint[] {
  const counts = new Map<string, number>();
  const months = new Set<string>();
  const labels = new Set<string>();
  for (const p of points) {
    const month = /^(\d{4}-\d{2})/.exec(p.group ?? '')?.[1];
    if (!month) continue;
    const label = chartName(p.label);
    months.add(month);
    labels.add(label);
    const key = JSON.stringify([month, label]);
    counts.set(key, (counts.get(key) ?? 0) + p.count);
  }
  const out: LinePoint[] = [];
  for (const month of [...months].sort()) {
    for (const label of labels) {
      out.push({ month, monthText: monthText(month), label, count: counts.get(JSON.stringify([month, label])) ?? 0 });
    }
  }
  return out;
}
