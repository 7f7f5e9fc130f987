/**
 * /manage/common-questions, 'Common Questions' (spec 000 §2, §4, §5): the library with the form list's
 * status filter, multi-select, ARCHIVE / DELETE / ACTIVATE with the count confirmation (only items whose
 * status differs change), 'Create New' by question type, and the create / edit modal. One query.
 * The filter and the open modal live in the address (?status=, ?new=type, ?edit=id), so they can be shared.
 */
import { Button, H2, Intent, NonIdealState, SegmentedControl, Spinner, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, toastError } from '../../app/toaster';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import {
  useCommonQuestionsQuery,
  useCreateCommonQuestionMutation,
  useSetCommonQuestionStatusMutation,
  useUpdateCommonQuestionMutation,
  type CommonQuestionRowFragment,
  type RecordStatus,
} from '../../generated/graphql';
import { ConfirmChangeDialog } from '../../ui/ConfirmChangeDialog';
import { parseStatusFilter, STATUS_FILTERS } from '../forms/formStatus';
import { createInput, updateInput, type CommonQuestionDraft } from './commonQuestionDraft';
import { CommonQuestionDialog, type CommonQuestionDialogTarget } from './components/CommonQuestionDialog';
import { CommonQuestionTable } from './components/CommonQuestionTable';
import { CreateNewMenu } from './components/CreateNewMenu';
import { COMMON_QUESTION_TYPES, isTypeIn, type QuestionType } from '@svr/domain';
import './commonQuestions.css';

type Action = 'ARCHIVE' | 'DELETE' | 'ACTIVATE';

const ACTIONS: {
  action: Action;
  status: RecordStatus;
  icon: 'archive' | 'trash' | 'confirm';
  done: string;
  intent: Intent;
}[] = [
  { action: 'ARCHIVE', status: 'ARCHIVED', icon: 'archive', done: 'archived', intent: Intent.WARNING },
  { action: 'DELETE', status: 'DELETED', icon: 'trash', done: 'deleted', intent: Intent.DANGER },
  { action: 'ACTIVATE', status: 'ACTIVE', icon: 'confirm', done: 'activated', intent: Intent.PRIMARY },
];

interface PendingChange {
  action: (typeof ACTIONS)[number];
  ids: number[];
}

const COULD_NOT_SAVE = 'Could not save the common question. Please try again.';

