/**
 * Documents leaving the form (a deleted question or section, a removed answer's follow-ups, a delete in
 * the Documents area). The form always lets them go; the server deletes only those this form uploaded
 * since it was loaded or last saved (see planDocumentRemoval): the rest may still be used by another
 * record, such as the original of a 'Save as new' copy, so they are only unlinked.
 */
import { useCallback, useRef } from 'react';
import { toastError } from '../../../app/toaster';
import { planDocumentRemoval } from '../model/documents';
import type { BuilderAction } from '../model/reducer';
import { deleteDocument } from './useDocumentUpload';

export interface DocumentRemoval {
  /** An upload of this form: no saved record uses it until the next save. */
  noteUploaded: (id: number) => void;
  /** After a save: every document of the form is now used by a saved record. */
  forgetUploads: () => void;
  /** Takes the documents out of the form; deletes those only its unsaved changes use. */
  discard: (ids: readonly number[]) => Promise<void>;
  /** Leaving without saving: deletes what was uploaded since the last save (nothing else uses it). */
  discardUploads: () => void;
}

export function useDocumentRemoval(dispatch: (action: BuilderAction) => void): DocumentRemoval {
  const uploaded = useRef(new Set<number>());

  const noteUploaded = useCallback((id: number) => {
    uploaded.current.add(id);
  }, []);
  const forgetUploads = useCallback(() => uploaded.current.clear(), []);

  const discard = useCallback(
    async (ids: readonly number[]) => {
      const plan = planDocumentRemoval(ids, uploaded.current);
      if (plan.unlinkOnly.length > 0) dispatch({ type: 'removeDocuments', ids: plan.unlinkOnly });
      await Promise.all(
        plan.deleteOnServer.map(async (id) => {
          try {
            await deleteDocument(id);
            uploaded.current.delete(id);
            dispatch({ type: 'removeDocuments', ids: [id] });
          } catch (e) {
            toastError(e instanceof Error ? e.message : 'The document could not be deleted.');
          }
        }),
      );
    },
    [dispatch],
  );

  const discardUploads = useCallback(() => {
    const ids = [...uploaded.current];
    uploaded.current.clear();
    for (const id of ids) deleteDocument(id).catch(() => undefined);
  }, []);

  return { noteUploaded, forgetUploads, discard, discardUploads };
}
