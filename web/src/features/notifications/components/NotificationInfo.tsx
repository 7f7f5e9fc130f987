/**
 * The detail's two sections (spec 001 §2.4): 'Notification Information' (Create Date … Sent User, 'NA' when
 * missing; Scheduled Date and Time only for a scheduled one) and 'Recipients' (MCID, Name, Date Seen, and each
 * delivery's state with its last error when it failed).
 */
import { H4, HTMLTable, Intent, Tag, Tooltip } from '@blueprintjs/core';
import type { NotificationRecipientRowFragment, NotificationRowFragment } from '../../../generated/graphql';
import { formatDetailDate, NA } from '../model/dates';
import { sentLabel, sentTooltip, typeLabel } from '../model/sentState';

const orNA = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? NA : String(v));

export function SentTag({ sent }: { sent: NotificationRowFragment['sent'] }) {
  const tip = sentTooltip(sent);
  const tag = (
    <Tag minimal intent={sent === 'YES' ? Intent.SUCCESS : sent === 'CANCELLED' ? Intent.WARNING : Intent.NONE}>
      {sentLabel(sent)}
    </Tag>
  );
  return tip ? (
    <Tooltip content={tip} hoverOpenDelay={300}>
      {tag}
    </Tooltip>
  ) : (
    tag
  );
}

/** The information rows, in the spec's order. */
export function informationRows(n: NotificationRowFragment): [string, string][] {
  const rows: [string, string][] = [
    ['Create Date', formatDetailDate(n.created)],
    ['Create User', orNA(n.createUser)],
    ['Id', String(n.id)],
    ['Title', orNA(n.title)],
    ['Message', orNA(n.message)],
    ['Notification Type', typeLabel(n.type)],
  ];
  if (n.type === 'SCHEDULED') rows.push(['Scheduled Date and Time', formatDetailDate(n.scheduledAt)]);
  rows.push(['Sent', sentLabel(n.sent)], ['Sent Date', formatDetailDate(n.sentAt)], ['Sent User', orNA(n.sentUser)]);
  return rows;
}

export function NotificationInformation({ notification }: { notification: NotificationRowFragment }) {
  return (
    <section aria-label="Notification Information" className="svr-notif-section">
      <H4>Notification Information</H4>
      <HTMLTable compact className="svr-notif-info">
        <tbody>
          {informationRows(notification).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{label === 'Sent' ? <SentTag sent={notification.sent} /> : value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

const CHANNEL = { INBOX: 'Inbox', EMAIL: 'E-mail' } as const;
const STATE_INTENT = { PENDING: Intent.NONE, DELIVERED: Intent.SUCCESS, FAILED: Intent.DANGER } as const;

function Deliveries({ recipient }: { recipient: NotificationRecipientRowFragment }) {
  if (recipient.deliveries.length === 0) return <>{NA}</>;
  return (
    <>
      {recipient.deliveries.map((d) => (
        <div key={d.channel} className="svr-notif-delivery">
          <Tag minimal intent={STATE_INTENT[d.state]}>{`${CHANNEL[d.channel]}: ${d.state.toLowerCase()}`}</Tag>
          {d.lastError && d.state !== 'DELIVERED' && (
            <span className="svr-notif-error">{`${d.lastError} (${d.attempts} attempt(s))`}</span>
          )}
        </div>
      ))}
    </>
  );
}

export function RecipientsTable({ recipients }: { recipients: readonly NotificationRecipientRowFragment[] }) {
  return (
    <section aria-label="Recipients" className="svr-notif-section">
      <H4>{`Recipients (${recipients.length})`}</H4>
      <HTMLTable compact striped className="svr-notif-recipients">
        <thead>
          <tr>
            <th>MCID</th>
            <th>Name</th>
            <th>Date Seen</th>
            <th>Delivery</th>
          </tr>
        </thead>
        <tbody>
          {recipients.map((r) => (
            <tr key={r.talentId}>
              <td>{orNA(r.mcid)}</td>
              <td>{orNA(r.name)}</td>
              <td>{formatDetailDate(r.dateSeen)}</td>
              <td>
                <Deliveries recipient={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
