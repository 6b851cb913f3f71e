export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export { RequireSession } from './RequireSession';
export { SignInPage } from './SignInPage';
export { SignInForm } from './SignInForm';
export { AuthContext, type Auth } from './authContext';
export { safeNext, signInPathFrom } from './nextPath';
export { sessionCookie } from './sessionCookie';
export { createSignal } from './signal';
