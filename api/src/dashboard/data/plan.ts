/**
 * What a widget's data is computed from (spec 002 §3, §5, §6): its type, the SQL conditions of its saved filter
 * under the caller's tenancy, its questions and its settings; or the problem that keeps it from being computed
 * (its filter no longer passes validateFilter for widgets, its question is gone). Pure but for nothing: the
 * catalogue and the creators are read by the router once per request.
 */
import type { SQL } from 'drizzle-orm';
import { isMediaWidget, isWidgetType, validateFilter, widgetQuestionCount, type WidgetType } from '@svr/domain';
import type { Session } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { jsonField } from '../../http/params.js';
import { reviewStateRuleApplies } from '../../savedRollup/rules.js';
import { storedFilters } from '../../savedView/presenter.js';
import { compileFilters } from '../../storeVisit/filters/compile.js';
import { scopeConditions } from '../../storeVisit/visit/tenancy.js';
import type { WidgetRow } from '../presenter.js';
import { clientMaySee, type WidgetCatalogue } from './questions.js';

export const WIDGET_DATA_MESSAGES = {
  noType: 'This widget has no widget type: edit it and choose one.',
  questionGone: 'The question of this widget no longer exists: edit the widget and pick another one.',
  questionInternal: 'The question of this widget is not shown to client users.',
  noQuestion: 'This widget has no question: edit the widget and pick one.',
} as const;

/** The question a widget rolls up, as its newest form names it. */
export interface PlannedQuestion {
  canonicalKey: string;
  title: string;
  type: string;
}

export interface WidgetPlan {
  widgetType: WidgetType;
  /** The visits of the widget: scope, tenancy and its saved filter. */
  conditions: SQL[];
  /** The first question (charts, sum, questionResponse); null for feedback, percentage and media. */
  question: PlannedQuestion | null;
  /** The questions of a photo or video widget that still exist (and that a client user may see). */
  keys: string[];
  meta: Record<string, unknown>;
}

export type Planned = { ok: true; plan: WidgetPlan } | { ok: false; widgetType: WidgetType | null; message: string };

const asObject = (v: unknown): Record<string, unknown> => {
  try {
    const o = jsonField(v, 'metaJson');
    return typeof o === 'object' && o !== null && !Array.isArray(o) ? (o as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const filterList = (v: unknown): unknown => {
  try {
    return jsonField(v, 'filters');
  } catch {
    return [];
  }
};

export const keysOfWidget = (w: WidgetRow): string[] => [
  ...new Set(
    w.formQuestionCanonicalKeys
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  ),
];

/**
 * The plan of a widget for the caller. Client users get the widget as presentWidgetFor serves it: the filter
 * parameters they may not use are left out (a staff widget on Review State counts every visit their filters
 * select), and its questions only when they may see them.
 */
export function planWidget(s: Session, w: WidgetRow, catalogue: WidgetCatalogue, creatorIsClient: boolean): Planned {
  const meta = asObject(w.metaJson);
  const widgetType = isWidgetType(meta.widgetType) ? meta.widgetType : null;
  if (!widgetType) return { ok: false, widgetType: null, message: WIDGET_DATA_MESSAGES.noType };
  const fail = (message: string): Planned => ({ ok: false, widgetType, message });

  const filters = storedFilters(filterList(w.filters), s.user.isClient);
  const problem = validateFilter(filters, {
    isClient: !reviewStateRuleApplies(s.user.isClient, creatorIsClient),
    target: 'widget',
  });
  if (problem) return fail(problem);
  let compiled: SQL[];
  try {
    compiled = compileFilters(filters, s.user.isClient);
  } catch (error) {
    if (error instanceof HttpError) return fail(error.message);
    throw error;
  }

  const keys = keysOfWidget(w);
  let question: PlannedQuestion | null = null;
  let mediaKeys: string[] = [];
  if (widgetQuestionCount(widgetType) === 'one') {
    if (keys.length === 0) return fail(WIDGET_DATA_MESSAGES.noQuestion);
    const q = catalogue.byKey.get(keys[0]);
    if (!q) return fail(WIDGET_DATA_MESSAGES.questionGone);
    if (s.user.isClient && !clientMaySee(q)) return fail(WIDGET_DATA_MESSAGES.questionInternal);
    question = { canonicalKey: q.canonicalKey, title: q.title, type: q.type };
  } else if (isMediaWidget(widgetType)) {
    const known = keys.filter((k) => catalogue.byKey.has(k));
    if (known.length === 0)
      return fail(keys.length ? WIDGET_DATA_MESSAGES.questionGone : WIDGET_DATA_MESSAGES.noQuestion);
    mediaKeys = s.user.isClient
      ? known.filter((k) => {
          const q = catalogue.byKey.get(k);
          return q !== undefined && clientMaySee(q);
        })
      : known;
    if (mediaKeys.length === 0) return fail(WIDGET_DATA_MESSAGES.questionInternal);
  }
  return {
    ok: true,
    plan: { widgetType, conditions: [...scopeConditions(s), ...compiled], question, keys: mediaKeys, meta },
  };
}
