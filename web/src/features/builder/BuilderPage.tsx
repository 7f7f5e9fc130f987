/**
 * 'Build SVR' (spec 000 §2, §4): the client and project bar, form settings, the Pre / During / Post
 * areas with their sections and questions, documents, and the saves. Editing needs a selected client.
 */
import './builder.css';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionContext';
import { useTenancy } from '../../app/tenancy/TenancyContext';
import { toastError } from '../../app/toaster';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { BuilderClientBar } from './components/BuilderClientBar';
import { BuilderToolbar } from './components/BuilderToolbar';
import { ConfirmDialog } from './components/ConfirmDialog';
import { QuickReviewDialog } from './components/QuickReviewDialog';
import { DocumentsArea } from './components/DocumentsArea';
import { FormSettings } from './components/FormSettings';
import { LeavePrompt } from './components/LeavePrompt';
import { PhaseArea } from './components/PhaseArea';
import { ProblemsCallout } from './components/ProblemsCallout';
import {
  BuilderActionsContext,
  DocumentsContext,
  EditedFormContext,
  PairCandidatesContext,
  ProblemsContext,
  SelectionContext,
  type BuilderActions,
} from './hooks/useBuilder';
import { useBuilderForm } from './hooks/useBuilderForm';
import { useConfirm } from './hooks/useConfirm';
import { useDocumentRemoval } from './hooks/useDocumentRemoval';
import { useLeavePrompt } from './hooks/useLeavePrompt';
import { useSaveForm } from './hooks/useSaveForm';
import { useSelection } from './hooks/useSelection';
import { useShownProblems } from './hooks/useShownProblems';
import { useStableValue } from './hooks/useStableValue';
import { pairCandidates } from './model/pairing';
import type { ServerForm } from './model/serverForm';
import { containers, documentIdsOf, type Position } from './model/tree';
import { isSection, PHASES, type BuilderNode, type FormDocument } from './model/types';
import { mailingInvalid, validateForm } from './model/validate';
import { isAdministrator } from '../../app/session/storage';

export const NO_CLIENT_EDIT = 'Please select a client above to edit a form.';

export interface BuilderPageProps {
  /** null for a new form. */
  canonicalKey: string | null;
}

