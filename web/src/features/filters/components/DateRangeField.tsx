/**
 * A Date parameter: a from/to range (inclusive by day; the end is sent as 23:59:59), typed as MM/DD/YYYY
 * or picked. A half-chosen range stays in the inputs until its other end is chosen; only a whole range
 * (or none) reaches the parameter.
 *
 * The presets are only those the page's date limit allows (issue 15: a list offers up to 45 days). A range
 * that is a preset today (picked, or the same days typed) is kept relative: a 'Past week' that is saved or
 * kept moves with time. The tag under the inputs says so; its cross keeps the days fixed instead.
 */
import { Tag } from '@blueprintjs/core';
import { DateRangeInput3, type DateRangeShortcut } from '@blueprintjs/datetime2';
import {
  FILTER_LIMITS,
  matchRelativeRange,
  RELATIVE_RANGES,
  relativeRangeData,
  relativeRangesWithin,
} from '@svr/domain';
import enUS from 'date-fns/locale/en-US';
import { useMemo, useState } from 'react';
import { fromDayRange, toDayRange } from '../model/dates';
import type { FilterParam } from '../model/types';

export interface DateRangeFieldProps {
  param: FilterParam;
  onChange: (param: FilterParam) => void;
  /** The longest range the page allows (maxRangeDays of its target); the presets stay within it. Default: a list's 45 days. */
  maxDays?: number;
}

/** The presets within maxDays, as Blueprint shortcuts (local dates of the UTC days the api counts). */
export function datePresets(maxDays: number, now: Date = new Date()): DateRangeShortcut[] {
  return relativeRangesWithin(maxDays).map((key) => {
    const [start, end] = fromDayRange(relativeRangeData(key, now));
    return { label: RELATIVE_RANGES[key].label, dateRange: [start, end] };
  });
}

type Range = [Date | null, Date | null];

const pad = (n: number) => String(n).padStart(2, '0');
const format = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
function parse(text: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Number(m[3]), Number(m[1]) - 1, Number(m[2]));
  return Number.isNaN(d.getTime()) || d.getMonth() !== Number(m[1]) - 1 ? null : d;
}

export function DateRangeField({ param, onChange, maxDays = FILTER_LIMITS.listDays }: DateRangeFieldProps) {
  const shortcuts = useMemo(() => datePresets(maxDays), [maxDays]);
  const key = param.data.join('|');
  // The range being chosen; it follows the parameter when the parameter changes from outside (CLEAR, a saved view).
  const [draft, setDraft] = useState<{ key: string; range: Range }>(() => ({ key, range: fromDayRange(param.data) }));
  const range = draft.key === key ? draft.range : fromDayRange(param.data);

  const change = ([start, end]: Range) => {
    const data = toDayRange(start, end);
    setDraft({ key: data.join('|'), range: [start, end] });
    const relative = matchRelativeRange(data);
    if (data.length || param.data.length) onChange({ ...param, data, relative });
  };

  const input = (
    <DateRangeInput3
      value={range}
      onChange={change}
      formatDate={format}
      parseDate={parse}
      allowSingleDayRange
      shortcuts={shortcuts}
      // The locale object itself: Blueprint's default loader imports it by a runtime path the bundle does not hold.
      locale={enUS}
      maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
      // The two inputs' box opens the picker and carries aria-expanded, which a plain div may not: a fieldset (role group) may.
      popoverProps={{ targetTagName: 'fieldset' }}
      startInputProps={{ 'aria-label': `${param.label} from`, placeholder: 'MM/DD/YYYY' }}
      endInputProps={{ 'aria-label': `${param.label} to`, placeholder: 'MM/DD/YYYY' }}
    />
  );
  if (!param.relative) return input;
  return (
    <div className="svr-date-range">
      {input}
      <Tag
        minimal
        multiline
        icon="refresh"
        className="svr-date-relative"
        onRemove={() => onChange({ ...param, relative: null })}
        title="Saved and kept as a range that moves with today; remove to keep these dates fixed"
      >
        {RELATIVE_RANGES[param.relative].label}, moves with today
      </Tag>
    </div>
  );
}
