/**
 * The rules of dashboard and widget saves (spec 002 §2, §4, §5, §6; issue 12). Pure: write.ts reads, these decide.
 * Unit-tested in rules.test.ts.
 *
 * - A widget has a title and one of the nine types; the charts, sum and questionResponse roll up exactly one
 *   question, feedback, photo and video one or more, percentage needs none; each question of a type the widget
 *   takes (widgetTakesQuestionType: numeric for sum and feedback, multiple choice for the charts, …).
 * - 'ONLY VISIBLE TO ME' stores the caller's own id; no one may restrict an item to someone else.
 * - Client users never save a feedback widget.
 * - A dashboard's widget order changes by a reorder (the same widgets) or by moving one widget to a position from 1
 *   to the number of widgets; deleted widgets drop out of the order.
 */
import {
  widgetEmptySelectionText,
  widgetQuestionCount,
  widgetQuestionKind,
  widgetTakesQuestionType,
  type WidgetType,
} from '@svr/domain';

/** Most widgets on one dashboard, and most questions of one widget. */
export const MAX_DASHBOARD_WIDGETS = 200;
export const MAX_WIDGET_QUESTIONS = 500;

export const DASHBOARD_RULES = {
  widgetTypeRequired: 'Please choose a widget type.',
  restrictOwn: 'restrictTokenUserId can only be your own user id (only visible to me), or empty.',
  clientFeedback: 'Client users cannot save feedback widgets: choose another widget type.',
  starredOrFlagged: 'A photo or video widget shows starred or flagged media, not both: choose one.',
  positionRequired: 'Please enter the new position of the widget.',
  positionWhole: 'The position is a whole number.',
  positionRange: (n: number) =>
    n === 1
      ? 'The dashboard has one widget: its only position is 1.'
      : `The position is a number from 1 to ${n}, the number of widgets on the dashboard.`,
  notOnDashboard: (widgetId: number, dashboardId: number) =>
    `Widget ${widgetId} is not on dashboard ${dashboardId}: reload the dashboard and try again.`,
  notAReorder: (missing: number[], extra: number[]) =>
    [
      'widgetIds must list the same widgets as the dashboard, in the new order.',
      missing.length ? `Missing: ${missing.join(', ')}.` : '',
      extra.length ? `Not on the dashboard: ${extra.join(', ')}; add a widget by creating it with dashboardId.` : '',
    ]
      .filter(Boolean)
      .join(' '),
} as const;

/** Why a widget of this type cannot roll up these (de-duplicated) questions; null when it can. */
export function questionCountRefusal(type: WidgetType, keys: readonly string[]): string | null {
  const count = widgetQuestionCount(type);
  if (count !== 'none' && keys.length === 0) return widgetEmptySelectionText(type);
  if (count === 'one' && keys.length > 1)
    return `A ${type} widget rolls up exactly one question; ${keys.length} were selected.`;
  return null;
}

/** Why a widget of this type cannot roll up these questions (their types as the catalogue knows them); null when it can. */
export function questionTypeRefusal(
  type: WidgetType,
  questions: readonly { canonicalKey: string; title: string; type: string }[],
): string | null {
  const wrong = questions.filter((q) => !widgetTakesQuestionType(type, q.type));
  if (!wrong.length) return null;
  const named = wrong.map((q) => `'${q.title}' (${q.type})`).join(', ');
  return `A ${type} widget cannot roll up ${named}: ${widgetQuestionKind(type)}.`;
}

/** A restriction may name only the caller (ONLY VISIBLE TO ME), or be lifted. */
export function restrictionRefusal(callerId: number, restrictTokenUserId: number | null | undefined): string | null {
  if (restrictTokenUserId === undefined || restrictTokenUserId === null || restrictTokenUserId === callerId)
    return null;
  return DASHBOARD_RULES.restrictOwn;
}

/** Client users never save a feedback widget (spec 002 §6: they never see one). */
export const widgetTypeRefusal = (isClient: boolean, type: string): string | null =>
  isClient && type === 'feedback' ? DASHBOARD_RULES.clientFeedback : null;

/** The stored widgetIds text as ids, in order ('' is none; anything not an id is dropped). */
export function parseWidgetIds(text: string): number[] {
  const ids = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^\d{1,10}$/.test(p))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)];
}

export const joinWidgetIds = (ids: readonly number[]): string => ids.join(',');

/** Why `asked` is not a reorder of the dashboard's live widgets `live`; null when it is (same set). */
export function reorderRefusal(live: readonly number[], asked: readonly number[]): string | null {
  const missing = live.filter((id) => !asked.includes(id));
  const extra = asked.filter((id) => !live.includes(id));
  return missing.length || extra.length ? DASHBOARD_RULES.notAReorder(missing, extra) : null;
}

/**
 * 'Move Widget To A New Position' (spec 002 §4, §5): the order with `widgetId` at `position` (1 to the number of
 * widgets), the others keeping their order; or the refusal.
 */
export function moveWidget(
  ids: readonly number[],
  dashboardId: number,
  widgetId: number,
  position: number,
): { ids: number[] } | { refusal: string } {
  const from = ids.indexOf(widgetId);
  if (from < 0) return { refusal: DASHBOARD_RULES.notOnDashboard(widgetId, dashboardId) };
  if (!Number.isInteger(position) || position < 1 || position > ids.length)
    return { refusal: DASHBOARD_RULES.positionRange(ids.length) };
  const rest = ids.filter((id) => id !== widgetId);
  return { ids: [...rest.slice(0, position - 1), widgetId, ...rest.slice(position - 1)] };
}

/**
 * The filter a client user's edit saves: the parameters they sent, plus the stored ones withheld from them (which
 * they were never shown, so they could not have meant to drop them).
 */
export function keepWithheld<T extends { path: string }>(
  sent: readonly T[],
  stored: readonly T[],
  isWithheld: (path: string) => boolean,
): T[] {
  return [...sent, ...stored.filter((p) => isWithheld(p.path))];
}
