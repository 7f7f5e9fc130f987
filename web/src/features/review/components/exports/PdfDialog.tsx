/**
 * Save as PDF's dialog: 'Generating PDF...' with the step it is at while the page is drawn (it ends by
 * itself, so it cannot be dismissed), or 'Could not generate report file' with the reason.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core';
import { EXPORT_FAILED } from '../../../responses/components/ExportFileDialog';
import type { PdfProgress } from './usePdfExport';

export const GENERATING_PDF = 'Generating PDF...';
/** The PDF is drawn in the browser, so there is no server log to point at. */
export const PDF_RETRY =
  'Try again; if it fails again, reload the page and retry, and notify support if this persists.';

function stepText(progress: Extract<PdfProgress, { state: 'generating' }>): string {
  const s = progress.step;
  switch (s.step) {
    case 'open':
      return 'Opening SVR Information…';
    case 'images':
      return 'Loading the photos…';
    case 'render':
      return 'Drawing the report…';
    case 'pages':
      return `Writing page ${s.page} of ${s.pages}…`;
  }
}

export interface PdfDialogProps {
  progress: PdfProgress | null;
  onClose: () => void;
}

export function PdfDialog({ progress, onClose }: PdfDialogProps) {
  const generating = progress?.state === 'generating';
  return (
    <Dialog
      isOpen={progress !== null}
      onClose={onClose}
      title="Save as PDF"
      icon="document"
      className="svr-exports-dialog"
      canEscapeKeyClose={!generating}
      canOutsideClickClose={!generating}
      isCloseButtonShown={!generating}
    >
      <DialogBody>
        {progress?.state === 'generating' && (
          <div className="svr-exports-progress" role="status" aria-live="polite">
            <p>
              <strong>{GENERATING_PDF}</strong>
            </p>
            <ProgressBar
              intent="primary"
              aria-label="Generating the PDF"
              value={progress.step.step === 'pages' ? progress.step.page / progress.step.pages : undefined}
            />
            <p className="svr-muted">{stepText(progress)}</p>
          </div>
        )}
        {progress?.state === 'failed' && (
          <Callout intent="danger" icon="error" title={EXPORT_FAILED}>
            <p>{progress.message}</p>
            <p>{PDF_RETRY}</p>
          </Callout>
        )}
      </DialogBody>
      {!generating && <DialogFooter minimal actions={<Button text="Close" onClick={onClose} autoFocus />} />}
    </Dialog>
  );
}
