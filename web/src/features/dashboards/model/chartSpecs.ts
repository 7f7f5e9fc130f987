/**
 * The vega-lite specs of the bar, line and pie widgets (spec 002 §9 chart constants), built from the rows of
 * charts.ts. Sizes: bar and line 250 × 270, pie 350 × 448 by default; on screen the width follows 90 % of the
 * widget; the downloaded image is drawn 2.4 times as wide and 1.2 times as high.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { BarRow, LinePoint, PieSlice } from './charts';

export const CHART_SIZE = {
  bar: { width: 250, height: 270 },
  line: { width: 250, height: 270 },
  pie: { width: 350, height: 448 },
} as const;
export type ChartKind = keyof typeof CHART_SIZE;
const isChartKind = (name: string): name is ChartKind => Object.hasOwn(CHART_SIZE, name);

/** The chart a widget type draws, by its name: barChart → bar, lineChart → line, pieChart → pie; others none. */
export function chartKindOf(widgetType: string | null): ChartKind | null {
  const name = widgetType?.endsWith('Chart') ? widgetType.slice(0, -'Chart'.length) : null;
  return name !== null && isChartKind(name) ? name : null;
}
/** A grouped bar chart fills the widget's content (458 px less its padding). */
export const GROUPED_BAR_HEIGHT = 440;

export const CHART_WIDTH_SHARE = 0.9;
export const DOWNLOAD_SCALE = { width: 2.4, height: 1.2 } as const;

/** The chart's width in a container of `containerWidth` px (90 %), the default width until it is measured. */
export function chartWidth(kind: ChartKind, containerWidth: number | null): number {
  return containerWidth && containerWidth > 0 ? Math.floor(containerWidth * CHART_WIDTH_SHARE) : CHART_SIZE[kind].width;
}

const BRAND = '#f3212e';
// Categories (pie slices, grouped bars) take no meaning from their colour: red, which reads as 'bad', comes last
// rather than on whatever answer sorts first; a single series keeps the brand colour.
const PALETTE = ['#2d72d2', '#238551', '#c87619', '#7961db', '#00a396', '#db2c6f', '#5f6b7c', BRAND];
// 'fit' keeps axes and legends inside the chart's width and height, so nothing is cut at the widget's edge.
const base = {
  background: 'white',
  autosize: { type: 'fit', contains: 'padding' },
  config: { range: { category: PALETTE }, view: { stroke: null } },
} as const;

/**
 * Bars lie along the x axis 'Submitted Responses' with the answers on the y axis 'Answer' (the creator's axes
 * step), grouped by the 'data grouped by' value when there is one, each labelled with its percent of the total.
 */
export function barSpec(
  rows: readonly BarRow[],
  size: { width: number; height: number },
  grouped: boolean,
): TopLevelSpec {
  const y = { field: 'label', type: 'nominal', title: 'Answer', sort: null, axis: { labelLimit: 110 } } as const;
  // Room right of the longest bar for its percent label.
  const longest = Math.max(1, ...rows.map((r) => r.count));
  const x = {
    field: 'count',
    type: 'quantitative',
    title: 'Submitted Responses',
    scale: { domainMax: Math.ceil(longest * 1.15) },
  } as const;
  return {
    ...base,
    width: size.width,
    height: size.height,
    data: { values: rows.map((r) => ({ ...r })) },
    encoding: grouped ? { x, y, yOffset: { field: 'group' } } : { x, y },
    layer: [
      {
        mark: { type: 'bar', tooltip: true, ...(grouped ? {} : { color: BRAND }) },
        ...(grouped ? { encoding: { color: { field: 'group', type: 'nominal', title: null } } } : {}),
      },
      {
        mark: { type: 'text', align: 'left', dx: 3, fontSize: grouped ? 9 : 11 },
        encoding: { text: { field: 'percent' } },
      },
    ],
  };
}

export function lineSpec(points: readonly LinePoint[], size: { width: number; height: number }): TopLevelSpec {
  return {
    ...base,
    width: size.width,
    height: size.height,
    data: { values: points.map((p) => ({ ...p })) },
    mark: { type: 'line', point: true, tooltip: true },
    encoding: {
      x: { field: 'monthText', type: 'ordinal', title: 'Month', sort: { field: 'month' }, axis: { labelAngle: 0 } },
      y: { field: 'count', type: 'quantitative', title: 'Submitted Responses' },
      color: { field: 'label', type: 'nominal', title: null, sort: null },
    },
  };
}

export function pieSpec(slices: readonly PieSlice[], size: { width: number; height: number }): TopLevelSpec {
  const radius = Math.max(40, Math.min(size.width - 180, size.height - 20) / 2);
  return {
    ...base,
    width: size.width,
    height: size.height,
    data: { values: slices.map((s, order) => ({ ...s, order })) },
    encoding: {
      theta: { field: 'count', type: 'quantitative', stack: true },
      order: { field: 'order', type: 'quantitative' },
      color: {
        field: 'name',
        type: 'nominal',
        title: null,
        sort: slices.map((s) => s.name),
        legend: { orient: 'right', labelLimit: 160 },
      },
    },
    layer: [
      { mark: { type: 'arc', outerRadius: radius, tooltip: true } },
      {
        mark: { type: 'text', radius: radius * 0.7, fontSize: 12, fill: 'white', fontWeight: 'bold' },
        encoding: { text: { field: 'count', type: 'quantitative' } },
      },
    ],
  };
}
