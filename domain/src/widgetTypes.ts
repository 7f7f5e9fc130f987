import { ANSWER_TYPES, isTypeIn, type QuestionType } from './questionTypes.js';

/** The nine widget types of a dashboard (spec 002 §2, §3), as stored in a saved widget's metaJson.type. */
export const WIDGET_TYPES = [
  'feedback',
  'questionResponse',
  'barChart',
  'lineChart',
  'pieChart',
  'sum',
  'photo',
  'video',
  'percentage',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const isWidgetType = (t: unknown): t is WidgetType =>
  typeof t === 'string' && (WIDGET_TYPES as readonly string[]).includes(t);

/**
 * How many questions a widget of this type rolls up (spec 002 §5): exactly one for the charts, sum and question
 * response; one or more for feedback, photo and video; none for percentage (it counts visits). The creator, the
 * api's save check and the api's widget data all read this one rule.
 */
export function widgetQuestionCount(type: WidgetType): 'one' | 'several' | 'none' {
  switch (type) {
    case 'feedback':
    case 'photo':
    case 'video':
      return 'several';
    case 'percentage':
      return 'none';
    case 'questionResponse':
    case 'barChart':
    case 'lineChart':
    case 'pieChart':
    case 'sum':
      return 'one';
  }
}

/** The widget creator's text while no question is selected (spec 002 §2). */
export function widgetEmptySelectionText(type: WidgetType): string {
  switch (type) {
    case 'sum':
      return 'Please select a numeric type question to roll up';
    case 'percentage':
      return 'Please select a filter to roll up';
    default:
      return 'Please select one or more questions to roll up';
  }
}

/** Photo and video widgets show media slides. */
export const isMediaWidget = (type: WidgetType): boolean => type === 'photo' || type === 'video';

const NUMERIC_TYPES: readonly QuestionType[] = ['numeric-int-input', 'numeric-conditional-input'];

/**
 * Which questions a widget of this type may roll up (spec 002 §5, to the letter): sum and feedback need numeric
 * questions; bar, pie and line need multiple-choice (the types whose answers are options the form names); photo
 * lists photo questions, video video questions; a question response takes any question with an answer; percentage
 * takes none. The widget creator offers only these; the api refuses a save with any other.
 */
export function widgetTakesQuestionType(widget: WidgetType, questionType: string): boolean {
  switch (widget) {
    case 'sum':
    case 'feedback':
      return isTypeIn(NUMERIC_TYPES, questionType);
    case 'barChart':
    case 'lineChart':
    case 'pieChart':
      return isTypeIn(ANSWER_TYPES, questionType);
    case 'photo':
      return questionType === 'photo-input';
    case 'video':
      return questionType === 'video-input';
    case 'questionResponse':
      return questionType !== 'question-group';
    case 'percentage':
      return false;
  }
}

/** What a widget of this type rolls up, in words (the api's refusal of a question of another kind). */
export function widgetQuestionKind(type: WidgetType): string {
  switch (type) {
    case 'sum':
      return 'it sums numeric questions';
    case 'feedback':
      return 'it takes numeric questions';
    case 'barChart':
    case 'lineChart':
    case 'pieChart':
      return 'it charts multiple-choice questions';
    case 'photo':
      return 'it shows photo questions';
    case 'video':
      return 'it shows video questions';
    case 'questionResponse':
      return 'it lists the answers of a question, not a group';
    case 'percentage':
      return 'it counts visits and takes no question';
  }
}

/** What a filter set's hash is taken of: its parameters' paths, values, exclusions and relative ranges. */
export interface HashedFilterParameter {
  path: string;
  data?: readonly unknown[];
  exclude?: boolean | null;
  relative?: string | null;
}

/**
 * The text a widget's filter set is hashed from (SHA-256, spec 002 §3: "added to widget filter sets to group
 * widgets"): the parameters in path order, each as [path, exclude, relative, data], so two widgets with the same
 * filters in another order, or with other labels, share one hash.
 */
export function filterSetText(filters: readonly HashedFilterParameter[]): string {
  const rows = filters.map((f) => [f.path, f.exclude === true, f.relative ?? null, f.data ?? []] as const);
  const ordered = rows
    .map((row) => ({ row, text: JSON.stringify(row) }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return JSON.stringify(ordered.map((r) => r.row));
}
