/**
 * The responses table (spec 001 §2.2, §9): Blueprint's Table2 with 25 px rows, a checkbox column,
 * clickable sort headers, rows grouped by person and visit day (a separator and the group label on the
 * first row, alternate shading per group), wait colours as the row background for staff, and rows in
 * Pending Submission greyed and not openable. Keyboard: Tab reaches the checkboxes and report links;
 * inside the table the arrow keys move the focused row, Enter opens it and Space selects it.
 */
import '@blueprintjs/table/lib/css/table.css';
import { Checkbox, Icon, Tag } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  FocusMode,
  SelectionModes,
  Table2,
  TableLoadingOption,
} from '@blueprintjs/table';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { ResponseRowFragment } from '../../../generated/graphql';
import { useFocusableScroll } from '../../../ui/useFocusableScroll';
import type { ResponseColumn } from '../model/columns';
import type { GroupedRow } from '../model/grouping';
import { isOpenable, REVIEW_STATES } from '../model/reviewStates';
import type { ListSort } from '../model/sort';

export const ROW_HEIGHT = 25;
const HEADER_HEIGHT = 30;
const SCROLLBAR = 18;
const CHECK_WIDTH = 40;

export interface ResponsesTableProps {
  rows: GroupedRow<ResponseRowFragment>[];
  columns: ResponseColumn[];
  /** Staff see wait colours as the row background. */
  showWaitColors: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  sort: ListSort;
  onSort: (path: string) => void;
  onOpen: (row: ResponseRowFragment) => void;
  /** A new page or sort is on its way: the cells show as loading. */
  refreshing: boolean;
}

const isControl = (el: EventTarget) => el instanceof HTMLElement && !!el.closest('input, a, button, label');

