/**
 * PUT /api/v2/document/uuid/{uuid}: a document's url (a rotated variant, spec 001 §4), name, thumbnail or
 * linked question. A photo of a report is never changed by the talent who filed it (spec 001 §5); a new
 * url goes into the report's activity trail in the same transaction.
 */
import type { Db } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { ActivityKind, recordActivity } from '../activity/store.js';
import { conflict, notFound } from '../http/errors.js';
import { isOwnReport, REVIEW_MESSAGES } from '../review/rules.js';
import type { DocumentRow } from './presenter.js';
import { documentVisitUses, lockLiveDocumentByUuid, updateDocumentRow, type DocumentChange } from './store.js';

export function updateDocument(db: Db, s: Session, uuid: string, change: DocumentChange): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const before = await lockLiveDocumentByUuid(tx, uuid);
    if (!before) throw notFound(`No document has the uuid ${uuid}.`);
    const uses = await documentVisitUses(tx, uuid);
    if (uses.some((u) => isOwnReport(u.talent_email, s.user.email))) throw conflict(REVIEW_MESSAGES.ownReport);
    const after = await updateDocumentRow(tx, before.id, change);
    if (after.url !== before.url || after.xsurl !== before.xsurl) {
      await recordActivity(
        tx,
        s,
        uses.map((u) => ({
          storeVisitId: u.store_visit_id,
          kind: ActivityKind.mediaRotate,
          documentUuid: uuid,
          before: { url: before.url, xsurl: before.xsurl },
          after: { url: after.url, xsurl: after.xsurl },
        })),
      );
    }
    return after;
  });
}
