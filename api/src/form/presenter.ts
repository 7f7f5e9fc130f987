import type { forms } from '../db/schema.js';

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

export function presentForm(f: FormRow) {
  return {
    ...presentFormRow(f),
    content: f.content,
    authorLegacyId: f.authorLegacyId,
    autoApprovalHourTrigger: f.autoApprovalHourTrigger,
    heroImageUrl: f.heroImageUrl,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
