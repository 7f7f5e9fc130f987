/**
 * Compiles filter parameters (spec 002 §3) into a parameterised SQL condition over the visit paths
 * whitelist. Dates are inclusive by day (the end day runs to 23:59:59); numbers compare as integers.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../http/errors.js';
import { pathDef } from './paths.js';

export const filterParameter = z.object({
  label: z.string().default(''),
  path: z.string().min(1, 'Every filter needs a path.'),
  pathStr: z.string().optional(),
  decorator: z.unknown().optional(),
  type: z.string().optional(),
  data: z.array(z.unknown()).default([]),
  exclude: z.boolean().optional(),
});
export type FilterParameter = z.infer<typeof filterParameter>;

const dayPattern = /^(\d{4}-\d{2}-\d{2})/;

/** 'YYYY-MM-DD', 'YYYY-MM-DD 23:59:59' or an ISO string: the calendar day it names (UTC). */
export function dayOf(value: unknown, label: string): string {
  const m = typeof value === 'string' ? dayPattern.exec(value) : null;
  if (!m || Number.isNaN(Date.parse(m[1]))) throw badRequest(`${label || 'Date'}: '${String(value)}' is not a date (YYYY-MM-DD).`);
  return m[1];
}

function integer(value: unknown, label: string): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n)) throw badRequest(`${label}: '${String(value)}' is not a number.`);
  return Math.trunc(n);
}

/** Values of a parameter, flattening value groups ([[a, b], c] → [a, b, c]). */
function flatValues(data: unknown[]): unknown[] {
  return data.flatMap((d) => (Array.isArray(d) ? d : [d])).filter((d) => d !== null && d !== undefined && d !== '');
}

export function compileFilter(param: FilterParameter, isClient: boolean): SQL | null {
  const def = pathDef(param.path, isClient);
  if (!def) throw badRequest(`Unknown filter path: ${param.path}`);
  const label = param.label || param.path;
  if (def.kind === 'date' || param.type === 'Date') {
    if (param.data.length === 0) return null;
    if (param.data.length !== 2) throw badRequest(`${label}: a date range needs a start and an end.`);
    const start = dayOf(param.data[0], label);
    const end = dayOf(param.data[1], label);
    if (start > end) throw badRequest(`${label}: the start date is after the end date.`);
    const inRange = sql`(${def.expr} >= ${start}::date AND ${def.expr} < (${end}::date + 1))`;
    return param.exclude ? sql`NOT ${inRange}` : inRange;
  }
  const values = flatValues(param.data);
  if (values.length === 0) return null;
  const list =
    def.kind === 'number'
      ? sql.join(values.map((v) => sql`${integer(v, label)}`), sql`, `)
      : sql.join(values.map((v) => sql`${String(v)}`), sql`, `);
  return param.exclude
    ? sql`(${def.expr} IS NULL OR ${def.expr} NOT IN (${list}))`
    : sql`${def.expr} IN (${list})`;
}

export function compileFilters(params: FilterParameter[], isClient: boolean): SQL[] {
  return params.map((p) => compileFilter(p, isClient)).filter((c): c is SQL => c !== null);
}
