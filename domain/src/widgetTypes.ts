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
