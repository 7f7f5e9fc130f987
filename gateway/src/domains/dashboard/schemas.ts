/** The REST answers of /api/v2/savedDashboard and /savedWidget (docs/API.md), checked on arrival. */
import { RestDocument } from '../document/schemas.js';
import { z } from '../shared/schemas.js';

export const RestDashboard = z.object({
  id: z.number(),
  title: z.string(),
  metaJson: z.unknown(),
  /** Ordered, comma-separated widget ids ("3,1,2"). */
  widgetIds: z.string(),
  status: z.number(),
  restrictTokenUserId: z.number().nullable(),
  tenancyClientId: z.number().nullable(),
  created: z.string(),
});
export type RestDashboard = z.infer<typeof RestDashboard>;

export const RestWidget = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** Comma-separated keys ("k1,k2"). */
  formQuestionCanonicalKeys: z.string(),
  filters: z.unknown(),
  metaJson: z.unknown(),
  restrictTokenUserId: z.number().nullable(),
  status: z.number(),
  tenancyClientId: z.number().nullable(),
  created: z.string(),
});
export type RestWidget = z.infer<typeof RestWidget>;

/** The answer of POST /savedWidget and PUT /savedWidget/id/{id}: the widget, and the dashboard it joined or left. */
export const RestWidgetChange = RestWidget.extend({ dashboard: RestDashboard.optional() });
export type RestWidgetChange = z.infer<typeof RestWidgetChange>;

/*
 * POST /api/v2/savedWidget/data {ids}: what each widget shows, computed by the api in SQL. One item per visible
 * widget; `data.kind` says which member of the WidgetData union it is (resolvers.ts maps kind to type name).
 */

/** The question a widget rolls up, as its newest form names it; type is the stored name ('radio-button-input'). */
export const RestWidgetQuestion = z.object({
  canonicalKey: z.string(),
  title: z.string(),
  type: z.string().nullable(),
});
export type RestWidgetQuestion = z.infer<typeof RestWidgetQuestion>;

const text = z.string().nullable();

export const RestFeedbackEntry = z.object({
  storeVisitId: z.number(),
  checkinTime: text,
  projectName: text,
  retailer: text,
  location: text,
  doorNumber: text,
  message: z.string(),
});
export type RestFeedbackEntry = z.infer<typeof RestFeedbackEntry>;

export const RestFeedbackWidgetData = z.object({
  kind: z.literal('feedback'),
  total: z.number(),
  entries: z.array(RestFeedbackEntry),
});
export type RestFeedbackWidgetData = z.infer<typeof RestFeedbackWidgetData>;

export const RestWidgetAnswer = z.object({
  storeVisitId: z.number(),
  value: text,
  checkinTime: text,
  retailer: text,
  doorNumber: text,
  doorLocation: text,
});
export type RestWidgetAnswer = z.infer<typeof RestWidgetAnswer>;

export const RestAnswerListWidgetData = z.object({
  kind: z.literal('answers'),
  question: RestWidgetQuestion.nullable(),
  total: z.number(),
  answers: z.array(RestWidgetAnswer),
});
export type RestAnswerListWidgetData = z.infer<typeof RestAnswerListWidgetData>;

export const RestChartPoint = z.object({ label: z.string(), group: text, count: z.number() });
export type RestChartPoint = z.infer<typeof RestChartPoint>;

export const RestChartWidgetData = z.object({
  kind: z.literal('chart'),
  question: RestWidgetQuestion.nullable(),
  groupBy: text,
  total: z.number(),
  points: z.array(RestChartPoint),
});
export type RestChartWidgetData = z.infer<typeof RestChartWidgetData>;

export const RestNumberWidgetData = z.object({
  kind: z.literal('number'),
  question: RestWidgetQuestion.nullable(),
  value: z.number(),
  count: z.number(),
});
export type RestNumberWidgetData = z.infer<typeof RestNumberWidgetData>;

export const RestPercentageWidgetData = z.object({
  kind: z.literal('percentage'),
  approved: z.number(),
  total: z.number(),
});
export type RestPercentageWidgetData = z.infer<typeof RestPercentageWidgetData>;

/** A slide as the api answers it: the media's uuid (and its before's), not yet the document. */
export const RestMediaSlide = z.object({
  storeVisitId: z.number(),
  uuid: z.string(),
  beforeUuid: text,
  questionTitle: text,
  retailer: text,
  doorNumber: text,
  doorLocation: text,
  expectedCheckinTime: text,
  checkinTime: text,
  starred: z.boolean(),
  flagged: z.boolean(),
  blocked: z.boolean(),
});
export type RestMediaSlide = z.infer<typeof RestMediaSlide>;

export const RestMediaWidgetData = z.object({
  kind: z.literal('media'),
  total: z.number(),
  slides: z.array(RestMediaSlide),
});
export type RestMediaWidgetData = z.infer<typeof RestMediaWidgetData>;

export const RestWidgetProblem = z.object({ kind: z.literal('problem'), message: z.string() });
export type RestWidgetProblem = z.infer<typeof RestWidgetProblem>;

export const RestWidgetContent = z.discriminatedUnion('kind', [
  RestFeedbackWidgetData,
  RestAnswerListWidgetData,
  RestChartWidgetData,
  RestNumberWidgetData,
  RestPercentageWidgetData,
  RestMediaWidgetData,
  RestWidgetProblem,
]);
export type RestWidgetContent = z.infer<typeof RestWidgetContent>;

/** One item of POST /savedWidget/data. */
export const RestWidgetDataItem = z.object({
  id: z.number(),
  widgetType: z.string().nullable(),
  data: RestWidgetContent,
});
export type RestWidgetDataItem = z.infer<typeof RestWidgetDataItem>;

/*
 * Not a REST answer: the parent of WidgetSlide, a slide with its documents already loaded (the slides resolver
 * loads them through the batched document loader and leaves out a slide whose media has no document).
 */
export const RestWidgetSlide = RestMediaSlide.extend({ document: RestDocument, before: RestDocument.nullable() });
export type RestWidgetSlide = z.infer<typeof RestWidgetSlide>;
