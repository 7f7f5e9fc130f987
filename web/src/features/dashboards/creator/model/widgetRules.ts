/**
 * The widget creator's rules (spec 002 §2, §4, §5, §9) as pure functions: the types and their labels (from
 * @svr/domain's list, never written again), which questions a type may pick and how many, the empty-selection
 * texts, when NEXT is enabled, the bar chart's second step, the inferred description, and the photo / video
 * FILTER PHOTO QUESTIONS select. Per-type rules are switches over the domain's names, not tables of them.
 */
import {
  graphqlEnumName,
  storedName,
  WIDGET_TYPES,
  widgetEmptySelectionText,
  widgetQuestionCount,
  widgetTakesQuestionType,
  type GraphqlEnumName,
  type WidgetType,
} from '@svr/domain';

/** A widget type as the schema spells it (BAR_CHART). */
export type WidgetTypeValue = GraphqlEnumName<WidgetType>;

/** 'barChart' → 'Bar Chart': the label of a type, read from its name. */
export const widgetTypeLabel = (type: WidgetType): string =>
  type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The nine types of the type select, in the domain's order. */
export const WIDGET_TYPE_OPTIONS: readonly { value: WidgetType; label: string }[] = WIDGET_TYPES.map((value) => ({
  value,
  label: widgetTypeLabel(value),
}));

export const widgetTypeValue = (type: WidgetType): WidgetTypeValue => graphqlEnumName(type);
/** The stored name of a type given as the schema's value (BAR_CHART) or as stored (barChart). */
export const widgetTypeOf = (value: string | null | undefined): WidgetType | null =>
  value ? (storedName(WIDGET_TYPES, value) ?? WIDGET_TYPES.find((t) => t === value) ?? null) : null;

/** Which questions a type may pick (spec 002 §5): one rule in @svr/domain, also checked by the api on save. */
export const canPickQuestion = widgetTakesQuestionType;

/** How many questions a type takes: exactly one (charts, sum, question response), several, or none (percentage). */
export const questionCount = widgetQuestionCount;

/** A picker change under the type's count: with 'one', the question picked last replaces the others. */
export function applyPick(widget: WidgetType, before: readonly string[], after: readonly string[]): string[] {
  const unique = [...new Set(after)];
  if (questionCount(widget) === 'none') return [];
  if (questionCount(widget) === 'several' || unique.length <= 1) return unique;
  const added = unique.filter((k) => !before.includes(k));
  return [added.length > 0 ? added[added.length - 1] : unique[unique.length - 1]];
}

/** The text shown while nothing is selected (spec 002 §2). */
export const emptySelectionText = widgetEmptySelectionText;

export interface PickState {
  keys: readonly string[];
  /** The panel's loaded filters have at least one parameter with values. */
  filterHasValues: boolean;
  /** The loaded filter passes validateFilter for widgets. */
  filterValid: boolean;
  /** Percentage: how many visits the filter selects (null while unknown). */
  visits: number | null;
}

/** NEXT: percentage needs visits and a filter with values (spec 002 §4); the others their count of questions. */
export function canNext(widget: WidgetType, s: PickState): boolean {
  if (!s.filterValid || !s.filterHasValues) return false;
  const count = new Set(s.keys).size;
  switch (questionCount(widget)) {
    case 'none':
      return (s.visits ?? 0) > 0;
    case 'one':
      return count === 1;
    case 'several':
      return count >= 1;
  }
}

/** The bar chart has a second step (axes, 'data grouped by'). */
export const hasAxisStep = (widget: WidgetType): boolean => widget === 'barChart';

/** Whether the description is taken from the question title (spec 002 §9 'Inferred description default'). */
export function infersDescription(widget: WidgetType): boolean {
  switch (widget) {
    case 'feedback':
    case 'photo':
    case 'video':
    case 'percentage':
      return false;
    default:
      return true;
  }
}

/**
 * The description saved: percentage none; the inferring types the one written, or else the question's title;
 * the others the one written.
 */
export function widgetDescription(widget: WidgetType, written: string, questionTitle: string | null): string {
  if (widget === 'percentage') return '';
  const own = written.trim();
  if (own || !infersDescription(widget)) return own;
  return questionTitle?.trim() ?? '';
}

/** FILTER PHOTO QUESTIONS / FILTER VIDEO QUESTIONS (spec 002 §2, §4): exclusive choices. */
export type MediaFilter = 'all' | 'starred' | 'flagged';
export const MEDIA_FILTER_OPTIONS: readonly { value: MediaFilter; label: string }[] = [
  { value: 'all', label: 'Show All' },
  { value: 'starred', label: 'Only show starred' },
  { value: 'flagged', label: 'Only show flagged' },
];

export const parseMediaFilter = (value: string): MediaFilter =>
  MEDIA_FILTER_OPTIONS.find((o) => o.value === value)?.value ?? 'all';

export const hasMediaFilter = (widget: WidgetType): boolean => widget === 'photo' || widget === 'video';
export const mediaFilterLabel = (widget: WidgetType): string =>
  widget === 'video' ? 'FILTER VIDEO QUESTIONS' : 'FILTER PHOTO QUESTIONS';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The saved choice (metaJson.starred / flagged); starred wins if both were ever saved. */
export function mediaFilterOf(metaJson: unknown): MediaFilter {
  if (!isRecord(metaJson)) return 'all';
  if (metaJson.starred === true) return 'starred';
  if (metaJson.flagged === true) return 'flagged';
  return 'all';
}

export const mediaFilterMeta = (choice: MediaFilter): { starred: boolean; flagged: boolean } => ({
  starred: choice === 'starred',
  flagged: choice === 'flagged',
});

/** A text field of a saved metaJson, or null. */
export const metaText = (metaJson: unknown, key: string): string | null =>
  isRecord(metaJson) && typeof metaJson[key] === 'string' && metaJson[key] !== '' ? metaJson[key] : null;

/** 'Visits' with thousands separators (spec 002 §2: the percentage modal). */
export const visitCountText = (n: number): string => `${n.toLocaleString('en-US')} Visits`;
