/**
 * The meal-period table (spec 001 §2.3): one row per person and day with planned hours
 * (expectedDurationMinutes / 60), worked hours (check-in to check-out), first check-in, last
 * check-out and the meal breaks as green (taken) or red (waived) tags; the totals of the rows shown.
 */
import { HTMLTable, Tag } from '@blueprintjs/core';
import type { MealPeriodsQuery } from '../../../generated/graphql';
import { formatTime } from '../../../ui/format';
import { formatDay, formatHours, totalsOf } from '../model/mealPeriod';
import { MealBreakTag } from './MealBreakTag';

export type MealPeriodRow = MealPeriodsQuery['mealPeriods']['items'][number];

export interface MealPeriodTableProps {
  rows: MealPeriodRow[];
}

export function MealPeriodTable({ rows }: MealPeriodTableProps) {
  const totals = totalsOf(rows);
  return (
    // A wide table scrolls inside this box, which the keyboard can reach to scroll it (WCAG 2.1.1).
    <div className="svr-table-scroll" tabIndex={0} role="region" aria-label="Meal periods, scrolling">
      <HTMLTable className="svr-table svr-report-table" compact striped aria-label="Meal periods">
        <thead>
          <tr>
            <th>MCID</th>
            <th>Name</th>
            <th>Talent Type</th>
            <th>Day</th>
            <th className="svr-num">Visits</th>
            <th className="svr-num">Hours</th>
            <th className="svr-num">Worked Hours</th>
            <th>First Check-in</th>
            <th>Last Check-out</th>
            <th>Meal Breaks</th>
            <th className="svr-num">Break Minutes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.mcid}</td>
              <td className="svr-nowrap">{r.talentName}</td>
              <td>{r.talentType ?? <span className="svr-muted">NA</span>}</td>
              <td>{formatDay(r.day)}</td>
              <td className="svr-num">{r.visits}</td>
              <td className="svr-num">{formatHours(r.hours)}</td>
              <td className="svr-num">
                {r.workedHours === null || r.workedHours === undefined ? (
                  <span className="svr-muted">NA</span>
                ) : (
                  formatHours(r.workedHours)
                )}
              </td>
              <td>{r.firstCheckin ? formatTime(r.firstCheckin) : <span className="svr-muted">NA</span>}</td>
              <td>{r.lastCheckout ? formatTime(r.lastCheckout) : <span className="svr-muted">NA</span>}</td>
              <td>
                {r.mealBreaks.length === 0 ? (
                  <span className="svr-muted">No meal break</span>
                ) : (
                  <div className="svr-meal-tags">
                    {r.mealBreaks.map((b) => (
                      <MealBreakTag key={b.id} mealBreak={b} />
                    ))}
                  </div>
                )}
              </td>
              <td className="svr-num">{r.mealBreakMinutes}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="svr-total-row">
            <td colSpan={4}>Total of the {rows.length} day(s) shown</td>
            <td className="svr-num">{totals.visits}</td>
            <td className="svr-num">{formatHours(totals.hours)}</td>
            <td className="svr-num">{formatHours(totals.workedHours)}</td>
            <td colSpan={2} />
            <td>
              {totals.mealBreaks} break(s)
              {totals.waivedCount > 0 && (
                <Tag minimal intent="danger" className="svr-total-waived">
                  {totals.waivedCount} waived
                </Tag>
              )}
            </td>
            <td className="svr-num">{totals.mealBreakMinutes}</td>
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
}
