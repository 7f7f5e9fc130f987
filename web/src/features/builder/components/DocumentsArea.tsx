import { Card, H4 } from '@blueprintjs/core';
import { useBuilderActions, useEditedForm } from '../hooks/useBuilder';
import { useDocumentUpload } from '../hooks/useDocumentUpload';
import { formatBytes, totalSize } from '../model/documents';
import type { FormDocument } from '../model/types';
import { DocumentDropzone } from './DocumentDropzone';
import { DocumentTable } from './DocumentTable';

/**
 * The Documents area (spec 000 §2): drag-and-drop upload, the list with links to questions, totals. A
 * deleted document leaves the form; the server deletes it only when this form uploaded it since its last
 * save (another record, such as the original of a 'Save as new' copy, may still use the others).
 */
export function DocumentsArea() {
  const form = useEditedForm();
  const { dispatch, ask, addUploadedDocument, discardDocuments } = useBuilderActions();
  const docs = form.content.documents;
  const { state, upload, clearError } = useDocumentUpload(form.canonicalKey, addUploadedDocument);

  const remove = async (doc: FormDocument) => {
    if (!(await ask('Are you sure?'))) return;
    await discardDocuments([doc.id]);
  };

  return (
    <Card className="svr-documents" aria-label="Documents">
      <div className="svr-phase-head">
        <H4>Documents</H4>
        <span className="svr-muted" aria-live="polite">
          {docs.length > 0
            ? `${docs.length} document${docs.length === 1 ? '' : 's'}, ${formatBytes(totalSize(docs))}`
            : ''}
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