export function CommonQuestionsPage() {
  useDocumentTitle('Common Questions');
  const [params, setParams] = useSearchParams();
  const filter = parseStatusFilter(params.get('status'));
  const filterDef = STATUS_FILTERS.find((f) => f.value === filter)!;
  const { data, loading, error, refetch } = useCommonQuestionsQuery({
    variables: { statuses: [...filterDef.statuses] },
    notifyOnNetworkStatusChange: true,
  });
  const [createQuestion, { loading: creating }] = useCreateCommonQuestionMutation();
  const [updateQuestion, { loading: updating }] = useUpdateCommonQuestionMutation();
  const [setStatus, { loading: changing }] = useSetCommonQuestionStatusMutation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<PendingChange | null>(null);

  const questions = data?.commonQuestions ?? [];
  const selectedQuestions = questions.filter((q) => selected.has(q.id));
  /** Only selected questions whose status differs from the target change (spec 000 §4). */
  const toChange = (status: RecordStatus) => selectedQuestions.filter((q) => q.status !== status).map((q) => q.id);

  // The open modal, from the address.
  const newType = params.get('new');
  const editId = Number(params.get('edit'));
  const editing = Number.isInteger(editId) && editId > 0 ? questions.find((q) => q.id === editId) : undefined;
  const target: CommonQuestionDialogTarget | null =
    newType && isTypeIn(COMMON_QUESTION_TYPES, newType) ? { type: newType } : editing ? { question: editing } : null;

  const withParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    return next;
  };
  const openCreate = (type: QuestionType) =>
    setParams(
      withParams((p) => {
        p.delete('edit');
        p.set('new', type);
      }),
      { replace: true },
    );
  const openEdit = (q: CommonQuestionRowFragment) =>
    setParams(
      withParams((p) => {
        p.delete('new');
        p.set('edit', String(q.id));
      }),
      { replace: true },
    );
  const closeDialog = () =>
    setParams(
      withParams((p) => {
        p.delete('new');
        p.delete('edit');
      }),
      { replace: true },
    );
  const hrefOf = (q: CommonQuestionRowFragment) =>
    `?${withParams((p) => {
      p.delete('new');
      p.set('edit', String(q.id));
    }).toString()}`;

  const setFilter = (value: string) => {
    setSelected(new Set());
    setParams(value === 'active' ? {} : { status: value }, { replace: true });
  };

  const save = async (draft: CommonQuestionDraft): Promise<string | null> => {
    try {
      if (draft.id === null) {
        const result = await createQuestion({ variables: { input: createInput(draft) } });
        const payload = result.data?.createCommonQuestion;
        if (!payload?.commonQuestion) return payload?.error?.message ?? COULD_NOT_SAVE;
        toast(`Common question '${payload.commonQuestion.title}' created.`);
      } else {
        const result = await updateQuestion({ variables: { id: draft.id, input: updateInput(draft) } });
        const payload = result.data?.updateCommonQuestion;
        if (!payload?.commonQuestion) return payload?.error?.message ?? COULD_NOT_SAVE;
        toast(`Common question '${payload.commonQuestion.title}' saved.`);
      }
    } catch (e) {
      return e instanceof Error ? e.message : COULD_NOT_SAVE;
    }
    closeDialog();
    await refetch();
    return null;
  };

  const apply = async () => {
    if (!pending) return;
    try {
      const result = await setStatus({ variables: { ids: pending.ids, status: pending.action.status } });
      const payload = result.data?.setCommonQuestionStatus;
      if (payload?.error) toastError(payload.error.message);
      else toast(`${payload?.changed ?? 0} common question(s) ${pending.action.done}.`);
      setSelected(new Set());
      await refetch();
    } catch (e) {
      toastError(e instanceof Error ? e.message : 'Could not change the status.');
    } finally {
      setPending(null);
    }
  };

  const filterName = filter === 'all' ? '' : `${filterDef.label.toLowerCase()} `;

  return (
    <div className="svr-page">
      <div className="svr-page-header">
        <H2>Common Questions</H2>
        <CreateNewMenu onCreate={openCreate} />
      </div>
      <div className="svr-toolbar">
        <SegmentedControl
          aria-label="Status"
          options={STATUS_FILTERS.map((f) => ({ label: f.label, value: f.value }))}
          value={filter}
          onValueChange={setFilter}
        />
        <span className="svr-toolbar-spacer" />
        <span className="svr-muted" aria-live="polite">
          {selected.size > 0 ? `${selectedQuestions.length} selected` : ''}
        </span>
        {ACTIONS.map((a) => {
          const ids = toChange(a.status);
          return (
            <Tooltip
              key={a.action}
              content={`Select questions that are not ${a.done} yet.`}
              disabled={ids.length > 0 || selectedQuestions.length === 0}
            >
              <Button
                icon={a.icon}
                text={a.action}
                disabled={ids.length === 0}
                onClick={() => setPending({ action: a, ids })}
              />
            </Tooltip>
          );
        })}
      </div>

      {error && !data ? (
        <NonIdealState
          icon="error"
          title="The common questions could not be loaded"
          description={error.message}
          action={<Button text="Try again" onClick={() => void refetch()} />}
        />
      ) : !data && loading ? (
        <Spinner aria-label="Loading common questions" />
      ) : questions.length === 0 ? (
        <NonIdealState
          icon="help"
          title={`No ${filterName}common questions`}
          description={
            filter === 'draft'
              ? 'Common questions have no drafts: a question is saved as active straight away.'
              : 'Create New adds a question of the chosen type to the library.'
          }
        />
      ) : (
        <CommonQuestionTable
          questions={questions}
          selected={selected}
          onSelectedChange={setSelected}
          onOpen={openEdit}
          hrefOf={hrefOf}
        />
      )}

      {target && (
        <CommonQuestionDialog
          key={'question' in target ? `edit-${target.question.id}` : `new-${target.type}`}
          target={target}
          saving={creating || updating}
          onSave={save}
          onClose={closeDialog}
        />
      )}

      <ConfirmChangeDialog
        action={pending?.action.action ?? null}
        count={pending?.ids.length ?? 0}
        busy={changing}
        intent={pending?.action.intent}
        onConfirm={() => void apply()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
