/** /api/v2/form (spec 000 §4, §7): the form list, loads, create, draft update, status change, delete. */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.js';
import { forms } from '../db/schema.js';
import { ADMIN_ROLE_ID } from '../config.js';
import { requireStaff, session, type Session } from '../auth/session.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { idListParam, idParam, uuidParam } from '../http/params.js';
import { validateFormContent } from './content.js';
import { presentForm as presentFormWith, presentFormRow } from './presenter.js';
import type { FileUrlSigner } from '../document/fileUrls.js';
import { bulkStatusBody } from './bulkSchema.js';
import { byCanonicalQuery, formBody, listQuery, statusBody, type FormBody } from './schema.js';
import {
  familiesOf,
  familyOf,
  latestRevision,
  listForms,
  servableForms,
  tenancyCondition,
  type FormRow,
} from './store.js';

const STALE =
  'This SVR was changed by someone else since you opened it. Reload it to see their changes, then save again.';

function checkContent(body: FormBody) {
  const problems = validateFormContent(body.content);
  if (problems.length) throw badRequest(problems[0].message, problems);
}

const bypassOf = (content: unknown) =>
  Boolean((content as { bypassDuplicatePhotoCheck?: unknown } | null)?.bypassDuplicatePhotoCheck);

/** Only role 1 may change BYPASS DUPLICATE PHOTO CHECK (spec 000 §5). */
function checkBypass(s: Session, body: FormBody, previous: FormRow | undefined) {
  if (s.user.roleId === ADMIN_ROLE_ID) return;
  if (bypassOf(body.content) !== (previous ? bypassOf(previous.content) : false)) {
    throw forbidden('Only administrators can change BYPASS DUPLICATE PHOTO CHECK.');
  }
}

function checkTenancy(s: Session, clientId: number | null | undefined) {
  if (s.tenancy.clientId !== null && clientId !== null && clientId !== undefined && clientId !== s.tenancy.clientId) {
    throw forbidden('This form belongs to another client than the one selected.');
  }
}

/** Sets every published record of the forms given to status (drafts untouched); answers whether any record changed. */
async function setFamilyStatus(tx: Queryable, s: Session, family: FormRow[], status: number): Promise<boolean> {
  const toChange = family.filter((f) => f.status !== status).map((f) => f.id);
  if (toChange.length === 0) return false;
  await tx
    .update(forms)
    .set({ status, editorEmail: s.user.email, timestamp: new Date(), updatedAt: new Date() })
    .where(inArray(forms.id, toChange));
  return true;
}

