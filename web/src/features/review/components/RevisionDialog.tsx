/** NEEDS REVISION with the feedback the talent will read (spec 001 §4): the question goes back to them. */
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { toast } from '../../../app/toaster';
import { useReview } from '../hooks/useReview';

export interface RevisionDialogProps {
  isOpen: boolean;
  questionUuid: string;
  questionTitle: string;
  onClose: () => void;
}

export function RevisionDialog({ isOpen, questionUuid, questionTitle, onClose }: RevisionDialogProps) {
  const { actions, revisions, showError } = useReview();
  const [text, setText] = useState('');
  useEffect(() => {
    if (isOpen) setText(revisions.get(questionUuid) ?? '');
  }, [isOpen, questionUuid, revisions]);
  const save = async () => {
    const r = await actions.setRevisionRequest(questionUuid, text.trim());
    if (r.ok) {
      toast(`“${questionTitle}” is marked NEEDS REVISION.`);
      onClose();
    } else showError(r.message);
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="NEEDS REVISION" icon="issue" style={{ width: 500 }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!actions.saving) void save();
        }}
      >
        <DialogBody>
          <p>
            <strong>{questionTitle || 'Untitled question'}</strong>
          </p>
          <FormGroup
            label="Feedback for the talent"
            labelFor="svr-review-revision"
            helperText="What should be corrected? The talent reads this when the SVR is rejected."
          >
            <TextArea
              id="svr-review-revision"
              fill
              autoFocus
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="CANCEL" onClick={onClose} />
              <Button type="submit" intent="danger" text="MARK NEEDS REVISION" loading={actions.saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
