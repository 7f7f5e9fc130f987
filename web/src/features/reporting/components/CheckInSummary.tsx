/** Counts of the loaded filter's visit days by check-in and check-out flag (spec 001 §9), across all pages. */
import { Intent, Spinner, Tag } from '@blueprintjs/core';
import type { FilterParam } from '../../filters/model/types';
import { useCheckInSummaryQuery, type CheckInSummaryQueryVariables } from '../../../generated/graphql';
import type { CheckFlag } from '../model/checkIn';
import { filterInput } from '../../filters/model/filterInput';

const FLAGS: { flag: CheckFlag; key: 'OnTime' | 'Early' | 'Late' | 'Missing'; intent: Intent }[] = [
  { flag: 'On Time', key: 'OnTime', intent: Intent.SUCCESS },
  { flag: 'Early', key: 'Early', intent: Intent.WARNING },
  { flag: 'Late', key: 'Late', intent: Intent.DANGER },
  { flag: 'Missing', key: 'Missing', intent: Intent.NONE },
];

const withStatus = (applied: readonly FilterParam[], label: 'Checkin Status' | 'Checkout Status', flag: CheckFlag) =>
  filterInput([
    ...applied,
    {
      label,
      path: label === 'Checkin Status' ? 'checkinStatus' : 'checkoutStatus',
      pathStr: '',
      type: 'range',
      data: [flag],
      exclude: false,
    },
  ]);

export interface CheckInSummaryProps {
  applied: readonly FilterParam[];
}

export function CheckInSummary({ applied }: CheckInSummaryProps) {
  const variables = Object.fromEntries(
    FLAGS.flatMap(({ flag, key }) => [
      [`in${key}`, withStatus(applied, 'Checkin Status', flag)],
      [`out${key}`, withStatus(applied, 'Checkout Status', flag)],
    ]),
  ) as CheckInSummaryQueryVariables;
  const { data, error } = useCheckInSummaryQuery({ variables });
  if (error) return null;
  const line = (side: 'in' | 'out', label: string) => (
    <div className="svr-summary-line">
      <span className="svr-summary-label">{label}</span>
      {FLAGS.map(({ flag, key, intent }) => {
        const total = data?.[`${side}${key}`].total;
        return (
          <Tag key={flag} minimal intent={intent} className="svr-summary-tag">
            {flag} <strong>{total === undefined ? <Spinner size={10} /> : total.toLocaleString()}</strong>
          </Tag>
        );
      })}
    </div>
  );
  return (
    <div className="svr-summary" role="group" aria-label="Check-in summary">
      {line('in', 'Check-in')}
      {line('out', 'Check-out')}
    </div>
  );
}
