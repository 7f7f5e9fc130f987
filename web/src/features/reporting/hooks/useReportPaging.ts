/** A report's page and page size (spec 001 §9: 25, 50, 100, 250; default 50); back to the first page when the loaded filters change. */
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../ui/Pager';

export interface ReportPaging {
  /** From 0, as the Pager counts. */
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

export function useReportPaging(filtersKey: unknown): ReportPaging {
  const key = JSON.stringify(filtersKey ?? null);
  const [state, setState] = useState({ key, page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const page = state.key === key ? state.page : 0;
  return {
    page,
    pageSize: state.pageSize,
    setPage: (p) => setState((s) => ({ ...s, key, page: p })),
    setPageSize: (size) => setState({ key, page: 0, pageSize: size }),
  };
}
