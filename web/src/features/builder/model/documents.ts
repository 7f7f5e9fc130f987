/** The form's documents: sizes as the spec shows them, links to questions, and removal. */
import { allQuestions, mapQuestions } from './tree';
import type { FormContent, FormDocument } from './types';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Bytes up to YB with 2 decimals (spec 000 §9): 0 Bytes, 1.5 KB, 2.25 MB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`;
}

/** The question a document is attached to (by its documentIds), if any. */
export function linkedQuestionUuid(content: FormContent, documentId: number): string | null {
  return allQuestions(content).find((e) => e.question.documentIds.includes(documentId))?.question.uuid ?? null;
}

/** Attaches a document to one question (or none), detaching it from any other. */
export function linkDocument(content: FormContent, documentId: number, questionUuid: string | null): FormContent {
  return mapQuestions(content, (q) => {
    const has = q.documentIds.includes(documentId);
    const wants = q.uuid === questionUuid;
    if (has === wants) return q;
    return {
      ...q,
      documentIds: wants ? [...q.documentIds, documentId] : q.documentIds.filter((id) => id !== documentId),
    };
  });
}

export function addDocument(content: FormContent, doc: FormDocument): FormContent {
  return { ...content, documents: [...content.documents.filter((d) => d.id !== doc.id), doc] };
}

/** Drops documents from the list and from every question that names them. */
export function removeDocuments(content: FormContent, ids: readonly number[]): FormContent {
  if (ids.length === 0) return content;
  const gone = new Set(ids);
  const next = mapQuestions(content, (q) =>
    q.documentIds.some((id) => gone.has(id)) ? { ...q, documentIds: q.documentIds.filter((id) => !gone.has(id)) } : q,
  );
  return { ...next, documents: next.documents.filter((d) => !gone.has(d.id)) };
}

export const totalSize = (docs: readonly FormDocument[]) => docs.reduce((sum, d) => sum + d.size, 0);

export interface DocumentRemoval {
  /** Documents only this form's unsaved changes use: DELETE /api/v2/document/id/{id}. */
  deleteOnServer: number[];
  /** Documents a saved record may still use (this form's versions, the original of a 'Save as new' copy): only leave this form. */
  unlinkOnly: number[];
}

/**
 * Which documents leaving the form are deleted on the server. A document goes only when this form uploaded
 * it since it was loaded or last saved: no saved record can point at it yet. Any other document may be used
 * by another record (an earlier version of this form, whose visits keep it; the form a 'Save as new' copy
 * was made from, which shares its document ids), and the api cannot tell, so it only leaves this form.
 */
export function planDocumentRemoval(ids: readonly number[], uploadedSinceSave: ReadonlySet<number>): DocumentRemoval {
  const unique = [...new Set(ids)];
  return {
    deleteOnServer: unique.filter((id) => uploadedSinceSave.has(id)),
    unlinkOnly: unique.filter((id) => !uploadedSinceSave.has(id)),
  };
}
