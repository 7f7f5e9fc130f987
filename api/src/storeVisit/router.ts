/**
 * /api/v2/storeVisit (spec 001 §7, 002 §7): each folder serves its own calls and this router mounts them.
 * visit/ one visit and the review page's update, lists/ the filtered list, bulk/ the bulk actions,
 * meals/ the meal-period report, export/ the Excel export (it needs the file store).
 */
import { Router } from 'express';
import type { Db } from '../db/client.js';
import type { FileStore } from '../document/fileStore.js';
import type { FileUrlSigner } from '../document/fileUrls.js';
import { visitBulkRouter } from './bulk/router.js';
import { visitExportRouter } from './export/router.js';
import { visitListRouter } from './lists/router.js';
import { mealPeriodRouter } from './meals/router.js';
import { visitRouter } from './visit/router.js';

export interface StoreVisitFiles {
  /** The file store the exports are written to (a folder path: the local store there). */
  filesDir: FileStore | string;
  urls: FileUrlSigner;
}

export function storeVisitRouter(db: Db, files: StoreVisitFiles): Router {
  const router = Router();
  router.use(visitRouter(db));
  router.use(visitListRouter(db));
  router.use(visitBulkRouter(db));
  router.use(mealPeriodRouter(db));
  router.use(visitExportRouter(db, files.filesDir, files.urls));
  return router;
}
