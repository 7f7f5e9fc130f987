/**
 * Codes of a visit's columns that @svr/domain does not list (yet): svrType and privacy (spec 001 §3).
 * Record statuses and review states come from @svr/domain.
 */
export const SvrType = {
  /** One visit, one day. */
  Single: 0,
  /** A visit over several days, one store_visit_events row per day. */
  MultiDay: 1,
} as const;

export const Privacy = {
  /** The client sees the report. */
  VisibleToClient: 0,
  /** Internal only: client users never receive it. */
  HiddenFromClient: 1,
} as const;
