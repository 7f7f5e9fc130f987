/**
 * Staff review actions on one photo or video (spec 001 §4, §6): star and flag (with a motive), block,
 * rotate 90°, and in review mode REJECT, which marks the photo's question NEEDS REVISION. Client users
 * get none of them.
 */
import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { toast } from '../../../app/toaster';
import { markOf, useReview } from '../hooks/useReview';
import { MotiveDialog } from './MotiveDialog';
import { RevisionDialog } from './RevisionDialog';

export interface MediaActionsProps {
  documentUuid: string;
  questionUuid: string;
  questionTitle: string;
  kind: 'photo' | 'video';
  /** Larger buttons with words (the carousel), or icons only (thumbnails). */
  large?: boolean;
}

export function MediaActions({ documentUuid, questionUuid, questionTitle, kind, large = false }: MediaActionsProps) {
  const { isClient, reviewMode, marks, revisions, actions, guard, showError } = useReview();
  const [motiveFor, setMotiveFor] = useState<'Star' | 'Flag' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  if (isClient) return null;
  const mark = markOf(marks, documentUuid);
  const rejected = revisions.has(questionUuid);

  const done = (ok: { ok: true } | { ok: false; message: string }, success: string) => {
    if (ok.ok) toast(success);
    else showError(ok.message);
  };
  const toggle = (which: 'STAR' | 'FLAG' | 'BLOCK', on: boolean, motive: string | null = null) =>
    guard(() => {
      void actions.toggleMediaMark(documentUuid, which, motive).then((r) => {
        const words = {
          STAR: on ? 'Star removed.' : 'Starred.',
          FLAG: on ? 'Flag removed.' : 'Flagged.',
          BLOCK: on ? 'Unblocked.' : 'Blocked: client users no longer see it.',
        };
        done(r, words[which]);
        if (r.ok) setMotiveFor(null);
      });
    });

  const label = (what: string) => `${what} ${kind} of ${questionTitle}`;
  const b = (
    icon: Parameters<typeof Button>[0]['icon'],
    text: string,
    aria: string,
    onClick: () => void,
    active = false,
    intent: 'none' | 'warning' | 'danger' | 'primary' = 'none',
    disabled = false,
  ) => (
    <Tooltip content={aria} placement="top" hoverOpenDelay={300}>
      <Button
        icon={icon}
        text={large ? text : undefined}
        aria-label={aria}
        aria-pressed={active}
        active={active}
        intent={active ? intent : 'none'}
        disabled={actions.saving || disabled}
        onClick={onClick}
        size={large ? 'medium' : 'small'}
      />
    </Tooltip>
  );

  return (
    <>
      <ButtonGroup className="svr-review-media-actions" variant={large ? 'outlined' : 'minimal'}>
        {b(
          mark?.starred ? 'star' : 'star-empty',
          mark?.starred ? 'UNSTAR' : 'STAR',
          mark?.starred ? label('Remove the star from the') : label('Star the'),
          () => (mark?.starred ? toggle('STAR', true) : guard(() => setMotiveFor('Star'))),
          !!mark?.starred,
          'warning',
        )}
        {b(
          'flag',
          mark?.flagged ? 'UNFLAG' : 'FLAG',
          mark?.flagged ? label('Remove the flag from the') : label('Flag the'),
          () => (mark?.flagged ? toggle('FLAG', true) : guard(() => setMotiveFor('Flag'))),
          !!mark?.flagged,
          'danger',
        )}
        {b(
          'disable',
          mark?.blocked ? 'UNBLOCK' : 'BLOCK',
          mark?.blocked ? label('Unblock the') : label('Block the'),
          () => toggle('BLOCK', !!mark?.blocked),
          !!mark?.blocked,
          'danger',
        )}
        {b('image-rotate-right', 'ROTATE', label('Rotate the'), () =>
          guard(() => {
            void actions.rotateMedia(documentUuid).then((r) => done(r, 'Rotated 90°.'));
          }),
        )}
        {reviewMode &&
          b(
            'cross-circle',
            rejected ? 'UNDO REJECT' : 'REJECT',
            rejected ? label('Undo the rejection of the') : label('Reject the'),
            () =>
              guard(() => {
                if (rejected)
                  void actions.setRevisionRequest(questionUuid, null).then((r) => done(r, 'Rejection removed.'));
                else setRejecting(true);
              }),
            rejected,
            'danger',
          )}
      </ButtonGroup>
      <MotiveDialog
        action={motiveFor}
        what={kind}
        saving={actions.saving}
        onCancel={() => setMotiveFor(null)}
        onContinue={(motive) => motiveFor && toggle(motiveFor === 'Star' ? 'STAR' : 'FLAG', false, motive)}
      />
      <RevisionDialog
        isOpen={rejecting}
        questionTitle={questionTitle}
        questionUuid={questionUuid}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}
