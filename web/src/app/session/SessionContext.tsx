/**
 * Who is signed in, for the whole app. The user comes from browser storage (written at sign-in); a
 * forced logout (401/403 on any call) clears it, empties the Apollo cache and goes to /login.
 */
import { useApolloClient } from '@apollo/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout as apiLogout, setSignedOutHandler } from './authFetch';
import { readAuth, type SessionUser } from './storage';

export interface SessionValue {
  user: SessionUser | null;
  /** Called after /login stored the tokens. */
  signedIn: (user: SessionUser) => void;
  /** LOGOUT: revokes the refresh token, clears browser storage and the cache. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
}

export function SessionProvider({ children }: SessionProviderProps) {
  const [user, setUser] = useState<SessionUser | null>(() => readAuth()?.user ?? null);
  const client = useApolloClient();
  const navigate = useNavigate();

  useEffect(() => {
    setSignedOutHandler(() => {
      setUser(null);
      void client.clearStore();
      navigate('/login', { replace: true });
    });
  }, [client, navigate]);

  const signedIn = useCallback((u: SessionUser) => setUser(u), []);
  const signOut = useCallback(async () => {
    await apiLogout();
    setUser(null);
    await client.clearStore();
  }, [client]);

  const value = useMemo(() => ({ user, signedIn, signOut }), [user, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
