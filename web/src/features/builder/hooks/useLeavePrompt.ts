/**
 * Leaving with unsaved changes asks first (spec 000 §4): in-app navigation through react-router's
 * blocker, closing or reloading the tab through beforeunload (the browser words that one itself).
 * Opening this form's preview is not leaving: the local copy carries the changes there and back.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export const LEAVE_QUESTION = 'You have unsaved changes to your SVR. Are you sure you want to exit?';

export function useLeavePrompt(dirty: boolean, previewPrefix: string) {
  const bypass = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (!dirty || bypass.current) return false;
      if (nextLocation.pathname === currentLocation.pathname) return false;
      return !nextLocation.pathname.startsWith(previewPrefix);
    },
    [dirty, previewPrefix],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = LEAVE_QUESTION;
      return LEAVE_QUESTION;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  /** A save is navigating to the saved form: let that one through. */
  const allowLeave = useCallback(() => {
    bypass.current = true;
    window.setTimeout(() => {
      bypass.current = false;
    }, 0);
  }, []);

  return { blocker, allowLeave };
}
