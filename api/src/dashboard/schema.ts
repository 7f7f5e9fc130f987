/**
 * Request bodies of /api/v2/savedDashboard and /api/v2/savedWidget (spec 002 §3, §5, §7); their z.infer types are
 * the request types. The shape is checked here; who may save what (rules.ts, write.ts) is checked on the saved item.
 */
import { z } from 'zod';
import { isWidgetType, RecordStatus, WIDGET_TYPES } from '@svr/domain';
import { isUuid, jsonField, MAX_ID, zId } from '../http/params.js';
import { filterList } from '../storeVisit/filters/compile.js';
import { DASHBOARD_RULES, MAX_DASHBOARD_WIDGETS, MAX_WIDGET_QUESTIONS } from './rules.js';

/** POST /savedWidget/ids: the widgets to load, in the order wanted. */
export const idsBody = z.object({ ids: z.array(zId('ids')).max(500, 'At most 500 widget ids per request.') });

const title = (what: string) =>
  z
    .string({ required_error: `Please enter a title for the ${what}.`, invalid_type_error: 'title is text.' })
    .trim()
    .min(1, `Please enter a title for the ${what}.`)
    .max(200, 'A title has at most 200 characters.');
const description = z.string().max(2000, 'A description has at most 2000 characters.').nullish();

/** Sent only when set, as a number or numeric text (spec 002 §5); null or '' clears it. */
const restrictTokenUserId = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ invalid_type_error: 'restrictTokenUserId must be a user id.' })
    .int('restrictTokenUserId must be a user id.')
    .positive('restrictTokenUserId must be a user id.')
    .max(MAX_ID, 'restrictTokenUserId must be a user id.')
    .nullable(),
);
const tenancyClientId = zId('tenancyClientId').nullable();

/** 0 deletes (soft), 1 is active. */
const STATUS_MESSAGE = 'status is 0 (deleted) or 1 (active).';
const status = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ invalid_type_error: STATUS_MESSAGE })
    .refine((s) => s === RecordStatus.Deleted || s === RecordStatus.Active, STATUS_MESSAGE),
);

/** widgetIds: a list of ids or the stored comma-separated text; repeats dropped, order kept. */
const widgetIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((k) => k.trim() !== '') : v),
  z
    .array(zId('Each widget id', 'widgetIds holds widget ids, as a list or comma-separated text.'), {
      invalid_type_error: 'widgetIds holds widget ids, as a list or comma-separated text.',
    })
    .max(MAX_DASHBOARD_WIDGETS, `A dashboard holds at most ${MAX_DASHBOARD_WIDGETS} widgets.`)
    .transform((ids) => [...new Set(ids)]),
);

/** A dashboard's metaJson: an object, or the same object as JSON text. */
const dashboardMeta = z.preprocess(
  (v) => jsonField(v, 'metaJson'),
  z.record(z.unknown(), { invalid_type_error: 'metaJson is an object (or its JSON text).' }),
);

export const createDashboardBody = z.object({
  title: title('dashboard'),
  metaJson: dashboardMeta.optional(),
  widgetIds: widgetIds.optional(),
  restrictTokenUserId: restrictTokenUserId.optional(),
  tenancyClientId: tenancyClientId.optional(),
});
export type CreateDashboardBody = z.infer<typeof createDashboardBody>;

export const updateDashboardBody = z.object({
  title: title('dashboard').optional(),
  metaJson: dashboardMeta.optional(),
  widgetIds: widgetIds.optional(),
  restrictTokenUserId: restrictTokenUserId.optional(),
  status: status.optional(),
});
export type UpdateDashboardBody = z.infer<typeof updateDashboardBody>;

/** POST /savedDashboard/id/{id}/move: 'Move Widget To A New Position' (position 1 to the number of widgets). */
export const moveBody = z.object({
  widgetId: zId('widgetId', 'widgetId must be the id of a widget on the dashboard.'),
  position: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ required_error: DASHBOARD_RULES.positionRequired, invalid_type_error: DASHBOARD_RULES.positionWhole })
      .int(DASHBOARD_RULES.positionWhole),
  ),
});
export type MoveBody = z.infer<typeof moveBody>;

