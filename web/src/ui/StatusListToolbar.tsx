/**
 * The toolbar of a saved-item list (roll-ups, saved views): the status filter, how many rows are selected, and the
 * bulk actions, each enabled when it changes a selected row (ui/statusList.ts); and the intent of an action's
 * confirmation (DELETE danger, ARCHIVE warning).
 */
import { Button, Intent, SegmentedControl, Tooltip } from '@blueprintjs/core';
import { ACTION_DONE, STATUS_FILTERS, type StatusAction, type StatusFilter } from './statusList';

export interface StatusListToolbarProps {
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
  selectedCount: number;
  /** The actions offered, each with the selected ids it would change. */
  actions: readonly { action: StatusAction; ids: number[] }[];
  /** What the rows are, in a tooltip: 'roll-ups', 'views'. */
  noun: string;
  onAction: (action: StatusAction, ids: number[]) => void;
}

const ICONS = { ARCHIVE: 'archive', ACTIVATE: 'confirm', DELETE: 'trash' } as const;

export const actionIntent = (action: StatusAction | null | undefined): Intent =>
  action === 'DELETE' ? Intent.DANGER : action === 'ARCHIVE' ? Intent.WARNING : Intent.PRIMARY;

export function StatusListToolbar({
  filter,
  onFilter,
  selectedCount,
  actions,
  noun,
  onAction,
}: StatusListToolbarProps) {
  return (
    <div className="svr-toolbar">
      <SegmentedControl
        aria-label="Status"
        options={STATUS_FILTERS.map((f) => ({ label: f.label, value: f.value }))}
        value={filter}
        onValueChange={(value) => onFilter(STATUS_FILTERS.find((f) => f.value === value)?.value ?? 'active')}
      />
      <span className="svr-toolbar-spacer" />
      <span className="svr-muted" aria-live="polite">
        {selectedCount > 0 ? `${selectedCount} selected` : ''}
      </span>
      {actions.map(({ action, ids }) => (
        <Tooltip
          key={action}
          content={`Select ${noun} that are not ${ACTION_DONE[action]} yet.`}
          disabled={ids.length > 0 || selectedCount === 0}
        >
          <Button
            icon={ICONS[action]}
            text={action}
            intent={action === 'DELETE' && ids.length > 0 ? Intent.DANGER : Intent.NONE}
            disabled={ids.length === 0}
            onClick={() => onAction(action, ids)}
          />
        </Tooltip>
      ))}
    </div>
  );
}
