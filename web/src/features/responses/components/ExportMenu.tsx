/**
 * The Export menu of the responses list (spec 001 §2.2, 002 §5): disabled with 'Please first select
 * rows to export.' until rows are selected; Excel is the only format of the list pages (spec 002 §9).
 */
import { Button, Menu, MenuItem, Popover, Tooltip } from '@blueprintjs/core';

export const SELECT_ROWS_FIRST = 'Please first select rows to export.';

export interface ExportMenuProps {
  selectedCount: number;
  onExcel: () => void;
}

export function ExportMenu({ selectedCount, onExcel }: ExportMenuProps) {
  const disabled = selectedCount === 0;
  return (
    <Tooltip content={SELECT_ROWS_FIRST} disabled={!disabled} hoverOpenDelay={300}>
      <Popover
        placement="bottom-end"
        disabled={disabled}
        content={
          <Menu aria-label="Export formats">
            <MenuItem icon="th" text="Save as Excel" label={`${selectedCount} row(s)`} onClick={onExcel} />
          </Menu>
        }
      >
        <Button icon="export" endIcon="caret-down" text="Export" disabled={disabled} />
      </Popover>
    </Tooltip>
  );
}
