/**
 * GraphQL inputs → the REST bodies of the dashboard and widget writes (spec 002 §3, §7). Pure, unit-tested in
 * bodies.test.ts; mutations.ts sends them.
 *
 * - 'ONLY VISIBLE TO ME' (onlyVisibleToMe) is the caller's own id as restrictTokenUserId (spec 002 §6); false clears
 *   it on an edit (null), and on a create it is simply not sent (spec 002 §5: sent only when set).
 * - A widget's type, namespace, FILTER PHOTO / VIDEO QUESTIONS and 'data grouped by' live in metaJson; its questions
 *   are one comma-joined, de-duplicated text; its filters go as the other saved items send them.
 */
import type {
  DashboardInput,
  UpdateDashboardInput,
  UpdateWidgetInput,
  WidgetInput,
  WidgetMetaInput,
} from '../../generated/resolvers.js';
import type { RestDashboardBody, RestWidgetBody } from './rest.js';

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** Unique, trimmed, non-blank keys joined with commas (the spec's formQuestionCanonicalKeys). */
export const joinKeys = (keys: readonly string[]) => [...new Set(keys.map((k) => k.trim()).filter((k) => k))].join(',');

/** The restriction an onlyVisibleToMe asks for: the caller's id, null to clear it, undefined to leave it. */
export function restriction(
  onlyVisibleToMe: boolean | null | undefined,
  meId: number | null,
): number | null | undefined {
  if (!given(onlyVisibleToMe)) return undefined;
  if (!onlyVisibleToMe) return null;
  if (meId === null) throw new Error('onlyVisibleToMe needs the caller’s id.');
  return meId;
}

/** Whether the body needs the caller's id (GET /auth/me): only to restrict an item to them. */
export const needsMe = (input: { onlyVisibleToMe?: boolean | null }) => input.onlyVisibleToMe === true;

export function createDashboardBody(input: DashboardInput, meId: number | null): RestDashboardBody {
  const body: RestDashboardBody = { title: input.title };
  if (input.onlyVisibleToMe) body.restrictTokenUserId = restriction(true, meId);
  if (given(input.tenancyClientId)) body.tenancyClientId = input.tenancyClientId;
  return body;
}

/** Edit Dashboard's fields; an empty body means nothing was asked. */
export function updateDashboardBody(input: UpdateDashboardInput, meId: number | null): RestDashboardBody {
  const body: RestDashboardBody = {};
  if (given(input.title)) body.title = input.title;
  if (given(input.widgetIds)) body.widgetIds = input.widgetIds.join(',');
  if (given(input.metaJson)) body.metaJson = input.metaJson;
  const restrict = restriction(input.onlyVisibleToMe, meId);
  if (restrict !== undefined) body.restrictTokenUserId = restrict;
  return body;
}

/**
 * The metaJson keys an input sets. Starred and flagged are one choice (Show All, Only show starred, Only show
 * flagged): setting one true sets the other false, so an edit from starred to flagged is not refused as both.
 */
export function metaChanges(meta: WidgetMetaInput | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!meta) return out;
  if (meta.namespace !== undefined) out.namespace = meta.namespace;
  if (meta.dataGroupBy !== undefined) out.dataGroupBy = meta.dataGroupBy;
  if (given(meta.embedPhotosInExcelReport)) out.embedPhotosInExcelReport = meta.embedPhotosInExcelReport;
  if (given(meta.starred)) out.starred = meta.starred;
  if (given(meta.flagged)) out.flagged = meta.flagged;
  if (meta.starred === true && !given(meta.flagged)) out.flagged = false;
  if (meta.flagged === true && !given(meta.starred)) out.starred = false;
  return out;
}

export function createWidgetBody(input: WidgetInput, meId: number | null, dashboardId?: number | null): RestWidgetBody {
  const body: RestWidgetBody = {
    title: input.title,
    description: input.description ?? null,
    formQuestionCanonicalKeys: joinKeys(input.questionCanonicalKeys),
    filters: input.filters,
    // embedPhotosInExcelReport defaults to false (spec 002 §3); the input's keys override it.
    metaJson: { embedPhotosInExcelReport: false, ...metaChanges(input.meta), widgetType: input.widgetType },
  };
  if (input.onlyVisibleToMe) body.restrictTokenUserId = restriction(true, meId);
  if (given(input.tenancyClientId)) body.tenancyClientId = input.tenancyClientId;
  if (given(dashboardId)) body.dashboardId = dashboardId;
  return body;
}

/**
 * A widget edit's fields. The api replaces metaJson whole, so changed meta keys are laid over the stored metaJson
 * (`storedMeta`, read only when meta is given); the type stays the stored one.
 */
export function updateWidgetBody(
  input: UpdateWidgetInput,
  meId: number | null,
  storedMeta: Record<string, unknown> | null,
): RestWidgetBody {
  const body: RestWidgetBody = {};
  if (given(input.title)) body.title = input.title;
  if (input.description !== undefined) body.description = input.description;
  if (given(input.questionCanonicalKeys)) body.formQuestionCanonicalKeys = joinKeys(input.questionCanonicalKeys);
  if (given(input.filters)) body.filters = input.filters;
  if (given(input.meta)) body.metaJson = { ...(storedMeta ?? {}), ...metaChanges(input.meta) };
  const restrict = restriction(input.onlyVisibleToMe, meId);
  if (restrict !== undefined) body.restrictTokenUserId = restrict;
  return body;
}
