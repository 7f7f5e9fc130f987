/**
 * The review page's REST calls (spec 001 §7) besides answers and documents: the report update, feedback,
 * feedback texts, rejection records, the talent's approved date, reviewers' presence and the next pending report. All staff-only: client users never
 * see feedback, rejections or first-approved dates (spec 001 §6) and never write (403).
 */
import { Router, type RequestHandler } from 'express';
import type { Db } from '../db/client.js';
import { requireStaff, session } from '../auth/session.js';
import { notFound } from '../http/errors.js';
import { idParam, uuidParam } from '../http/params.js';
import {
  addFeedbackMessage,
  clearRevisionRequests,
  decide,
  markMedia,
  rotateMedia,
  setRevisionRequest,
  viewerCanOf,
} from './actions.js';
import { visibleVisitIds } from '../storeVisit/visit/store.js';
import { beat, leave, nextPendingReport, reviewersOf } from './presence.js';
import { feedbackOf, rejectionsOf, saveFeedback, saveFeedbackText, saveRejection } from './feedback.js';
import { visitUpdateBody } from './schema.js';
import { reviewParts } from './parts.js';
import type { FileUrlSigner } from '../document/fileUrls.js';
import { talentApprovedDate } from './store.js';
import { updateVisitForReview } from './visitUpdate.js';

/** PUT /api/v2/storeVisit/storevisitid/{id}, mounted by the storeVisit router. */
export function visitUpdateHandler(db: Db): RequestHandler[] {
  return [
    requireStaff,
    async (req, res) => {
      const id = idParam(req.params.id);
      const body = visitUpdateBody.parse(req.body ?? {});
      res.json({ data: await updateVisitForReview(db, session(req), id, body) });
    },
  ];
}

export function reviewRouter(db: Db, fileUrls: FileUrlSigner): Router {
  const router = Router();

  // The parts of up to 100 reports in one read (parts.ts): the review page in one call, a list's per-row parts
  // in one call each. Every caller; each part follows its own call's rules.
  router.get('/storeVisit/reviewParts', async (req, res) => {
    res.json({ data: await reviewParts(db, session(req), fileUrls, req.query) });
  });

  const visibleVisit = async (req: Parameters<RequestHandler>[0]) => {
    const id = idParam(req.params.id);
    const [found] = await visibleVisitIds(db, session(req), [id]);
    if (!found) throw notFound(`Store visit ${id} does not exist or is not yours to see.`);
    return id;
  };

  router.get('/svrfeedback/getfeedback/id/:id', requireStaff, async (req, res) => {
    res.json({ data: await feedbackOf(db, await visibleVisit(req)) });
  });
  router.post('/svrfeedback/savefeedback', requireStaff, async (req, res) => {
    const saved = await saveFeedback(db, session(req), req.body);
    res.status(saved.created ? 201 : 200).json({ data: saved.data });
  });
  router.post('/svrfeedbackinfo/savefeedbackinfo', requireStaff, async (req, res) => {
    res.status(201).json({ data: await saveFeedbackText(db, session(req), req.body) });
  });

  router.get('/svrrejectedbyusers/getrejectedbyusers/id/:id', requireStaff, async (req, res) => {
    res.json({ data: await rejectionsOf(db, await visibleVisit(req)) });
  });
  router.post('/svrrejectedbyusers/saverejectedbyusers', requireStaff, async (req, res) => {
    const saved = await saveRejection(db, session(req), req.body);
    res.status(saved.created ? 201 : 200).json({ data: saved.data });
  });

  // The review page's actions, one call and one transaction each (beyond the spec; docs/API.md). Each
  // answers the report as GET storeVisit/id/{id} does.
  const review = '/storeVisit/id/:id/review';
  router.get(`${review}/viewerCan`, async (req, res) => {
    res.json({ data: await viewerCanOf(db, session(req), idParam(req.params.id)) });
  });
  router.put(`${review}/revisionRequests/:questionUuid`, requireStaff, async (req, res) => {
    res.json({
      data: await setRevisionRequest(
        db,
        session(req),
        idParam(req.params.id),
        uuidParam(req.params.questionUuid, 'question uuid'),
        req.body ?? {},
      ),
    });
  });
  router.delete(`${review}/revisionRequests/:questionUuid`, requireStaff, async (req, res) => {
    res.json({
      data: await setRevisionRequest(
        db,
        session(req),
        idParam(req.params.id),
        uuidParam(req.params.questionUuid, 'question uuid'),
        null,
      ),
    });
  });
  router.delete(`${review}/revisionRequests`, requireStaff, async (req, res) => {
    res.json({ data: await clearRevisionRequests(db, session(req), idParam(req.params.id)) });
  });
  router.post(`${review}/media/:uuid/mark`, requireStaff, async (req, res) => {
    res.json({
      data: await markMedia(
        db,
        session(req),
        idParam(req.params.id),
        uuidParam(req.params.uuid, 'document uuid'),
        req.body,
      ),
    });
  });
  router.post(`${review}/media/:uuid/rotate`, requireStaff, async (req, res) => {
    res.json({
      data: await rotateMedia(db, session(req), idParam(req.params.id), uuidParam(req.params.uuid, 'document uuid')),
    });
  });
  router.post(`${review}/decision`, requireStaff, async (req, res) => {
    res.json({ data: await decide(db, session(req), idParam(req.params.id), req.body) });
  });
  router.post(`${review}/feedback`, requireStaff, async (req, res) => {
    const { visit, feedback } = await addFeedbackMessage(db, session(req), idParam(req.params.id), req.body);
    res.status(201).json({ data: visit, feedback });
  });

  // Reviewer throughput (issue 15): who else has the report open (a heartbeat while the page is open,
  // DELETE when it closes), and the next report waiting for review. Staff only.
  router.get(`${review}/presence`, requireStaff, async (req, res) => {
    res.json({ data: await reviewersOf(db, session(req), await visibleVisit(req)) });
  });
  router.post(`${review}/presence`, requireStaff, async (req, res) => {
    const id = await visibleVisit(req);
    await beat(db, session(req), id);
    res.json({ data: await reviewersOf(db, session(req), id) });
  });
  router.delete(`${review}/presence`, requireStaff, async (req, res) => {
    const id = await visibleVisit(req);
    await leave(db, session(req), id);
    res.json({ data: await reviewersOf(db, session(req), id) });
  });
  router.get(`${review}/nextPending`, requireStaff, async (req, res) => {
    res.json({ data: { id: await nextPendingReport(db, session(req), await visibleVisit(req)) } });
  });

  /** The talent's approved date (spec 001 §7: the first element of data); their first approved report when none is on file. */
  router.get('/talent/talentapproveddate/:id', requireStaff, async (req, res) => {
    const id = idParam(req.params.id, 'talent id');
    const talent = await talentApprovedDate(db, id);
    if (!talent) throw notFound(`No talent has the id ${id}.`);
    const date = talent.approved_date === null ? null : new Date(talent.approved_date).toISOString();
    res.json({ data: [{ talentId: talent.id, mcid: talent.mcid, approveddate: date, approvedDate: date }] });
  });

  return router;
}
