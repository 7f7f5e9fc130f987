/** The results cache at the REST level: `{ data }` answered from it, with how (X-Result-Cache, docs/API.md). */
import type { Response } from 'express';
import type { Session } from '../auth/session.js';
import type { Queryable } from '../db/client.js';
import { RESULT_CACHE_DEFAULTS, ResultCache } from './resultCache.js';

/** A cache that is off: for routers built without one (every read computes). */
export const noResultCache = () => new ResultCache({ ...RESULT_CACHE_DEFAULTS, enabled: false });

/** Answers `{ data }` of `compute` through `results` under (kind, the caller's session, params). */
export async function sendCached<T>(
  res: Response,
  results: ResultCache,
  db: Queryable,
  key: { kind: string; session: Session; params: unknown },
  compute: () => Promise<T>,
): Promise<void> {
  const { value, outcome } = await results.read(db, key.kind, key.session, key.params, compute);
  res.setHeader('X-Result-Cache', outcome);
  res.json({ data: value });
}
