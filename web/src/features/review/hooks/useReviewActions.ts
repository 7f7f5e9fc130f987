/**
 * The review page's changes (schema/review.graphql mutations). Each answers the report as it now is, which
 * Apollo merges into StoreVisit:{id}, so the page re-renders from the cache without reading everything
 * again. saveAnswer answers only the answer: a new one is added to the report's answers in the cache, and
 * the activity trail is read again on its own. A refusal comes back as words to show (error.message).
 */
import { useApolloClient, type Reference } from '@apollo/client';
import { useCallback, useRef, useState } from 'react';
import {
  ReviewActivityDocument,
  ReviewAnswerFieldsFragmentDoc,
  useAddFeedbackMutation,
  useClearRevisionRequestsMutation,
  useRotateMediaMutation,
  useSaveAnswerMutation,
  useSetReviewStateMutation,
  useSetRevisionRequestMutation,
  useSetVisibleToClientMutation,
  useToggleMediaMarkMutation,
  type MediaMarkKind,
  type ReviewAnswerFieldsFragment,
  type ReviewTarget,
} from '../../../generated/graphql';

/** What the page does when the server refuses or the network fails. */
const networkWords = (e: unknown) =>
  e instanceof Error && e.message
    ? `The change was not saved: ${e.message}`
    : 'The change was not saved. Please check your connection and try again.';

export type ActionResult = { ok: true } | { ok: false; message: string };

export interface ReviewActions {
  /** A change is on its way: buttons that start one are disabled. */
  saving: boolean;
  /** A decision, with all it carries, in one change: REJECT ALL's marks, or the keep-or-clear dialog's CLEAR. */
  setReviewState: (
    target: ReviewTarget,
    feedback: string | null,
    options?: { rejectAll?: boolean; clearRevisionRequests?: boolean },
  ) => Promise<ActionResult>;
  setRevisionRequest: (questionUuid: string, feedback: string | null) => Promise<ActionResult>;
  clearRevisionRequests: () => Promise<ActionResult>;
  saveAnswer: (questionUuid: string, value: string | null) => Promise<ActionResult>;
  /** Several answers in a row (a photo swap); the trail is read once at the end. */
  saveAnswers: (saves: { questionUuid: string; value: string | null }[]) => Promise<ActionResult>;
  toggleMediaMark: (documentUuid: string, mark: MediaMarkKind, motive?: string | null) => Promise<ActionResult>;
  rotateMedia: (documentUuid: string) => Promise<ActionResult>;
  setVisibleToClient: (visible: boolean) => Promise<ActionResult>;
  addFeedback: (text: string) => Promise<ActionResult>;
}

export function useReviewActions(storeVisitId: number): ReviewActions {
  const client = useApolloClient();
  const [inFlight, setInFlight] = useState(0);
  const busy = useRef(0);
  const [setState] = useSetReviewStateMutation();
  const [setRevision] = useSetRevisionRequestMutation();
  const [clearRevisions] = useClearRevisionRequestsMutation();
  const [saveAnswerMutation] = useSaveAnswerMutation();
  const [toggleMark] = useToggleMediaMarkMutation();
  const [rotate] = useRotateMediaMutation();
  const [setVisible] = useSetVisibleToClientMutation();
  const [addFeedbackMutation] = useAddFeedbackMutation();

  /** Runs a change, counting it in `saving`; the payload's error (or a failure) becomes words to show. */
  const run = useCallback(
    async (change: () => Promise<{ message: string } | null | undefined>): Promise<ActionResult> => {
      busy.current += 1;
      setInFlight(busy.current);
      try {
        const refusal = await change();
        return refusal ? { ok: false, message: refusal.message } : { ok: true };
      } catch (e) {
        return { ok: false, message: networkWords(e) };
      } finally {
        busy.current -= 1;
        setInFlight(busy.current);
      }
    },
    [],
  );

  const refreshActivity = useCallback(() => {
    void client
      .query({ query: ReviewActivityDocument, variables: { id: storeVisitId }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }, [client, storeVisitId]);

  /** Adds an answer the report did not have yet to its answers in the cache (updates of known ones merge by id). */
  const remember = useCallback(
    (answer: ReviewAnswerFieldsFragment) => {
      client.cache.modify({
        id: client.cache.identify({ __typename: 'StoreVisit', id: storeVisitId }),
        fields: {
          answers(value, { readField }) {
            const existing = (Array.isArray(value) ? value : []) as readonly Reference[];
            if (existing.some((ref) => readField('id', ref) === answer.id)) return existing;
            const ref = client.cache.writeFragment({
              fragment: ReviewAnswerFieldsFragmentDoc,
              fragmentName: 'ReviewAnswerFields',
              data: { __typename: 'Answer', ...answer },
            });
            return ref ? [...existing, ref] : existing;
          },
        },
      });
    },
    [client, storeVisitId],
  );

  const saveOne = useCallback(
    async (questionUuid: string, value: string | null) => {
      const { data } = await saveAnswerMutation({ variables: { storeVisitId, questionUuid, value } });
      const payload = data?.saveAnswer;
      if (payload?.answer) remember(payload.answer);
      return payload?.error ?? (payload?.answer ? null : { message: 'The answer was not saved. Please try again.' });
    },
    [remember, saveAnswerMutation, storeVisitId],
  );

  return {
    saving: inFlight > 0,
    setReviewState: (target, feedback, options = {}) =>
      run(
        async () =>
          (
            await setState({
              variables: {
                storeVisitId,
                target,
                feedback,
                rejectAll: options.rejectAll ?? false,
                clearRevisionRequests: options.clearRevisionRequests ?? false,
              },
            })
          ).data?.setReviewState.error,
      ),
    setRevisionRequest: (questionUuid, feedback) =>
      run(
        async () =>
          (await setRevision({ variables: { storeVisitId, questionUuid, feedback } })).data?.setRevisionRequest.error,
      ),
    clearRevisionRequests: () =>
      run(async () => (await clearRevisions({ variables: { storeVisitId } })).data?.clearRevisionRequests.error),
    saveAnswer: async (questionUuid, value) => {
      const result = await run(() => saveOne(questionUuid, value));
      refreshActivity();
      return result;
    },
    saveAnswers: async (saves) => {
      const result = await run(async () => {
        for (const s of saves) {
          const refusal = await saveOne(s.questionUuid, s.value);
          if (refusal) return refusal;
        }
        return null;
      });
      refreshActivity();
      return result;
    },
    toggleMediaMark: (documentUuid, mark, motive = null) =>
      run(
        async () =>
          (await toggleMark({ variables: { storeVisitId, documentUuid, mark, motive } })).data?.toggleMediaMark.error,
      ),
    rotateMedia: (documentUuid) =>
      run(async () => (await rotate({ variables: { storeVisitId, documentUuid } })).data?.rotateMedia.error),
    setVisibleToClient: (visible) =>
      run(async () => (await setVisible({ variables: { storeVisitId, visible } })).data?.setVisibleToClient.error),
    addFeedback: (text) =>
      run(async () => (await addFeedbackMutation({ variables: { storeVisitId, text } })).data?.addFeedback.error),
  };
}
