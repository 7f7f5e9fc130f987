import type { forms } from '../db/schema.js';
import { clientFormContent } from './clientContent.js';

type FormRow = typeof forms.$inferSelect;

export function presentFormRow(f: FormRow) {
  return {
    id: f.id,
    canonicalKey: f.canonicalKey,
    title: f.title,
    timestamp: f.timestamp.toISOString(),
    authorEmail: f.authorEmail,
    editorEmail: f.editorEmail,
    status: f.status,
    tenancyClientId: f.tenancyClientId,
    revision: f.revision,
  };
}

/** A form with its content; a client user gets no internal question (clientContent.ts). */
export function presentForm(f: FormRow, isClient = false) {
  return {
    ...presentFormRow(f),
    content: isClient ? clientFormContent(f.content) : f.content,
    authorLegacyId: f.authorLegacyId,
    autoApprovalHourTrigger: f.autoApprovalHourTrigger,
    heroImageUrl: f.heroImageUrl,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
