/**
 * The bulk actions of the responses list (spec 001 §2.2, §4, §5; spec 002 §4): who gets them, which
 * selected reports they would change, their confirmation text, the refusals known before asking the
 * server (own reports on APPROVE, multi-day reports on RESET), and the results line.
 */
import type { IconName, Intent } from '@blueprintjs/core';
import type { ResponseRowFragment, StoreVisitBulkAction } from '../../../generated/graphql';
import { confirmChangeText } from '../../../ui/ConfirmChangeDialog';
import { formatIsoDay } from '../../../ui/format';
import { isAdministrator } from '../../../app/session/storage';

export const OWN_REPORTS = 'You can not edit the status of an SVR you have submitted.';
export const MULTI_DAY_RESET = 'MultiDay SVRs can’t be reset.';
export const APPROVE_CONFIRM = "Are you sure you want to mark the selected SVR's as Approved ?";
export const RESET_CONFIRM =
  'Are you sure you want to erase the check in and check out times for the selected visit(s)?';
export const RESET_TOOLTIP =
  'After a reset, the visits can be updated in the back-office system to be pulled on the next sync.';

export interface BulkActionDef {
  action: StoreVisitBulkAction;
  icon: IconName;
  intent: Intent;
  adminOnly: boolean;
  /** Past tense for the results line. */
  done: string;
  /** Why a report is skipped. */
  skipped: string;
  /** The selected reports the action would change. */
  changes: (row: ResponseRowFragment) => boolean;
  confirm: (count: number) => string;
  /** Tooltip of the button when it is enabled. */
  hint?: string;
}

export const BULK_ACTIONS: readonly BulkActionDef[] = [
  {
    action: 'APPROVE',
    icon: 'tick-circle',
    intent: 'success',
    adminOnly: false,
    done: 'approved',
    skipped: 'already approved',
    changes: (r) => r.reviewState !== 'APPROVED',
    confirm: () => APPROVE_CONFIRM,
  },
  {
    action: 'ARCHIVE',
    icon: 'archive',
    intent: 'warning',
    adminOnly: true,
    done: 'archived',
    skipped: 'already archived',
    changes: (r) => r.status !== 'ARCHIVED',
    confirm: confirmChangeText,
  },
  {
    action: 'ACTIVATE',
    icon: 'confirm',
    intent: 'primary',
    adminOnly: true,
    done: 'activated',
    skipped: 'already active',
    changes: (r) => r.status !== 'ACTIVE',
    confirm: confirmChangeText,
  },
  {
    action: 'DELETE',
    icon: 'trash',
    intent: 'danger',
    adminOnly: true,
    done: 'deleted',
    skipped: 'already deleted',
    changes: () => true,
    confirm: confirmChangeText,
  },
  {
    action: 'RESET',
    icon: 'reset',
    intent: 'danger',
    adminOnly: true,
    done: 'reset',
    skipped: 'nothing to reset',
    changes: () => true,
    confirm: () => RESET_CONFIRM,
    hint: RESET_TOOLTIP,
  },
];

export interface BulkUser {
  email: string;
  roleId: number;
  isClient: boolean;
}

/** The actions this user gets: none for client users (no action bar), APPROVE for staff, all for administrators. */
export function actionsFor(user: BulkUser | null): BulkActionDef[] {
  if (!user || user.isClient) return [];
  return BULK_ACTIONS.filter((a) => !a.adminOnly || isAdministrator(user));
}

export interface BlockedReportRow {
  id: number;
  date: string | null;
  projectName: string | null;
}

export interface Refusal {
  message: string;
  reports: BlockedReportRow[];
}

const blocked = (r: ResponseRowFragment): BlockedReportRow => ({
  id: r.id,
  date: formatIsoDay(r.expectedCheckinTime) || null,
  projectName: r.projectName,
});

/**
 * A refusal known before the server is asked: approving a not-yet-approved report filed under the
 * user's own e-mail (spec 001 §5), or resetting a multi-day report. null: go on to the confirmation.
 */
export function refusalFor(
  def: BulkActionDef,
  rows: readonly ResponseRowFragment[],
  userEmail: string,
): Refusal | null {
  if (def.action === 'APPROVE') {
    const me = userEmail.trim().toLowerCase();
    const own = rows.filter((r) => def.changes(r) && (r.talentEmail ?? '').trim().toLowerCase() === me);
    return own.length ? { message: OWN_REPORTS, reports: own.map(blocked) } : null;
  }
  if (def.action === 'RESET') {
    const multiDay = rows.filter((r) => r.svrType === 1);
    return multiDay.length ? { message: MULTI_DAY_RESET, reports: multiDay.map(blocked) } : null;
  }
  return null;
}

/** The results line: '2 SVR(s) approved.', with the skipped ones when there are any. */
export function resultText(def: BulkActionDef, changed: number, skipped: number): string {
  const head = `${changed} SVR(s) ${def.done}`;
  return skipped ? `${head}; ${skipped} skipped (${def.skipped}).` : `${head}.`;
}
