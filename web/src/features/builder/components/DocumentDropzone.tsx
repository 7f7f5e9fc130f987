import { Button, Callout, Overlay2, ProgressBar } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { UPLOAD_MOVING, type UploadState } from '../hooks/useDocumentUpload';

export interface DocumentDropzoneProps {
  state: UploadState;
  onFile: (file: File) => void;
  onClearError: () => void;
}

export const DOCUMENTS_NOTE = 'PDF, Word and Excel Workbook documents accepted';
const ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Drop a file (or choose one); percent progress, then the 'moving' note; errors in an overlay. */
export function DocumentDropzone({ state, onFile, onClearError }: DocumentDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = state.phase === 'uploading';

  return (
    <div
      className={`svr-dropzone${over ? ' svr-dropzone--over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file && !busy) onFile(file);
      }}
    >
      {state.phase === 'uploading' ? (
        <div className="svr-upload-progress" role="status">
          <ProgressBar value={state.percent / 100} intent="primary" stripes={state.percent >= 100} />
          <span>{state.percent >= 100 ? UPLOAD_MOVING : `Uploading ${state.fileName}: ${state.percent}%`}</span>
        </div>
      ) : (
        <>
          <span>Drop a document here, or</span>
          <Button icon="upload" text="Choose file" size="small" onClick={() => input.current?.click()} />
        </>
      )}
      <span className="svr-muted svr-dropzone-note">{DOCUMENTS_NOTE}</span>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label="Upload document"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Overlay2
        isOpen={state.phase === 'error'}
        onClose={onClearError}
        hasBackdrop
        canOutsideClickClose
        className="svr-upload-error-overlay"
      >
        <div className="svr-upload-error">
          <Callout intent="danger" icon="error" title="Upload failed">
            <p>{state.phase === 'error' ? state.message : ''}</p>
          </Callout>
        </div>
      </Overlay2>
    </div>
  );
}
