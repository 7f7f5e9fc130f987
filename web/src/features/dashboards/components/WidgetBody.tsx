/**
 * A widget's content by its type (spec 002 §2, §8): feedback and answer lists, the three vega charts (their module
 * loaded lazily, only with a dashboard that has a chart), the sum and percentage big numbers and the photo and
 * video slideshows; 'Loading ...' while it is fetched, 'Empty Widget' when it has nothing, and a WidgetProblem's
 * message when it cannot be computed.
 */
import { lazy, Suspense } from 'react';
import type { WidgetType } from '@svr/domain';
import { chartKindOf } from '../model/chartSpecs';
import type { DashboardWidget } from '../model/widgetData';
import { AnswerList } from './AnswerList';
import { BigNumber, PercentageNumber } from './BigNumber';
import { FeedbackList } from './FeedbackList';
import { MediaSlideshow } from './MediaSlideshow';

const ChartView = lazy(() => import('./ChartView').then((m) => ({ default: m.ChartView })));

export const LOADING_WIDGET = 'Loading ...';
export const EMPTY_WIDGET = 'Empty Widget';

export interface WidgetBodyProps {
  widget: DashboardWidget;
  kind: WidgetType | null;
  loading: boolean;
  onPngSource: (source: () => Promise<string>) => void;
}

export function WidgetBody({ widget, kind, loading, onPngSource }: WidgetBodyProps) {
  const data = widget.data;
  const empty = <p className="svr-widget-empty">{EMPTY_WIDGET}</p>;
  if (!data) return loading ? <p className="svr-widget-empty">{LOADING_WIDGET}</p> : empty;

  switch (data.__typename) {
    case 'WidgetProblem':
      return <p className="svr-widget-empty svr-widget-problem">{data.message}</p>;
    case 'FeedbackWidgetData':
      return <FeedbackList data={data} />;
    case 'AnswerListWidgetData':
      return <AnswerList data={data} />;
    case 'NumberWidgetData':
      return <BigNumber value={data.value} caption={`${data.count.toLocaleString('en-US')} answers added`} />;
    case 'PercentageWidgetData':
      return <PercentageNumber approved={data.approved} total={data.total} />;
    case 'MediaWidgetData':
      return data.slides.length ? <MediaSlideshow widgetId={widget.id} data={data} video={kind === 'video'} /> : empty;
    case 'ChartWidgetData': {
      const chart = chartKindOf(kind) ?? 'bar';
      if (!data.points.some((p) => p.count > 0)) return empty;
      return (
        <Suspense fallback={<p className="svr-widget-empty">{LOADING_WIDGET}</p>}>
          <ChartView
            kind={chart}
            points={data.points}
            total={data.total}
            grouped={data.groupBy !== null && data.points.some((p) => p.group !== null)}
            title={widget.title}
            onPngSource={onPngSource}
          />
        </Suspense>
      );
    }
    default:
      return empty;
  }
}
