/**
 * Documents by uuid as a caller receives them (POST /document/uuids, and the roll-up page's documents): live
 * documents only, in the order asked; client users only media of reports they may see, never of internal
 * questions, and a blocked photo or video as a placeholder with no url (so the page can show the black box).
 */
import type { Queryable } from '../db/client.js';
import type { Session } from '../auth/session.js';
import { isUuid } from '../http/params.js';
import { clientMediaAccess } from '../review/clientView.js';
import type { FileUrlSigner } from './fileUrls.js';
import { presentBlockedDocument, presentDocument } from './presenter.js';
import { liveDocumentsByUuids } from './store.js';

export async function documentsForCaller(db: Queryable, s: Session, fileUrls: FileUrlSigner, uuids: string[]) {
  // Values that are not uuids are simply not documents; skip them rather than fail the batch.
  const valid = [...new Set(uuids.filter(isUuid).map((u) => u.toLowerCase()))];
  const list = valid.length ? await liveDocumentsByUuids(db, valid) : [];
  const byUuid = new Map(list.map((d) => [d.uuid, d]));
  const found = valid.map((u) => byUuid.get(u)).filter((d) => d !== undefined);
  if (!s.user.isClient) return found.map((d) => presentDocument(d, fileUrls));
  const access = await clientMediaAccess(
    db,
    s,
    found.map((d) => d.uuid),
  );
  return found
    .filter((d) => access.has(d.uuid))
    .map((d) => (access.get(d.uuid) === 'blocked' ? presentBlockedDocument(d) : presentDocument(d, fileUrls)));
}
