/**
 * The sum and percentage widgets (spec 002 §9): one number in the big-number font of its size, with thousands
 * separators; the percentage widget shows 'x%', 'Approved' and 'n out of m'.
 */
import { bigNumberFont, formatBigNumber, percentageView } from '../model/bigNumber';

export interface BigNumberProps {
  value: number;
  caption?: string;
}

export function BigNumber({ value, caption }: BigNumberProps) {
  return (
    <div className="svr-big-number">
      <span className="svr-big-number-value" style={{ fontSize: bigNumberFont(value) }}>
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
      <span className="svr-big-number-value" style={{ fontSize: bigNumberFont(view.percent) }}>
        {view.text}
      </span>
      <span className="svr-big-number-label">{view.label}</span>
      <span className="svr-big-number-caption">{view.detail}</span>
    </div>
  );
}
