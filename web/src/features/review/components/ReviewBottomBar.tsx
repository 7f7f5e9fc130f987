/**
 * The internal bottom bar (spec 001 §2.1, §4): EDIT RESPONSES, EDIT PHOTOS / FINISH EDITING PHOTOS, SVR
 * FEEDBACK, APPROVE, REJECT, REJECT ALL, with the activation rules, the feedback modal and the confirm
 * before a decision, and the keep-or-clear dialog on entering review mode. Client users have none.
 */
import { Alert, Button, Intent, Tooltip } from '@blueprintjs/core';
import { useEffect, useState, type MutableRefObject, type ReactNode } from 'react';
import { toast, toastWithAction } from '../../../app/toaster';
import type { ReviewState } from '../../../generated/graphql';
import { useReview } from '../hooks/useReview';
import {
  asksKeepOrClear,
  confirmText,
  DECISION_TARGET,
  feedbackToSend,
  TARGET_LABEL,
  whyNot,
  type Decision,
  type ViewerCan,
  type Why,
} from '../model/workflow';
import type { Reviewer } from '../hooks/usePresence';
import { DecisionDialog } from './DecisionDialog';
import { ReviewPresence } from './ReviewPresence';

/** What the keyboard shortcuts ask of the bar (issue 15): the same as its buttons, with their rules. */
export interface BarCommands {
  editResponses: () => void;
  decide: (decision: Exclude<Decision, 'REJECT_ALL'>) => void;
}

export interface ReviewBottomBarProps {
  reviewState: ReviewState;
  revisionCount: number;
  /** What the api says the viewer may do: each button is active, or inactive with the api's reason. */
  viewerCan: ViewerCan;
  onTogglePhotoEdit: () => void;
  onOpenFeedback: () => void;
  /** Other reviewers with the report open now. */
  reviewers: Reviewer[];
  /** Opens the next pending report (offered in the toast after a decision). */
  onNextPending: () => void;
  /** Messages in the feedback history, shown on SVR FEEDBACK (on a phone the floating button gives way to it). */
  feedbackCount: number;
  /** Filled with the bar's commands for the keyboard shortcuts. */
  commands: MutableRefObject<BarCommands | null>;
}

function BarButton({ why, children }: { why: Why; children: ReactNode }) {
  // A disabled button fires no mouse events: the tooltip sits on a wrapper.
  return why ? (
    <Tooltip content={why} placement="top" hoverOpenDelay={300}>
      <span className="svr-review-bar-disabled" tabIndex={0}>
        {children}
      </span>
    </Tooltip>
  ) : (
    <>{children}</>
  );
}

