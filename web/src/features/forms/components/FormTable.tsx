/**
 * The SVR form table (spec 000 §2): title, timestamp (MM/DD/YYYY), authorEmail, editorEmail, status;
 * multi-select; sortable columns, newest first by default; 30 px rows; paged.
 */
import { Checkbox, HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { FormListRowFragment } from '../../../generated/graphql';
import { formatDate } from '../../../ui/format';
import { DEFAULT_PAGE_SIZE, Pager } from '../../../ui/Pager';
import { STATUS_LABEL } from '../formStatus';

type SortKey = 'title' | 'timestamp' | 'authorEmail' | 'editorEmail' | 'status';
interface Sort {
  key: SortKey;
  desc: boolean;
}

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
}

function compare(a: FormListRowFragment, b: FormListRowFragment, key: SortKey): number {
  if (key === 'timestamp') return Date.parse(a.timestamp) - Date.parse(b.timestamp);
  return (a[key] ?? '').localeCompare(b[key] ?? '', undefined, { sensitivity: 'base', numeric: true });
}

export function FormTable({ forms, selected, onSelectedChange, onOpen }: FormTableProps) {
  const [sort, setSort] = useState<Sort>({ key: 'timestamp', desc: true });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const sorted = useMemo(() => {
    const rows = [...forms].sort((a, b) => compare(a, b, sort.key) || b.id - a.id);
    return sort.desc ? rows.reverse() : rows;
  }, [forms, sort]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = sorted.slice(shownPage * pageSize, (shownPage + 1) * pageSize);

  const allShownSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someShownSelected = rows.some((r) => selected.has(r.id));
  const toggleAll = () => {
    const next = new Set(selected);
    for (const r of rows) {
      if (allShownSelected) next.delete(r.id);
      else next.add(r.id);
    }
    onSelectedChange(next);
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  const sortBy = (key: SortKey) => setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: key === 'timestamp' }));

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
              <th key={c.key} aria-sort={sort.key === c.key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
                <button type="button" className="svr-sort" onClick={() => sortBy(c.key)}>
                  {c.label}
                  <Icon icon={sort.key === c.key ? (sort.desc ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical'} size={12} />
                </button>
              </th>
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
              </td>
              <td>{formatDate(f.timestamp)}</td>
              <td>{f.authorEmail}</td>
              <td>{f.editorEmail}</td>
              <td>
                <Tag minimal intent={f.status === 'ACTIVE' ? 'success' : f.status === 'DRAFT' ? 'warning' : 'none'}>
                  {STATUS_LABEL[f.status]}
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager
        page={shownPage}
        pageSize={pageSize}
        total={sorted.length}
        onPage={setPage}
        onPageSize={(s) => {
          setPageSize(s);
          setPage(0);
        }}
      />
    </>
  );
}
