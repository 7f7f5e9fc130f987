/**
 * /api/v2/savedRollup (spec 002 §7): create (answers data.id), edit (PUT /id/{id}, status too), the selected
 * client's roll-ups, all roll-ups, one roll-up; beyond the spec, the list's bulk status (POST /status) and a page
 * of a roll-up's visits (POST /id/{id}/visits). Rules (spec 002 §4-§6, issue 11, and rules.ts):
 * - client users see and save roll-ups of their own client only, roll up only questions a client sees (never an
 *   internal one), and may only DELETE;
 * - a restricted roll-up is seen only by its owners (the user it names and its creator);
 * - the filter passes the whitelist and validateFilter for roll-ups (185 days; Review State for staff).
 * HTTP only: reads in store.ts, the checked saves in write.ts, the page in visits.ts, answers in presenter.ts.
 */
import { Router, type Request, type Response } from 'express';
import type { Db } from '../db/client.js';
import type { Session } from '../auth/session.js';
import type { FileUrlSigner } from '../document/fileUrls.js';
import { session } from '../auth/session.js';
import { noResultCache, sendCached } from '../cache/http.js';
import type { ResultCache } from '../cache/resultCache.js';
import { idParam } from '../http/params.js';
import { presentSavedRollup } from './presenter.js';
import { bulkStatusBody, createSavedRollup, listQuery, updateSavedRollup, visitsBody } from './schema.js';
import { questionCatalogue, rollupsWhere, visibleTo, type SavedRollupRow } from './store.js';
import { rollupVisits } from './visits.js';
import { createRollup, setRollupsStatus, updateRollup, visibleRollup } from './write.js';

export function savedRollupRouter(db: Db, fileUrls: FileUrlSigner, results: ResultCache = noResultCache()): Router {
  const router = Router();

  /** The roll-ups in the wire shape, with their questions' titles and types (one read of the forms). */
  async function present(s: Session, list: SavedRollupRow[]) {
    const catalogue = await questionCatalogue(
      db,
      list.map((r) => r.tenancyClientId),
    );
    return list.map((r) => presentSavedRollup(r, s.user.isClient, catalogue));
  }

  const list = (allClients: boolean) => async (req: Request, res: Response) => {
    const s = session(req);
    const { status } = listQuery.parse(req.query);
    res.json({ data: await present(s, await rollupsWhere(db, visibleTo(s, allClients, status))) });
  };
  router.get('/', list(false));
  router.get('/all', list(true));

  router.get('/id/:id', async (req, res) => {
    const s = session(req);
    const [rollup] = await present(s, [await visibleRollup(db, s, idParam(req.params.id))]);
    res.json({ data: rollup });
  });

  router.post('/id/:id/visits', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const body = visitsBody.parse(req.body ?? {});
    // Cached under the data generation (api/src/cache): never stale, computed again after any write.
    await sendCached(res, results, db, { kind: 'rollupVisits', session: s, params: [id, body] }, async () =>
      rollupVisits(db, s, await visibleRollup(db, s, id), body, fileUrls),
    );
  });

  router.post('/', async (req, res) => {
    const s = session(req);
    const [rollup] = await present(s, [await createRollup(db, s, createSavedRollup.parse(req.body ?? {}))]);
    res.status(201).json({ data: rollup });
  });

  router.put('/id/:id', async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const [rollup] = await present(s, [await updateRollup(db, s, id, updateSavedRollup.parse(req.body ?? {}))]);
    res.json({ data: rollup });
  });

  /** The list's ARCHIVE / ACTIVATE / DELETE (beyond the spec: one call for the selection), one transaction. */
  router.post('/status', async (req, res) => {
    const s = session(req);
    const { ids, status } = bulkStatusBody.parse(req.body ?? {});
    const { changed, skipped, savedRollups } = await setRollupsStatus(db, s, ids, status);
    res.json({
      data: {
        changed,
        skipped,
        changedCount: changed.length,
        skippedCount: skipped.length,
        savedRollups: await present(s, savedRollups),
      },
    });
  });

  return router;
}
