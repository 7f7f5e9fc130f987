/**
 * The REST service: /auth, /api/v2 and /files, as one express app over one database.
 */
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler } from 'express';
import { overloadConfig, type ApiConfig, type OverloadConfig } from './config.js';
import type { Db } from './db/client.js';
import { authRouter } from './auth/router.js';
import { dataGenerationRouter } from './cache/router.js';
import { authenticate, type SessionScope } from './auth/session.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { overloadGuard, type OverloadOptions } from './http/overload.js';
import { refuseUnsafeInput } from './http/input.js';
import { noBodyEtag } from './http/security.js';
import { sharedRouter } from './shared/router.js';
import { formRouter } from './form/router.js';
import { storeVisitRouter } from './storeVisit/router.js';
import { savedViewRouter } from './savedView/router.js';
import { savedRollupRouter } from './savedRollup/router.js';
import { answerRouter } from './answer/router.js';
import { filesRouter } from './document/filesRoute.js';
import { LocalFileUrlSigner } from './document/fileUrls.js';
import { sweepFileStore } from './document/sweep.js';
import { openFileStore } from './document/openStore.js';
import { documentRouter } from './document/router.js';
import { documentStorageRouter } from './document/upload.js';
import { commonQuestionRouter } from './commonQuestion/router.js';
import { tagRouter } from './tag/router.js';
import { dashboardRouter } from './dashboard/router.js';
import { widgetDataRouter } from './dashboard/data/router.js';
import { ResultCache } from './cache/resultCache.js';
import { reviewRouter } from './review/router.js';
import { activityRouter } from './activity/router.js';
import { documentZipRouter } from './document/zip.js';
import { jobRouter } from './jobs/router.js';
import { talentRouter } from './notification/delivery/talentRouter.js';
import { notificationRouter } from './notification/router.js';

export { loadConfig, listenPort, type ApiConfig } from './config.js';
export { openDatabase, type Database, type Db } from './db/client.js';

export interface ApiOptions {
  db: Db;
  config: ApiConfig;
  /** Overload limits (MAX_INFLIGHT_REQUESTS …, http/overload.ts); false: none (a host that bounds before it). */
  overload?: OverloadConfig | false;
  /** Requests the overload guard lets through uncounted (server.ts: its own gateway's REST calls). */
  overloadExempt?: OverloadOptions['exempt'];
  /**
   * The request a call was made for, when a gateway in this process made it (server.ts: the gateway's callScopeOf):
   * the caller's session is then checked once for all the calls of that request (auth/session.ts, authenticate).
   */
  sessionScope?: SessionScope;
}

/** Folder of stored files (photos, signatures, videos, documents, exports). */
export const filesDir = (config: ApiConfig) => path.join(config.dataDir, 'files');

/** A password sign-in: its time goes to a password hash, one or two at a time (auth/password.ts). */
const isSignIn = (req: Request) => req.method === 'POST' && req.path === '/auth/login';

/**
 * Places for sign-ins, apart from every other request's: a sign-in spends its time waiting for a password hash
 * (one or two at a time, auth/password.ts), which costs nothing while it waits, and a rush of sign-ins (six
 * people at 9:00, the e2e's six tours) must all get in, slowly, rather than be refused.
 */
export const SIGN_IN_PLACES = 16;

/**
 * The overload guard, with sign-ins in one of their own (SIGN_IN_PLACES, waiting up to 10 s): a flood of wrong
 * sign-ins waits for the hash there, instead of holding the places every other request needs (bench/loginFlood.ts:
 * /auth/me took 361 ms, and sometimes a 503, while 20 wrong sign-ins held all four places of a PGlite process).
 */
function admission(overload: OverloadConfig, exempt: OverloadOptions['exempt']): RequestHandler {
  const signIns = overloadGuard(
    { ...overload, maxInflight: SIGN_IN_PLACES, maxQueueWaitMs: Math.max(overload.maxQueueWaitMs, 10_000) },
    { exempt },
  );
  const others = overloadGuard(overload, { exempt });
  return (req, res, next) => (isSignIn(req) ? signIns : others)(req, res, next);
}

export function createApi({
  db,
  config,
  overload = overloadConfig(),
  overloadExempt,
  sessionScope,
}: ApiOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', noBodyEtag); // no hash of each JSON answer for an ETag nobody reads (http/security.ts)
  // A bounded queue, then 503 with Retry-After: overload is answered at once, never queued forever.
  if (overload) app.use(admission(overload, overloadExempt));
  // Stored files are reached only by short-lived signed addresses handed out with what the caller may see.
  const fileUrls = new LocalFileUrlSigner(config.jwtSecret);
  // The file store (FILE_STORE: DATA_DIR/files, or an S3 bucket), shared with this process's job worker.
  const files = openFileStore(config);
  // Dashboards' and roll-ups' data, cached under the data generation: never stale (api/src/cache).
  const results = new ResultCache(config.resultCache);
  app.use('/auth', express.json({ limit: '100kb' }), refuseUnsafeInput, authRouter(db, config));

  const v2 = express.Router();
  v2.use(express.json({ limit: '20mb' }));
  v2.use(authenticate(db, config, sessionScope));
  v2.use(refuseUnsafeInput); // no NUL, bounded depth and list sizes in path, query and body (http/input.ts)
  v2.use('/form', formRouter(db, fileUrls));
  v2.use('/storeVisit', storeVisitRouter(db, { filesDir: files, urls: fileUrls }));
  v2.use('/storeVisit', activityRouter(db));
  v2.use('/savedView', savedViewRouter(db));
  v2.use('/savedRollup', savedRollupRouter(db, fileUrls, results));
  v2.use('/storeVisitFormAnswer', answerRouter(db));
  v2.use('/document', documentRouter(db, fileUrls, results));
  v2.use('/document', documentZipRouter(db, files, fileUrls));
  v2.use('/', documentStorageRouter(db, { filesDir: files, maxUploadBytes: config.maxUploadBytes, fileUrls }));
  v2.use('/job', jobRouter(db, fileUrls, config.jobs.retentionHours));
  v2.use('/commonFormQuestion', commonQuestionRouter(db));
  v2.use('/tag', tagRouter(db));
  v2.use('/', dashboardRouter(db));
  v2.use('/', widgetDataRouter(db, results));
  v2.use('/', reviewRouter(db, fileUrls));
  v2.use('/', sharedRouter(db));
  v2.use('/', dataGenerationRouter(db));
  v2.use('/membership/notification', notificationRouter(db)); // staff only (issue 13)
  v2.use(notFoundHandler);
  // The talent inbox takes talent tokens, not staff sessions: mounted before /api/v2's authentication.
  app.use('/api/v2/talent', talentRouter(db, config));
  app.use('/api/v2', v2);

  // Stored files through the signed addresses the api hands out (document/fileUrls.ts), no cookie: the
  // signature is the permission. Photos come at the screens' widths through the resizing service
  // (?w=135|200|400|800|1280; photos dated up to 2022 unresized); /files/open/{uuid} is the stable link exported
  // workbooks carry.
  app.use('/files', refuseUnsafeInput);
  app.use('/files', filesRouter(files, fileUrls, db));
  // What uploads cut by a crash left behind (older than an hour, never a file a row names) goes at start.
  void sweepFileStore(db, files)
    .then(
      (removed) => removed.length > 0 && console.log(`[api] removed ${removed.length} file(s) left by cut uploads.`),
    )
    .catch((error: unknown) => console.warn('[api] the file store sweep failed:', error));
  app.use('/auth', notFoundHandler);
  app.use('/api', notFoundHandler);
  app.use(errorHandler);
  return app;
}
