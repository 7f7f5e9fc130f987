/**
 * The roll-up list's table (spec 002 §2): id, title, created (MM/DD/YYYY), status and an edit link per row;
 * multi-select, sortable columns (newest id first), paged. A row opens the roll-up page.
 */
import { Checkbox, HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { RollupListFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../../ui/format';
import { Pager } from '../../../ui/Pager';
import { SortableHeader } from '../../../ui/SortableHeader';
import { useLocalTable } from '../../../ui/useLocalTable';
import { rollupPath, statusLabel } from '../model/rollupStatus';

type SortKey = 'id' | 'title' | 'created' | 'status';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'id', label: 'Id' },
  { key: 'title', label: 'Title' },
  { key: 'created', label: 'Created' },
  { key: 'status', label: 'Status' },
];

function compare(a: RollupListFieldsFragment, b: RollupListFieldsFragment, key: SortKey): number {
  if (key === 'id') return a.id - b.id;
  if (key === 'created') return Date.parse(a.created) - Date.parse(b.created);
  return a[key].localeCompare(b[key], undefined, { sensitivity: 'base', numeric: true });
}

export interface RollupListTableProps {
  rollups: RollupListFieldsFragment[];
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onOpen: (rollup: RollupListFieldsFragment) => void;
}

export function RollupListTable({ rollups, selected, onSelectedChange, onOpen }: RollupListTableProps) {
  const { sort, sortBy, rows, allShownSelected, someShownSelected, toggleAll, toggle, pager } = useLocalTable<
    RollupListFieldsFragment,
    SortKey
  >({ rows: rollups, compare, initialSort: { key: 'id', desc: true }, selected, onSelectedChange });

  return (
    <>
      <HTMLTable className="svr-table" interactive compact striped aria-label="Roll-up reports">
        <thead>
          <tr>
            <th className="svr-table-check">
              <Checkbox
                aria-label="Select all shown roll-ups"
                checked={allShownSelected}
                indeterminate={someShownSelected && !allShownSelected}
                onChange={toggleAll}
              />
            </th>
            {COLUMNS.map((c) => (
              <SortableHeader
                key={c.key}
                label={c.label}
                active={sort.key === c.key}
                desc={sort.desc}
                onSort={() => sortBy(c.key)}
              />
            ))}
            <th aria-label="Edit" />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className={selected.has(r.id) ? 'svr-row-selected' : undefined} onClick={() => onOpen(r)}>
              <td className="svr-table-check" onClick={(e) => e.stopPropagation()}>
                <Checkbox aria-label={`Select ${r.title}`} checked={selected.has(r.id)} onChange={() => toggle(r.id)} />
              </td>
              <td>{r.id}</td>
              <td>
                <Link to={rollupPath(r.id)} onClick={(e) => e.stopPropagation()}>
                  {r.title}
                </Link>
              </td>
              <td>{formatDate(r.created)}</td>
              <td>
                <Tag minimal intent={r.status === 'ACTIVE' ? 'success' : 'none'}>
                  {statusLabel(r.status)}
                </Tag>
              </td>
              <td onClick={(e) => e.stopPropagation()}>
                <Link to={rollupPath(r.id)} aria-label={`Edit ${r.title}`} className="svr-rollup-edit">
                  <Icon icon="edit" />
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager {...pager} />
    </>
  );
}
