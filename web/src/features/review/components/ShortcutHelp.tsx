/** The help overlay of the review page's keyboard shortcuts ('?'), listing the viewer's shortcuts. */
import { Dialog, DialogBody, HTMLTable, KeyComboTag } from '@blueprintjs/core';
import { shortcutsFor } from '../model/shortcuts';

export interface ShortcutHelpProps {
  isOpen: boolean;
  isClient: boolean;
  onClose: () => void;
}

export function ShortcutHelp({ isOpen, isClient, onClose }: ShortcutHelpProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Keyboard shortcuts" icon="key-command" style={{ width: 460 }}>
      <DialogBody>
        <HTMLTable compact className="svr-review-shortcuts">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Does</th>
            </tr>
          </thead>
          <tbody>
            {shortcutsFor(isClient).map((s) => (
              <tr key={s.key}>
                <td>
                  <KeyComboTag combo={s.key === '?' ? 'shift + ?' : s.key} minimal />
                </td>
                <td>{s.label}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <p className="svr-muted">
          Shortcuts do not work while you type in a field or while a dialog is open. Tab moves through the answers;
          click an answer or tab to it before pressing X. In the feedback dialog, Ctrl + Enter continues.
        </p>
      </DialogBody>
    </Dialog>
  );
}
