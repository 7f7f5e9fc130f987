/**
 * A report's review parts (what the viewer may do, feedback, rejections, the trail, reviewers) through one
 * GET storeVisit/reviewParts per batch: a 50-row list that asks each row for several of them is one REST call,
 * not one per row and field. The review page's own query primes these (page.ts) from its single call.
 */
import DataLoader from 'dataloader';
import { RestCallError } from '../../rest/client.js';
import { MAX_REVIEW_PART_IDS, type ReviewApi } from './rest.js';
import type { RestReviewPartsItem } from './schemas.js';

export type ListedPart = 'viewerCan' | 'feedback' | 'rejections' | 'activity' | 'reviewers';

export interface PartKey {
  visitId: number;
  part: ListedPart;
  /** The trail's length (activity only). */
  limit?: number;
}

export const DEFAULT_ACTIVITY_LIMIT = 200;
export const partCacheKey = (k: PartKey) =>
  `${k.visitId}|${k.part}${k.part === 'activity' ? `|${k.limit ?? DEFAULT_ACTIVITY_LIMIT}` : ''}`;

/** Answers the report's item of the call, holding (at least) the key's part. */
export type ReviewPartLoader = DataLoader<PartKey, RestReviewPartsItem, string>;

const notVisible = (id: number) =>
  new RestCallError(404, `Store visit ${id} does not exist or is not yours to see.`, '/api/v2/storeVisit/reviewParts');

/** One call per distinct trail length (normally one) and per 100 reports, each asking every part its keys ask. */
export async function loadPartBatch(api: ReviewApi, keys: readonly PartKey[]) {
  const limitOf = (k: PartKey) => (k.part === 'activity' ? (k.limit ?? DEFAULT_ACTIVITY_LIMIT) : null);
  const limits = [...new Set(keys.map(limitOf).filter((l): l is number => l !== null))];
  // Keys without a trail ride along with the first trail length's call.
  const groupOf = (k: PartKey) => limitOf(k) ?? limits[0] ?? 0;
  const answered = new Map<string, RestReviewPartsItem>();
  const groups = new Map<number, PartKey[]>();
  for (const k of keys) groups.set(groupOf(k), [...(groups.get(groupOf(k)) ?? []), k]);
  await Promise.all(
    [...groups].flatMap(([limit, group]) => {
      const ids = [...new Set(group.map((k) => k.visitId))];
      const parts = [...new Set(group.map((k) => k.part))];
      const calls = [];
      for (let i = 0; i < ids.length; i += MAX_REVIEW_PART_IDS) {
        calls.push(
          api.parts(ids.slice(i, i + MAX_REVIEW_PART_IDS), parts, limit || undefined).then((items) => {
            for (const item of items) answered.set(`${limit}|${item.id}`, item);
          }),
        );
      }
      return calls;
    }),
  );
  return keys.map((k) => {
    const item = answered.get(`${groupOf(k)}|${k.visitId}`);
    if (!item) return notVisible(k.visitId);
    return item[k.part] === undefined ? notVisible(k.visitId) : item;
  });
}

export function createReviewPartLoader(api: ReviewApi): ReviewPartLoader {
  return new DataLoader<PartKey, RestReviewPartsItem, string>((keys) => loadPartBatch(api, keys), {
    cacheKeyFn: partCacheKey,
  });
}

/** What the viewer may do on the report. */
export async function viewerCanPart(loader: ReviewPartLoader, visitId: number) {
  const can = (await loader.load({ visitId, part: 'viewerCan' })).viewerCan;
  if (!can) throw notVisible(visitId);
  return can;
}

/** A staff-only part: null for a client user. */
export async function staffPart<P extends 'feedback' | 'rejections' | 'reviewers'>(
  loader: ReviewPartLoader,
  visitId: number,
  part: P,
): Promise<NonNullable<RestReviewPartsItem[P]> | null> {
  return (await loader.load({ visitId, part }))[part] ?? null;
}

export async function activityPart(loader: ReviewPartLoader, visitId: number, limit: number) {
  return (await loader.load({ visitId, part: 'activity', limit })).activity ?? null;
}
