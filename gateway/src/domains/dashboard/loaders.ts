/**
 * The dashboard's loaders. Widgets by id: every widget of every dashboard in a response in one POST
 * /savedWidget/ids. Widget data by id: every widget's content in one POST /savedWidget/data (chunks of 100, the
 * api's limit), so a dashboard's REST calls do not grow with its widgets.
 */
import DataLoader from 'dataloader';
import { MAX_WIDGET_DATA_IDS_PER_CALL, MAX_WIDGET_IDS_PER_CALL, type DashboardsApi } from './rest.js';
import type { RestWidget, RestWidgetContent } from './schemas.js';
import { inKeyOrder } from '../shared/byKey.js';

export type WidgetLoader = DataLoader<number, RestWidget | null, number>;
export type WidgetDataLoader = DataLoader<number, RestWidgetContent | null, number>;

export function createWidgetLoader(api: DashboardsApi): WidgetLoader {
  return new DataLoader<number, RestWidget | null, number>(
    async (ids) => inKeyOrder(ids, await api.widgetsByIds(ids), (w) => w.id),
    { maxBatchSize: MAX_WIDGET_IDS_PER_CALL },
  );
}

/** A widget the api leaves out of its answer (not visible to the caller, deleted) has no data: null. */
export function createWidgetDataLoader(api: DashboardsApi): WidgetDataLoader {
  return new DataLoader<number, RestWidgetContent | null, number>(
    async (ids) => inKeyOrder(ids, await api.widgetData(ids), (item) => item.id).map((item) => item?.data ?? null),
    { maxBatchSize: MAX_WIDGET_DATA_IDS_PER_CALL },
  );
}
