/** A check-in or check-out flag (spec 001 §9): On Time green, Early orange, Late red, Missing grey; the offset in the tooltip. */
import { Intent, Tag, Tooltip, type IconName } from '@blueprintjs/core';
import { formatTime } from '../../../ui/format';
import { CHECK_TOLERANCE_MINUTES, formatDuration, offsetMinutes, type CheckFlag } from '../model/checkIn';

const LOOK: Record<CheckFlag, { intent: Intent; icon: IconName }> = {
  'On Time': { intent: Intent.SUCCESS, icon: 'tick-circle' },
  Early: { intent: Intent.WARNING, icon: 'double-chevron-left' },
  Late: { intent: Intent.DANGER, icon: 'time' },
  Missing: { intent: Intent.NONE, icon: 'disable' },
};

export interface CheckFlagTagProps {
  flag: CheckFlag;
  actual: string | null | undefined;
  planned: string | null | undefined;
  /** 'check-in' or 'check-out', for the tooltip. */
  what: string;
}

export function CheckFlagTag({ flag, actual, planned, what }: CheckFlagTagProps) {
  const offset = offsetMinutes(actual, planned);
  const detail =
    flag === 'Missing'
      ? `No ${what} recorded.`
      : offset === null
        ? `No planned ${what} to compare with.`
        : offset === 0
          ? `Exactly at the planned ${formatTime(planned)}.`
          : `${formatDuration(Math.abs(offset))} ${offset > 0 ? 'after' : 'before'} the planned ${formatTime(planned)} (tolerance ${CHECK_TOLERANCE_MINUTES} min).`;
  return (
    <Tooltip content={detail} hoverOpenDelay={300}>
      <Tag
        minimal={flag === 'On Time' || flag === 'Missing'}
        intent={LOOK[flag].intent}
        icon={LOOK[flag].icon}
        className="svr-flag-tag"
      >
        {flag}
      </Tag>
    </Tooltip>
  );
}