export function BuilderPage({ canonicalKey }: BuilderPageProps) {
  useDocumentTitle('Build SVR');
  const navigate = useNavigate();
  const { user } = useSession();
  const { client, clientId } = useTenancy();
  const state = useBuilderForm(canonicalKey, clientId);
  const { form, dispatch } = state;
  const previewPath = `/svrs/${canonicalKey ?? 'create'}/preview`;
  const { blocker, allowLeave } = useLeavePrompt(state.dirty, previewPath);
  const { noteUploaded, forgetUploads, discard, discardUploads } = useDocumentRemoval(dispatch);
  const { commitSaved: commit } = state;
  const commitSaved = useCallback(
    (saved: ServerForm) => {
      // Saved: a saved record now uses every document of the form.
      forgetUploads();
      commit(saved);
    },
    [commit, forgetUploads],
  );
  const saver = useSaveForm({ form, clientId, commitSaved, allowLeave });
  const confirm = useConfirm();
  const [quickReviewOpen, setQuickReviewOpen] = useState(false);
  const move = useCallback((uuid: string, target: Position) => dispatch({ type: 'move', uuid, target }), [dispatch]);
  const { state: selectionState, select, moveHere } = useSelection(form?.content ?? null, move);
  const problems = useMemo(() => (form ? validateForm(form) : []), [form]);
  // Missing titles show once their field is left or a save is tried (issue 15), not before any typing.
  const { shown, onBlur, attempt } = useShownProblems(problems);

  // A form that cannot be found (or not for the selected client) opens the builder for a new one.
  useEffect(() => {
    if (!state.notFound) return;
    toastError('This SVR was not found for the selected client.');
    navigate('/svrs/create', { replace: true });
  }, [state.notFound, navigate]);

  // What the questions read changes only when its contents do, so typing in one question re-renders one branch.
  const byTarget = useStableValue(
    useMemo(() => {
      const map = new Map<string, string[]>();
      for (const p of shown) map.set(p.target, [...(map.get(p.target) ?? []), p.message]);
      return map;
    }, [shown]),
    JSON.stringify(shown),
  );
  const candidates = useMemo(() => (form ? pairCandidates(form.content) : []), [form]);
  const stableCandidates = useStableValue(candidates, JSON.stringify(candidates));

  const { ask } = confirm;
  const isAdmin = isAdministrator(user);
  const actions = useMemo<BuilderActions>(() => {
    const deleteNode = async (node: BuilderNode) => {
      const what = isSection(node) ? 'section' : node.type === 'question-group' ? 'question group' : 'question';
      if (
        !(await ask(
          `Are you sure? The ${what} '${node.title || 'untitled'}' is deleted with everything in it and its documents.`,
        ))
      )
        return;
      const ids = documentIdsOf(node);
      dispatch({ type: 'remove', uuid: node.uuid });
      await discard(ids);
    };
    return {
      dispatch,
      ask,
      select,
      moveHere,
      isAdmin,
      discardDocuments: discard,
      addUploadedDocument: (doc: FormDocument) => {
        noteUploaded(doc.id);
        dispatch({ type: 'addDocument', doc });
      },
      deleteNode: (node) => void deleteNode(node),
    };
  }, [dispatch, ask, select, moveHere, isAdmin, discard, noteUploaded]);

  const onDragEnd = (r: DropResult) => {
    if (!form || !r.destination) return;
    const target = containers(form.content).find((c) => c.key === r.destination!.droppableId);
    if (!target) return;
    const sameList = r.source.droppableId === r.destination.droppableId;
    if (sameList && r.source.index === r.destination.index) return;
    // moveNode counts the index in the list before the move.
    const index = sameList && r.destination.index > r.source.index ? r.destination.index + 1 : r.destination.index;
    move(r.draggableId, { container: target.ref, index });
  };

  const openPreview = (withUuids: boolean) => {
    state.flushLocal();
    navigate(`${previewPath}${withUuids ? '?uuids=1' : ''}`);
  };

  return (
    <div className="svr-page svr-builder" onBlur={onBlur}>
      <BuilderClientBar />
      {!client ? (
        <NonIdealState icon="office" title={NO_CLIENT_EDIT} />
      ) : state.error ? (
        <NonIdealState icon="error" title="The SVR could not be loaded" description={state.error} />
      ) : !form ? (
        <div className="svr-centered-small">
          <Spinner aria-label="Loading the SVR" />
        </div>
      ) : (
        <BuilderActionsContext.Provider value={actions}>
          <EditedFormContext.Provider value={form}>
            <SelectionContext.Provider value={selectionState}>
              <ProblemsContext.Provider value={byTarget}>
                <DocumentsContext.Provider value={form.content.documents}>
                  <PairCandidatesContext.Provider value={stableCandidates}>
                    <BuilderToolbar
                      form={form}
                      dirty={state.dirty}
                      localSavedAt={state.localSavedAt}
                      saving={saver.saving}
                      canSave={shown.length === 0}
                      canPreview={!mailingInvalid(form.content)}
                      onPublish={attempt(saver.publish)}
                      onDraft={attempt(saver.draft)}
                      onSaveAsNew={attempt(saver.saveAsNew)}
                      onPreview={openPreview}
                      onQuickReview={() => setQuickReviewOpen(true)}
                    />
                    <QuickReviewDialog
                      isOpen={quickReviewOpen}
                      content={form.content}
                      onClose={() => setQuickReviewOpen(false)}
                    />
                    <ProblemsCallout
                      problems={shown}
                      saveProblem={saver.problem}
                      onDismiss={saver.dismissProblem}
                      onReload={() => {
                        saver.dismissProblem();
                        state.reloadFromServer();
                      }}
                    />
                    <FormSettings />
                    <DragDropContext onDragEnd={onDragEnd}>
                      {PHASES.map((p) => (
                        <PhaseArea key={p} phase={p} sections={form.content.structure[p]} />
                      ))}
                    </DragDropContext>
                    <DocumentsArea />
                  </PairCandidatesContext.Provider>
                </DocumentsContext.Provider>
              </ProblemsContext.Provider>
            </SelectionContext.Provider>
          </EditedFormContext.Provider>
        </BuilderActionsContext.Provider>
      )}
      <LeavePrompt
        blocker={blocker}
        onLeave={() => {
          // The changes are given up: so are the documents only they used.
          discardUploads();
          state.discardLocal();
        }}
      />
      <ConfirmDialog request={confirm.request} onAnswer={confirm.answer} />
    </div>
  );
}
