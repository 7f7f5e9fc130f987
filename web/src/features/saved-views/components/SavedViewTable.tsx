/**
 * The saved views table (spec 002 §2, §4): title, description, created (MM/DD/YYYY), status;
 * multi-select; sortable columns (title first); a row opens the view; paged.
 */
import { Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { SavedViewFieldsFragment } from '../../../generated/graphql';
import { RECORD_STATUS_LABEL_BY_NAME } from '@svr/domain';
import { formatDate } from '../../../ui/format';
import { Pager } from '../../../ui/Pager';
import { SAVED_VIEWS_PATH } from './SavedViewsMenu';
import { useLocalTable } from '../../../ui/useLocalTable';
import { SortableHeader } from '../../../ui/SortableHeader';

type SortKey = 'title' | 'description' | 'created' | 'status';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description' },
  { key: 'created', label: 'Created' },
  { key: 'status', label: 'Status' },
];

export interface SavedViewTableProps {
  views: SavedViewFieldsFragment[];
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onOpen: (view: SavedViewFieldsFragment) => void;
}

function compare(a: SavedViewFieldsFragment, b: SavedViewFieldsFragment, key: SortKey): number {
  if (key === 'created') return Date.parse(a.created) - Date.parse(b.created);
  return (a[key] ?? '').localeCompare(b[key] ?? '', undefined, { sensitivity: 'base', numeric: true });
}

export function SavedViewTable({ views, selected, onSelectedChange, onOpen }: SavedViewTableProps) {
  const { sort, sortBy, rows, allShownSelected, someShownSelected, toggleAll, toggle, pager } = useLocalTable<
    SavedViewFieldsFragment,
    SortKey
  >({
    rows: views,
    compare,
    initialSort: { key: 'title', desc: false },
    selected,
    onSelectedChange,
  });

  return (
    <>
      <HTMLTable className="svr-table" interactive compact striped aria-label="Saved views">
        <thead>
          <tr>
            <th className="svr-table-check">
              <Checkbox
                aria-label="Select all shown views"
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
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.id} className={selected.has(v.id) ? 'svr-row-selected' : undefined} onClick={() => onOpen(v)}>
              <td className="svr-table-check" onClick={(e) => e.stopPropagation()}>
                <Checkbox aria-label={`Select ${v.title}`} checked={selected.has(v.id)} onChange={() => toggle(v.id)} />
              </td>
              <td>
                <Link to={`${SAVED_VIEWS_PATH}/${v.id}`} onClick={(e) => e.stopPropagation()}>
                  {v.title}
                </Link>
              </td>
              <td className="svr-muted">{v.description || 'NA'}</td>
              <td>{formatDate(v.created)}</td>
              <td>
                <Tag minimal intent={v.status === 'ACTIVE' ? 'success' : 'none'}>
                  {RECORD_STATUS_LABEL_BY_NAME[v.status]}
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager {...pager} />
    </>
  );
}
