/** Paging of a list (spec 000 §9): 25, 50, 100 or 250 rows a page, 50 by default. */
import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';

export const PAGE_SIZES = [25, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <div className="svr-pager">
      <span className="svr-muted">
        {first}–{last} of {total}
      </span>
      <HTMLSelect
        aria-label="Rows per page"
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        minimal
      >
        {PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {s} per page
          </option>
        ))}
      </HTMLSelect>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label="Previous page" disabled={page === 0} onClick={() => onPage(page - 1)} />
        <Button
          icon="chevron-right"
          aria-label="Next page"
          disabled={page >= pages - 1}
          onClick={() => onPage(page + 1)}
        />
      </ButtonGroup>
    </div>
  );
}
