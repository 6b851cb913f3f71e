export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export { RequireSession } from './RequireSession';
export { SignInPage, defaultForgotPasswordHelp } from './SignInPage';
export { sessionCookie } from './sessionCookie';
export { createSignal, type Signal } from './signal';
export { safeNext, signInPathFrom } from './nextPath';
export type { Auth, AuthState, SessionUser } from './authContext';
