/** A Date parameter: a from/to range (inclusive by day; the end is sent as 23:59:59), and its chip. */
import { DateRangeInput3 } from '@blueprintjs/datetime2';
import { fromDayRange, toDayRange } from '../model/dates';
import type { FilterParam } from '../model/types';

export interface DateRangeFieldProps {
  param: FilterParam;
  onChange: (param: FilterParam) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const format = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
function parse(text: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Number(m[3]), Number(m[1]) - 1, Number(m[2]));
  return Number.isNaN(d.getTime()) || d.getMonth() !== Number(m[1]) - 1 ? null : d;
}

export function DateRangeField({ param, onChange }: DateRangeFieldProps) {
  const value = fromDayRange(param.data);
  return (
    <DateRangeInput3
      value={value}
      onChange={([start, end]) => onChange({ ...param, data: toDayRange(start, end) })}
      formatDate={format}
      parseDate={parse}
      placeholder="MM/DD/YYYY"
      allowSingleDayRange
      shortcuts
      maxDate={new Date(new Date().getFullYear() + 1, 11, 31)}
      startInputProps={{ 'aria-label': `${param.label} from` }}
      endInputProps={{ 'aria-label': `${param.label} to` }}
    />
  );
}