export function formRouter(db: Db, fileUrls: FileUrlSigner): Router {
  const router = Router();
  // A stored hero image comes as a signed address (document/fileUrls.ts), with the form the caller may see.
  const presentForm = (f: FormRow, isClient = false) => presentFormWith(f, fileUrls, isClient);

  async function visibleForm(s: Session, id: number): Promise<FormRow> {
    const [row] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.id, id), ne(forms.status, 0), tenancyCondition(s)));
    // Client users get no draft and no form hidden from them (spec 000 §6): as if it did not exist.
    if (!row || (await servableForms(db, s, [row])).length === 0) throw notFound(`SVR form ${id} does not exist.`);
    return row;
  }

  router.get('/', requireStaff, async (req, res) => {
    const { status } = listQuery.parse(req.query);
    const list = await listForms(db, session(req), status);
    res.json({ data: list.map((f) => presentFormRow(f)) });
  });

  router.get('/canonicalKey/:canonicalKey', async (req, res) => {
    const s = session(req);
    const key = uuidParam(req.params.canonicalKey, 'canonical key');
    const { includeNonActiveForms } = byCanonicalQuery.parse(req.query);
    const family = await servableForms(
      db,
      s,
      (await familyOf(db, key)).filter(
        (f) =>
          (includeNonActiveForms === 'true' || f.status === 1) &&
          (s.tenancy.clientId === null || f.tenancyClientId === s.tenancy.clientId),
      ),
    );
    if (family.length === 0) throw notFound(`No SVR form has the canonical key ${key}.`);
    res.json({ data: family.map((f) => presentForm(f, s.user.isClient)) });
  });

  router.get('/ids/:ids', async (req, res) => {
    const s = session(req);
    const ids = idListParam(req.params.ids);
    const statuses = listQuery.parse(req.query).status ?? [1];
    const list = await db
      .select()
      .from(forms)
      .where(
        and(
          inArray(forms.id, ids),
          inArray(
            forms.status,
            statuses.filter((x) => x !== 0),
          ),
          tenancyCondition(s),
        ),
      )
      .orderBy(asc(forms.id));
    res.json({ data: (await servableForms(db, s, list)).map((f) => presentForm(f, s.user.isClient)) });
  });

  router.get('/formid/:id', async (req, res) => {
    const s = session(req);
    res.json({ data: presentForm(await visibleForm(s, idParam(req.params.id)), s.user.isClient) });
  });

  router.post('/', requireStaff, async (req, res) => {
    const s = session(req);
    const body = formBody.parse(req.body ?? {});
    checkContent(body);
    checkTenancy(s, body.tenancyClientId);
    const canonicalKey = body.canonicalKey ?? randomUUID();
    const created = await db.transaction(async (tx) => {
      const family = body.canonicalKey ? await familyOf(tx, canonicalKey) : [];
      if (body.revision !== undefined && body.revision < latestRevision(family)) throw conflict(STALE);
      if (body.status === 3 && family.some((f) => f.status === 3)) {
        throw conflict('This SVR already has a draft. Open it and use Save draft to update it.');
      }
      const previous = family.find((f) => f.status !== 3) ?? family[0];
      checkBypass(s, body, previous);
      if (body.draftId !== undefined) {
        // Publishing a draft (spec 000 §4: save it published, the old draft record goes), all or nothing.
        const draft = family.find((f) => f.id === body.draftId);
        if (body.status === 3 || !draft || draft.status !== 3) {
          throw conflict(
            `SVR form ${body.draftId} is not a draft of this form any more. Reload it to see the latest version.`,
          );
        }
        await tx
          .update(forms)
          .set({ status: 0, editorEmail: s.user.email, updatedAt: new Date() })
          .where(eq(forms.id, draft.id));
      }
      const [row] = await tx
        .insert(forms)
        .values({
          canonicalKey,
          title: body.title,
          content: body.content as object,
          authorLegacyId: body.authorLegacyId ?? String(s.user.id),
          // The author is whoever first wrote the form; the editor is always the caller, whatever the payload says.
          authorEmail: family.at(-1)?.authorEmail ?? s.user.email,
          editorEmail: s.user.email,
          tenancyClientId: body.tenancyClientId ?? previous?.tenancyClientId ?? s.tenancy.clientId,
          autoApprovalHourTrigger: body.autoApprovalHourTrigger,
          heroImageUrl: body.heroImageUrl ?? null,
          status: body.status,
          revision: latestRevision(family) + 1,
        })
        .returning();
      return row;
    });
    res.status(201).json({ data: presentForm(created) });
  });

  router.post('/updateDraft/id/:id', requireStaff, async (req, res) => {
    const s = session(req);
    const id = idParam(req.params.id);
    const body = formBody.parse({ ...(req.body ?? {}), status: 3 });
    checkContent(body);
    const updated = await db.transaction(async (tx) => {
      const [draft] = await tx
        .select()
        .from(forms)
        .where(and(eq(forms.id, id), tenancyCondition(s)));
      if (!draft || draft.status === 0) throw notFound(`SVR form ${id} does not exist.`);
      if (draft.status !== 3) throw conflict(`SVR form ${id} is not a draft; save a new draft instead.`);
      const family = await familyOf(tx, draft.canonicalKey);
      if (body.revision !== undefined && body.revision < latestRevision(family)) throw conflict(STALE);
      checkBypass(s, body, draft);
      const [row] = await tx
        .update(forms)
        .set({
          title: body.title,
          content: body.content as object,
          editorEmail: s.user.email,
          autoApprovalHourTrigger: body.autoApprovalHourTrigger,
          heroImageUrl: body.heroImageUrl ?? null,
          revision: latestRevision(family) + 1,
          timestamp: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(forms.id, id))
        .returning();
      return row;
    });
    res.json({ data: presentForm(updated) });
  });

  router.put('/canonical/:canonicalKey', requireStaff, async (req, res) => {
    const s = session(req);
    const key = uuidParam(req.params.canonicalKey, 'canonical key');
    const { status } = statusBody.parse(req.body ?? {});
    const result = await db.transaction(async (tx) => {
      const family = (await familyOf(tx, key)).filter((f) => f.status !== 3);
      if (family.length === 0) throw notFound(`No published SVR form has the canonical key ${key}.`);
      checkTenancy(s, family[0].tenancyClientId);
      const changed = await setFamilyStatus(tx, s, family, status);
      return { changed: changed ? 1 : 0, forms: (await familyOf(tx, key)).map((f) => presentFormRow(f)) };
    });
    res.json({ data: result });
  });

  /**
   * Bulk status change of the form list (beyond the spec: one call for ARCHIVE / ACTIVATE of many forms).
   * One transaction: a key that is unknown or of another client than the one selected refuses the whole call.
   */
  router.post('/status', requireStaff, async (req, res) => {
    const s = session(req);
    const { canonicalKeys, status } = bulkStatusBody.parse(req.body ?? {});
    const result = await db.transaction(async (tx) => {
      const families = new Map<string, FormRow[]>();
      for (const f of await familiesOf(tx, canonicalKeys)) {
        if (f.status === 3) continue;
        families.set(f.canonicalKey, [...(families.get(f.canonicalKey) ?? []), f]);
      }
      const missing = canonicalKeys.filter((k) => {
        const family = families.get(k);
        return (
          !family ||
          (s.tenancy.clientId !== null &&
            family[0].tenancyClientId !== null &&
            family[0].tenancyClientId !== s.tenancy.clientId)
        );
      });
      if (missing.length) {
        throw notFound(
          `No published SVR form of the selected client has the canonical key${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Nothing was changed: reload the list and try again.`,
        );
      }
      const changed = canonicalKeys.filter((k) => families.get(k)!.some((f) => f.status !== status));
      const skipped = canonicalKeys.filter((k) => !changed.includes(k));
      await setFamilyStatus(
        tx,
        s,
        changed.flatMap((k) => families.get(k)!),
        status,
      );
      const after = await familiesOf(tx, canonicalKeys);
      return {
        changed: changed.length,
        changedKeys: changed,
        skippedKeys: skipped,
        forms: after.map((f) => presentFormRow(f)),
      };
    });
    res.json({ data: result });
  });

  router.delete('/id/:id', requireStaff, async (req, res) => {
    const s = session(req);
    const row = await visibleForm(s, idParam(req.params.id));
    // Soft delete: visits keep pointing at the version they were filed on.
    await db
      .update(forms)
      .set({ status: 0, editorEmail: s.user.email, updatedAt: new Date() })
      .where(eq(forms.id, row.id));
    res.json({ data: { id: row.id } });
  });

  return router;
}