const canonicalKey = z
  .string()
  .trim()
  .min(1, 'A question canonical key cannot be empty.')
  .max(100, 'A question canonical key has at most 100 characters.')
  .regex(/^[^,\s]+$/, 'A question canonical key has no commas or spaces.');
/** formQuestionCanonicalKeys: comma-joined (the spec) or a list; blanks and repeats dropped, order kept. */
const questionKeys = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((k) => k.trim() !== '') : v),
  z
    .array(canonicalKey, {
      invalid_type_error: 'formQuestionCanonicalKeys is a comma-joined list of question canonical keys.',
    })
    .transform((keys) => [...new Set(keys)])
    .refine((keys) => keys.length <= MAX_WIDGET_QUESTIONS, `A widget has at most ${MAX_WIDGET_QUESTIONS} questions.`),
);

/** A blocked photo or video as the block lists keep it ({ uuid }), or the bare uuid. */
const blockedMedia = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? { uuid: v } : v),
    z
      .object({
        uuid: z
          .string()
          .refine(isUuid, `${what} holds uuids.`)
          .transform((u) => u.toLowerCase()),
      })
      .passthrough(),
  );

const widgetTypeMessage = `widgetType is one of ${WIDGET_TYPES.join(', ')}.`;
/**
 * A widget's metaJson (spec 002 §3), an object or its JSON text: widgetType (one of the nine) and the keys the spec
 * names are checked; other keys are kept as given.
 */
export const widgetMeta = z.preprocess(
  (v) => jsonField(v, 'metaJson'),
  z
    .object(
      {
        widgetType: z
          .string({ required_error: DASHBOARD_RULES.widgetTypeRequired, invalid_type_error: widgetTypeMessage })
          .refine(isWidgetType, widgetTypeMessage),
        namespace: z.string().max(200, 'namespace has at most 200 characters.').nullish(),
        embedPhotosInExcelReport: z.boolean().optional(),
        starred: z.boolean().optional(),
        flagged: z.boolean().optional(),
        dataGroupBy: z.string().max(100, 'dataGroupBy is a filter path.').nullish(),
        blockPhotos: z.array(blockedMedia('blockPhotos')).max(10_000).optional(),
        blockVideos: z.array(blockedMedia('blockVideos')).max(10_000).optional(),
      },
      {
        required_error: DASHBOARD_RULES.widgetTypeRequired,
        invalid_type_error: 'metaJson is an object (or its JSON text).',
      },
    )
    .passthrough()
    .refine((m) => !(m.starred && m.flagged), DASHBOARD_RULES.starredOrFlagged),
);
export type WidgetMeta = z.infer<typeof widgetMeta>;

/** dashboardId (ours): the dashboard the widget joins (POST) or leaves (PUT) in the same transaction. */
const dashboardId = zId('dashboardId', 'dashboardId must be the id of a dashboard.');

export const createWidgetBody = z.object({
  title: title('widget'),
  description,
  formQuestionCanonicalKeys: questionKeys.default([]),
  filters: filterList,
  metaJson: widgetMeta,
  restrictTokenUserId: restrictTokenUserId.optional(),
  tenancyClientId: tenancyClientId.optional(),
  dashboardId: dashboardId.optional(),
});
export type CreateWidgetBody = z.infer<typeof createWidgetBody>;

export const updateWidgetBody = z.object({
  title: title('widget').optional(),
  description,
  formQuestionCanonicalKeys: questionKeys.optional(),
  filters: filterList.optional(),
  metaJson: widgetMeta.optional(),
  restrictTokenUserId: restrictTokenUserId.optional(),
  status: status.optional(),
  dashboardId: dashboardId.optional(),
});
export type UpdateWidgetBody = z.infer<typeof updateWidgetBody>;
