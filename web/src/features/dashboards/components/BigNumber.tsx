/**
 * The sum and percentage widgets (spec 002 §9): one number in the big-number font of its size, with thousands
 * separators; the percentage widget shows 'x%', 'Approved' and 'n out of m'.
 */
import { bigNumberFont, formatBigNumber, percentageView } from '../model/bigNumber';

/**
 * The spec's font size, but never wider than the widget: a glyph is at most ~0.6 em wide, so n characters fit in
 * 100% of the body's width (a size container, cqi) at 160/n cqi. On a phone a 4-digit sum shrinks instead of scrolling.
 */
const fitted = (font: string, text: string) => `min(${font}, ${Math.floor(160 / Math.max(text.length, 1))}cqi)`;

export interface BigNumberProps {
  value: number;
  caption?: string;
}

export function BigNumber({ value, caption }: BigNumberProps) {
  return (
    <div className="svr-big-number">
      <span className="svr-big-number-value" style={{ fontSize: fitted(bigNumberFont(value), formatBigNumber(value)) }}>
        {formatBigNumber(value)}
      </span>
      {caption && <span className="svr-big-number-caption">{caption}</span>}
    </div>
  );
}

export interface PercentageNumberProps {
  approved: number;
  total: number;
}

export function PercentageNumber({ approved, total }: PercentageNumberProps) {
  const view = percentageView(approved, total);
  return (
    <div className="svr-big-number">
      <span className="svr-big-number-value" style={{ fontSize: fitted(bigNumberFont(view.percent), view.text) }}>
        {view.text}
      </span>
      <span className="svr-big-number-label">{view.label}</span>
      <span className="svr-big-number-caption">{view.detail}</span>
    </div>
  );
}
