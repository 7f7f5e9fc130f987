import { badRequest } from './errors.js';

/** A positive whole-number id from a path segment. */
type Param = string | string[] | undefined;
const one = (raw: Param): string | undefined => (Array.isArray(raw) ? raw.join('/') : raw);

export function idParam(param: Param, what = 'id'): number {
  const raw = one(param);
  const n = Number(raw);
  if (!raw || !Number.isInteger(n) || n <= 0) throw badRequest(`The ${what} '${raw ?? ''}' is not a valid id.`);
  return n;
}

/** A comma-separated list of ids ("1,2,3"). */
export function idListParam(param: Param, what = 'ids'): number[] {
  const parts = (one(param) ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) throw badRequest(`Give at least one id in ${what}.`);
  return [...new Set(parts.map((p) => idParam(p, what)))];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => uuidPattern.test(s);

export function uuidParam(param: Param, what = 'uuid'): string {
  const raw = one(param);
  if (!raw || !isUuid(raw)) throw badRequest(`The ${what} '${raw ?? ''}' is not a valid uuid.`);
  return raw.toLowerCase();
}

/** JSON documents may arrive as JSON text (as the spec sends them) or as objects. */
export function jsonField(value: unknown, what: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`${what} is not valid JSON.`);
  }
}
