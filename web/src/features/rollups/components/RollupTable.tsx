/**
 * The roll-up table (spec 002 §2, §4): a checkbox column, the common columns and one column per question,
 * each sortable (on the server: the sort covers every page). Rows in review state 0 (Pending Submission) are
 * greyed and not clickable; clicking another row opens /svr-response/{id}. Photo answers show thumbnails,
 * a blocked photo a black placeholder.
 */
import { Checkbox, HTMLTable } from '@blueprintjs/core';
import { SortableHeader } from '../../../ui/SortableHeader';
import {
  answerText,
  COMMON_COLUMNS,
  type PageSort,
  type RollupAnswer,
  type RollupColumnDef,
  type RollupRow,
} from '../model/columns';

export interface RollupTableProps {
  columns: readonly RollupColumnDef[];
  rows: readonly RollupRow[];
  sort: PageSort;
  onSort: (kind: PageSort['kind'], key: string) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onOpen: (row: RollupRow) => void;
}

function Answer({ answer, photo }: { answer: RollupAnswer; photo: boolean }) {
  if (photo && answer.blocked) return <span className="svr-rollup-blocked" aria-label="Blocked photo" />;
  if (photo && answer.document)
    return (
      <a href={answer.document.url} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
        <img
          className="svr-rollup-thumb"
          src={answer.document.xsurl ?? answer.document.url}
          alt={answer.document.title ?? 'Photo'}
          loading="lazy"
        />
      </a>
    );
  return <span>{answerText(answer.value)}</span>;
}

export function RollupTable({ columns, rows, sort, onSort, selected, onSelectedChange, onOpen }: RollupTableProps) {
  const ids = rows.map((r) => r.visit.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const someSelected = ids.some((id) => selected.has(id));
  const toggleAll = () => {
    const next = new Set(selected);
    for (const id of ids) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    onSelectedChange(next);
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <div className="svr-rollup-table-wrap">
      <HTMLTable className="svr-table svr-rollup-table" interactive compact striped aria-label="Roll-up rows">
        <thead>
          <tr>
            <th className="svr-table-check">
              <Checkbox
                aria-label="Select all shown rows"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={toggleAll}
              />
            </th>
            {COMMON_COLUMNS.map((c) => (
              <SortableHeader
                key={c.id}
                label={c.name}
                active={sort.kind === 'path' && sort.key === c.path}
                desc={sort.desc}
                onSort={() => onSort('path', c.path)}
              />
            ))}
            {columns.map((c) => (
              <SortableHeader
                key={c.canonicalKey}
                label={c.title}
                active={sort.kind === 'question' && sort.key === c.canonicalKey}
                desc={sort.desc}
                onSort={() => onSort('question', c.canonicalKey)}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = row.visit.id;
            const classes = [row.greyed ? 'svr-rollup-greyed' : 'svr-rollup-openable'];
            if (selected.has(id)) classes.push('svr-row-selected');
            return (
              <tr
                key={id}
                className={classes.join(' ')}
                aria-disabled={row.greyed || undefined}
                title={row.greyed ? 'Pending Submission: not submitted yet, nothing to open.' : undefined}
                onClick={row.greyed ? undefined : () => onOpen(row)}
              >
                <td className="svr-table-check" onClick={(e) => e.stopPropagation()}>
                  <Checkbox aria-label={`Select report ${id}`} checked={selected.has(id)} onChange={() => toggle(id)} />
                </td>
                {COMMON_COLUMNS.map((c) => (
                  <td key={c.id}>{c.text(row.visit)}</td>
                ))}
                {columns.map((c, i) => {
                  const cell = row.cells[i];
                  const photo = c.type === 'PHOTO_INPUT';
                  return (
                    <td key={c.canonicalKey} className={photo ? 'svr-rollup-photo-cell' : undefined}>
                      {cell?.answers.map((a) => (
                        <Answer key={a.id} answer={a} photo={photo} />
                      ))}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
