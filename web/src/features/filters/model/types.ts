/** A filter parameter as the panel holds it and the api takes it (spec 002 §3). */
import type { RelativeRange } from '@svr/domain';

/** Date: [start, end]; String and Number: values; range: values picked from prefilled options. */
export type FilterType = 'Date' | 'String' | 'Number' | 'range';

export type FilterValue = string | number;

export interface FilterParam {
  label: string;
  path: string;
  pathStr: string;
  type: FilterType;
  /** Chosen values; for Date [start 'YYYY-MM-DD', end 'YYYY-MM-DD 23:59:59']. */
  data: FilterValue[];
  exclude: boolean;
  /** A Date range relative to today ('last7days'): data holds its days today, worked out again when read. */
  relative?: RelativeRange | null;
}

/** A prefilled option of a range parameter. */
export interface FilterOption {
  value: FilterValue;
  label: string;
}

/** One entry of the ADD PARAMETER menu. */
export interface ParameterDef {
  label: string;
  path: string;
  type: FilterType;
  /** Withheld from client users (the api refuses them: spec 001 §6, 002 §2/§6). */
  internal?: boolean;
  exclude?: boolean;
  options?: readonly FilterOption[];
  /** No suggestions while typing (spec 002 §2: Client Name). */
  noAutocomplete?: boolean;
  /** Not offered to client users (their client is injected instead). */
  notForClients?: boolean;
}

/** What a page's filter panel is: its namespace in browser storage and its rules (spec 002 §2, §5, §6). */
export interface FilterPageConfig {
  /** Filters persist locally per namespace (spec 002 §9). */
  namespace: string;
  /** The dashboard SVR responses page: location filters (of saved filters) count as door filters. */
  isDashboard: boolean;
  /** Staff default: Review State Pending Review or Resubmitted (the Review SVR Responses page). */
  reviewQueue: boolean;
  /** The reporting pages are pre-filtered by the current client and project (permanent chips). */
  injectTenancy: boolean;
  /** REPORT REVIEW is offered (spec 002 §2: the reporting svrs and meal-period pages, staff only). */
  reportReview?: boolean;
  /** A widget creator's panel (spec 002 §5): 'widget' for most types, 'percentage' for the percentage widget. */
  widget?: WidgetFilterContext;
}

/** Which widget a filter panel is for: the percentage widget offers fewer parameters (spec 002 §5). */
export type WidgetFilterContext = 'widget' | 'percentage';