export function ResponsesTable({
  rows,
  columns,
  showWaitColors,
  selected,
  onSelectedChange,
  sort,
  onSort,
  onOpen,
  refreshing,
}: ResponsesTableProps) {
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useFocusableScroll(
    frame,
    '.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container',
    'SVR responses, scrolling',
  );

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.row.id));
  const someSelected = rows.some((r) => selected.has(r.row.id));
  const toggleAll = () => onSelectedChange(allSelected ? new Set() : new Set(rows.map((r) => r.row.id)));

  const rowClass = (g: GroupedRow<ResponseRowFragment>) =>
    [
      'svr-resp-cell',
      g.first ? 'svr-resp-group-start' : 'svr-resp-group-cont',
      g.group % 2 ? 'svr-resp-group-alt' : '',
      isOpenable(g.row) ? 'svr-resp-openable' : 'svr-resp-pending',
      selected.has(g.row.id) ? 'svr-resp-selected' : '',
    ].join(' ');
  const rowStyle = (g: GroupedRow<ResponseRowFragment>): CSSProperties | undefined =>
    showWaitColors && g.row.waitColor && !selected.has(g.row.id) ? { backgroundColor: g.row.waitColor } : undefined;

  const open = (g: GroupedRow<ResponseRowFragment>) => {
    if (isOpenable(g.row)) onOpen(g.row);
  };

  const cell = (index: number, content: ReactNode, opts: { title?: string; clickable?: boolean } = {}) => {
    const g = rows[index];
    if (!g) return <Cell />;
    return (
      <Cell className={rowClass(g)} style={rowStyle(g)} interactive tooltip={opts.title}>
        <div
          className="svr-resp-cell-inner"
          onClick={opts.clickable === false ? undefined : (e) => !isControl(e.target) && open(g)}
        >
          {content}
        </div>
      </Cell>
    );
  };

  const content = (c: ResponseColumn, g: GroupedRow<ResponseRowFragment>): ReactNode => {
    const r = g.row;
    switch (c.id) {
      case 'person':
        return g.first ? (
          <span className="svr-resp-person">
            <strong>{c.text(r)}</strong>
            <span className="svr-muted"> · {g.day || 'no date'}</span>
            {g.size > 1 && (
              <Tag minimal round className="svr-resp-count" htmlTitle={`${g.size} reports by this person on this day`}>
                {g.size}
              </Tag>
            )}
          </span>
        ) : (
          <span className="svr-resp-person-cont">
            <span className="svr-visually-hidden">{`${c.text(r)} · ${g.day}`}</span>
          </span>
        );
      case 'id':
        return (
          <span className="svr-resp-id">
            {isOpenable(r) ? (
              <a
                href={`/svr-response/${r.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(r);
                }}
              >
                {r.id}
              </a>
            ) : (
              <span>{r.id}</span>
            )}
            {r.svrType === 1 && (
              <Tag minimal className="svr-resp-md" htmlTitle="Multi-day SVR">
                MD
              </Tag>
            )}
          </span>
        );
      case 'reviewState': {
        const s = REVIEW_STATES[r.reviewState];
        return (
          <Tag minimal intent={s.intent}>
            {s.label}
          </Tag>
        );
      }
      case 'wait':
        return r.waitColor ? (
          <span className="svr-resp-wait">
            <span className="svr-resp-swatch" style={{ backgroundColor: r.waitColor }} aria-hidden />
            {c.text(r)}
          </span>
        ) : null;
      default:
        return c.text(r);
    }
  };

  const header = (c: ResponseColumn) => () => {
    const active = c.sortPath !== null && sort.path === c.sortPath;
    return (
      <ColumnHeaderCell
        name={c.name}
        nameRenderer={(name) =>
          c.sortPath ? (
            <button
              type="button"
              className="svr-sort"
              aria-label={`Sort by ${name}${active ? (sort.desc ? ', sorted descending' : ', sorted ascending') : ''}`}
              onClick={() => onSort(c.sortPath!)}
            >
              {name}
              <Icon icon={active ? (sort.desc ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical'} size={12} />
            </button>
          ) : (
            <span>{name}</span>
          )
        }
      />
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (focusedRow === null || isControl(e.target) || !rows[focusedRow]) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      open(rows[focusedRow]);
    } else if (e.key === ' ') {
      e.preventDefault();
      toggle(rows[focusedRow].row.id);
    }
  };

  const height = HEADER_HEIGHT + rows.length * ROW_HEIGHT + SCROLLBAR;
  return (
    <div
      ref={frame}
      className="svr-resp-table"
      style={{ height }}
      onKeyDown={onKeyDown}
      role="region"
      aria-label="SVR responses table"
    >
      <Table2
        numRows={rows.length}
        defaultRowHeight={ROW_HEIGHT}
        columnWidths={[CHECK_WIDTH, ...columns.map((c) => c.width)]}
        enableRowHeader={false}
        enableColumnReordering={false}
        numFrozenColumns={Math.min(3, columns.length + 1)}
        selectionModes={SelectionModes.NONE}
        focusMode={FocusMode.ROW}
        onFocusedRegion={(region) => setFocusedRow(region.row)}
        loadingOptions={refreshing ? [TableLoadingOption.CELLS] : []}
        cellRendererDependencies={[rows, selected, sort, showWaitColors, columns]}
      >
        {[
          <Column
            key="select"
            id="select"
            columnHeaderCellRenderer={() => (
              <ColumnHeaderCell
                className="svr-resp-check-header"
                nameRenderer={() => (
                  <Checkbox
                    aria-label="Select all shown reports"
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={toggleAll}
                    disabled={rows.length === 0}
                  />
                )}
              />
            )}
            cellRenderer={(i) =>
              cell(
                i,
                <Checkbox
                  aria-label={`Select report ${rows[i]?.row.id}`}
                  checked={selected.has(rows[i]?.row.id)}
                  onChange={() => toggle(rows[i].row.id)}
                />,
                { clickable: false },
              )
            }
          />,
          ...columns.map((c) => (
            <Column
              key={`${c.id}-${c.name}`}
              id={c.id}
              name={c.name}
              columnHeaderCellRenderer={header(c)}
              cellRenderer={(i) =>
                cell(i, rows[i] ? content(c, rows[i]) : null, {
                  title: rows[i] && !isOpenable(rows[i].row) ? 'Pending Submission: not submitted yet' : undefined,
                })
              }
            />
          )),
        ]}
      </Table2>
    </div>
  );
}
