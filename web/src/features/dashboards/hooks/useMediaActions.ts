/**
 * The photo and video widgets' actions (spec 002 §4, §6): staff star, flag and block a photo (toggles on the
 * visit's marks) and rotate it, through the review page's mutations; then the widget is asked again so the
 * slides show the change. Everyone may download a photo (saved under its title) or open it in a new tab.
 */
import { useCallback, useState } from 'react';
import { toast, toastError } from '../../../app/toaster';
import {
  DashboardWidgetsDocument,
  type MediaMarkKind,
  useWidgetMediaMarkMutation,
  useWidgetRotateMediaMutation,
} from '../../../generated/graphql';

export function useMediaActions(widgetId: number) {
  // The widget again, and the open detail view's addresses (a rotated photo's carry its new turn).
  const refetchQueries = [{ query: DashboardWidgetsDocument, variables: { ids: [widgetId] } }, 'SlideDocuments'];
  const [markMedia] = useWidgetMediaMarkMutation({ refetchQueries, awaitRefetchQueries: true });
  const [rotateMedia] = useWidgetRotateMediaMutation({ refetchQueries, awaitRefetchQueries: true });
  const [busy, setBusy] = useState(false);

  /** Resolves true when the change was saved. */
  const run = useCallback(async (action: () => Promise<string | null | undefined>, done: string) => {
    setBusy(true);
    try {
      const problem = await action();
      if (problem) toastError(problem);
      else toast(done);
      return !problem;
    } catch (e) {
      toastError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  /** Star and flag take a motive when they are set (spec 001 §4); taking one off, or blocking, needs none. */
  const mark = (storeVisitId: number, documentUuid: string, kind: MediaMarkKind, motive: string | null, done: string) =>
    run(
      async () =>
        (await markMedia({ variables: { storeVisitId, documentUuid, mark: kind, motive } })).data?.toggleMediaMark.error
          ?.message,
      done,
    );
  const rotate = (storeVisitId: number, documentUuid: string) =>
    run(
      async () => (await rotateMedia({ variables: { storeVisitId, documentUuid } })).data?.rotateMedia.error?.message,
      'Rotated 90°.',
    );
  return { busy, mark, rotate };
}
