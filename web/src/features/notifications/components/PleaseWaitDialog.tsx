/** The blocking 'Please wait' dialog of the Sent list (spec 001 §2.4) with its progress message. */
import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';

/** The progress messages, spelled as the spec has them ('Cancelin'). */
export const WAIT_MESSAGES = {
  loading: 'Getting notifications',
  sending: 'Sending notification',
  canceling: 'Cancelin notification',
} as const;

export function PleaseWaitDialog({ message }: { message: string | null }) {
  return (
    <Dialog
      isOpen={message !== null}
      title="Please wait"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      style={{ width: 500 }}
    >
      <DialogBody>
        <div className="svr-notif-wait" role="status">
          <Spinner size={20} />
          <span>{message}</span>
        </div>
      </DialogBody>
    </Dialog>
  );
}
