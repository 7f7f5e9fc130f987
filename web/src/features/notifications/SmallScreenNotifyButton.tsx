/**
 * The responses list's 'Create Notification' button, shown only on extra-small and small screens (spec 001
 * §2.2; below 768 px) and only to staff. Imported by the responses list, so it stays tiny: the button and its
 * form load only when a small screen shows it.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../app/session/SessionContext';
import type { SelectableVisit } from './model/form';

export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

const CreateNotificationButton = lazy(() =>
  import('./components/CreateNotificationButton').then((m) => ({ default: m.CreateNotificationButton })),
);

function useSmallScreen(): boolean {
  const query = useMemo(
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(SMALL_SCREEN_QUERY) : null),
    [],
  );
  const [small, setSmall] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const change = () => setSmall(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [query]);
  return small;
}

export function SmallScreenNotifyButton({
  rows,
  onCreated,
}: {
  rows: readonly SelectableVisit[];
  onCreated: () => void;
}) {
  const { user } = useSession();
  const small = useSmallScreen();
  if (!small || !user || user.isClient) return null;
  return (
    <Suspense fallback={null}>
      <CreateNotificationButton rows={rows} onCreated={onCreated} />
    </Suspense>
  );
}
