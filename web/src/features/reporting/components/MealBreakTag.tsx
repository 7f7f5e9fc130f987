/** A meal break (spec 001 §2.3): start–end and minutes, green when taken (waived 0), red when waived (1). */
import { Intent, Tag, Tooltip } from '@blueprintjs/core';
import type { MealPeriodsQuery } from '../../../generated/graphql';
import { formatTime } from '../../../ui/format';

export type MealBreakFields = MealPeriodsQuery['mealPeriods']['items'][number]['mealBreaks'][number];

export interface MealBreakTagProps {
  mealBreak: MealBreakFields;
}

export function MealBreakTag({ mealBreak: b }: MealBreakTagProps) {
  const waived = b.waived === 1;
  const span = `${formatTime(b.startTime)}–${b.endTime ? formatTime(b.endTime) : '…'}`;
  const minutes = b.minutes === null || b.minutes === undefined ? 'open' : `${b.minutes} min`;
  const state = waived ? 'Waived' : 'Taken';
  return (
    <Tooltip content={`${state} (waived ${b.waived}) · report #${b.storeVisitId}`} hoverOpenDelay={300}>
      <Tag
        className="svr-meal-tag"
        intent={waived ? Intent.DANGER : Intent.SUCCESS}
        icon={waived ? 'cross' : 'tick'}
        aria-label={`${state} meal break ${span}, ${minutes}`}
      >
        {span} · {minutes}
      </Tag>
    </Tooltip>
  );
}
