/**
 * The big-number font table of the sum and percentage widgets (spec 002 §9): the larger the number, the smaller
 * the font, so it fits the widget. Thresholds 1e3 to 1e7, read on the number's size (a negative sum has as many
 * digits to fit as its positive).
 */
const FONT_STEPS: readonly { below: number; font: string }[] = [
  { below: 1e3, font: '12rem' },
  { below: 1e4, font: '11rem' },
  { below: 1e5, font: '8rem' },
  { below: 1e6, font: '5rem' },
  { below: 1e7, font: '4rem' },
];
const SMALLEST_FONT = '3rem';

export function bigNumberFont(value: number): string {
  const size = Math.abs(value);
  return FONT_STEPS.find((s) => size < s.below)?.font ?? SMALLEST_FONT;
}

/** Thousands separators (spec 002 §9): 1234567.5 → '1,234,567.5'. */
export function formatBigNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The percentage widget (spec 002 §9): approved / total, rounded, as 'x%', with 'Approved' and 'n out of m'. */
export interface PercentageView {
  percent: number;
  text: string;
  label: 'Approved';
  detail: string;
}

export function percentageView(approved: number, total: number): PercentageView {
  const percent = total > 0 ? Math.round((approved / total) * 100) : 0;
  return {
    percent,
    text: `${percent}%`,
    label: 'Approved',
    detail: `${formatBigNumber(approved)} out of ${formatBigNumber(total)}`,
  };
}
