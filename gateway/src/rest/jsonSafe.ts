/**
 * The check behind the in-process hand-over of the api's answers (inProcess.ts): a value passed as it is must be
 * exactly what JSON text would have carried. Plain objects and arrays of strings, finite numbers, booleans and null
 * pass (an object's undefined property is what JSON leaves out, and the gateway's schemas read a missing key and an
 * undefined one alike). A Date, a class instance, a Map, a function, NaN, a bigint, an undefined array item or a
 * cycle does not, and the problem is named with where it is.
 */

/** Levels of nesting past which a value is taken for a cycle. */
const MAX_DEPTH = 256;

/**
 * Objects found plain JSON and frozen through and through: nothing in them can change, so they pass again at once.
 * The results cache freezes what it keeps (api/src/cache), and a cached roll-up page or dashboard is handed over on
 * every hit: walking its 2,000 answers again cost ~1 ms a request.
 */
const proven = new WeakSet<object>();

/** Where `value` stops being plain JSON ('$.a[2]: a Date object'), or null when it is plain JSON. */
export function notPlainJson(value: unknown, freeze = false): string | null {
  const problem = problemIn(value, freeze, 0);
  return problem && `$${problem.path.reverse().join('')}: ${problem.what}`;
}

/**
 * What is not plain JSON in `value`, with where (path segments innermost first), or null. The path is written only
 * for a problem: building it for every item cost a roll-up page's check 4 MB of strings (2,000 answers).
 */
function problemIn(value: unknown, freeze: boolean, depth: number): { path: string[]; what: string } | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path: [], what: String(value) };
  if (typeof value !== 'object') return { path: [], what: typeof value };
  const frozen = Object.isFrozen(value);
  if (frozen && proven.has(value)) return null;
  // A cycle is found by its depth: no answer of the api nests anywhere near MAX_DEPTH (its input stops at 32), and
  // counting levels costs nothing where a set of the objects seen cost a roll-up page's check a third of its time.
  if (depth >= MAX_DEPTH) return { path: [], what: `a cycle, or nesting deeper than ${MAX_DEPTH} levels` };
  const proto: unknown = Object.getPrototypeOf(value);
  let problem: { path: string[]; what: string } | null = null;
  // Whether every object inside is proven, so this one is too once frozen: only kept for a value that is or will be
  // frozen (an answer made for this request is not, and pays no lookups).
  let deep = freeze || frozen;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && !problem; i++) {
      const item: unknown = value[i];
      if (item === undefined) problem = { path: [], what: `item ${i} is undefined` };
      else if ((problem = problemIn(item, freeze, depth + 1))) problem.path.push(`[${i}]`);
      else if (deep && typeof item === 'object' && item !== null && !proven.has(item)) deep = false;
    }
  } else if (proto === Object.prototype || proto === null) {
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined && (problem = problemIn(item, freeze, depth + 1))) {
        problem.path.push(`.${key}`);
        break;
      }
      if (deep && typeof item === 'object' && item !== null && !proven.has(item)) deep = false;
    }
  } else
    problem = {
      path: [],
      what: `a ${(value as { constructor?: { name?: string } }).constructor?.name ?? 'non-plain'} object`,
    };
  if (problem) return problem;
  if (freeze) Object.freeze(value);
  if (deep && Object.isFrozen(value)) proven.add(value);
  return null;
}

/**
 * Outside production: throws where `value` is not plain JSON, and freezes it, so a Date in an answer or a resolver
 * that writes into the api's objects fails the tests instead of making the in-process and HTTP transports differ.
 */
export function jsonSafe(value: unknown, where: string): void {
  const problem = notPlainJson(value, true);
  if (problem) throw new Error(`${where}: the api's answer is not plain JSON at ${problem}`);
}
