import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { sessionEndWords, type SessionEndReason } from '../contract';
import { logFailure, type CloseNotice, type DataProvider, type Notify, type PainelApi } from '../data';
import { AuthContext, type Auth, type AuthState, type ExpiryKeeper, type SignedOutReason } from './authContext';
import type { SessionCheck } from './sessionCheck';
import { sessionCookie } from './sessionCookie';
import { watchSessionRenewal } from './sessionRenewal';
import type { Signal } from './signal';

interface AuthProviderProps {
  data: DataProvider;
  /** Painel's extensions: the server ends the session on "Sair", and renews it while the person is at work. */
  painel?: Pick<PainelApi, 'available' | 'signOut' | 'renewSession' | 'whySessionEnded'>;
  /** Fired by the data layer on a 401 from any call. */
  unauthorized: Signal;
  notify: Notify;
  /** The page load's session lookup (checkSession), already under way; none without a cookie. */
  check: SessionCheck | undefined;
  children: ReactNode;
}

// Signed in from the first render when the lookup has already answered yes (the app waits for it).
function initialState(check: SessionCheck | undefined): AuthState {
  if (!check) return { status: 'signedOut', user: null, reason: 'anonymous' };
  const outcome = check.outcome();
  return outcome && 'user' in outcome ? { status: 'signedIn', user: outcome.user } : { status: 'checking', user: null };
}

/**
 * Holds the session: the `token` cookie is the credential (the data layer reads it for every call),
 * the user lives in state. Navigation is left to the guard and the sign-in page, which react to the status.
 */
export function AuthProvider({ data, painel, unauthorized, notify, check, children }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(() => initialState(check));
  // The 401 handler and the session check can both fire for one failure; the ref makes ending a session idempotent.
  const current = useRef(state);
  current.current = state;
  const { mutate } = useSWRConfig();

  const end = useCallback(
    (reason: SignedOutReason) => {
      sessionCookie.remove();
      // Another user may sign in next: drop every cached record without refetching.
      void mutate(() => true, undefined, { revalidate: false });
      current.current = { status: 'signedOut', user: null, reason };
      setState(current.current);
    },
    [mutate],
  );

  // Keepers run before the session ends: the screens they belong to are still mounted, with what was typed.
  const keepers = useRef(new Set<ExpiryKeeper>()).current;
  const onExpiry = useCallback(
    (keeper: ExpiryKeeper) => {
      keepers.add(keeper);
      return () => void keepers.delete(keeper);
    },
    [keepers],
  );

  // The "session expired" notice is about the signed-out moment: signing in again makes it stale.
  const closeExpiredNotice = useRef<CloseNotice>(undefined);
  const expire = useCallback(() => {
    if (current.current.status === 'signedOut') return;
    // Read before the cookie goes: the server says why the session it names ended.
    const token = sessionCookie.read();
    let kept = false;
    for (const keep of keepers) {
      try {
        kept = keep() || kept;
      } catch (error) {
        // Keeping work is a courtesy: the session ends anyway.
        console.error('Falha ao guardar o trabalho antes de encerrar a sessão', error);
      }
    }
    end('expired');
    const ended = current.current;
    const tell = (reason: SessionEndReason) => {
      // Signed in again meanwhile: nothing to tell.
      if (current.current !== ended) return;
      closeExpiredNotice.current = notify('info', sessionEndWords[reason], kept ? 'O que você digitou foi guardado e volta ao formulário depois que você entrar.' : undefined);
    };
    if (!token || !painel?.available) tell('expired');
    else void painel.whySessionEnded(token).then(tell, () => tell('expired'));
  }, [end, notify, keepers, painel]);

  useEffect(() => unauthorized.subscribe(expire), [unauthorized, expire]);

  // On load with the cookie: the lookup's answer signs in; any failure signs out.
  const checked = useRef(false);
  useEffect(() => {
    if (!check || checked.current || current.current.status !== 'checking') return;
    checked.current = true;
    void check.settled.then(() => {
      const outcome = check.outcome()!;
      if ('user' in outcome) {
        if (current.current.status === 'checking') setState({ status: 'signedIn', user: outcome.user });
        return;
      }
      logFailure('Falha ao obter a sessão', outcome.error);
      expire();
    });
  }, [check, expire]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { token, user } = await data.signIn(email, password);
      if (!token) throw new Error('A resposta do servidor não trouxe o token de acesso.');
      sessionCookie.write(token);
      closeExpiredNotice.current?.();
      closeExpiredNotice.current = undefined;
      // Nothing read under the last session is reused, not even a read still counted as recent: a screen
      // mounting now would join it, see its answer discarded as older than this reset, and wait forever.
      // Revalidating refetches nothing here (no signed-in screen is mounted), it only drops those markers.
      void mutate(() => true, undefined, { revalidate: true });
      setState({ status: 'signedIn', user: user ?? {} });
    },
    [data, mutate],
  );

  // "Sair": the server ends this session (on every instance), then the cookie goes, as the spec says. The
  // request carries the token it ends, so it need not be waited for.
  const signOut = useCallback(() => {
    const token = sessionCookie.read();
    if (token && painel?.available) painel.signOut(token).catch((e: unknown) => logFailure('Falha ao encerrar a sessão no servidor', e));
    end('signOut');
  }, [end, painel]);

  // Her role changed on the server: the user (and with it every screen's permissions) as it is now. A 401 here
  // signs out as any does.
  const refresh = useCallback(async () => {
    const user = await data.session().catch((e: unknown) => void logFailure('Falha ao obter a sessão', e));
    if (!user || current.current.status !== 'signedIn') return undefined;
    current.current = { status: 'signedIn', user };
    setState(current.current);
    return user;
  }, [data]);

  // While signed in: renewed before its lifetime is up as long as the person is at work (the cookie set again).
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (!signedIn || !painel?.available) return;
    return watchSessionRenewal({ readToken: sessionCookie.read, renew: () => painel.renewSession(), onRenewed: sessionCookie.write });
  }, [signedIn, painel]);

  const auth = useMemo<Auth>(() => ({ ...state, signIn, signOut, onExpiry, refresh }), [state, signIn, signOut, onExpiry, refresh]);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
