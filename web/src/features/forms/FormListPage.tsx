/**
 * /manage/svrs, 'SVRs' (spec 000 §2, §4): the form list with its status filter, multi-select, ARCHIVE
 * and ACTIVATE with the count confirmation, and 'Create New' once a client is chosen. One query.
 */
import {
  Button,
  Callout,
  Classes,
  H2,
  Intent,
  NonIdealState,
  SegmentedControl,
  Spinner,
  Tooltip,
} from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTenancy } from '../../app/tenancy/TenancyContext';
import { toast, toastError } from '../../app/toaster';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import {
  useFormListQuery,
  useSetFormStatusMutation,
  type FormListRowFragment,
  type RecordStatus,
} from '../../generated/graphql';
import { ConfirmChangeDialog } from '../../ui/ConfirmChangeDialog';
import { FormTable } from './components/FormTable';
import { parseStatusFilter, STATUS_FILTERS } from './formStatus';

interface PendingChange {
  action: 'ARCHIVE' | 'ACTIVATE';
  status: RecordStatus;
  canonicalKeys: string[];
}

export const NO_CLIENT_EDIT = 'Please select a client above to edit a form.';

export function FormListPage() {
  useDocumentTitle('SVRs');
  const navigate = useNavigate();
  const { client, clients, setClient } = useTenancy();
  const [params, setParams] = useSearchParams();
  const filter = parseStatusFilter(params.get('status'));
  const statuses = [...STATUS_FILTERS.find((f) => f.value === filter)!.statuses];
  const { data, loading, error, refetch } = useFormListQuery({
    variables: { statuses },
    notifyOnNetworkStatusChange: true,
  });
  const [setFormStatus, { loading: saving }] = useSetFormStatusMutation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<PendingChange | null>(null);

  const forms = data?.forms ?? [];
  const selectedForms = forms.filter((f) => selected.has(f.id));
  /** Only selected published forms whose status differs from the target change; drafts are left alone. */
  const changing = (status: RecordStatus) => [
    ...new Set(selectedForms.filter((f) => f.status !== status && f.status !== 'DRAFT').map((f) => f.canonicalKey)),
  ];
  const toArchive = changing('ARCHIVED');
  const toActivate = changing('ACTIVE');

  /**
   * Editing needs a chosen client (spec 000 §2). With none chosen, a form of a client the user may pick opens
   * with that client chosen in the header (issue 15: the title link does what it shows); others cannot be
   * opened, and their titles are not links (canOpen).
   */
  const ownerOf = (form: FormListRowFragment) => clients.find((c) => c.id === form.tenancyClientId) ?? null;
  const canOpen = (form: FormListRowFragment) => !!client || !!ownerOf(form);
  const open = (form: FormListRowFragment) => {
    if (!client) {
      const owner = ownerOf(form);
      if (!owner) {
        toast(NO_CLIENT_EDIT, Intent.WARNING);
        return;
      }
      setClient(owner.id);
      toast(`Client ${owner.name} chosen to edit '${form.title}'.`);
    }
    navigate(`/svrs/${encodeURIComponent(form.canonicalKey)}`);
  };

  const apply = async () => {
    if (!pending) return;
    try {
      const result = await setFormStatus({
        variables: { canonicalKeys: pending.canonicalKeys, status: pending.status },
      });
      const payload = result.data?.setFormStatus;
      if (payload?.error) toastError(payload.error.message);
      else toast(`${payload?.changed ?? 0} SVR(s) ${pending.status === 'ARCHIVED' ? 'archived' : 'activated'}.`);
      setSelected(new Set());
      await refetch();
    } catch (e) {
      toastError(e instanceof Error ? e.message : 'Could not change the status.');
    } finally {
      setPending(null);
    }
  };

  const setFilter = (value: string) => {
    setSelected(new Set());
    setParams(value === 'active' ? {} : { status: value }, { replace: true });
  };

  const nothingTo = (n: number, verb: string) =>
    n === 0 ? `Select forms that are not ${verb} yet (drafts are changed in the builder).` : undefined;

  return (
    <div className="svr-page">
      <div className="svr-page-header">
        <H2>SVRs</H2>
        {client ? (
          <Link to="/svrs/create" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            Create New
          </Link>
        ) : null}
      </div>
      {!client && (
        <Callout intent={Intent.NONE} icon="info-sign" className="svr-hint" compact>
          Choose a client in the header to create or edit a form.
        </Callout>
      )}
      <div className="svr-toolbar">
        <SegmentedControl
          aria-label="Status"
          options={STATUS_FILTERS.map((f) => ({ label: f.label, value: f.value }))}
          value={filter}
          onValueChange={setFilter}
        />
        <span className="svr-toolbar-spacer" />
        <span className="svr-muted" aria-live="polite">
          {selected.size > 0 ? `${selected.size} selected` : ''}
        </span>
        <Tooltip
          content={nothingTo(toArchive.length, 'archived')}
          disabled={toArchive.length > 0 || selected.size === 0}
        >
          <Button
            icon="archive"
            text="ARCHIVE"
            disabled={toArchive.length === 0}
            onClick={() => setPending({ action: 'ARCHIVE', status: 'ARCHIVED', canonicalKeys: toArchive })}
          />
        </Tooltip>
        <Tooltip
          content={nothingTo(toActivate.length, 'active')}
          disabled={toActivate.length > 0 || selected.size === 0}
        >
          <Button
            icon="confirm"
            text="ACTIVATE"
            disabled={toActivate.length === 0}
            onClick={() => setPending({ action: 'ACTIVATE', status: 'ACTIVE', canonicalKeys: toActivate })}
          />
        </Tooltip>
      </div>

      {error && !data ? (
        <NonIdealState
          icon="error"
          title="The form list could not be loaded"
          description={error.message}
          action={<Button text="Try again" onClick={() => void refetch()} />}
        />
      ) : !data && loading ? (
        <Spinner aria-label="Loading forms" />
      ) : forms.length === 0 ? (
        <NonIdealState
          icon="document"
          title={`No ${filter === 'all' ? '' : `${STATUS_FILTERS.find((f) => f.value === filter)!.label.toLowerCase()} `}SVRs`}
          description={
            client
              ? 'Create New starts a form for the chosen client.'
              : 'Choose a client in the header, then Create New.'
          }
        />
      ) : (
        <FormTable forms={forms} selected={selected} onSelectedChange={setSelected} onOpen={open} canOpen={canOpen} />
      )}

      <ConfirmChangeDialog
        action={pending?.action ?? null}
        count={pending?.canonicalKeys.length ?? 0}
        busy={saving}
        intent={pending?.action === 'ARCHIVE' ? Intent.WARNING : Intent.PRIMARY}
        onConfirm={() => void apply()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
