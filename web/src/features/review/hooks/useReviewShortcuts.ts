/**
 * Listens for the review page's keyboard shortcuts (model/shortcuts.ts) on the window and runs the page's
 * handler for each. Keys typed in a field, with a modifier, or while a dialog is open are left alone.
 */
import { useEffect, useRef } from 'react';
import { shortcutFor, type ShortcutAction } from '../model/shortcuts';

/** Blueprint marks the body while a modal overlay (a dialog, an alert) is open. */
const overlayOpen = () =>
  document.body.classList.contains('bp6-overlay-open') || !!document.querySelector('.bp6-dialog, .bp6-alert');

export function useReviewShortcuts(isClient: boolean, run: (action: ShortcutAction) => void): void {
  // The latest handler, so the listener is added once.
  const handler = useRef(run);
  handler.current = run;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat) return;
      const action = shortcutFor(e, { isClient, overlayOpen: overlayOpen() });
      if (!action) return;
      e.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isClient]);
}

/**
 * The NEEDS REVISION button of the answer that holds the focus (a question focused with Tab or a click, or
 * anything inside it), or why there is none.
 */
export function focusedRevisionButton(): HTMLButtonElement | 'no answer' | 'no button' {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const question = focused?.closest('.svr-review-question:not(.svr-review-question--group)');
  if (!question) return 'no answer';
  return (
    question.querySelector<HTMLButtonElement>(':scope > .svr-review-question-title [data-shortcut="needs-revision"]') ??
    'no button'
  );
}
