/** The dashboard query's widget content, by member of the WidgetData union (schema/dashboard.graphql). */
import { storedName, WIDGET_TYPES, type WidgetType } from '@svr/domain';
import type { DashboardWidgetFieldsFragment } from '../../../generated/graphql';

export type DashboardWidget = DashboardWidgetFieldsFragment;
export type WidgetData = NonNullable<DashboardWidget['data']>;
export type DataOf<T extends WidgetData['__typename']> = Extract<WidgetData, { __typename: T }>;
export type FeedbackData = DataOf<'FeedbackWidgetData'>;
export type AnswerListData = DataOf<'AnswerListWidgetData'>;
export type ChartData = DataOf<'ChartWidgetData'>;
export type MediaData = DataOf<'MediaWidgetData'>;
export type Slide = MediaData['slides'][number];
export type SlideDocument = Slide['document'];

/** The widget's type as stored (barChart, photo, …), from the schema's enum value. */
export const widgetKind = (widget: Pick<DashboardWidget, 'widgetType'>): WidgetType | null =>
  widget.widgetType ? (storedName(WIDGET_TYPES, widget.widgetType) ?? null) : null;

/** Default content height 458 px; photo (and video) 430 px (spec 002 §9). */
export const contentHeight = (kind: WidgetType | null) => (kind === 'photo' || kind === 'video' ? 430 : 458);

/** The widgets whose header offers the image download: the slideshows download each photo instead. */
export const downloadable = (kind: WidgetType | null) => kind !== 'photo' && kind !== 'video';
