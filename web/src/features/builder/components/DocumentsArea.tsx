import { Card, H4 } from '@blueprintjs/core';
import { useCallback } from 'react';
import { toastError } from '../../../app/toaster';
import { useBuilder } from '../hooks/useBuilder';
import { deleteDocument, useDocumentUpload } from '../hooks/useDocumentUpload';
import { formatBytes, totalSize } from '../model/documents';
import type { FormDocument } from '../model/types';
import { DocumentDropzone } from './DocumentDropzone';
import { DocumentTable } from './DocumentTable';

/** The Documents area (spec 000 §2): drag-and-drop upload, the list with links to questions, totals. */
export function DocumentsArea() {
  const { form, dispatch, ask } = useBuilder();
  const docs = form.content.documents;
  const onUploaded = useCallback((doc: FormDocument) => dispatch({ type: 'addDocument', doc }), [dispatch]);
  const { state, upload, clearError } = useDocumentUpload(form.canonicalKey, onUploaded);

  const remove = async (doc: FormDocument) => {
    if (!(await ask('Are you sure?'))) return;
    try {
      await deleteDocument(doc.id);
      dispatch({ type: 'removeDocuments', ids: [doc.id] });
    } catch (e) {
      toastError(e instanceof Error ? e.message : 'The document could not be deleted.');
    }
  };

  return (
    <Card className="svr-documents" aria-label="Documents">
      <div className="svr-phase-head">
        <H4>Documents</H4>
        <span className="svr-muted" aria-live="polite">
          {docs.length > 0 ? `${docs.length} document${docs.length === 1 ? '' : 's'}, ${formatBytes(totalSize(docs))}` : ''}
        </span>
      </div>
      <DocumentDropzone state={state} onFile={(f) => void upload(f)} onClearError={clearError} />
      {docs.length === 0 ? (
        <p className="svr-muted">No documents yet.</p>
      ) : (
        <DocumentTable
          documents={docs}
          content={form.content}
          onLink={(id, questionUuid) => dispatch({ type: 'linkDocument', id, questionUuid })}
          onDelete={(d) => void remove(d)}
        />
      )}
    </Card>
  );
}
