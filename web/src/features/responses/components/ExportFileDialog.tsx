/**
 * The file export's progress (spec 002 §4, §8): 'Your report file is being generated, please wait.',
 * then a download link, or 'Could not generate report file' with the reason. It can be closed at any time.
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Icon, Spinner } from '@blueprintjs/core';

export const GENERATING = 'Your report file is being generated, please wait.';
export const EXPORT_FAILED = 'Could not generate report file';
export const EXPORT_SUPPORT = 'Errors have been logged on the server. Please notify support if this persists.';

export type ExportProgress =
  | { state: 'generating' }
  | { state: 'ready'; url: string; fileName: string; rows: number }
  | { state: 'failed'; message: string | null };

export interface ExportFileDialogProps {
  progress: ExportProgress | null;
  onClose: () => void;
}

export function ExportFileDialog({ progress, onClose }: ExportFileDialogProps) {
  return (
    <Dialog
      isOpen={progress !== null}
      onClose={onClose}
      title="Export to Excel"
      icon="export"
      className="svr-export-file-dialog"
    >
      <DialogBody>
        {progress?.state === 'generating' && (
          <div className="svr-export-generating" role="status">
            <Spinner size={28} />
            <p>{GENERATING}</p>
          </div>
        )}
        {progress?.state === 'ready' && (
          <Callout intent="success" icon="tick-circle" title="Your report file is ready">
            <p>
              {progress.rows} row(s) written to {progress.fileName}.
            </p>
            <a
              className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
              href={progress.url}
              download={progress.fileName}
            >
              <Icon icon="download" />
              <span className={Classes.BUTTON_TEXT}>{`Download ${progress.fileName}`}</span>
            </a>
          </Callout>
        )}
        {progress?.state === 'failed' && (
          <Callout intent="danger" icon="error" title={EXPORT_FAILED}>
            {progress.message && progress.message !== EXPORT_FAILED && <p>{progress.message}</p>}
            <p>{EXPORT_SUPPORT}</p>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        minimal
        actions={<Button text={progress?.state === 'generating' ? 'Hide' : 'Close'} onClick={onClose} />}
      />
    </Dialog>
  );
}
