import { useMemo } from 'react';
import { AuthContext, SignInForm, sessionCookie, type Auth, type SignInValues } from '../auth';
import type { ApiProfiles } from '../contract';
import { createDataProvider, createInflight, type ApiConfig } from '../data';

interface SignInRootProps {
  apis: ApiProfiles;
  apiConfig: ApiConfig;
  forgotPasswordHelp?: string;
  initialValues?: SignInValues;
  /** The session cookie is written: hand over to the whole app. */
  onSignedIn(): void;
}

const ignore = () => undefined;

/**
 * The sign-in page on its own, for a visitor without a session: the form only (no MUI, router, toasts or
 * cache; the theme's colours come from the page's CSS), so the first download is React and little else. It signs
 * in exactly as the app's sign-in route does (same form, same call, same cookie), then the app takes over the page.
 */
export function SignInRoot({ apis, apiConfig, forgotPasswordHelp, initialValues, onSignedIn }: SignInRootProps) {
  const auth = useMemo<Auth>(() => {
    const data = createDataProvider({ apis, endpoints: apiConfig, session: { getToken: sessionCookie.read, onUnauthorized: ignore }, inflight: createInflight(), notify: () => ignore });
    return {
      status: 'signedOut',
      user: null,
      reason: 'anonymous',
      async signIn(email, password) {
        const { token } = await data.signIn(email, password);
        if (!token) throw new Error('A resposta do servidor não trouxe o token de acesso.');
        sessionCookie.write(token);
        onSignedIn();
      },
      signOut: ignore,
      refresh: async () => undefined,
      onExpiry: () => ignore,
    };
  }, [apis, apiConfig, onSignedIn]);
  return (
    <AuthContext.Provider value={auth}>
      <SignInForm forgotPasswordHelp={forgotPasswordHelp} initialValues={initialValues} />
    </AuthContext.Provider>
  );
}
