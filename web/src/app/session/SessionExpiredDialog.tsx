/**
 * When the page becomes visible again and the session cookie is gone, the session has expired
 * (spec 000 §4): one button, Reload, clears browser storage and goes to the login page.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { clearBrowserStorage, readCookie, SESSION_COOKIE } from './storage';

export function SessionExpiredDialog() {
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible' && !readCookie(SESSION_COOKIE)) setExpired(true);
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, []);

  const reload = () => {
    clearBrowserStorage();
    window.location.assign('/login');
  };

  return (
    <Dialog
      isOpen={expired}
      title="Session expired"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <p>Your session has expired. Please login again.</p>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text="Reload" onClick={reload} autoFocus />} />
    </Dialog>
  );
}
