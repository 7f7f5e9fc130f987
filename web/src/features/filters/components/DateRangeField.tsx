/**
 * A Date parameter: a from/to range (inclusive by day; the end is sent as 23:59:59), typed as MM/DD/YYYY
 * or picked. A half-chosen range stays in the inputs until its other end is chosen; only a whole range
 * (or none) reaches the parameter.
 */
import { DateRangeInput3 } from '@blueprintjs/datetime2';
import enUS from 'date-fns/locale/en-US';
import { useState } from 'react';
import { fromDayRange, toDayRange } from '../model/dates';
import type { FilterParam } from '../model/types';

export interface DateRangeFieldProps {
  param: FilterParam;
  onChange: (param: FilterParam) => void;
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

export function DateRangeField({ param, onChange }: DateRangeFieldProps) {
  const key = param.data.join('|');
  // The range being chosen; it follows the parameter when the parameter changes from outside (CLEAR, a saved view).
  const [draft, setDraft] = useState<{ key: string; range: Range }>(() => ({ key, range: fromDayRange(param.data) }));
  const range = draft.key === key ? draft.range : fromDayRange(param.data);

  const change = ([start, end]: Range) => {
    const data = toDayRange(start, end);
    setDraft({ key: data.join('|'), range: [start, end] });
    if (data.length || param.data.length) onChange({ ...param, data });
  };

  return (
    <DateRangeInput3
      value={range}
      onChange={change}
      formatDate={format}
      parseDate={parse}
      allowSingleDayRange
      shortcuts
      // The locale object itself: Blueprint's default loader imports it by a runtime path the bundle does not hold.
      locale={enUS}
      maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
      startInputProps={{ 'aria-label': `${param.label} from`, placeholder: 'MM/DD/YYYY' }}
      endInputProps={{ 'aria-label': `${param.label} to`, placeholder: 'MM/DD/YYYY' }}
    />
  );
}
