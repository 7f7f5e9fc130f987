/**
 * The signed-in frame: one Shell query (the user and the clients they may choose) feeds the top
 * navigation, the tenancy pickers and every page below them.
 */
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { Outlet } from 'react-router-dom';
import { useShellQuery } from '../../generated/graphql';
import { TenancyProvider } from '../tenancy/TenancyContext';
import { TopNav } from './TopNav';

export function AppLayout() {
  const { data, loading, error, refetch } = useShellQuery({ fetchPolicy: 'cache-first' });

  if (!data) {
    return (
      <div className="svr-centered">
        {loading || !error ? (
          <Spinner aria-label="Loading" />
        ) : (
          <NonIdealState
            icon="offline"
            title="The back-office cannot be reached"
            description={error.message}
            action={<Button text="Try again" onClick={() => void refetch()} />}
          />
        )}
      </div>
    );
  }

  return (
    <TenancyProvider clients={data.clients}>
      <TopNav />
      <main className="svr-main">
        <Outlet />
      </main>
    </TenancyProvider>
  );
}
