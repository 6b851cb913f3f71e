import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CenteredProgress } from '../ui';
import { SIGN_IN_PATH } from '../resource';
import { signInPathFrom } from './nextPath';
import { useAuth } from './useAuth';

/** Every /app page but sign-in: waits for the session check (no flash of the sign-in page), else sends to sign-in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'checking') return <CenteredProgress label="Verificando sessão" />;
  if (auth.status === 'signedOut') {
    // Whoever chose to leave starts over at /app; an expired session comes back to where it was.
    const to = auth.reason === 'signOut' ? SIGN_IN_PATH : signInPathFrom(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return children;
}
