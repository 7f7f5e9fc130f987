/**
 * The feedback modal before APPROVE, REJECT and REJECT ALL (spec 001 §4): an optional message for the
 * talent, saved as a feedback thread with the move. CONTINUE (or Ctrl + Enter) leads to the confirm.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { Decision } from '../model/workflow';

export interface DecisionDialogProps {
  decision: Decision | null;
  /** Questions marked NEEDS REVISION now. */
  revisionCount: number;
  onCancel: () => void;
  onContinue: (feedback: string) => void;
}

const TITLE: Record<Decision, string> = {
  APPROVE: 'Approve SVR',
  REJECT: 'Reject SVR',
  REJECT_ALL: 'Reject all responses',
};

export function DecisionDialog({ decision, revisionCount, onCancel, onContinue }: DecisionDialogProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (decision) setText('');
  }, [decision]);
  return (
    <Dialog
      isOpen={decision !== null}
      onClose={onCancel}
      title={decision ? TITLE[decision] : ''}
      icon={decision === 'APPROVE' ? 'tick-circle' : 'cross-circle'}
      style={{ width: 500 }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onContinue(text);
        }}
      >
        <DialogBody>
          {decision === 'REJECT_ALL' && (
            <Callout intent="warning" icon="warning-sign" className="svr-review-callout">
              Every question the talent visited will be marked NEEDS REVISION, then the SVR is rejected.
            </Callout>
          )}
          {decision === 'REJECT' && (
            <p className="svr-muted">
              {revisionCount === 0
                ? 'No question is marked NEEDS REVISION: tell the talent what to correct.'
                : `${revisionCount} question${revisionCount === 1 ? ' is' : 's are'} marked NEEDS REVISION and will go back to the talent.`}
            </p>
          )}
          <FormGroup
            label="SVR Feedback"
            labelInfo="(optional)"
            labelFor="svr-review-decision-feedback"
            helperText="Saved in the feedback history of this SVR. Ctrl + Enter continues."
          >
            <TextArea
              id="svr-review-decision-feedback"
              fill
              autoFocus
              rows={4}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                // Ctrl (or Cmd) + Enter continues, so a decision needs no mouse (issue 15).
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  onContinue(text);
                }
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="CANCEL" onClick={onCancel} />
              <Button type="submit" intent={decision === 'APPROVE' ? 'success' : 'danger'} text="CONTINUE" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
