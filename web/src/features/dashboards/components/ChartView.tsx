/**
 * The bar, line and pie widgets drawn with vega-lite through react-vega (spec 002 §9). This module and vega load
 * in their own chunk, only when a dashboard shows a chart (WidgetBody imports it lazily). Expressions run through
 * vega's interpreter (`ast`), so the app's Content-Security-Policy needs no 'unsafe-eval'. The width follows 90 %
 * of the widget; the download draws the same chart 2.4 times as wide and 1.2 times as high (its own image).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { VegaEmbed } from 'react-vega';
import embed, { type EmbedOptions } from 'vega-embed';
import type { TopLevelSpec } from 'vega-lite';
import { barRows, linePoints, pieSlices, type ChartPointInput } from '../model/charts';
import {
  barSpec,
  CHART_SIZE,
  chartWidth,
  DOWNLOAD_SCALE,
  GROUPED_BAR_HEIGHT,
  lineSpec,
  pieSpec,
  type ChartKind,
} from '../model/chartSpecs';

export interface ChartViewProps {
  kind: ChartKind;
  points: readonly ChartPointInput[];
  total: number;
  grouped: boolean;
  /** The widget's title, written above the chart in the downloaded image. */
  title: string;
  /** Receives the function that draws the chart's PNG for the download. */
  onPngSource?: (source: () => Promise<string>) => void;
}

const OPTIONS: EmbedOptions = { actions: false, ast: true, renderer: 'svg' };

function specOf(
  props: Omit<ChartViewProps, 'onPngSource' | 'title'>,
  size: { width: number; height: number },
): TopLevelSpec {
  if (props.kind === 'bar') return barSpec(barRows(props.points, props.total), size, props.grouped);
  if (props.kind === 'line') return lineSpec(linePoints(props.points), size);
  return pieSpec(pieSlices(props.points), size);
}

/** The chart's own image at the download size, drawn off screen. */
async function chartPng(spec: TopLevelSpec): Promise<string> {
  const host = document.createElement('div');
  const result = await embed(host, spec, { ...OPTIONS, renderer: 'canvas' });
  try {
    return await result.view.toImageURL('png');
  } finally {
    result.finalize();
  }
}

export function ChartView({ kind, points, total, grouped, title, onPngSource }: ChartViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const [containerWidth, setContainerWidth] = useState<number | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setContainerWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const width = chartWidth(kind, containerWidth);
  // A grouped bar chart draws a bar per answer and group: it takes the widget's whole height to keep them legible.
  const height = kind === 'bar' && grouped ? GROUPED_BAR_HEIGHT : CHART_SIZE[kind].height;
  const spec = useMemo(
    () => specOf({ kind, points, total, grouped }, { width, height }),
    [kind, points, total, grouped, width, height],
  );

  useEffect(() => {
    const size = {
      width: Math.round(width * DOWNLOAD_SCALE.width),
      height: Math.round(height * DOWNLOAD_SCALE.height),
    };
    onPngSource?.(() => chartPng({ ...specOf({ kind, points, total, grouped }, size), title }));
  }, [onPngSource, kind, points, total, grouped, title, width, height]);

  return (
    <div ref={box} className="svr-widget-chart" data-chart={kind}>
      <VegaEmbed spec={spec} options={OPTIONS} />
    </div>
  );
}
