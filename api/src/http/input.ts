/**
 * Limits every request's input meets before a route reads it (issue 9): no NUL character (PostgreSQL
 * text and jsonb cannot hold one) in the path, the query or a JSON body; JSON nested at most
 * MAX_JSON_DEPTH deep; lists of at most MAX_JSON_ARRAY items. A breach answers 400 naming the field, so
 * no route (and no database) ever sees it. jsonField (params.ts) applies the same limits to JSON sent as text.
 */
import type { RequestHandler } from 'express';
import { badRequest } from './errors.js';

/** Deeper than any form content, filter or formState the app writes; far below what PostgreSQL's jsonb parser can take. */
export const MAX_JSON_DEPTH = 64;
/** The largest list any call takes (an export of 10,000 rows). */
export const MAX_JSON_ARRAY = 10_000;

/** A UTF-16 surrogate without its pair: text JSON can carry but no UTF-8 store can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const where = (path: string) => (path ? `The field ${path}` : 'The request body');

/** The first limit `value` breaks, as a sentence naming the field; null when it meets them all. */
export function jsonInputProblem(value: unknown, path = ''): string | null {
  // Iterative, so a body nested 100,000 deep cannot overflow the stack while it is being checked.
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path, depth: 0 }];
  while (stack.length) {
    const { v, path: p, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000'))
        return `${where(p)} contains a NUL character (\\u0000), which cannot be stored: remove it and send again.`;
      if (LONE_SURROGATE.test(v))
        return `${where(p)} holds text that is not valid Unicode (a lone surrogate such as \\ud800): send well-formed UTF-8 text.`;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_JSON_DEPTH)
      return `${where(p)} is nested more than ${MAX_JSON_DEPTH} levels deep: send flatter JSON.`;
    const join = (k: string | number) => (p ? `${p}.${k}` : String(k));
    if (Array.isArray(v)) {
      if (v.length > MAX_JSON_ARRAY)
        return `${where(p)} lists ${v.length.toLocaleString('en-US')} items: at most ${MAX_JSON_ARRAY.toLocaleString('en-US')} are accepted in one request.`;
      v.forEach((item, i) => stack.push({ v: item, path: join(i), depth: depth + 1 }));
      continue;
    }
    for (const [k, item] of Object.entries(v)) {
      if (k.includes('\u0000'))
        return `A field name${p ? ` in ${p}` : ''} contains a NUL character (\\u0000): remove it and send again.`;
      stack.push({ v: item, path: join(k), depth: depth + 1 });
    }
  }
  return null;
}

/** The path as sent, still %-encoded; NUL arrives as %00. */
const rawPath = (url: string) => url.split('?')[0];

/**
 * Refuses a request whose path, query or JSON body breaks the limits above. Mount after the body
 * parser (express.json) and before the routes.
 */
export const refuseUnsafeInput: RequestHandler = (req, _res, next) => {
  if (/%00/i.test(rawPath(req.originalUrl))) {
    throw badRequest(
      'The address contains a NUL character (%00), which no id, key or text may contain: remove it and send again.',
    );
  }
  const queryProblem = jsonInputProblem(req.query, 'query');
  if (queryProblem) throw badRequest(queryProblem.replace('The field query.', 'The query parameter '));
  if (req.body !== undefined) {
    const bodyProblem = jsonInputProblem(req.body);
    if (bodyProblem) throw badRequest(bodyProblem);
  }
  next();
};
