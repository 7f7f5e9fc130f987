import { describe, expect, it } from 'vitest';
import { barSpec, chartKindOf, chartWidth, CHART_SIZE, pieSpec } from './chartSpecs';

describe('chart constants (spec 002 §9)', () => {
  it('bar and line 250 × 270, pie 350 × 448 by default', () => {
    expect(CHART_SIZE).toEqual({
      bar: { width: 250, height: 270 },
      line: { width: 250, height: 270 },
      pie: { width: 350, height: 448 },
    });
  });

  it('takes 90 % of the widget once measured, the default width before', () => {
    expect(chartWidth('bar', null)).toBe(250);
    expect(chartWidth('pie', 0)).toBe(350);
    expect(chartWidth('line', 600)).toBe(540);
  });

  it('knows the chart of a widget type by its name', () => {
    expect(chartKindOf('barChart')).toBe('bar');
    expect(chartKindOf('lineChart')).toBe('line');
    expect(chartKindOf('pieChart')).toBe('pie');
    expect(chartKindOf('sum')).toBeNull();
    expect(chartKindOf('fooChart')).toBeNull();
    expect(chartKindOf(null)).toBeNull();
  });
});

describe('the specs', () => {
  it('a bar chart labels each bar with its percent and leaves room right of the longest', () => {
    const spec = JSON.stringify(
      barSpec([{ label: 'Yes', group: '', count: 20, percent: '66.7%' }], { width: 300, height: 270 }, false),
    );
    expect(spec).toContain('"field":"percent"');
    expect(spec).toContain('"domainMax":23');
    expect(spec).toContain('"title":"Submitted Responses"');
    expect(spec).toContain('"title":"Answer"');
  });

  it('a pie keeps the slices in the order given (the Yes/No rule is applied before)', () => {
    const spec = pieSpec(
      [
        { name: 'Yes', count: 1 },
        { name: 'No', count: 2 },
      ],
      { width: 350, height: 448 },
    );
    expect(JSON.stringify(spec)).toContain('"sort":["Yes","No"]');
  });
});
