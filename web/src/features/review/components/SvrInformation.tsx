/**
 * The collapsible 'SVR Information' (spec 001 §2.1): the visit facts. Client users do not get the
 * internal ones (spec 001 §6: status, client, talent name, check-in/out, time spent, rejected count,
 * approver, first-approved date, visibility, state).
 */
import { Button, Card, Collapse, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ReviewPageQuery } from '../../../generated/graphql';
import { formatDate, formatDateTime } from '../../../ui/format';
import { VisibleToClient } from './VisibleToClient';
import { RECORD_STATUS_LABEL_BY_NAME } from '@svr/domain';
import { REVIEW_STATES } from '../../responses/model/reviewStates';
import {
  approvedLongAgo,
  expectedCheckout,
  formatDuration,
  timeSpentLabel,
  timeStatus,
  type TimeStatus,
} from '../model/visitTimes';

type Visit = NonNullable<ReviewPageQuery['storeVisit']>;

const STATUS_INTENT: Record<TimeStatus, 'success' | 'warning' | 'danger'> = {
  'On Time': 'success',
  Early: 'warning',
  Late: 'danger',
  Missing: 'danger',
};

function Timed({ actual, expected }: { actual: string | null | undefined; expected: string | null | undefined }) {
  const status = timeStatus(actual, expected);
  return (
    <>
      {actual ? formatDateTime(actual) : 'NA'}{' '}
      <span className="svr-muted">(expected {expected ? formatDateTime(expected) : 'NA'})</span>{' '}
      <Tag minimal intent={STATUS_INTENT[status]}>
        {status}
      </Tag>
    </>
  );
}

export interface SvrInformationProps {
  visit: Visit;
  isClient: boolean;
}

/** The talent's first-approved date, green when more than 30 days old (spec 001 §2.1, §9). */
function FirstApproved({ date }: { date: string | null | undefined }) {
  if (!date) return <>NA</>;
  const old = approvedLongAgo(date);
  return (
    <Tag
      minimal
      intent={old ? 'success' : 'none'}
      title={old ? 'Approved more than 30 days ago' : 'Approved within the last 30 days'}
    >
      {formatDate(date)}
    </Tag>
  );
}

export function SvrInformation({ visit, isClient }: SvrInformationProps) {
  const [open, setOpen] = useState(true);
  const out = expectedCheckout(visit.expectedCheckinTime, visit.expectedDurationMinutes);
  const rows: [string, ReactNode, boolean][] = [
    // [label, value, internal]
    ['Report #', visit.id, false],
    ['Visit Date', formatDate(visit.expectedCheckinTime) || 'NA', false],
    [
      'Review State',
      <Tag key="state" minimal intent={REVIEW_STATES[visit.reviewState].intent}>
        {REVIEW_STATES[visit.reviewState].label}
      </Tag>,
      true,
    ],
    ['Status', RECORD_STATUS_LABEL_BY_NAME[visit.status], true],
    [
      'Visible to Client',
      <VisibleToClient key="visible" visible={visit.privacy === 0} clientName={visit.clientName} />,
      true,
    ],
    ['Client', visit.clientName, true],
    ['Project', visit.projectName, false],
    ['Talent Name', visit.talentName ?? 'NA', true],
    ['MCID', visit.mcid ?? 'NA', false],
    ['Retailer', visit.retailer ?? 'NA', false],
    [
      'Door',
      [visit.doorLocation, visit.doorNumber ? `#${visit.doorNumber}` : null].filter(Boolean).join(' ') || 'NA',
      false,
    ],
    ['Location', [visit.city, visit.state].filter(Boolean).join(', ') || 'NA', false],
    ['Visit Duration', formatDuration(visit.expectedDurationMinutes) || 'NA', true],
    ['Check In', <Timed key="in" actual={visit.actualCheckinTime} expected={visit.expectedCheckinTime} />, true],
    ['Check Out', <Timed key="out" actual={visit.actualCheckoutTime} expected={out} />, true],
    [
      'Time Spent',
      timeSpentLabel(visit.actualCheckinTime, visit.actualCheckoutTime, visit.expectedDurationMinutes),
      true,
    ],
    ['(Re)submitted', visit.lastSubmissionDate ? formatDateTime(visit.lastSubmissionDate) : 'NA', false],
    [
      'Rejected',
      visit.rejectedCounter
        ? `${visit.rejectedCounter} time${visit.rejectedCounter === 1 ? '' : 's'}${visit.lastRejectedDate ? `, last ${formatDateTime(visit.lastRejectedDate)}` : ''}`
        : 'NA',
      true,
    ],
    // The report's approver, and apart from it the talent's own first approval (issue 15: 'First Approved'
    // beside 'Approved by: NA' read as the report's approval).
    ['SVR Approved by', visit.approvedBy ?? 'NA', true],
    ['Talent First Approved', <FirstApproved key="first" date={visit.talentApprovedDate} />, true],
  ];
  return (
    <Card className="svr-review-info" role="region" aria-label="SVR Information">
      <Button
        variant="minimal"
        icon={open ? 'chevron-down' : 'chevron-right'}
        text="SVR Information"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className="svr-review-info-toggle"
      />
      <Collapse isOpen={open}>
        <dl className="svr-review-facts">
          {rows
            .filter(([, , internal]) => !(isClient && internal))
            .map(([label, value]) => (
              <div key={label} className="svr-review-fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </Collapse>
    </Card>
  );
}
