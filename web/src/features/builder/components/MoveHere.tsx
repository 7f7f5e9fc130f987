import { Button } from '@blueprintjs/core';

export interface MoveHereProps {
  onMove: () => void;
}

/** A 'MOVE HERE' target between items while a section or question is selected. */
export function MoveHere({ onMove }: MoveHereProps) {
  return (
    <div className="svr-move-here" data-move-here>
      <Button
        size="small"
        intent="primary"
        variant="outlined"
        icon="arrow-right"
        text="MOVE HERE"
        fill
        onClick={onMove}
      />
    </div>
  );
}
