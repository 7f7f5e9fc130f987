/** Widgets by id: every widget of every dashboard in a response in one POST /savedWidget/ids. */
import DataLoader from 'dataloader';
import { MAX_WIDGET_IDS_PER_CALL, type DashboardsApi } from './rest.js';
import type { RestWidget } from './schemas.js';
import { inKeyOrder } from '../shared/byKey.js';

export type WidgetLoader = DataLoader<number, RestWidget | null, number>;

export function createWidgetLoader(api: DashboardsApi): WidgetLoader {
  return new DataLoader<number, RestWidget | null, number>(
    async (ids) => inKeyOrder(ids, await api.widgetsByIds(ids), (w) => w.id),
    { maxBatchSize: MAX_WIDGET_IDS_PER_CALL },
  );
}
