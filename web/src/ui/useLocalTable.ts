/**
 * A table whose rows are all in the browser (forms, common questions, saved views): sorting by a column
 * (first click in the column's first direction, again reverses; ties by id), paging with the Pager's
 * sizes, and multi-select of the rows shown.
 */
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type PagerProps } from './Pager';

export interface TableSort<K extends string> {
  key: K;
  desc: boolean;
}

export interface LocalTableOptions<T extends { id: number }, K extends string> {
  rows: readonly T[];
  compare: (a: T, b: T, key: K) => number;
  initialSort: TableSort<K>;
  /** Which columns sort newest (descending) first on their first click; ascending otherwise. */
  descFirst?: (key: K) => boolean;
  /** Order of rows that compare equal, before the direction applies (default: id ascending). */
  tieBreak?: (a: T, b: T) => number;
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
}

export function useLocalTable<T extends { id: number }, K extends string>(o: LocalTableOptions<T, K>) {
  const { rows: all, compare, selected, onSelectedChange } = o;
  const tieBreak = o.tieBreak ?? ((a: T, b: T) => a.id - b.id);
  const [sort, setSort] = useState<TableSort<K>>(o.initialSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  const sorted = useMemo(() => {
    const list = [...all].sort((a, b) => compare(a, b, sort.key) || tieBreak(a, b));
    return sort.desc ? list.reverse() : list;
    // tieBreak is a default or a caller's constant: the sort follows the rows, the comparison and the sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all, compare, sort]);
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
  const sortBy = (key: K) =>
    setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: o.descFirst?.(key) ?? false }));

  const pager: PagerProps = {
    page: shownPage,
    pageSize,
    total: sorted.length,
    onPage: setPage,
    onPageSize: (size) => {
      setPageSize(size);
      setPage(0);
    },
  };
  return { sort, sortBy, rows, allShownSelected, someShownSelected, toggleAll, toggle, pager };
}
