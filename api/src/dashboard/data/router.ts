/**
 * POST /api/v2/savedWidget/data {ids}: the data of the widgets the caller may see, in the order asked (our own
 * extension, docs/API.md). Widgets not visible to the caller are left out (dashboard/store.ts visibleWidgets:
 * client users never get a feedback widget nor another client's); each item is { id, widgetType, data } with
 * data one kind of content, computed in SQL (widgetData.ts).
 */
import { Router } from 'express';
import type { Db } from '../../db/client.js';
import { session } from '../../auth/session.js';
import { noResultCache, sendCached } from '../../cache/http.js';
import type { ResultCache } from '../../cache/resultCache.js';
import { widgetDataBody } from './schema.js';
import { widgetsData } from './widgetData.js';

export function widgetDataRouter(db: Db, results: ResultCache = noResultCache()): Router {
  const router = Router();
  router.post('/savedWidget/data', async (req, res) => {
    const { ids } = widgetDataBody.parse(req.body ?? {});
    const s = session(req);
    // Cached under the data generation (api/src/cache): never stale, computed again after any write.
    await sendCached(res, results, db, { kind: 'widgetData', session: s, params: ids }, () => widgetsData(db, s, ids));
  });
  return router;
}
