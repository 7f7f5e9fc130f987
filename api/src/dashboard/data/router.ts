/**
 * POST /api/v2/savedWidget/data {ids}: the data of the widgets the caller may see, in the order asked (our own
 * extension, docs/API.md). Widgets not visible to the caller are left out (dashboard/store.ts visibleWidgets:
 * client users never get a feedback widget nor another client's); each item is { id, widgetType, data } with
 * data one kind of content, computed in SQL (widgetData.ts).
 */
import { Router } from 'express';
import type { Db } from '../../db/client.js';
import { session } from '../../auth/session.js';
import { widgetDataBody } from './schema.js';
import { widgetsData } from './widgetData.js';

export function widgetDataRouter(db: Db): Router {
  const router = Router();
  router.post('/savedWidget/data', async (req, res) => {
    const { ids } = widgetDataBody.parse(req.body ?? {});
    res.json({ data: await widgetsData(db, session(req), ids) });
  });
  return router;
}
