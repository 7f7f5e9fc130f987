/** Widget titles and descriptions longer than 40 characters are cut with an ellipsis (spec 002 §9). */
export const WIDGET_TEXT_LIMIT = 40;

export function truncateWidgetText(text: string, limit = WIDGET_TEXT_LIMIT): { text: string; truncated: boolean } {
  return text.length > limit ? { text: `${text.slice(0, limit)}…`, truncated: true } : { text, truncated: false };
}
