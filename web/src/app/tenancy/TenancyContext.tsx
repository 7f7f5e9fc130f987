/**
 * The chosen client and project (spec 000 §1, §6), kept in the browser and sent as tenancy headers on
 * every call. 'ALL CLIENTS' and 'ALL PROJECTS' are null. A client user has no 'ALL CLIENTS' entry and
 * only their own client; their choice starts empty. Changing it refetches every query on screen.
 */
import { useApolloClient } from '@apollo/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ShellQuery } from '../../generated/graphql';
import { readTenancy, writeTenancy, type StoredTenancy } from '../session/storage';

export type ShellClient = ShellQuery['clients'][number];

export interface TenancyValue extends StoredTenancy {
  clients: ShellClient[];
  client: ShellClient | null;
  setClient: (clientId: number | null) => void;
  setProject: (projectId: number | null) => void;
}

const TenancyContext = createContext<TenancyValue | null>(null);

export interface TenancyProviderProps {
  clients: ShellClient[];
  children: ReactNode;
}

export function TenancyProvider({ clients, children }: TenancyProviderProps) {
  const apollo = useApolloClient();
  const [tenancy, setTenancy] = useState<StoredTenancy>(readTenancy);

  const change = useCallback(
    (next: StoredTenancy) => {
      writeTenancy(next);
      setTenancy(next);
      // Every query depends on the tenancy headers: refetch what is on screen with the new ones.
      void apollo.resetStore();
    },
    [apollo],
  );

  // A stored choice that is no longer offered (another user's storage, a removed client) is dropped.
  useEffect(() => {
    const client = clients.find((c) => c.id === tenancy.clientId);
    if (tenancy.clientId !== null && !client) change({ clientId: null, projectId: null });
    else if (client && tenancy.projectId !== null && !client.projects.some((p) => p.id === tenancy.projectId)) {
      change({ clientId: client.id, projectId: null });
    }
  }, [clients, tenancy, change]);

  const value = useMemo<TenancyValue>(
    () => ({
      ...tenancy,
      clients,
      client: clients.find((c) => c.id === tenancy.clientId) ?? null,
      setClient: (clientId) => change({ clientId, projectId: null }),
      setProject: (projectId) => change({ clientId: tenancy.clientId, projectId }),
    }),
    [tenancy, clients, change],
  );
  return <TenancyContext.Provider value={value}>{children}</TenancyContext.Provider>;
}

export function useTenancy(): TenancyValue {
  const value = useContext(TenancyContext);
  if (!value) throw new Error('useTenancy outside TenancyProvider');
  return value;
}
