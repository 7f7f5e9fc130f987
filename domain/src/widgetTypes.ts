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
