/**
 * A column header that sorts its table: the column's label and direction icon on a button, and aria-sort
 * for screen readers. Used by every HTML table of the app (form list, common questions, saved views, check-ins).
 */
import { Icon } from '@blueprintjs/core';

export interface SortableHeaderProps {
  label: string;
  /** The table is sorted by this column. */
  active: boolean;
  desc: boolean;
  onSort: () => void;
  className?: string;
}

export function SortableHeader({ label, active, desc, onSort, className }: SortableHeaderProps) {
  return (
    <th className={className} aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="svr-sort" onClick={onSort}>
        {label}
        <Icon icon={active ? (desc ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical'} size={12} />
      </button>
    </th>
  );
}
