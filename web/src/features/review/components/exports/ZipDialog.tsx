/**
 * The photo zip's dialog (spec 002 §4, §8): 'Files zipping' with the bytes received so far, then the
 * file (saved at once, and a 'Download Zip' link in case the browser held it back), or 'Could not
 * zip files' with the reason and the support line, and no link. Cancel stops a running zip.
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Icon, ProgressBar } from '@blueprintjs/core';
import { EXPORT_SUPPORT } from '../../../responses/components/ExportFileDialog';
import { formatBytes } from './download';
import type { ZipProgress } from './useZipDownload';

export const FILES_ZIPPING = 'Files zipping';

export interface ZipDialogProps {
  progress: ZipProgress | null;
  photoCount: number;
  onClose: () => void;
}

export function ZipDialog({ progress, photoCount, onClose }: ZipDialogProps) {
  const zipping = progress?.state === 'zipping';
  return (
    <Dialog
      isOpen={progress !== null}
      onClose={onClose}
      title="Download all photos"
      icon="compressed"
      className="svr-exports-dialog"
    >
      <DialogBody>
        {progress?.state === 'zipping' && (
          <div className="svr-exports-progress" role="status" aria-live="polite">
            <p>
              <strong>{FILES_ZIPPING}</strong> · {photoCount} photo{photoCount === 1 ? '' : 's'}
            </p>
            <ProgressBar intent="primary" aria-label="Zipping the photos" />
            <p className="svr-muted">
              {progress.received === 0 ? 'Waiting for the server…' : `${formatBytes(progress.received)} received`}
            </p>
          </div>
        )}
        {progress?.state === 'ready' && (
          <Callout intent="success" icon="tick-circle" title="Your zip file is ready">
            <p>
              {progress.fileName} ({formatBytes(progress.size)}) has been saved to your downloads. If your browser did
              not save it, use the link below.
            </p>
            <a
              className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
              href={progress.url}
              download={progress.fileName}
            >
              <Icon icon="download" />
              <span className={Classes.BUTTON_TEXT}>Download Zip</span>
            </a>
          </Callout>
        )}
        {progress?.state === 'failed' && (
          <Callout intent="danger" icon="error" title={progress.message}>
            {progress.reason && <p>{progress.reason}</p>}
            <p>{EXPORT_SUPPORT}</p>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter minimal actions={<Button text={zipping ? 'Cancel' : 'Close'} onClick={onClose} />} />
    </Dialog>
  );
}
