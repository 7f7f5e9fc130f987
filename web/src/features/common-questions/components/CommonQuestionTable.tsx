/**
 * The common-question table (spec 000 §2, §9): title, type, answers, tags, last change (MM/DD/YYYY) and
 * status; multi-select; sortable columns, by title A to Z by default; 30 px rows; paged. A row opens the
 * edit modal (its title is a link, so the keyboard reaches it too).
 */
import { Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import type { CommonQuestionRowFragment } from '../../../generated/graphql';
import { formatDate } from '../../../ui/format';
import { Pager } from '../../../ui/Pager';
import { RECORD_STATUS_LABEL_BY_NAME } from '@svr/domain';
import { useLocalTable } from '../../../ui/useLocalTable';
import { SortableHeader } from '../../../ui/SortableHeader';

type SortKey = 'title' | 'typeLabel' | 'timestamp' | 'status';

const COLUMNS: { key: SortKey | null; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'typeLabel', label: 'Type' },
  { key: null, label: 'Answers' },
  { key: null, label: 'Tags' },
  { key: 'timestamp', label: 'Last change' },
  { key: 'status', label: 'Status' },
];

/** Answers shown in a row before '+ n more'. */
const SHOWN_ANSWERS = 3;

export interface CommonQuestionTableProps {
  questions: CommonQuestionRowFragment[];
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  onOpen: (question: CommonQuestionRowFragment) => void;
  /** The link of a row, e.g. ?edit=12, so it can be opened in a new tab or shared. */
  hrefOf: (question: CommonQuestionRowFragment) => string;
}

function compare(a: CommonQuestionRowFragment, b: CommonQuestionRowFragment, key: SortKey): number {
  if (key === 'timestamp') return Date.parse(a.timestamp) - Date.parse(b.timestamp);
  return a[key].localeCompare(b[key], undefined, { sensitivity: 'base', numeric: true });
}

function answersText(q: CommonQuestionRowFragment): string {
  const labels = q.options.map((o) => o.label).filter((l) => l !== '');
  const more = labels.length - SHOWN_ANSWERS;
  return labels.slice(0, SHOWN_ANSWERS).join(', ') + (more > 0 ? ` + ${more} more` : '');
}

export function CommonQuestionTable({
  questions,
  selected,
  onSelectedChange,
  onOpen,
  hrefOf,
}: CommonQuestionTableProps) {
  const { sort, sortBy, rows, allShownSelected, someShownSelected, toggleAll, toggle, pager } = useLocalTable<
    CommonQuestionRowFragment,
    SortKey
  >({
    rows: questions,
    compare,
    initialSort: { key: 'title', desc: false },
    descFirst: (key) => key === 'timestamp',
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
                aria-label="Select all shown questions"
                checked={allShownSelected}
                indeterminate={someShownSelected && !allShownSelected}
                onChange={toggleAll}
              />
            </th>
            {COLUMNS.map((c) =>
              c.key === null ? (
                <th key={c.label}>{c.label}</th>
              ) : (
                <SortableHeader
                  key={c.key}
                  label={c.label}
                  active={sort.key === c.key}
                  desc={sort.desc}
                  onSort={() => sortBy(c.key!)}
                />
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((q) => (
            <tr key={q.id} className={selected.has(q.id) ? 'svr-row-selected' : undefined} onClick={() => onOpen(q)}>
              <td className="svr-table-check" onClick={(e) => e.stopPropagation()}>
                <Checkbox aria-label={`Select ${q.title}`} checked={selected.has(q.id)} onChange={() => toggle(q.id)} />
              </td>
              <td className="cq-title-cell">
                <a
                  href={hrefOf(q)}
                  onClick={(e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    onOpen(q);
                  }}
                >
                  {q.title}
                </a>
              </td>
              <td>{q.typeLabel}</td>
              <td className="cq-answers-cell svr-muted">{answersText(q)}</td>
              <td>
                <span className="cq-tags">
                  {q.tags.map((t) => (
                    <Tag key={t} minimal>
                      {t}
                    </Tag>
                  ))}
                </span>
              </td>
              <td>{formatDate(q.timestamp)}</td>
              <td>
                <Tag minimal intent={q.status === 'ACTIVE' ? 'success' : 'none'}>
                  {RECORD_STATUS_LABEL_BY_NAME[q.status]}
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
