/**
 * The Sent list's table (spec 001 §2.4): a checkbox per row (and one for the page), sortable columns, the Sent
 * state with its tooltip, and a details button opening the list's detail dialog. Clicking a row (or Enter on
 * its title link) opens /notification/id/{id}.
 */
import { Button, Checkbox, HTMLTable, Icon } from '@blueprintjs/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { NotificationRowFragment } from '../../../generated/graphql';
import { formatListDate } from '../model/dates';
import { typeLabel } from '../model/sentState';
import { SentTag } from './NotificationInfo';

export interface NotificationSort {
  path: string;
  desc: boolean;
}

export interface NotificationsTableProps {
  rows: readonly NotificationRowFragment[];
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  sort: NotificationSort;
  onSort: (path: string) => void;
  onOpen: (row: NotificationRowFragment) => void;
  onDetails: (row: NotificationRowFragment) => void;
}

interface Col {
  label: string;
  /** The api's sort path; not sortable without one. */
  sort?: string;
  cell: (n: NotificationRowFragment) => React.ReactNode;
}

const COLUMNS: Col[] = [
  { label: 'Id', sort: 'id', cell: (n) => n.id },
  { label: 'Title', sort: 'title', cell: (n) => n.title },
  { label: 'Message', cell: (n) => <span className="svr-notif-message">{n.message}</span> },
  { label: 'Type', sort: 'type', cell: (n) => typeLabel(n.type) },
  { label: 'Scheduled', cell: (n) => (n.type === 'SCHEDULED' ? formatListDate(n.scheduledAt) : '') },
  { label: 'Sent', sort: 'sent', cell: (n) => <SentTag sent={n.sent} /> },
  { label: 'Sent Date', sort: 'sentTimestamp', cell: (n) => formatListDate(n.sentAt) },
  { label: 'Recipients', cell: (n) => n.recipientCount },
  { label: 'Created', sort: 'created', cell: (n) => formatListDate(n.created) },
  { label: 'Create User', sort: 'createUserEmail', cell: (n) => n.createUser ?? '' },
];

/** Clicks on the checkbox or the details button do not open the row. */
const fromControl = (e: MouseEvent) => (e.target as HTMLElement).closest('button, input, label') !== null;

export function NotificationsTable({
  rows,
  selected,
  onSelectedChange,
  sort,
  onSort,
  onOpen,
  onDetails,
}: NotificationsTableProps) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const some = rows.some((r) => selected.has(r.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <div className="svr-notif-table-wrap">
      <HTMLTable compact interactive striped className="svr-notif-table" aria-label="Notifications">
        <thead>
          <tr>
            <th className="svr-notif-check">
              <Checkbox
                aria-label="Select all on this page"
                checked={all}
                indeterminate={some && !all}
                onChange={() => onSelectedChange(all ? new Set() : new Set(rows.map((r) => r.id)))}
              />
            </th>
            {COLUMNS.map((c) => (
              <th key={c.label} aria-sort={sort.path === c.sort ? (sort.desc ? 'descending' : 'ascending') : undefined}>
                {c.sort ? (
                  <button type="button" className="svr-notif-sort" onClick={() => onSort(c.sort ?? '')}>
                    {c.label}
                    {sort.path === c.sort && <Icon icon={sort.desc ? 'chevron-down' : 'chevron-up'} size={12} />}
                  </button>
                ) : (
                  c.label
                )}
              </th>
            ))}
            <th aria-label="Details" />
          </tr>
        </thead>
        <tbody>
          {rows.map((n) => (
            <tr
              key={n.id}
              data-id={n.id}
              className={selected.has(n.id) ? 'svr-notif-row--selected' : undefined}
              onClick={(e) => {
                if (!fromControl(e)) onOpen(n);
              }}
              onKeyDown={(e: KeyboardEvent) => {
                if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(n);
              }}
              tabIndex={0}
            >
              <td className="svr-notif-check">
                <Checkbox
                  aria-label={`Select notification ${n.id}`}
                  checked={selected.has(n.id)}
                  onChange={() => toggle(n.id)}
                />
              </td>
              {COLUMNS.map((c) => (
                <td key={c.label}>{c.cell(n)}</td>
              ))}
              <td>
                <Button
                  variant="minimal"
                  size="small"
                  icon="info-sign"
                  aria-label={`Details of notification ${n.id}`}
                  onClick={() => onDetails(n)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
