/**
 * The progress of a roll-up's Excel export or photo zip job (spec 002 §4, §8; issue 11): 'Your report file is
 * being generated, please wait.' (or 'Files zipping') with the job's progress, then the Download link(s), or
 * the failure ('Could not generate report file' / 'Could not zip files') with the support line. A running
 * job can be cancelled or the dialog hidden (the job goes on and is found again on reload).
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Icon, ProgressBar } from '@blueprintjs/core';
import type { RollupJobFlow } from '../hooks/useRollupJob';
import type { JobKind } from '../model/jobMemory';

export const GENERATING = 'Your report file is being generated, please wait.';
export const ZIPPING = 'Files zipping';
export const EXPORT_FAILED = 'Could not generate report file';
export const ZIP_FAILED = 'Could not zip files';
export const SUPPORT_LINE = 'Errors have been logged on the server. Please notify support if this persists.';

export interface JobDialogProps {
  kind: JobKind;
  flow: RollupJobFlow;
}

export function JobDialog({ kind, flow }: JobDialogProps) {
  const { view } = flow;
  const running = view?.state === 'starting' || view?.state === 'running';
  const progress = view?.state === 'running' ? view.job?.progress : undefined;
  const fraction = progress?.total ? Math.min(1, progress.done / progress.total) : undefined;
  return (
    <Dialog
      isOpen={flow.open}
      onClose={flow.close}
      title={kind === 'excel' ? 'Export to Excel' : 'Zip photos'}
      icon={kind === 'excel' ? 'export' : 'compressed'}
      className="svr-rollup-job-dialog"
    >
      <DialogBody>
        {running && (
          <div role="status" className="svr-rollup-job-progress">
            <p>{kind === 'excel' ? GENERATING : ZIPPING}</p>
            <ProgressBar value={fraction} intent="primary" stripes={fraction === undefined} />
            {progress && (
              <p className="svr-muted">
                {progress.total
                  ? `${progress.done} of ${progress.total}`
                  : progress.done > 0
                    ? `${progress.done} done`
                    : 'Starting…'}
                {view?.state === 'running' && view.job?.message ? ` · ${view.job.message}` : ''}
              </p>
            )}
          </div>
        )}
        {view?.state === 'done' && (
          <Callout
            intent="success"
            icon="tick-circle"
            title={kind === 'excel' ? 'Your report file is ready' : 'Zip ready'}
          >
            {(view.job.files.length
              ? view.job.files
              : [{ name: view.job.fileName ?? 'download', url: view.job.url ?? '' }]
            )
              .filter((f) => f.url)
              .map((f) => (
                <p key={f.url}>
                  <a className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} href={f.url} download={f.name}>
                    <Icon icon="download" />
                    <span className={Classes.BUTTON_TEXT}>
                      {kind === 'excel' ? `Download ${f.name}` : `Download Zip ${f.name}`}
                    </span>
                  </a>
                </p>
              ))}
          </Callout>
        )}
        {view?.state === 'failed' && (
          <Callout intent="danger" icon="error" title={kind === 'excel' ? EXPORT_FAILED : ZIP_FAILED}>
            {view.message && <p>{view.message}</p>}
            <p>{SUPPORT_LINE}</p>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        minimal
        actions={
          <>
            {running && (
              <Button text="Cancel job" intent="danger" disabled={view?.state === 'starting'} onClick={flow.cancel} />
            )}
            <Button text={running ? 'Hide' : 'Close'} onClick={flow.close} />
          </>
        }
      />
    </Dialog>
  );
}
