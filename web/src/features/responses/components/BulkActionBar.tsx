/**
 * The bottom action bar (spec 001 §2.2; hidden for client users): the selection count (saying how many
 * are on other pages) and the bulk actions this user gets, each disabled with a reason when it would change nothing.
 */
import { Button, Card, Tooltip } from '@blueprintjs/core';
import type { ResponseRowFragment } from '../../../generated/graphql';
import type { BulkActionDef } from '../model/bulkActions';

export interface BulkActionBarProps {
  actions: BulkActionDef[];
  selectedRows: ResponseRowFragment[];
  busy: boolean;
  onAction: (def: BulkActionDef) => void;
  onClear: () => void;
  /** How many of the selected reports are on other pages of the list. */
  onOtherPages?: number;
}

export function BulkActionBar({
  actions,
  selectedRows,
  busy,
  onAction,
  onClear,
  onOtherPages = 0,
}: BulkActionBarProps) {
  const n = selectedRows.length;
  return (
    <Card
      className={n === 0 ? 'svr-resp-actionbar svr-resp-actionbar--empty' : 'svr-resp-actionbar'}
      elevation={3}
      role="toolbar"
      aria-label="Bulk actions"
    >
      <span className="svr-resp-actionbar-count" aria-live="polite">
        {n === 0
          ? 'Select reports to act on them'
          : `${n} selected${onOtherPages ? ` (${onOtherPages} on other pages)` : ''}`}
      </span>
      {n > 0 && <Button variant="minimal" size="small" text="Clear selection" onClick={onClear} />}
      <span className="svr-toolbar-spacer" />
      {actions.map((def) => {
        const count = selectedRows.filter(def.changes).length;
        const reason =
          n === 0 ? 'Select reports first.' : count === 0 ? `The selected SVRs are ${def.skipped}.` : def.hint;
        return (
          <Tooltip key={def.action} content={reason} disabled={!reason} hoverOpenDelay={300}>
            <Button
              icon={def.icon}
              intent={def.intent}
              text={def.action}
              disabled={count === 0 || busy}
              onClick={() => onAction(def)}
            />
          </Tooltip>
        );
      })}
    </Card>
  );
}
