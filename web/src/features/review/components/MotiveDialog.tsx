/** The star / flag motive dialog (spec 001 §4): CONTINUE is disabled while the motive is empty. */
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';

export interface MotiveDialogProps {
  /** 'Star' or 'Flag', or null when closed. */
  action: 'Star' | 'Flag' | null;
  what: 'photo' | 'video';
  saving: boolean;
  onCancel: () => void;
  onContinue: (motive: string) => void;
}

export function MotiveDialog({ action, what, saving, onCancel, onContinue }: MotiveDialogProps) {
  const [motive, setMotive] = useState('');
  useEffect(() => {
    if (action) setMotive('');
  }, [action]);
  const blank = motive.trim() === '';
  return (
    <Dialog
      isOpen={action !== null}
      onClose={onCancel}
      title={`${action ?? ''} ${what}`}
      icon={action === 'Flag' ? 'flag' : 'star'}
      style={{ width: 500 }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!blank && !saving) onContinue(motive.trim());
        }}
      >
        <DialogBody>
          <FormGroup
            label="Motive"
            labelFor="svr-review-motive"
            helperText={`Why is this ${what} ${action === 'Flag' ? 'flagged' : 'starred'}? Staff see the motive; client users do not.`}
          >
            <TextArea
              id="svr-review-motive"
              fill
              autoFocus
              rows={3}
              value={motive}
              onChange={(e) => setMotive(e.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="CANCEL" onClick={onCancel} />
              <Button type="submit" intent="primary" text="CONTINUE" disabled={blank || saving} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
