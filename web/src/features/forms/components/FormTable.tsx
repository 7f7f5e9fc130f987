/**
 * The SVR form table (spec 000 §2): title, timestamp (MM/DD/YYYY), authorEmail, editorEmail, status;
 * multi-select; sortable columns, newest first by default; 30 px rows; paged.
 */
import { Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import type { FormListRowFragment } from '../../../generated/graphql';
import { formatDate } from '../../../ui/format';
import { Pager } from '../../../ui/Pager';
import { RECORD_STATUS_LABEL_BY_NAME } from '@svr/domain';
import { useLocalTable } from '../../../ui/useLocalTable';
import { SortableHeader } from '../../../ui/SortableHeader';

type SortKey = 'title' | 'timestamp' | 'authorEmail' | 'editorEmail' | 'status';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'timestamp', label: 'Timestamp' },
  { key: 'authorEmail', label: 'Author' },
  { key: 'editorEmail', label: 'Editor' },
  { key: 'status', label: 'Status' },
];

export interface FormTableProps {
  forms: FormListRowFragment[];
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onOpen: (form: FormListRowFragment) => void;
  /** Whether a form opens now; its title is a link only then. Default: every form. */
  canOpen?: (form: FormListRowFragment) => boolean;
}

/** Equal rows: the newest form first. */
const NEWEST_FIRST = (a: { id: number }, b: { id: number }) => b.id - a.id;

function compare(a: FormListRowFragment, b: FormListRowFragment, key: SortKey): number {
  if (key === 'timestamp') return Date.parse(a.timestamp) - Date.parse(b.timestamp);
  return (a[key] ?? '').localeCompare(b[key] ?? '', undefined, { sensitivity: 'base', numeric: true });
}

export function FormTable({ forms, selected, onSelectedChange, onOpen, canOpen = () => true }: FormTableProps) {
  const { sort, sortBy, rows, allShownSelected, someShownSelected, toggleAll, toggle, pager } = useLocalTable<
    FormListRowFragment,
    SortKey
  >({
    rows: forms,
    compare,
    initialSort: { key: 'timestamp', desc: true },
    descFirst: (key) => key === 'timestamp',
    tieBreak: NEWEST_FIRST,
    selected,
    onSelectedChange,
  });

  return (
    <>
      <HTMLTable className="svr-table" interactive compact striped>
        <thead>
          <tr>
            <th className="svr-table-check">
              <Checkbox
                aria-label="Select all shown forms"
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
          {rows.map((f) => (
            <tr key={f.id} className={selected.has(f.id) ? 'svr-row-selected' : undefined} onClick={() => onOpen(f)}>
              <td className="svr-table-check" onClick={(e) => e.stopPropagation()}>
                <Checkbox aria-label={`Select ${f.title}`} checked={selected.has(f.id)} onChange={() => toggle(f.id)} />
              </td>
              <td>
                {canOpen(f) ? (
                  <a
                    href={`/svrs/${encodeURIComponent(f.canonicalKey)}`}
                    onClick={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      onOpen(f);
                    }}
                  >
                    {f.title}
                  </a>
                ) : (
                  f.title
                )}
              </td>
              <td>{formatDate(f.timestamp)}</td>
              <td>{f.authorEmail}</td>
              <td>{f.editorEmail}</td>
              <td>
                <Tag minimal intent={f.status === 'ACTIVE' ? 'success' : f.status === 'DRAFT' ? 'warning' : 'none'}>
                  {RECORD_STATUS_LABEL_BY_NAME[f.status]}
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