export function ReviewBottomBar({
  reviewState,
  revisionCount,
  viewerCan,
  onTogglePhotoEdit,
  onOpenFeedback,
  reviewers,
  onNextPending,
  feedbackCount,
  commands,
}: ReviewBottomBarProps) {
  const { actions, guard, showError, photoEdit } = useReview();
  const [keepOrClear, setKeepOrClear] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [confirm, setConfirm] = useState<{ decision: Decision; feedback: string | null } | null>(null);
  const input = { reviewState, revisionCount };
  const saving = actions.saving;

  /** EDIT RESPONSES, clearing the NEEDS REVISION marks when the keep-or-clear dialog says CLEAR: one change. */
  const enterReview = async (clear: boolean) => {
    setKeepOrClear(false);
    const r = await actions.setReviewState('IN_REVIEW', null, { clearRevisionRequests: clear });
    if (r.ok) toast('The SVR is In Review: you can edit its responses.');
    else showError(r.message);
  };

  const editResponses = () =>
    guard(() => {
      if (asksKeepOrClear(input)) setKeepOrClear(true);
      else void enterReview(false);
    });

  const decide = async () => {
    if (!confirm) return;
    const { decision: d, feedback } = confirm;
    setConfirm(null);
    const r = await actions.setReviewState(DECISION_TARGET[d], feedback, { rejectAll: d === 'REJECT_ALL' });
    if (r.ok)
      toastWithAction(`The SVR was marked ${TARGET_LABEL[DECISION_TARGET[d]]}.`, {
        text: 'Next pending report (N)',
        onClick: onNextPending,
      });
    else showError(r.message);
  };

  const editWhy = whyNot(viewerCan.editResponses, viewerCan);
  const photosWhy = whyNot(viewerCan.editAnswers, viewerCan);
  const approveWhy = whyNot(viewerCan.approve, viewerCan);
  const rejectWhy = whyNot(viewerCan.reject, viewerCan);

  const ask = (d: Decision, why: Why) => {
    if (why) return toast(why, Intent.WARNING);
    guard(() => setDecision(d));
  };
  // The shortcuts act like the buttons: an inactive one says why instead (issue 15).
  useEffect(() => {
    commands.current = {
      editResponses: () => (editWhy ? toast(editWhy, Intent.WARNING) : saving ? undefined : editResponses()),
      // Not held back while a change finishes: the dialog only asks, the decision is sent after its confirm.
      decide: (d) => ask(d, d === 'APPROVE' ? approveWhy : rejectWhy),
    };
  });

  return (
    <>
      <div className="svr-review-bar" role="toolbar" aria-label="Review actions">
        <BarButton why={editWhy}>
          <Button
            icon="edit"
            text="EDIT RESPONSES"
            disabled={!!editWhy || saving}
            active={reviewState === 'IN_REVIEW'}
            onClick={editResponses}
          />
        </BarButton>
        <BarButton why={photosWhy}>
          <Button
            icon={photoEdit ? 'tick' : 'media'}
            text={photoEdit ? 'FINISH EDITING PHOTOS' : 'EDIT PHOTOS'}
            intent={photoEdit ? 'primary' : 'none'}
            disabled={!!photosWhy || saving}
            onClick={() => guard(onTogglePhotoEdit)}
          />
        </BarButton>
        <Button
          icon="chat"
          text={`SVR FEEDBACK${feedbackCount ? ` (${feedbackCount})` : ''}`}
          onClick={() => guard(onOpenFeedback)}
        />
        <ReviewPresence reviewers={reviewers} />
        <span className="svr-toolbar-spacer" />
        <BarButton why={approveWhy}>
          <Button
            icon="tick-circle"
            intent="success"
            text="APPROVE"
            disabled={!!approveWhy || saving}
            onClick={() => guard(() => setDecision('APPROVE'))}
          />
        </BarButton>
        <BarButton why={rejectWhy}>
          <Button
            icon="cross-circle"
            intent="danger"
            text="REJECT"
            disabled={!!rejectWhy || saving}
            onClick={() => guard(() => setDecision('REJECT'))}
          />
        </BarButton>
        <BarButton why={rejectWhy}>
          <Button
            icon="disable"
            intent="danger"
            variant="outlined"
            text="REJECT ALL"
            disabled={!!rejectWhy || saving}
            onClick={() => guard(() => setDecision('REJECT_ALL'))}
          />
        </BarButton>
      </div>

      <Alert
        isOpen={keepOrClear}
        icon="issue"
        intent={Intent.WARNING}
        confirmButtonText="KEEP"
        cancelButtonText="CLEAR"
        onConfirm={() => void enterReview(false)}
        onCancel={() => void enterReview(true)}
        canEscapeKeyCancel={false}
        canOutsideClickCancel={false}
      >
        <p>
          <strong>This SVR needs revision.</strong>
        </p>
        <p>
          {revisionCount} questions are marked NEEDS REVISION from an earlier review. Keep these marks, or clear them
          and review the resubmitted answers from scratch?
        </p>
      </Alert>

      <DecisionDialog
        decision={decision}
        revisionCount={revisionCount}
        onCancel={() => setDecision(null)}
        onContinue={(text) => {
          const d = decision;
          setDecision(null);
          if (d) setConfirm({ decision: d, feedback: feedbackToSend(text) });
        }}
      />

      <Alert
        isOpen={confirm !== null}
        icon={confirm?.decision === 'APPROVE' ? 'tick-circle' : 'cross-circle'}
        intent={confirm?.decision === 'APPROVE' ? Intent.SUCCESS : Intent.DANGER}
        confirmButtonText="YES"
        cancelButtonText="CANCEL"
        onConfirm={() => void decide()}
        onCancel={() => setConfirm(null)}
        // YES has the focus, so Enter confirms (the keyboard decision of issue 15); Escape is CANCEL.
        canEscapeKeyCancel
        onOpened={(node) => node.querySelector<HTMLButtonElement>('.bp6-alert-footer .bp6-button')?.focus()}
      >
        {confirm && confirmText(DECISION_TARGET[confirm.decision])}
      </Alert>
    </>
  );
}
