import { useContext } from 'react';
import { AuthContext, type Auth } from './authContext';

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** The signed-in person's id as events and records word it (a string); undefined before the session is known. */
export function useMyId(): string | undefined {
  const { user } = useAuth();
  return typeof user?.id === 'string' || typeof user?.id === 'number' ? String(user.id) : undefined;
}
