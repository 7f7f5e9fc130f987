import type { forms } from '../db/schema.js';
import { signedAddress, type FileUrlSigner } from '../document/fileUrls.js';
import { clientFormContent } from './clientContent.js';

type FormRow = typeof forms.$inferSelect;
/** What a list row shows (form/store.ts listForms reads only these). */
type FormListRow = Pick<
  FormRow,
  | 'id'
  | 'canonicalKey'
  | 'title'
  | 'timestamp'
  | 'authorEmail'
  | 'editorEmail'
  | 'status'
  | 'tenancyClientId'
  | 'revision'
>;

/** A list row. Client users never get staff e-mail addresses (author and editor are null for them). */
export function presentFormRow(f: FormListRow, isClient = false) {
  return {
    id: f.id,
    canonicalKey: f.canonicalKey,
    title: f.title,
    timestamp: f.timestamp.toISOString(),
    authorEmail: isClient ? null : f.authorEmail,
    editorEmail: isClient ? null : f.editorEmail,
    status: f.status,
    tenancyClientId: f.tenancyClientId,
    revision: f.revision,
  };
}

/** A form with its content; a client user gets no internal question and no staff e-mail (clientContent.ts). */
export function presentForm(f: FormRow, fileUrls: FileUrlSigner, isClient = false) {
  return {
    ...presentFormRow(f, isClient),
    content: isClient ? clientFormContent(f.content) : f.content,
    authorLegacyId: isClient ? null : f.authorLegacyId,
    autoApprovalHourTrigger: f.autoApprovalHourTrigger,
    heroImageUrl: signedAddress(fileUrls, f.heroImageUrl),
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
