/**
 * The list's selection outlives paging, sorting and the page size (a reviewer picks reports on page 1 and
 * page 3, then exports or approves them together); new filters clear it. The table only knows the rows it
 * shows, so what it reports replaces the selection on the shown page and leaves the other pages' alone.
 */
export interface Identified {
  id: number;
}

/** The whole selection after the table reported `pageSelected` for the rows it shows. */
export function mergePageSelection<R extends Identified>(
  previous: ReadonlyMap<number, R>,
  pageRows: readonly R[],
  pageSelected: ReadonlySet<number>,
): Map<number, R> {
  const shown = new Set(pageRows.map((r) => r.id));
  const next = new Map<number, R>();
  for (const [id, row] of previous) if (!shown.has(id)) next.set(id, row);
  for (const row of pageRows) if (pageSelected.has(row.id)) next.set(row.id, row);
  return next;
}

/** The selection with the shown rows' fresh data (a refetch after a change brings new review states). */
export function refreshSelection<R extends Identified>(
  selection: ReadonlyMap<number, R>,
  pageRows: readonly R[],
): Map<number, R> {
  const next = new Map(selection);
  for (const row of pageRows) if (next.has(row.id)) next.set(row.id, row);
  return next;
}

/** How many selected reports are not on the shown page. */
export const offPageCount = (selection: ReadonlyMap<number, Identified>, pageRows: readonly Identified[]) => {
  const shown = new Set(pageRows.map((r) => r.id));
  return [...selection.keys()].filter((id) => !shown.has(id)).length;
};
