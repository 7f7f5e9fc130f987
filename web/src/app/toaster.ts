/**
 * The toast (spec 000 §8): bottom right, dark red for errors, gone after about 2 seconds.
 */
import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;
const getToaster = () => (toaster ??= OverlayToaster.create({ position: Position.BOTTOM_RIGHT, maxToasts: 4 }));

export const TOAST_MS = 2000;

export function toast(message: string, intent: Intent = Intent.SUCCESS): void {
  void getToaster().then((t) =>
    t.show({ message, intent, timeout: TOAST_MS, icon: intent === Intent.DANGER ? 'error' : undefined }),
  );
}

export const toastError = (message: string) => toast(message, Intent.DANGER);

/** A toast with one action (an Undo), shown long enough to press it; the action's button is keyboard-reachable. */
export function toastWithAction(message: string, action: { text: string; onClick: () => void }, timeout = 8000): void {
  void getToaster().then((t) => t.show({ message, intent: Intent.SUCCESS, timeout, action }));
}
