/**
 * /api/v2/form (spec 000 §4, §7): the form list, loads, create, draft update, status change, delete. HTTP only:
 * reads are in store.ts, the saves and status changes (one transaction each) in write.ts, the answers in presenter.ts.
 */
import { Router } from 'express';
import { RecordStatus } from '@svr/domain';
import type { Db } from '../db/client.js';
import { requireStaff, session } from '../auth/session.js';
import { notFound } from '../http/errors.js';
import { idListParam, idParam, uuidParam } from '../http/params.js';
import type { FileUrlSigner } from '../document/fileUrls.js';
import { presentForm as presentFormWith, presentFormRow } from './presenter.js';
import { bulkStatusBody } from './bulkSchema.js';
import { byCanonicalQuery, formBody, listQuery, statusBody } from './schema.js';
import { listForms, servableFamily, servableFormsByIds, type FormRow } from './store.js';
import { deleteForm, saveForm, setFormStatus, setFormsStatus, updateDraft, visibleForm } from './write.js';

export function formRouter(db: Db, fileUrls: FileUrlSigner): Router {
  const router = Router();
  // A stored hero image comes as a signed address (document/fileUrls.ts), with the form the caller may see.
  const presentForm = (f: FormRow, isClient = false) => presentFormWith(f, fileUrls, isClient);

  router.get('/', requireStaff, async (req, res) => {
    const { status } = listQuery.parse(req.query);
    const list = await listForms(db, session(req), status);
    res.json({ data: list.map((f) => presentFormRow(f)) });
  });

  router.get('/canonicalKey/:canonicalKey', async (req, res) => {
    const s = session(req);
    const key = uuidParam(req.params.canonicalKey, 'canonical key');
    const { includeNonActiveForms } = byCanonicalQuery.parse(req.query);
    const family = await servableFamily(db, s, key, includeNonActiveForms === 'true');
    if (family.length === 0) throw notFound(`No SVR form has the canonical key ${key}.`);
    res.json({ data: family.map((f) => presentForm(f, s.user.isClient)) });
  });

  router.get('/ids/:ids', async (req, res) => {
    const s = session(req);
    const ids = idListParam(req.params.ids);
    const statuses = listQuery.parse(req.query).status ?? [RecordStatus.Active];
    const list = await servableFormsByIds(db, s, ids, statuses);
    res.json({ data: list.map((f) => presentForm(f, s.user.isClient)) });
  });

  router.get('/formid/:id', async (req, res) => {
    const s = session(req);
    res.json({ data: presentForm(await visibleForm(db, s, idParam(req.params.id)), s.user.isClient) });
  });

  router.post('/', requireStaff, async (req, res) => {
    const created = await saveForm(db, session(req), formBody.parse(req.body ?? {}));
    res.status(201).json({ data: presentForm(created) });
  });

  router.post('/updateDraft/id/:id', requireStaff, async (req, res) => {
    const id = idParam(req.params.id);
    const body = formBody.parse({ ...(req.body ?? {}), status: RecordStatus.Draft });
    res.json({ data: presentForm(await updateDraft(db, session(req), id, body)) });
  });

  router.put('/canonical/:canonicalKey', requireStaff, async (req, res) => {
    const key = uuidParam(req.params.canonicalKey, 'canonical key');
    const { status } = statusBody.parse(req.body ?? {});
    const result = await setFormStatus(db, session(req), key, status);
    res.json({ data: { changed: result.changed, forms: result.forms.map((f) => presentFormRow(f)) } });
  });

  /** Bulk status change of the form list (beyond the spec: one call for ARCHIVE / ACTIVATE of many forms). */
  router.post('/status', requireStaff, async (req, res) => {
    const { canonicalKeys, status } = bulkStatusBody.parse(req.body ?? {});
    const result = await setFormsStatus(db, session(req), canonicalKeys, status);
    res.json({ data: { ...result, forms: result.forms.map((f) => presentFormRow(f)) } });
  });

  router.delete('/id/:id', requireStaff, async (req, res) => {
    const row = await deleteForm(db, session(req), idParam(req.params.id));
    res.json({ data: { id: row.id } });
  });

  return router;
}
