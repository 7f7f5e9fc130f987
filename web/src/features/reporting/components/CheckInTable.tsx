/**
 * The Check In table (spec 001 §9): one row per visit day with the planned and actual check-in and
 * check-out, each flagged On Time / Early / Late / Missing with the 120-minute tolerance, the expected
 * duration, the time spent and how far over or short of the expected duration it was. Columns sort on
 * the server (first click ascending, a second click reverses: spec 002 §4).
 */
import { HTMLTable } from '@blueprintjs/core';
import type { CheckInRowFragment, SortDirection } from '../../../generated/graphql';
import { formatDate, formatTime } from '../../../ui/format';
import { SortableHeader } from '../../../ui/SortableHeader';
import {
  checkFlag,
  formatDuration,
  overShort,
  plannedCheckout,
  timeSpentMinutes,
  type CheckFlag,
} from '../model/checkIn';
import { CheckFlagTag } from './CheckFlagTag';

export interface CheckInSort {
  path: string;
  direction: SortDirection;
}

interface Column {
  label: string;
  /** The api's sort path; no sort without one. */
  sort?: string;
  numeric?: boolean;
}

const COLUMNS: Column[] = [
  { label: 'Report #', sort: 'id', numeric: true },
  { label: 'Visit Date', sort: 'expectedCheckinTime' },
  { label: 'Talent', sort: 'metaJson.mcFullName' },
  { label: 'Store', sort: 'metaJson.retailer' },
  { label: 'Check-in', sort: 'actualCheckinTime' },
  { label: 'Check-out', sort: 'actualCheckoutTime' },
  { label: 'Expected Duration', sort: 'expectedDurationMinutes', numeric: true },
  { label: 'Time Spent', sort: 'actualDurationMinutes', numeric: true },
  { label: 'Over / Short' },
];

export interface CheckInTableProps {
  rows: CheckInRowFragment[];
  sort: CheckInSort;
  onSort: (sort: CheckInSort) => void;
}

/** An empty value, written as the spec writes it everywhere. */
const na = <span className="svr-muted">NA</span>;

interface CheckCellProps {
  actual: string | null | undefined;
  planned: string | null | undefined;
  flag: CheckFlag;
  what: string;
}

/** The actual time and its flag, the planned time below. */
function CheckCell({ actual, planned, flag, what }: CheckCellProps) {
  return (
    <>
      <div className="svr-check-cell">
        {actual && <span>{formatTime(actual)}</span>}
        <CheckFlagTag flag={flag} actual={actual} planned={planned} what={what} />
      </div>
      <div className="svr-muted svr-small svr-nowrap">{planned ? `planned ${formatTime(planned)}` : 'no plan'}</div>
    </>
  );
}

export function CheckInTable({ rows, sort, onSort }: CheckInTableProps) {
  const sortBy = (path: string) =>
    onSort(
      sort.path === path ? { path, direction: sort.direction === 'DESC' ? 'ASC' : 'DESC' } : { path, direction: 'ASC' },
    );
  return (
    // A wide table scrolls inside this box, which the keyboard can reach to scroll it (WCAG 2.1.1).
    <div className="svr-table-scroll" tabIndex={0} role="region" aria-label="Check-ins, scrolling">
      <HTMLTable className="svr-table svr-report-table" compact striped aria-label="Check-ins">
        <thead>
          <tr>
            {COLUMNS.map((c) =>
              c.sort ? (
                <SortableHeader
                  key={c.label}
                  label={c.label}
                  className={c.numeric ? 'svr-num' : undefined}
                  active={sort.path === c.sort}
                  desc={sort.direction === 'DESC'}
                  onSort={() => sortBy(c.sort!)}
                />
              ) : (
                <th key={c.label} className={c.numeric ? 'svr-num' : undefined}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => {
            const plannedOut = plannedCheckout(v.expectedCheckinTime, v.expectedDurationMinutes);
            const inFlag = checkFlag(v.actualCheckinTime, v.expectedCheckinTime);
            const outFlag = checkFlag(v.actualCheckoutTime, plannedOut);
            const spent = timeSpentMinutes(v.actualCheckinTime, v.actualCheckoutTime);
            const diff = overShort(spent, v.expectedDurationMinutes);
            return (
              <tr key={`${v.id}-${v.multiDayEventId ?? ''}`}>
                <td className="svr-num">{v.id}</td>
                <td className="svr-nowrap">{formatDate(v.expectedCheckinTime)}</td>
                <td>
                  <div className="svr-nowrap">{v.talentName ?? na}</div>
                  <div className="svr-muted svr-small">{[v.mcid, v.talentType].filter(Boolean).join(' · ')}</div>
                </td>
                <td>
                  <div className="svr-nowrap">{v.retailer ?? na}</div>
                  <div className="svr-muted svr-small svr-nowrap">
                    {[v.doorLocation, v.doorNumber && `Door #${v.doorNumber}`].filter(Boolean).join(' · ')}
                  </div>
                </td>
                <td>
                  <CheckCell
                    actual={v.actualCheckinTime}
                    planned={v.expectedCheckinTime}
                    flag={inFlag}
                    what="check-in"
                  />
                </td>
                <td>
                  <CheckCell actual={v.actualCheckoutTime} planned={plannedOut} flag={outFlag} what="check-out" />
                </td>
                <td className="svr-num">{formatDuration(v.expectedDurationMinutes) || na}</td>
                <td className="svr-num">{formatDuration(spent) || na}</td>
                <td
                  className={
                    diff.minutes === null
                      ? undefined
                      : diff.minutes < 0
                        ? 'svr-short'
                        : diff.minutes > 0
                          ? 'svr-over'
                          : 'svr-on-plan'
                  }
                >
                  {diff.text || na}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
