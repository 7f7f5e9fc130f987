/**
 * Form saves and status changes (spec 000 §4, §5): each user action is one call and one transaction, checked
 * here (content, stale revision, draft rules, BYPASS DUPLICATE PHOTO CHECK, tenancy) and written through store.ts.
 */
import { randomUUID } from 'node:crypto';
import { RecordStatus } from '@svr/domain';
import type { Queryable } from '../db/client.js';
import { ADMIN_ROLE_ID } from '../config.js';
import type { Session } from '../auth/session.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { validateFormContent } from './content.js';
import type { FormBody } from './schema.js';
import {
  deleteFormRecord,
  familiesOf,
  familyOf,
  formById,
  insertForm,
  latestRevision,
  servableFormById,
  setFormRecordsStatus,
  updateFormRecord,
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
  await setFormRecordsStatus(tx, toChange, status, s.user.email);
  return true;
}

/** A form the session may see by id (404 otherwise: client users get no draft and no hidden form, spec 000 §6). */
export async function visibleForm(db: Queryable, s: Session, id: number): Promise<FormRow> {
  const row = await servableFormById(db, s, id);
  if (!row) throw notFound(`SVR form ${id} does not exist.`);
  return row;
}

/** POST /form: a new form, a new version of one, a new draft, or a draft published (its record goes, all or nothing). */
export async function saveForm(db: Queryable, s: Session, body: FormBody): Promise<FormRow> {
  checkContent(body);
  checkTenancy(s, body.tenancyClientId);
  const canonicalKey = body.canonicalKey ?? randomUUID();
  return db.transaction(async (tx) => {
    const family = body.canonicalKey ? await familyOf(tx, canonicalKey) : [];
    if (body.revision !== undefined && body.revision < latestRevision(family)) throw conflict(STALE);
    if (body.status === RecordStatus.Draft && family.some((f) => f.status === RecordStatus.Draft)) {
      throw conflict('This SVR already has a draft. Open it and use Save draft to update it.');
    }
    const previous = family.find((f) => f.status !== RecordStatus.Draft) ?? family[0];
    checkBypass(s, body, previous);
    if (body.draftId !== undefined) {
      // Publishing a draft (spec 000 §4: save it published, the old draft record goes), all or nothing.
      const draft = family.find((f) => f.id === body.draftId);
      if (body.status === RecordStatus.Draft || !draft || draft.status !== RecordStatus.Draft) {
        throw conflict(
          `SVR form ${body.draftId} is not a draft of this form any more. Reload it to see the latest version.`,
        );
      }
      await deleteFormRecord(tx, draft.id, s.user.email);
    }
    return insertForm(tx, {
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
    });
  });
}

/** POST /form/updateDraft/id/{id}: a draft's new content, in place. */
export async function updateDraft(db: Queryable, s: Session, id: number, body: FormBody): Promise<FormRow> {
  checkContent(body);
  return db.transaction(async (tx) => {
    const draft = await formById(tx, s, id);
    if (!draft || draft.status === RecordStatus.Deleted) throw notFound(`SVR form ${id} does not exist.`);
    if (draft.status !== RecordStatus.Draft) throw conflict(`SVR form ${id} is not a draft; save a new draft instead.`);
    const family = await familyOf(tx, draft.canonicalKey);
    if (body.revision !== undefined && body.revision < latestRevision(family)) throw conflict(STALE);
    checkBypass(s, body, draft);
    const now = new Date();
    return updateFormRecord(tx, id, {
      title: body.title,
      content: body.content as object,
      editorEmail: s.user.email,
      autoApprovalHourTrigger: body.autoApprovalHourTrigger,
      heroImageUrl: body.heroImageUrl ?? null,
      revision: latestRevision(family) + 1,
      timestamp: now,
      updatedAt: now,
    });
  });
}

/** PUT /form/canonical/{key}: the status of every published record of one form; answers the family after. */
export async function setFormStatus(
  db: Queryable,
  s: Session,
  key: string,
  status: number,
): Promise<{ changed: number; forms: FormRow[] }> {
  return db.transaction(async (tx) => {
    const family = (await familyOf(tx, key)).filter((f) => f.status !== RecordStatus.Draft);
    if (family.length === 0) throw notFound(`No published SVR form has the canonical key ${key}.`);
    checkTenancy(s, family[0].tenancyClientId);
    const changed = await setFamilyStatus(tx, s, family, status);
    return { changed: changed ? 1 : 0, forms: await familyOf(tx, key) };
  });
}

/**
 * POST /form/status: the bulk status change of the form list (beyond the spec: one call for ARCHIVE / ACTIVATE
 * of many forms). One transaction: a key that is unknown or of another client than the one selected refuses
 * the whole call.
 */
export async function setFormsStatus(db: Queryable, s: Session, canonicalKeys: string[], status: number) {
  return db.transaction(async (tx) => {
    const families = new Map<string, FormRow[]>();
    for (const f of await familiesOf(tx, canonicalKeys)) {
      if (f.status === RecordStatus.Draft) continue;
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
    return {
      changed: changed.length,
      changedKeys: changed,
      skippedKeys: skipped,
      forms: await familiesOf(tx, canonicalKeys),
    };
  });
}

/** DELETE /form/id/{id}: soft delete of one record the session may see. */
export async function deleteForm(db: Queryable, s: Session, id: number): Promise<FormRow> {
  return db.transaction(async (tx) => {
    const row = await visibleForm(tx, s, id);
    await deleteFormRecord(tx, row.id, s.user.email);
    return row;
  });
}
