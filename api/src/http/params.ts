import { z } from 'zod';
import { badRequest } from './errors.js';
import { jsonInputProblem } from './input.js';

/** Ids are PostgreSQL integers: 1 to 2^31 - 1. */
export const MAX_ID = 2_147_483_647;
export const ID_RANGE = `ids are whole numbers from 1 to ${MAX_ID}`;

/** A positive whole-number id from a path segment. */
type Param = string | string[] | undefined;
const one = (raw: Param): string | undefined => (Array.isArray(raw) ? raw.join('/') : raw);

export function idParam(param: Param, what = 'id'): number {
  const raw = one(param);
  const n = /^\d{1,10}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!raw || !Number.isInteger(n) || n <= 0 || n > MAX_ID)
    throw badRequest(`The ${what} '${(raw ?? '').slice(0, 40)}' is not a valid id: ${ID_RANGE}.`);
  return n;
}

/** An id in a body or query (a number, or numeric text): 1 to MAX_ID, with `message` when it is not. */
export const zId = (what = 'id', message = `${what} must be an id: ${ID_RANGE}.`) =>
  z.coerce.number({ invalid_type_error: message }).int(message).min(1, message).max(MAX_ID, message);

/** The most ids a comma list in a path may name. */
export const MAX_PATH_IDS = 1000;

/** A comma-separated list of ids ("1,2,3"). */
export function idListParam(param: Param, what = 'ids'): number[] {
  const parts = (one(param) ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) throw badRequest(`Give at least one id in ${what}.`);
  if (parts.length > MAX_PATH_IDS)
    throw badRequest(`Give at most ${MAX_PATH_IDS} ids in ${what} (got ${parts.length}).`);
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(`${what} is not valid JSON.`);
  }
  // The same limits as a JSON body (input.ts): no NUL character, bounded depth and list sizes.
  const problem = jsonInputProblem(parsed, what);
  if (problem) throw badRequest(problem);
  return parsed;
}
