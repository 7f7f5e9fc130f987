/**
 * Move Widget To A New Position (spec 002 §4, §5): a position from 1 to the number of widgets; the field takes
 * integers in range only (model/movePosition.ts) and an empty field cannot be confirmed.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { confirmedPosition, nextPositionInput } from '../model/movePosition';

export interface MoveWidgetDialogProps {
  isOpen: boolean;
  widgetTitle: string;
  /** The widget's position now, 1-based. */
  position: number;
  count: number;
  onClose: () => void;
  /** Resolves to an error message, or null when moved. */
  onMove: (position: number) => Promise<string | null>;
}

export function MoveWidgetDialog({ isOpen, widgetTitle, position, count, onClose, onMove }: MoveWidgetDialogProps) {
  const [input, setInput] = useState(String(position));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const target = confirmedPosition(input, count);

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    setProblem(null);
    const error = await onMove(target);
    setBusy(false);
    if (error) setProblem(error);
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Move Widget To A New Position">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <DialogBody>
          {problem && (
            <Callout intent="danger" className="svr-hint">
              {problem}
            </Callout>
          )}
          <p>{`'${widgetTitle}' is at position ${position} of ${count}.`}</p>
          <FormGroup label={`New position (1 to ${count})`} labelFor="widget-position">
            <InputGroup
              id="widget-position"
              autoFocus
              inputMode="numeric"
              value={input}
              onChange={(e) => setInput(nextPositionInput(input, e.currentTarget.value, count))}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button intent="primary" type="submit" text="Confirm" disabled={target === null} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
