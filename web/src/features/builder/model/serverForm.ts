/** The form as the gateway serves it ↔ the builder's model, and what a save sends (spec 000 §7). */
import { RECORD_STATUS_NAMES, RecordStatus, recordStatusCodeOf, type RecordStatusName } from '@svr/domain';
import { normalizeContent, emptyContent } from './normalize';
import type { BuilderForm, FormContent } from './types';

export type ServerStatus = RecordStatusName;
/** The schema name of the builder's status code; a code the list lacks saves as ACTIVE. */
export const statusName = (code: number): ServerStatus => RECORD_STATUS_NAMES[code] ?? 'ACTIVE';

export interface ServerForm {
  id: number;
  canonicalKey: string;
  title: string;
  status: ServerStatus;
  revision: number;
  timestamp: string;
  tenancyClientId?: number | null;
  autoApprovalHourTrigger: number;
  heroImageUrl?: string | null;
  content: unknown;
}

export function fromServer(f: ServerForm): BuilderForm {
  return {
    id: f.id,
    canonicalKey: f.canonicalKey,
    title: f.title,
    status: recordStatusCodeOf(f.status),
    revision: f.revision,
    tenancyClientId: f.tenancyClientId ?? null,
    autoApprovalHourTrigger: f.autoApprovalHourTrigger,
    heroImageUrl: f.heroImageUrl ?? '',
    timestamp: f.timestamp,
    content: normalizeContent(f.content),
  };
}

/** A new form: status 1 until saved (spec 000 §4), for the selected client. */
export function newForm(clientId: number | null): BuilderForm {
  return {
    id: null,
    canonicalKey: null,
    title: '',
    status: RecordStatus.Active,
    revision: null,
    tenancyClientId: clientId,
    autoApprovalHourTrigger: 0,
    heroImageUrl: '',
    timestamp: null,
    content: emptyContent(),
  };
}

export interface FormInputShape {
  title: string;
  content: FormContent;
  canonicalKey: string | null;
  tenancyClientId: number | null;
  autoApprovalHourTrigger: number;
  heroImageUrl: string | null;
  revision: number | null;
}

export function toFormInput(form: BuilderForm): FormInputShape {
  return {
    title: form.title.trim(),
    content: form.content,
    canonicalKey: form.canonicalKey,
    tenancyClientId: form.tenancyClientId,
    autoApprovalHourTrigger: form.autoApprovalHourTrigger,
    heroImageUrl: form.heroImageUrl.trim() === '' ? null : form.heroImageUrl.trim(),
    revision: form.revision,
  };
}
