/**
 * What a widget shows (the WidgetData union): Widget.data through the widget data loader (every widget of the
 * request in one POST /savedWidget/data), the member chosen by the api's `kind`, and a photo or video widget's
 * slides with their documents through the document loader (every slide of every widget in one POST
 * /document/uuids).
 */
import { GraphQLError } from 'graphql';
import { knownQuestionType } from '../../domain/vocabularies.js';
import type { Resolvers, WidgetData } from '../../generated/resolvers.js';
import type { RestDocument } from '../document/schemas.js';
import type { GatewayContext } from '../../context.js';
import type { RestMediaSlide, RestWidgetContent, RestWidgetSlide } from './schemas.js';

type WidgetDataTypeName = NonNullable<WidgetData['__typename']>;

/** The api's kind → the union member the schema names (schema/dashboard.graphql WidgetData). */
export const WIDGET_DATA_TYPES = {
  feedback: 'FeedbackWidgetData',
  answers: 'AnswerListWidgetData',
  chart: 'ChartWidgetData',
  number: 'NumberWidgetData',
  percentage: 'PercentageWidgetData',
  media: 'MediaWidgetData',
  problem: 'WidgetProblem',
} as const satisfies Record<RestWidgetContent['kind'], WidgetDataTypeName>;

export function widgetDataTypeName(data: RestWidgetContent): WidgetDataTypeName {
  const name: WidgetDataTypeName | undefined = WIDGET_DATA_TYPES[data.kind];
  if (!name) throw new GraphQLError(`The api answered widget data of an unknown kind: ${JSON.stringify(data.kind)}.`);
  return name;
}

/**
 * The slides with their documents, loaded together for every widget of the request. A slide whose media has no
 * document the caller may read (gone, or a placeholder without an address) is left out: Document is required.
 */
export async function slidesWithDocuments(
  slides: readonly RestMediaSlide[],
  ctx: Pick<GatewayContext, 'loaders'>,
): Promise<RestWidgetSlide[]> {
  // One wait for all the slides' documents (600 on a dashboard of three photo widgets), not three per slide.
  const uuids = [...new Set(slides.flatMap((s) => (s.beforeUuid ? [s.uuid, s.beforeUuid] : [s.uuid])))];
  const found = await ctx.loaders.documents.loadMany(uuids);
  const byUuid = new Map<string, RestDocument | null>();
  for (const [i, d] of found.entries()) {
    if (d instanceof Error) throw d;
    byUuid.set(uuids[i], d);
  }
  const out: RestWidgetSlide[] = [];
  for (const s of slides) {
    const document = byUuid.get(s.uuid) ?? null;
    // Field by field: a spread of the api's frozen slide took V8's slow path (0.6 ms for a dashboard's 600 slides).
    if (document)
      out.push({
        storeVisitId: s.storeVisitId,
        uuid: s.uuid,
        beforeUuid: s.beforeUuid,
        questionTitle: s.questionTitle,
        retailer: s.retailer,
        doorNumber: s.doorNumber,
        doorLocation: s.doorLocation,
        expectedCheckinTime: s.expectedCheckinTime,
        checkinTime: s.checkinTime,
        starred: s.starred,
        flagged: s.flagged,
        blocked: s.blocked,
        document,
        before: s.beforeUuid ? (byUuid.get(s.beforeUuid) ?? null) : null,
      });
  }
  return out;
}

export const widgetDataResolvers: Resolvers = {
  Widget: {
    data: (w, _a, ctx) => ctx.loaders.widgetData.load(w.id),
  },
  WidgetData: { __resolveType: widgetDataTypeName },
  WidgetQuestion: {
    type: (q) => (q.type === null ? null : knownQuestionType(q.type)),
  },
  MediaWidgetData: {
    slides: (m, _a, ctx) => slidesWithDocuments(m.slides, ctx),
  },
};
