/** The client and project pickers of the header and the account page (spec 000 §1, §6); lists scroll past 500 px (002 §9). */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useSession } from '../session/SessionContext';
import { useTenancy } from './TenancyContext';
import './tenancy.css';

export const ALL_CLIENTS = 'ALL CLIENTS';
export const ALL_PROJECTS = 'ALL PROJECTS';
/** A client user's empty client choice: their own client, every project. */
export const MY_CLIENT = 'MY CLIENT';

export interface TenancyPickersProps {
  /** Labels above the selects (account page) or compact selects with aria labels (header). */
  labelled?: boolean;
}

export function TenancyPickers({ labelled = false }: TenancyPickersProps) {
  const { user } = useSession();
  const { clients, clientId, projectId, client, setClient, setProject } = useTenancy();
  const isClientUser = user?.isClient ?? false;

  const clientSelect = (
    <HTMLSelect
      id="tenancy-client"
      aria-label="Client"
      value={clientId === null ? '' : String(clientId)}
      onChange={(e) => setClient(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      minimal={!labelled}
    >
      {/*
        A client user has no ALL CLIENTS entry and their choice starts empty (spec 000 §6), while the pages show
        their own client's data: the empty choice says so instead of asking them to select a client (issue 15).
      */}
      <option value="">{isClientUser ? MY_CLIENT : ALL_CLIENTS}</option>
      {clients.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </HTMLSelect>
  );

  const projectSelect = (
    <HTMLSelect
      id="tenancy-project"
      aria-label="Project"
      value={projectId === null ? '' : String(projectId)}
      onChange={(e) => setProject(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      disabled={!client}
      minimal={!labelled}
    >
      <option value="">{ALL_PROJECTS}</option>
      {(client?.projects ?? []).map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </HTMLSelect>
  );

  if (!labelled) {
    return (
      <div className="svr-pickers">
        {clientSelect}
        {projectSelect}
      </div>
    );
  }
  return (
    <div className="svr-pickers svr-pickers--labelled">
      <FormGroup label="Client" labelFor="tenancy-client">
        {clientSelect}
      </FormGroup>
      <FormGroup
        label="Project"
        labelFor="tenancy-project"
        helperText={client ? undefined : 'Choose a client to pick one of its projects.'}
      >
        {projectSelect}
      </FormGroup>
    </div>
  );
}
