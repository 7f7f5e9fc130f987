/**
 * The collapsible 'SVR Information' (spec 001 §2.1): the visit facts. Client users do not get the
 * internal ones (spec 001 §6: status, client, talent name, check-in/out, time spent, rejected count,
 * approver, first-approved date, visibility, state).
 */
import { Button, Card, Collapse, Switch, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ReviewPageQuery } from '../../../generated/graphql';
import { toast } from '../../../app/toaster';
import { formatDate, formatDateTime } from '../../../ui/format';
import { useReview } from '../hooks/useReview';
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

/** Visibility to the client (privacy 0 Yes, 1 No), a switch for staff. */
function VisibleToClient({ visible }: { visible: boolean }) {
  const { actions, guard, showError } = useReview();
  return (
    <Switch
      className="svr-review-visible"
      checked={visible}
      label={visible ? 'Yes' : 'No'}
      aria-label="Visible to Client"
      disabled={actions.saving}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        guard(
          () =>
            void actions
              .setVisibleToClient(next)
              .then((r) =>
                r.ok
                  ? toast(next ? 'The SVR is visible to the client.' : 'The SVR is hidden from the client.')
                  : showError(r.message),
              ),
        );
      }}
    />
  );
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
    ['Visible to Client', <VisibleToClient key="visible" visible={visit.privacy === 0} />, true],
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
        : 'Never',
      true,
    ],
    ['Approved by', visit.approvedBy ?? 'NA', true],
    ['First Approved', <FirstApproved key="first" date={visit.talentApprovedDate} />, true],
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
